import { z } from 'zod';
import type { PlanHint } from './plan.ts';

/**
 * spec §3 Booking as the `getbookings` call answers it: id, title, start
 * (ISO date-time) and the three texts the provider adds to a reservation.
 * The answer is `{ bookings: Booking[] }` (docs/api.md).
 */
export const BookingSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  title: z.string(),
  start: z.string(),
  reservation_info_text: z.string().optional(),
  reservation_text: z.string().optional(),
  reservation_description: z.string().optional(),
});
export type Booking = z.infer<typeof BookingSchema>;

/** The `getbookings` answer (spec §7). */
export const BookingsAnswerSchema = z.object({ bookings: z.array(BookingSchema) });

/** FNV-1a (32 bit) as 8 hex digits: a short, stable fingerprint, not a secret. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

const filled = (text: string | undefined): string | undefined =>
  text !== undefined && text.trim() !== '' ? text : undefined;

/**
 * spec §3 "Plan hint" (bookingId, bookingTitle, bookingDate, info, text,
 * desc, hash) of the guest's bookings: one hint per booking that carries at
 * least one of the provider's texts — `reservation_info_text` → info,
 * `reservation_text` → text, `reservation_description` → desc (blank texts
 * count as none). `bookingDate` is the booking's start. The `hash` is a
 * fingerprint of the booking id, start and the three texts, so a hint whose
 * text or date changes counts as unseen again (see `planHintKey`).
 * Decision: the spec names the fields but not where hints come from; the
 * texts a provider attaches to a booking are the only source it describes.
 */
export function planHintsFromBookings(bookings: readonly Booking[]): PlanHint[] {
  const hints: PlanHint[] = [];
  for (const booking of bookings) {
    const info = filled(booking.reservation_info_text);
    const text = filled(booking.reservation_text);
    const desc = filled(booking.reservation_description);
    if (info === undefined && text === undefined && desc === undefined) continue;
    hints.push({
      bookingId: booking.id,
      bookingTitle: booking.title,
      bookingDate: booking.start,
      ...(info === undefined ? {} : { info }),
      ...(text === undefined ? {} : { text }),
      ...(desc === undefined ? {} : { desc }),
      hash: fnv1a(JSON.stringify([String(booking.id), booking.start, info, text, desc])),
    });
  }
  return hints;
}
