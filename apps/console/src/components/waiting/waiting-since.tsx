// "Waiting for 12 min" on something the staff have not handled yet, marked
// once it waits longer than the project's threshold.
import { useTranslation } from 'react-i18next';
import { isEscalated, minutesSince, useEscalateAfter, useMinuteClock } from '../../lib/waiting.ts';

export function WaitingSince({ since }: { since: string }) {
  const { t } = useTranslation();
  const now = useMinuteClock();
  const threshold = useEscalateAfter();
  const escalated = isEscalated(since, threshold, now);
  return (
    <span
      className={`waiting ${escalated ? 'waiting--escalated' : ''}`}
      title={escalated ? t('waiting.escalated', { minutes: threshold }) : undefined}
    >
      {t('waiting.since', { minutes: minutesSince(since, now) })}
      {escalated && (
        <span className="visually-hidden"> ({t('waiting.escalated', { minutes: threshold })})</span>
      )}
    </span>
  );
}
