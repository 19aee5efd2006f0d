import {
  calendarDateOf,
  formatDate,
  isPlanHintSeen,
  markPlanHintsSeen,
  type PlanHint,
  planHintKey,
} from '@hospes/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectStore } from '../../lib/project/project-store.ts';
import { useActiveLanguage } from '../../i18n/language-store.ts';
import { entryTime } from '../../lib/plan/format-plan.ts';

interface PlanHintsProps {
  hints: readonly PlanHint[];
  timeZone: string;
}

/**
 * spec §3 plan hints: the notes of the guest's bookings. Showing them counts
 * as seeing them (project cache `hintsSeen`), so the badge on the plan tab
 * goes; the ones that were new when the page opened keep their "New" mark
 * until the guest leaves.
 */
export function PlanHints({ hints, timeZone }: PlanHintsProps) {
  const { t } = useTranslation();
  const lang = useActiveLanguage((state) => state.lang);
  const [newKeys] = useState(() => {
    const seen = useProjectStore.getState().hintsSeen;
    return new Set(hints.filter((hint) => !isPlanHintSeen(hint, seen)).map(planHintKey));
  });
  useEffect(() => {
    useProjectStore.setState((state) => ({
      hintsSeen: markPlanHintsSeen(state.hintsSeen, hints, Date.now()),
    }));
  }, [hints]);

  return (
    <section className="plan-hints" aria-labelledby="plan-hints-title">
      <h2 id="plan-hints-title">{t('plan.hints.title')}</h2>
      <ul className="plan-hints__list">
        {hints.map((hint) => {
          const date = calendarDateOf(hint.bookingDate, timeZone);
          return (
            <li key={planHintKey(hint)} className="plan-hint">
              <p className="plan-hint__head">
                <strong>{hint.bookingTitle}</strong>
                {date && (
                  <span className="plan-hint__date">
                    {formatDate(date, lang, 'weekdayNoYear')},{' '}
                    {entryTime(hint.bookingDate, timeZone, lang)}
                  </span>
                )}
                {newKeys.has(planHintKey(hint)) && (
                  <span className="plan-hint__new">{t('plan.hints.new')}</span>
                )}
              </p>
              {[hint.info, hint.text, hint.desc]
                .filter((text): text is string => Boolean(text))
                .map((text) => (
                  <p key={text} className="plan-hint__text">
                    {text}
                  </p>
                ))}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
