// The guest journey (docs/journeys.md): the messages of the coming days —
// planned sends and failures with the SMTP answer — and the preview of each
// message in each language, written for a demo reservation.
import { JourneyMessagesSchema, JourneyPreviewSchema, LANGUAGES, isLanguage } from '@hospes/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../components/ui/notice.tsx';
import { Page } from '../../components/ui/page.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { api } from '../../lib/api.ts';
import { useAccount } from '../../lib/session.ts';
import { MessageTable, type JourneyStepInfo } from '../../components/journey/message-table.tsx';

function Preview({ steps }: { steps: JourneyStepInfo[] }) {
  const { t, i18n } = useTranslation();
  const { projectId } = useAccount();
  const [step, setStep] = useState(steps[0]?.id ?? '');
  const [lang, setLang] = useState<string>(isLanguage(i18n.language) ? i18n.language : 'en');
  const preview = useQuery({
    queryKey: ['journey', projectId, 'preview', step, lang],
    queryFn: () =>
      api(
        `/staff/${projectId}/journey/preview?step=${encodeURIComponent(step)}&lang=${lang}`,
        JourneyPreviewSchema,
      ),
    enabled: step !== '',
  });
  return (
    <section className="card" aria-labelledby="journey-preview">
      <h2 id="journey-preview">{t('journey.preview')}</h2>
      <div className="inline-fields">
        <label className="inline-field">
          <span>{t('journey.previewStep')}</span>
          <select value={step} onChange={(e) => setStep(e.target.value)}>
            {steps.map((s) => (
              <option key={s.id} value={s.id}>
                {s.subject}
              </option>
            ))}
          </select>
        </label>
        <label className="inline-field">
          <span>{t('journey.previewLang')}</span>
          <select value={lang} onChange={(e) => setLang(e.target.value)}>
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {l.toUpperCase()}
              </option>
            ))}
          </select>
        </label>
      </div>
      {preview.data ? (
        <>
          <p>
            <strong>{t('journey.previewSubject', { subject: preview.data.subject })}</strong>
          </p>
          {/* The mail as the guest sees it; sandboxed: no scripts, no navigation. */}
          <iframe
            className="journey-preview"
            title={t('journey.previewFrame', { subject: preview.data.subject })}
            sandbox=""
            srcDoc={preview.data.html}
          />
        </>
      ) : (
        <QueryState error={preview.error} onRetry={() => void preview.refetch()} />
      )}
    </section>
  );
}

export function JourneyPage() {
  const { t, i18n } = useTranslation();
  const { projectId } = useAccount();
  const lang = i18n.language;
  const queryKey = ['journey', projectId, 'week', lang] as const;
  const week = useQuery({
    queryKey,
    queryFn: () => api(`/staff/${projectId}/journey?lang=${lang}`, JourneyMessagesSchema),
    refetchInterval: 60_000,
  });
  return (
    <Page title={t('journey.title')}>
      {!week.data ? (
        <QueryState error={week.error} onRetry={() => void week.refetch()} />
      ) : (
        <div className="stack">
          {!week.data.mailConfigured && <Notice kind="info">{t('journey.off')}</Notice>}
          <section className="card" aria-labelledby="journey-week">
            <h2 id="journey-week">
              {t('journey.week')} <span className="count">{week.data.messages.length}</span>
            </h2>
            {week.data.messages.length === 0 ? (
              <p className="empty">{t('journey.none')}</p>
            ) : (
              <MessageTable
                messages={week.data.messages}
                steps={week.data.steps}
                label={t('journey.week')}
                showReservation
                queryKey={queryKey}
              />
            )}
          </section>
          {week.data.steps.length > 0 ? (
            <Preview steps={week.data.steps} />
          ) : (
            <p className="muted">{t('journey.noSteps')}</p>
          )}
        </div>
      )}
    </Page>
  );
}
