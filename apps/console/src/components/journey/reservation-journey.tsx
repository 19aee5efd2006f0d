// A reservation's guest messages on its console page (docs/journeys.md),
// and the main guest's personal link with its QR code for a printed
// confirmation.
import { JourneyMessagesSchema } from '@hospes/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Notice } from '../ui/notice.tsx';
import { QueryState, errorText } from '../ui/query-state.tsx';
import { api } from '../../lib/api.ts';
import { useAccount } from '../../lib/session.ts';
import { MessageTable } from './message-table.tsx';

const LinkSchema = z.object({ url: z.string(), qrSvg: z.string() });

function PersonalLink({ reservationId }: { reservationId: string }) {
  const { t } = useTranslation();
  const { projectId } = useAccount();
  const link = useMutation({
    mutationFn: () =>
      api(
        `/staff/${projectId}/reservations/${encodeURIComponent(reservationId)}/journey-link`,
        LinkSchema,
      ),
  });
  return (
    <div className="stack">
      <p className="muted">{t('journey.linkHint')}</p>
      {link.data ? (
        <div className="journey-link">
          {/* Our own server's QR code of the link (an SVG made by the qrcode library). */}
          <div
            className="journey-link__qr"
            role="img"
            aria-label={t('journey.qr')}
            dangerouslySetInnerHTML={{ __html: link.data.qrSvg }}
          />
          <code className="break">{link.data.url}</code>
        </div>
      ) : (
        <button
          type="button"
          className="button"
          disabled={link.isPending}
          onClick={() => link.mutate()}
        >
          {t('journey.showLink')}
        </button>
      )}
      {link.error && <Notice kind="error">{errorText(link.error, t)}</Notice>}
    </div>
  );
}

export function ReservationJourney({ reservationId }: { reservationId: string }) {
  const { t, i18n } = useTranslation();
  const { projectId } = useAccount();
  const lang = i18n.language;
  const queryKey = ['journey', projectId, 'reservation', reservationId, lang] as const;
  const messages = useQuery({
    queryKey,
    queryFn: () =>
      api(
        `/staff/${projectId}/reservations/${encodeURIComponent(reservationId)}/journey?lang=${lang}`,
        JourneyMessagesSchema,
      ),
  });
  return (
    <section className="card" aria-labelledby="journey-messages">
      <h2 id="journey-messages">{t('journey.messages')}</h2>
      {!messages.data ? (
        <QueryState error={messages.error} onRetry={() => void messages.refetch()} />
      ) : (
        <>
          {!messages.data.mailConfigured && <Notice kind="info">{t('journey.off')}</Notice>}
          {messages.data.messages.length === 0 ? (
            <p className="empty">{t('journey.none')}</p>
          ) : (
            <MessageTable
              messages={messages.data.messages}
              steps={messages.data.steps}
              label={t('journey.messages')}
              queryKey={queryKey}
            />
          )}
        </>
      )}
      <h3>{t('journey.link')}</h3>
      <PersonalLink reservationId={reservationId} />
    </section>
  );
}
