import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icon.tsx';
import { showToast } from '../../components/ui/toast-store.ts';
import { useActiveLanguage } from '../../i18n/language-store.ts';
import { entryTime } from '../../lib/plan/format-plan.ts';
import { useOwnPlanStore } from '../../lib/plan/own-plan-store.ts';
import type { PlanEntry } from './plan-entries.ts';

interface PlanEntryListProps {
  entries: readonly PlanEntry[];
  timeZone: string;
  userId: string | null;
}

/** The entries of one plan day, in the order of their start (spec §3, sorted by the domain). */
export function PlanEntryList({ entries, timeZone, userId }: PlanEntryListProps) {
  const { t } = useTranslation();
  const lang = useActiveLanguage((state) => state.lang);
  const remove = useOwnPlanStore((state) => state.remove);
  return (
    <ol className="plan-entries">
      {entries.map((entry) => (
        <li key={entry.id} className={`plan-entry plan-entry--${entry.kind}`}>
          <p className="plan-entry__time">{entryTime(entry.start, timeZone, lang)}</p>
          <div className="plan-entry__body">
            <h3 className="plan-entry__title">
              {entry.itemId ? (
                <Link to={`/activity/${encodeURIComponent(entry.itemId)}`}>{entry.title}</Link>
              ) : (
                entry.title
              )}
            </h3>
            <p className="plan-entry__kind">{t(`plan.kind.${entry.kind}`)}</p>
          </div>
          {entry.kind === 'own' && userId !== null && (
            <button
              type="button"
              className="plan-entry__remove"
              aria-label={t('plan.remove', { title: entry.title })}
              onClick={() => {
                remove(userId, entry.id.slice('own:'.length));
                showToast({ text: t('plan.removed') });
              }}
            >
              <Icon name="close" />
            </button>
          )}
        </li>
      ))}
    </ol>
  );
}
