// The bookable programme (spec §1 bookings, §4 registration statuses): a
// guest books places in a slot of an item with a `booking` block, the
// server computes the total from the model's prices, takes the places
// without ever overbooking (the repository's guarded counter), and — by the
// block's payment — charges the room's invoice, or holds the places while
// the guest pays online and confirms only once the provider says paid.
// Cancelling gives the places back at once. The staff's side of the
// programme is the SlotDesk (slot-desk.ts); what both change a registration
// with is the RegistrationLifecycle.
import { randomUUID } from 'node:crypto';
import {
  CANCEL_NOT_POSSIBLE_TEXT,
  NO_FREE_DATES_TEXT,
  NOT_BOOKABLE_TEXT,
  REGISTRATION_FAILED_TEXT,
  bookingSlots,
  bookingTotal,
  findBookingSlot,
  slotBookability,
  zonedDate,
  addDays,
  daysBetween,
  MAX_SLOT_RANGE_DAYS,
  type AutoMessageEvent,
  type Booking,
  type BookingBody,
  type BookingReceipt,
  type RegistrationDetail,
  type RegistrationStatus,
  type SlotsAnswer,
} from '@hospes/domain';
import { AppError, invalidBody, invalidField as invalid, notFound } from '../http/app-error.ts';
import { roomNotPossible } from '../pms/room-charges.ts';
import { CHECKOUT_TTL_MS } from '../payments/payment-provider.ts';
import type { PaymentRecord } from '../payments/payment.repository.ts';
import { HOLDING_STATUSES, type StoredRegistration } from './registration.repository.ts';
import { guestIsInHouse } from './in-house.ts';
import { isOutsideStay } from '@hospes/domain';
import { chargeToRoom } from './registration-charges.ts';
import { INTERRUPTED_CHARGE_AFTER_MS } from '../pms/room-charges.ts';
import { bookingOf, cancelImpossible, slotsAnswer } from './registration-views.ts';
import type { GuestCaller } from '../guests/guest-caller.ts';
import { RegistrationLifecycle, type BookingDeps } from './registration-lifecycle.ts';

export type { BookingDeps };

export class BookingService {
  private readonly newId: () => string;
  private readonly lifecycle: RegistrationLifecycle;

  constructor(private readonly deps: BookingDeps) {
    this.newId = deps.newId ?? randomUUID;
    this.lifecycle = new RegistrationLifecycle(deps);
  }

  /** The free places of an item's slots between two dates (default: today and the booking window). */
  async slots(
    projectId: string,
    activityId: string,
    query: { from?: string | undefined; to?: string | undefined; lang?: string | undefined },
  ): Promise<SlotsAnswer> {
    const programme = await this.lifecycle.programme(projectId, query.lang);
    const item = programme.items.get(activityId);
    if (!item) throw notFound('programme entry');
    const { block } = item;
    const now = this.deps.now();
    const from = query.from ?? zonedDate(now, programme.timeZone);
    const to =
      query.to ?? addDays(from, Math.min(block.opens_days_before, MAX_SLOT_RANGE_DAYS - 1));
    const span = daysBetween(from, to);
    if (span < 0)
      throw invalid('querystring/to', 'The end date must not be before the start date.');
    if (span >= MAX_SLOT_RANGE_DAYS) {
      throw invalid(
        'querystring/to',
        `At most ${MAX_SLOT_RANGE_DAYS} days can be asked for at once.`,
      );
    }
    const slots = bookingSlots(block, { from, to }, programme.timeZone);
    await this.lifecycle.releaseExpired(
      projectId,
      activityId,
      slots.map((s) => s.slotId),
    );
    const ids = slots.map((s) => s.slotId);
    const [taken, canceled] = await Promise.all([
      this.deps.registrations.taken(projectId, activityId, ids),
      this.deps.registrations.canceledSlots(projectId, activityId, ids),
    ]);
    return slotsAnswer(item, slots, taken, now, canceled);
  }

