import {
  formatDateRange,
  isOutsideStay,
  NO_FREE_DATES_TEXT,
  outsideStayRule,
  personsTotal,
  REGISTRATION_FAILED_TEXT,
  type PersonsChoice,
  type SlotView,
} from '@hospes/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useActiveLanguage } from '../../../i18n/language-store.ts';
import { refusalText } from '../../../lib/api/refusals.ts';
import { newIdempotencyKey } from '../../../lib/api/idempotency-key.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { useGuest } from '../../../lib/guest/use-guest.ts';
import { InboxLoginPrompt } from '../../../lib/inbox/inbox-login-prompt.tsx';
import { useProjectModel } from '../../../lib/model/model-context.tsx';
import { BookingChoices } from './booking-choices.tsx';
import { BookingConfirmDialog } from './booking-confirm-dialog.tsx';
import { PersonsFields } from './persons-fields.tsx';
import { useBook } from '../../../lib/bookings/use-booking-mutations.ts';
import { useSlots } from '../../../lib/bookings/use-slots.ts';
import { useStay } from '../../../lib/guest-data/guest-data-queries.ts';
import '../../../components/ui/button.css';
import '../../../components/form/form.css';
import './booking.css';

/** The refusals a guest is told about in their language, by the server's code. */
const BOOKING_REFUSALS = {
  full: 'booking.noFreeDates',
  not_bookable: 'booking.notBookable',
  login_required: 'booking.loginPrompt',
  room_not_possible: 'booking.roomNotPossible',
  invalid_request: 'booking.invalid',
  outside_stay: 'booking.outsideStayRefused',
} as const;

type Outcome = { kind: 'booked'; status: string } | { kind: 'failed'; text: string } | null;

/**
 * spec §2 activity detail "booking", §4, §8: choose a date (only dates with
 * free places, else "There are currently no free dates."), a time, a team
 * member and persons per price option; the total (domain `personsTotal`)
 * shows before the confirmation dialog. A failure keeps every choice.
 */
export function BookingPanel({ activityId }: { activityId: string }) {
  const { t } = useTranslation();
  const model = useProjectModel();
  const { loggedIn, ready } = useGuest();
  const slots = useSlots(activityId);
  const answer = slots.data;
  const loginNeeded =
    ready &&
    !loggedIn &&
    (model.project_settings.pms_login?.active === true || answer?.payment === 'room');

  return (
    <section className="booking-panel" aria-labelledby="booking-title">
      <h2 id="booking-title">{t('booking.title')}</h2>
      {slots.isPending ? (
        <Spinner />
      ) : slots.isError || !answer ? (
        <p role="alert">{t('booking.loadFailed')}</p>
      ) : loginNeeded ? (
        <InboxLoginPrompt text={t('booking.loginPrompt')} action={t('booking.loginAction')} />
      ) : (
        <BookingForm activityId={activityId} slots={answer.slots} answer={answer} />
      )}
    </section>
  );
}

interface FormProps {
  activityId: string;
  slots: SlotView[];
  answer: NonNullable<ReturnType<typeof useSlots>['data']>;
}

/** A logged-in guest's stay (from the reservation), to place the booking's date against it. */
function useGuestStay(): { arrival: string; departure: string } | null {
  const { loggedIn } = useGuest();
  const stay = useStay().data;
  if (!loggedIn || !stay?.doa || !stay.dod) return null;
  return { arrival: stay.doa, departure: stay.dod };
}

