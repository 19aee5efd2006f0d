import {
  buildPlanDays,
  calendarDateOf,
  DEFAULT_TIMEZONE,
  formatDate,
  formatInstant,
  isPlanVisible,
  planArrivalDate,
  planVisibleFrom,
  zonedDate,
} from '@hospes/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProjectModel } from '../../lib/model/model-context.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { KeptCopyNote } from '../../components/ui/kept-copy-note.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useActiveLanguage } from '../../i18n/language-store.ts';
import { openLoginDialog, useGuest } from '../../lib/guest/use-guest.ts';
import { useStay } from '../../lib/guest-data/guest-data-queries.ts';
import { useNow } from '../../hooks/use-now.ts';
import { useBookings } from './get-bookings.ts';
import { useOwnPlanItems } from '../../lib/plan/own-plan-store.ts';
import { PlanDaySelector } from './plan-day-selector.tsx';
import { planEntries, initialDay, selectorDays, type PlanEntry } from './plan-entries.ts';
import { PlanEntryList } from './plan-entry-list.tsx';
import { PlanHints } from './plan-hints.tsx';
import '../../components/ui/button.css';
import '../../components/plan/plan.css';
import { LazyNextStep } from '../../components/reservations/lazy-next-step.tsx';

/**
 * spec §2 `/plan` "my plan with day selector": the guest's bookings and own
 * entries by day, sorted by start (spec §3), with the notes on bookings
 * (plan hints). The plan's visibility settings (spec §9) may hide the days
 * until some time after arrival. Anonymous guests are asked to log in
 * (spec §6) where the project has reservation login.
 */
export function PlanPage() {
  const { t } = useTranslation();
  const model = useProjectModel();
  const { loggedIn, ready } = useGuest();
  const loginOffered = model.project_settings.pms_login?.active === true && ready && !loggedIn;
  return (
    <section className="page plan-page">
      <h1>{t('menu.plan')}</h1>
      <LazyNextStep />
      {loginOffered && (
        <div className="plan-login">
          <p>{t('plan.loginPrompt.text')}</p>
          <button
            type="button"
            className="ui-button ui-button--primary"
            onClick={() => openLoginDialog('/plan')}
          >
            {t('plan.loginPrompt.action')}
          </button>
        </div>
      )}
      <PlanContent />
    </section>
  );
}

function PlanContent() {
  const { t } = useTranslation();
  const model = useProjectModel();
  const lang = useActiveLanguage((state) => state.lang);
  const timeZone = model._meta.timezone ?? DEFAULT_TIMEZONE;
  const settings = model.project_settings.plan;
  const { userId, ready } = useGuest();
  const bookings = useBookings();
  const own = useOwnPlanItems(userId);
  const stayQuery = useStay();
  const stay = stayQuery.data ?? null;
  const now = useNow();

  const entries = useMemo(() => planEntries(bookings.bookings, own), [bookings.bookings, own]);
  const days = useMemo(
    () => buildPlanDays(entries, settings, stay, now, timeZone),
    [entries, settings, stay, now, timeZone],
  );

  if (!ready || bookings.isPending || (userId !== null && stayQuery.isPending)) {
    return (
      <p className="plan-status">
        <Spinner size="small" />
      </p>
    );
  }

  const arrival = planArrivalDate(entries, settings, stay, timeZone);
  if (!isPlanVisible(arrival, settings, now, timeZone)) {
    const from = planVisibleFrom(arrival, settings, timeZone);
    return (
      <p className="plan-hidden" role="note">
        <Icon name="calendar" />
        {from === null
          ? t('plan.hiddenNoArrival')
          : t('plan.hidden', { date: formatInstant(from, lang, timeZone) })}
      </p>
    );
  }

  return (
    <>
      {bookings.keptAt !== null ? (
        <KeptCopyNote at={bookings.keptAt} />
      ) : (
        bookings.isError && (
          <p className="plan-failed" role="alert">
            {t('plan.loadFailed')}
          </p>
        )
      )}
      {bookings.hints.length > 0 && <PlanHints hints={bookings.hints} timeZone={timeZone} />}
      <PlanDays
        days={days.map((day) => ({ date: day.date, items: day.items }))}
        stay={stay}
        today={zonedDate(now, timeZone)}
        timeZone={timeZone}
        userId={userId}
      />
    </>
  );
}

interface PlanDaysProps {
  days: readonly { date: string; items: readonly PlanEntry[] }[];
  stay: { doa?: string; dod?: string } | null;
  today: string;
  timeZone: string;
  userId: string | null;
}

function PlanDays({ days, stay, today, timeZone, userId }: PlanDaysProps) {
  const { t } = useTranslation();
  const lang = useActiveLanguage((state) => state.lang);
  const offered = selectorDays(
    stay,
    days.map((day) => day.date),
    timeZone,
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const selected =
    chosen !== null && offered.includes(chosen) ? chosen : initialDay(offered, today);
  if (selected === null) return <PlanEmpty />;

  const items = days.find((day) => day.date === selected)?.items ?? [];
  const counts = new Map(days.map((day) => [day.date, day.items.length]));
  return (
    <div className="plan-days-view">
      <PlanDaySelector
        days={offered}
        selected={selected}
        onSelect={setChosen}
        today={today}
        arrival={stay?.doa ? calendarDateOf(stay.doa, timeZone) : null}
        departure={stay?.dod ? calendarDateOf(stay.dod, timeZone) : null}
        counts={counts}
      />
      <section className="plan-day" aria-labelledby="plan-day-title" aria-live="polite">
        <h2 id="plan-day-title">{formatDate(selected, lang, 'full')}</h2>
        {items.length > 0 ? (
          <PlanEntryList entries={items} timeZone={timeZone} userId={userId} />
        ) : (
          <p className="plan-day__empty">
            {t('plan.emptyDay')} <Link to="/topic">{t('plan.empty.discover')}</Link>
          </p>
        )}
      </section>
    </div>
  );
}

/** spec §8 empty state of the plan. */
function PlanEmpty() {
  const { t } = useTranslation();
  return (
    <div className="plan-empty">
      <Icon name="calendar" className="plan-empty__icon" />
      <h2>{t('plan.empty.title')}</h2>
      <p>{t('plan.empty.text')}</p>
      <Link className="ui-button ui-button--secondary" to="/topic">
        {t('plan.empty.discover')}
      </Link>
    </div>
  );
}