  /**
   * Books places; a retry with the same idempotency key answers the same
   * registration. 400 with field paths for bad input, 409 when the slot is
   * full ("There are currently no free dates.") or no longer bookable.
   */
  async book(
    caller: GuestCaller,
    body: BookingBody,
    origin: string,
    /** Entered by the staff at the desk: nobody there can pay online for the guest. */
    atDesk = false,
  ): Promise<BookingReceipt> {
    const programme = await this.lifecycle.programme(caller.projectId, body.lang);
    if (programme.loginRequired && caller.reservationId === null) {
      throw new AppError('login_required', 'Please log in to book.');
    }
    const item = programme.items.get(body.activityId);
    if (!item) throw invalid('body/activityId', `There is no bookable entry "${body.activityId}".`);
    const earlier = await this.deps.registrations.findByKey(
      caller.projectId,
      caller.userId,
      body.idempotencyKey,
    );
    if (earlier) return this.#receipt(await this.#completeCharge(earlier));

    const { block } = item;
    const slot = findBookingSlot(block, body.slotId, programme.timeZone);
    if (!slot) throw invalid('body/slotId', `There is no date "${body.slotId}" for this entry.`);
    if (slotBookability(block, slot, this.deps.now()) !== 'open') {
      throw new AppError('not_bookable', NOT_BOOKABLE_TEXT);
    }
    const team = block.team_members ?? [];
    const member = team.find((m) => m.id === body.teamMemberId);
    if (team.length > 0 && !member) {
      throw invalid(
        'body/teamMemberId',
        body.teamMemberId === undefined
          ? 'Choose who leads your group.'
          : `There is no team member "${body.teamMemberId}".`,
      );
    }
    if (team.length === 0 && body.teamMemberId !== undefined) {
      throw invalid('body/teamMemberId', 'This entry has no team members to choose.');
    }
    const total = bookingTotal(block, body.persons);
    if (!total.ok) throw invalidBody(total.problems);
    const payment = block.payment === 'online' && total.totalMinor === 0 ? 'none' : block.payment;
    if (atDesk && payment === 'online') {
      throw new AppError(
        'conflict',
        'This entry is paid online: the guest books it in the app and pays there.',
      );
    }
    if (payment === 'room') await this.#requireInHouse(caller);
    // The hotel books only within the stay: refused here too (the app warns before).
    if (programme.outsideStay === 'refuse' && !atDesk && caller.reservationId !== null) {
      const reservation = await this.deps.pms.getReservation(
        caller.projectId,
        caller.reservationId,
      );
      const stays = reservation?.roomStays ?? [];
      const stay = stays.length
        ? {
            arrival: stays.map((r) => r.arrival).sort()[0]!,
            departure: stays
              .map((r) => r.departure)
              .sort()
              .at(-1)!,
          }
        : null;
      if (stay && isOutsideStay(slot.slotId, stay)) {
        throw new AppError(
          'outside_stay',
          `This date is outside your stay (${stay.arrival.slice(0, 10)} – ${stay.departure.slice(0, 10)}).`,
        );
      }
    }

    const now = this.deps.now();
    const at = new Date(now).toISOString();
    const status: RegistrationStatus =
      payment === 'online' ? 'open' : block.confirmation === 'auto' ? 'accepted' : 'waiting';
    const registration: StoredRegistration = {
      id: this.newId(),
      projectId: caller.projectId,
      userId: caller.userId,
      reservationId: caller.reservationId,
      activityId: item.id,
      slotId: slot.slotId,
      subject: item.title,
      lang: programme.lang,
      teamMemberId: member?.id ?? null,
      teamMember: member?.name ?? null,
      lines: total.lines,
      persons: total.persons,
      totalMinor: total.totalMinor,
      currency: total.currency,
      status,
      payment,
      paymentId: null,
      holdUntil: payment === 'online' ? new Date(now + CHECKOUT_TTL_MS).toISOString() : null,
      chargeRef: null,
      startAt: slot.start,
      endAt: slot.end,
      cancellationDeadlineHours: block.cancellation_deadline_hours,
      confirmation: block.confirmation,
      note: null,
      idempotencyKey: body.idempotencyKey,
      createdAt: at,
      updatedAt: at,
    };
    await this.lifecycle.releaseExpired(caller.projectId, item.id, [slot.slotId]);
    const result = await this.deps.registrations.book(registration, slot.capacity);
    if (result === 'full') throw new AppError('full', NO_FREE_DATES_TEXT);
    if (result === 'canceled') throw new AppError('not_bookable', NOT_BOOKABLE_TEXT);
    if (result === 'duplicate') {
      const stored = await this.deps.registrations.findByKey(
        caller.projectId,
        caller.userId,
        body.idempotencyKey,
      );
      if (!stored) throw new AppError('full', NO_FREE_DATES_TEXT);
      return this.#receipt(await this.#completeCharge(stored));
    }

    if (payment === 'room') await this.#chargeRoom(registration);
    let paymentUrl: string | undefined;
    if (payment === 'online') {
      try {
        const checkout = await this.deps.payments.startPurchaseCheckout({
          projectId: caller.projectId,
          purpose: 'registration',
          targetId: registration.id,
          userId: caller.userId,
          reservationId: caller.reservationId,
          amountMinor: registration.totalMinor,
          currency: registration.currency,
          description: `${item.title} — ${slot.slotId.replace('T', ' ')}`,
          lang: programme.lang,
          origin,
        });
        paymentUrl = checkout.redirectUrl;
        await this.deps.registrations.setPayment(registration.id, checkout.paymentId);
      } catch {
        await this.deps.registrations.transition(registration, 'canceled', null, at);
        throw new AppError('payment_failed', REGISTRATION_FAILED_TEXT);
      }
    }
    await this.lifecycle.notify(registration, eventOfStatus(status), false);
    return {
      id: registration.id,
      status,
      total: registration.totalMinor,
      currency: registration.currency,
      ...(paymentUrl ? { paymentUrl } : {}),
    };
  }

