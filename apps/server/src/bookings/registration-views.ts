// How registrations and slots are shown (spec §3 registration display,
// Booking; the slots answer): pure mappings of what the service read.
import {
  cancelImpossibleReason,
  maxPersonsPerRegistration,
  slotBookability,
  type Booking,
  type BookingSlot,
  type RegistrationDetail,
  type SlotsAnswer,
} from '@hospes/domain';
import type { BookableItem } from './programme-reader.ts';
import { HOLDING_STATUSES, type StoredRegistration } from './registration.repository.ts';

/** spec §4: why the guest can no longer cancel, or null while they can. */
export function cancelImpossible(
  r: StoredRegistration,
  now: number,
): 'past' | 'deadline_passed' | null {
  const reason = cancelImpossibleReason({
    start: r.startAt,
    now,
    cancellationDeadlineHours: r.cancellationDeadlineHours,
  });
  return reason === 'invalid_start' ? 'past' : reason;
}

/** spec §3 registration display, with whether the guest may still cancel. */
export function registrationView(
  r: StoredRegistration,
  now: number,
  paymentUrl: string | null,
  /** The online payment was given back (canceled or rejected after paying). */
  refunded = false,
): RegistrationDetail {
  const holding = HOLDING_STATUSES.includes(r.status);
  const reason = holding ? cancelImpossible(r, now) : null;
  return {
    id: r.id,
    activityId: r.activityId,
    slotId: r.slotId,
    subject: r.subject,
    start: r.startAt,
    end: r.endAt,
    status: r.status,
    teamMember: r.teamMember,
    persons: r.persons,
    lines: r.lines,
    total: r.totalMinor,
    currency: r.currency,
    payment: r.payment,
    paymentUrl,
    note: r.note,
    createdAt: r.createdAt,
    cancelable: holding && reason === null,
    cancelImpossible: reason,
    refunded,
  };
}

/** The slots of an item with their free places and whether they can be booked now. */
export function slotsAnswer(
  item: BookableItem,
  slots: readonly BookingSlot[],
  taken: ReadonlyMap<string, number>,
  now: number,
  /** Slots the staff canceled: no free places, not bookable. */
  canceled: ReadonlySet<string> = new Set(),
): SlotsAnswer {
  const { block } = item;
  const priceOptions = block.price_options.map((o) => ({
    id: o.id,
    label: o.label,
    priceMinor: o.price_minor,
    ...(o.description ? { description: o.description } : {}),
  }));
  const teamMembers = (block.team_members ?? []).map((m) => ({ id: m.id, name: m.name }));
  return {
    activityId: item.id,
    title: item.title,
    currency: block.currency,
    confirmation: block.confirmation,
    payment: block.payment,
    cancellationDeadlineHours: block.cancellation_deadline_hours,
    maxPersons: maxPersonsPerRegistration(block),
    minAge: block.min_age ?? null,
    slots: slots.map((slot) => ({
      slotId: slot.slotId,
      start: slot.start,
      end: slot.end,
      capacity: slot.capacity,
      free: canceled.has(slot.slotId)
        ? 0
        : Math.max(0, slot.capacity - (taken.get(slot.slotId) ?? 0)),
      bookable: canceled.has(slot.slotId) ? 'closed' : slotBookability(block, slot, now),
      ...(canceled.has(slot.slotId) ? { canceled: true } : {}),
      teamMembers,
      priceOptions,
    })),
  };
}

/** spec §3 Booking of a registration, with the item's texts (the plan's hint) in its language. */
export function bookingOf(r: StoredRegistration, item: BookableItem | undefined): Booking {
  const block = item?.block;
  return {
    id: r.id,
    title: item?.title ?? r.subject,
    start: r.startAt,
    ...(block?.reservation_info_text ? { reservation_info_text: block.reservation_info_text } : {}),
    ...(block?.reservation_text ? { reservation_text: block.reservation_text } : {}),
    ...(block?.reservation_description
      ? { reservation_description: block.reservation_description }
      : {}),
  };
}
