// The guest journey's messages as staff see them (docs/journeys.md): which
// message, when due or sent, its state with the SMTP answer or the reason,
// whether the guest opened the link — and "Send now" / "Resend".
import { JourneyMessageSchema, type JourneyMessageView, type JourneyTarget } from '@hospes/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice } from '../ui/notice.tsx';
import { errorText } from '../ui/query-state.tsx';
import { TableWrap } from '../ui/table-wrap.tsx';
import { api } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useAccount } from '../../lib/session.ts';

export interface JourneyStepInfo {
  id: string;
  target: JourneyTarget;
  subject: string;
}

function MessageRow({
  message,
  step,
  showReservation,
  queryKey,
}: {
  message: JourneyMessageView;
  step: string;
  showReservation: boolean;
  queryKey: readonly unknown[];
}) {
  const { t } = useTranslation();
  const { projectId } = useAccount();
  const client = useQueryClient();
  const send = useMutation({
    mutationFn: () =>
      api(
        `/staff/${projectId}/journey/messages/${encodeURIComponent(message.id)}/send`,
        JourneyMessageSchema,
        { method: 'POST' },
      ),
    onSettled: () => client.invalidateQueries({ queryKey }),
  });
  const action = message.status === 'sent' ? t('journey.resend') : t('journey.sendNow');
  return (
    <tr>
      <th scope="row">{step}</th>
      {showReservation && (
        <td>
          <Link to={`/front-desk/${encodeURIComponent(message.reservationId)}`}>
            {message.reservationId}
          </Link>
        </td>
      )}
      <td>{formatDateTime(message.sentAt ?? message.dueAt)}</td>
      <td>
        {message.status === 'sent'
          ? t('journey.status.sent', { at: formatDateTime(message.sentAt) })
          : t(`journey.status.${message.status}`)}
        {message.linkOpenedAt && (
          <>
            <br />
            <span className="muted">
              {t('journey.opened', { at: formatDateTime(message.linkOpenedAt) })}
            </span>
          </>
        )}
      </td>
      <td className="muted">{message.lastError ?? '—'}</td>
      <td>
        <button
          type="button"
          className="button"
          disabled={send.isPending}
          aria-label={t('journey.sendLabel', { action, step, reservation: message.reservationId })}
          onClick={() => send.mutate()}
        >
          {send.isPending ? t('journey.sending') : action}
        </button>
        {send.error && <Notice kind="error">{errorText(send.error, t)}</Notice>}
      </td>
    </tr>
  );
}

export function MessageTable({
  messages,
  steps,
  label,
  showReservation = false,
  queryKey,
}: {
  messages: JourneyMessageView[];
  steps: JourneyStepInfo[];
  label: string;
  showReservation?: boolean;
  queryKey: readonly unknown[];
}) {
  const { t } = useTranslation();
  const subject = (id: string) => steps.find((s) => s.id === id)?.subject ?? id;
  return (
    <TableWrap label={label}>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('journey.step')}</th>
            {showReservation && <th scope="col">{t('journey.reservation')}</th>}
            <th scope="col">{t('journey.due')}</th>
            <th scope="col">{t('journey.state')}</th>
            <th scope="col">{t('journey.answer')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('journey.sendNow')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {messages.map((m) => (
            <MessageRow
              key={m.id}
              message={m}
              step={subject(m.stepId)}
              showReservation={showReservation}
              queryKey={queryKey}
            />
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