  /** spec §4: the guest cancels until the deadline; the places are free again at once. */
  async cancel(
    caller: GuestCaller,
    registrationId: string,
    lang?: string,
  ): Promise<RegistrationDetail> {
    const registration = await this.deps.registrations.find(caller.projectId, registrationId);
    if (!registration || registration.userId !== caller.userId) throw notFound('registration');
    if (!HOLDING_STATUSES.includes(registration.status)) {
      throw new AppError(
        'not_allowed',
        `A ${registration.status} registration cannot be canceled.`,
      );
    }
    if (cancelImpossible(registration, this.deps.now())) {
      throw new AppError('cancel_impossible', CANCEL_NOT_POSSIBLE_TEXT.text);
    }
    const canceled = await this.lifecycle.change(registration, 'canceled', null);
    // The message speaks the language the guest cancels in.
    const programme = lang ? await this.deps.programme.read(caller.projectId, lang) : undefined;
    const subject = programme?.items.get(canceled.activityId)?.title;
    await this.lifecycle.notify(
      programme && subject ? { ...canceled, lang: programme.lang, subject } : canceled,
      'registration_canceled',
      false,
    );
    return this.view(canceled);
  }

  /** The provider confirmed the payment of an open registration: it counts now. */
  async paid(payment: PaymentRecord): Promise<boolean> {
    const registration = await this.deps.registrations.find(payment.projectId, payment.invoiceId);
    if (registration?.status !== 'open') return false;
    const next: RegistrationStatus = registration.confirmation === 'auto' ? 'accepted' : 'waiting';
    const at = new Date(this.deps.now()).toISOString();
    if (!(await this.deps.registrations.transition(registration, next, null, at))) return false;
    await this.lifecycle.notify({ ...registration, status: next }, eventOfStatus(next), false);
    return true;
  }