function BookingForm({ activityId, slots, answer }: FormProps) {
  const { t } = useTranslation();
  const model = useProjectModel();
  const lang = useActiveLanguage((state) => state.lang);
  const stay = useGuestStay();
  const rule = outsideStayRule(model.project_settings);
  const book = useBook();
  const open = useMemo(() => slots.filter((s) => s.bookable === 'open' && s.free > 0), [slots]);
  const [slotId, setSlotId] = useState(() => open[0]?.slotId ?? '');
  const [teamMemberId, setTeamMemberId] = useState('');
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [key, setKey] = useState(newIdempotencyKey);

  if (open.length === 0) {
    return (
      <p className="booking-panel__none" role="status">
        {t('booking.noFreeDates', { defaultValue: NO_FREE_DATES_TEXT })}
      </p>
    );
  }
  const slot = open.find((s) => s.slotId === slotId) ?? open[0]!;
  const persons: PersonsChoice[] = Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([priceOptionId, count]) => ({ priceOptionId, count }));
  const max = Math.min(answer.maxPersons, slot.free);
  const total = personsTotal(slot.priceOptions, persons, max, answer.currency);
  const needsMember = slot.teamMembers.length > 0 && teamMemberId === '';
  // A date outside the guest's stay: said before booking; refused where the hotel says so.
  const stayDates = stay ? formatDateRange(stay.arrival, stay.departure, lang) : '';
  const outside = isOutsideStay(slot.slotId, stay);
  const refused = outside && rule === 'refuse';
  const money = (minor: number) => formatMoney(minor, answer.currency, lang);
  // Any change is a new attempt: a new idempotency key.
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setKey(newIdempotencyKey());
      setOutcome(null);
    };

  const confirm = () => {
    book.mutate(
      {
        activityId,
        slotId: slot.slotId,
        persons,
        idempotencyKey: key,
        lang,
        ...(teamMemberId ? { teamMemberId } : {}),
      },
      {
        onSuccess: (receipt) => {
          setConfirming(false);
          if (receipt.paymentUrl) {
            window.location.assign(receipt.paymentUrl);
            return;
          }
          setOutcome({ kind: 'booked', status: receipt.status });
          setCounts({});
          setKey(newIdempotencyKey());
        },
        onError: (error) => {
          setConfirming(false);
          const key = refusalText(error, BOOKING_REFUSALS, 'booking.failed');
          setOutcome({
            kind: 'failed',
            text: t(key, { defaultValue: REGISTRATION_FAILED_TEXT }),
          });
        },
      },
    );
  };

  return (
    <form
      className="booking-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (total.ok && !needsMember && !refused) setConfirming(true);
      }}
    >
      <BookingChoices
        slots={open}
        slot={slot}
        teamMemberId={teamMemberId}
        onSlot={changed(setSlotId)}
        onTeamMember={changed(setTeamMemberId)}
      />
      {stay && !outside && (
        <p className="booking-form__note">{t('booking.yourStay', { dates: stayDates })}</p>
      )}
      {outside && (
        <p className={refused ? 'booking-form__error' : 'booking-form__warning'} role="alert">
          {t(refused ? 'booking.outsideStayRefused' : 'booking.outsideStayWarn', {
            dates: stayDates,
          })}
        </p>
      )}
      <PersonsFields
        options={slot.priceOptions}
        currency={answer.currency}
        counts={counts}
        max={max}
        onChange={changed(setCounts)}
      />
      {answer.minAge !== null && (
        <p className="booking-form__note">{t('booking.minAge', { age: answer.minAge })}</p>
      )}
      <p className="booking-form__note">{t(`booking.payment.${answer.payment}`)}</p>
      {answer.confirmation === 'staff' && (
        <p className="booking-form__note">{t('booking.staffConfirms')}</p>
      )}
      <p className="booking-form__total" aria-live="polite">
        {t('booking.total')}: <strong>{money(total.ok ? total.totalMinor : 0)}</strong>
      </p>
      {!total.ok && persons.length > 0 && (
        <p className="booking-form__error" role="alert">
          {t('booking.tooMany', { count: max })}
        </p>
      )}
      {outcome?.kind === 'failed' && (
        <p className="booking-form__error" role="alert">
          {outcome.text}
        </p>
      )}
      {outcome?.kind === 'booked' && (
        <p className="booking-form__done" role="status">
          {t(outcome.status === 'waiting' ? 'booking.sentWaiting' : 'booking.sentConfirmed')}{' '}
          <Link to="/registrations">{t('booking.toInbox')}</Link>
        </p>
      )}
      <button
        type="submit"
        className="ui-button ui-button--primary booking-form__submit"
        aria-disabled={!total.ok || needsMember || refused}
      >
        {t('booking.book')}
      </button>
      {needsMember && persons.length > 0 && (
        <p className="booking-form__hint">{t('booking.chooseTeamMember')}</p>
      )}
      <BookingConfirmDialog
        open={confirming && total.ok}
        title={answer.title}
        slot={slot}
        teamMember={slot.teamMembers.find((m) => m.id === teamMemberId)?.name ?? null}
        lines={total.ok ? total.lines : []}
        total={total.ok ? money(total.totalMinor) : ''}
        currency={answer.currency}
        payOnline={answer.payment === 'online' && total.ok && total.totalMinor > 0}
        pending={book.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </form>
  );
}