  /** The checkout ended unpaid: the held places go back. */
  async unpaid(payment: PaymentRecord): Promise<void> {
    const registration = await this.deps.registrations.find(payment.projectId, payment.invoiceId);
    if (registration?.status !== 'open') return;
    const at = new Date(this.deps.now()).toISOString();
    if (await this.deps.registrations.transition(registration, 'canceled', null, at)) {
      await this.lifecycle.notify({ ...registration, status: 'canceled' }, null, false);
    }
  }

  async listForGuest(caller: GuestCaller): Promise<RegistrationDetail[]> {
    await this.lifecycle.releaseExpired(caller.projectId, '', null);
    const list = await this.deps.registrations.listForUser(caller.projectId, caller.userId);
    return Promise.all(list.map((r) => this.view(r)));
  }

  /**
   * spec §3 Booking for `getbookings` ("my plan" and its hints): the
   * registrations that hold places, with the item's texts in `lang`.
   */
  async bookingsForGuest(caller: GuestCaller, lang: string | undefined): Promise<Booking[]> {
    const programme = await this.deps.programme.read(caller.projectId, lang);
    const list = await this.deps.registrations.listForUser(caller.projectId, caller.userId);
    return list
      .filter((r) => HOLDING_STATUSES.includes(r.status))
      .map((r) => bookingOf(r, programme?.items.get(r.activityId)));
  }

  /** spec §3 registration display, with whether the guest may still cancel. */
  view(r: StoredRegistration): Promise<RegistrationDetail> {
    return this.lifecycle.view(r);
  }

  /** The answer of a booking, also for a retry with the same key. */
  async #receipt(r: StoredRegistration): Promise<BookingReceipt> {
    const { paymentUrl } = await this.view(r);
    return {
      id: r.id,
      status: r.status,
      total: r.totalMinor,
      currency: r.currency,
      ...(paymentUrl ? { paymentUrl } : {}),
    };
  }

  async #requireInHouse(caller: GuestCaller): Promise<void> {
    if (!(await guestIsInHouse(this.deps.pms, caller))) {
      throw roomNotPossible();
    }
  }

  /**
   * Books the room charge of a registration that holds places and has none
   * yet (a crash came between the booking and its charge): a retry with the
   * same key, or the recovery, completes it.
   */
  async #completeCharge(r: StoredRegistration): Promise<StoredRegistration> {
    if (r.payment !== 'room' || r.chargeRef !== null || !HOLDING_STATUSES.includes(r.status)) {
      return r;
    }
    return this.#chargeRoom(r);
  }

  /** Charges the room; when the property system refuses, the registration is canceled (places back). */
  async #chargeRoom(registration: StoredRegistration): Promise<StoredRegistration> {
    try {
      const ref = await chargeToRoom(this.deps.pms, registration, registration.subject);
      await this.deps.registrations.setChargeRef(registration.id, ref);
      return { ...registration, chargeRef: ref };
    } catch {
      await this.deps.registrations.transition(
        registration,
        'canceled',
        null,
        new Date(this.deps.now()).toISOString(),
      );
      throw new AppError('payment_failed', REGISTRATION_FAILED_TEXT);
    }
  }

  /**
   * Completes the room charges that a crash interrupted: registrations
   * charged to the room, older than {@link INTERRUPTED_CHARGE_AFTER_MS},
   * holding places and without their charge. Answers how many it charged
   * (a refused one is canceled instead).
   */
  async completeInterruptedCharges(): Promise<number> {
    const before = new Date(this.deps.now() - INTERRUPTED_CHARGE_AFTER_MS).toISOString();
    const pending = await this.deps.registrations.listUncharged(before);
    let settled = 0;
    for (const registration of pending) {
      const charged = await this.#chargeRoom(registration).then(
        () => true,
        () => false,
      );
      if (charged) settled += 1;
    }
    return settled;
  }

  /** Moves a registration on (409 when someone else changed it first) and settles its money. */
}

/** The auto message of a new registration's status (spec §4). */
function eventOfStatus(status: RegistrationStatus): AutoMessageEvent | null {
  if (status === 'accepted') return 'registration_accepted';
  if (status === 'waiting') return 'registration_new';
  return null;
}
