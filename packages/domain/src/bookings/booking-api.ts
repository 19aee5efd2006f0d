import { z } from 'zod';
import { IsoDateSchema } from '../model/common.ts';
import { StaffGuestSchema } from '../staff/staff-guest.ts';
import { RegistrationStatusSchema } from '../inbox/statuses.ts';
import { BOOKING_CONFIRMATIONS, BOOKING_PAYMENTS } from './booking-model.ts';
import { IdempotencyKeySchema } from '../checkin-api/checkin-input.ts';

/**
 * The HTTP contract of the bookable programme (docs/api.md "Bookings"):
 * slots with free places, a booking, the guest's registrations.
 */

/** spec §8: shown when a date has no free slot, and the answer of a full slot (409). */
export const NO_FREE_DATES_TEXT = 'There are currently no free dates.';
/** spec §8: shown when a booking failed. */
export const REGISTRATION_FAILED_TEXT =
  'Registration was not completed successfully. Please try to book again.';
/** spec §4: a slot that can no longer be booked (past, closed or not yet open). */
export const NOT_BOOKABLE_TEXT = 'This date can no longer be booked.';

export const SlotsQuerySchema = z.object({
  from: IsoDateSchema.optional(),
  to: IsoDateSchema.optional(),
  lang: z.string().max(5).optional(),
});

export const PriceOptionViewSchema = z.object({
  id: z.string(),
  label: z.string(),
  priceMinor: z.number().int(),
  description: z.string().optional(),
});
export type PriceOptionView = z.infer<typeof PriceOptionViewSchema>;

export const TeamMemberViewSchema = z.object({ id: z.string(), name: z.string() });

export const SlotViewSchema = z.object({
  slotId: z.string(),
  /** ISO date-time with the project's offset. */
  start: z.string(),
  end: z.string(),
  capacity: z.number().int(),
  free: z.number().int(),
  /** spec §4: whether it can be booked now (places aside). */
  bookable: z.enum(['open', 'not_yet_open', 'closed', 'past']),
  /** The staff canceled the slot (then `free` is 0 and it is `closed`). */
  canceled: z.boolean().optional(),
  teamMembers: z.array(TeamMemberViewSchema),
  priceOptions: z.array(PriceOptionViewSchema),
});
export type SlotView = z.infer<typeof SlotViewSchema>;

/** `GET /api/programme/{project}/{activityId}/slots`. */
export const SlotsAnswerSchema = z.object({
  activityId: z.string(),
  title: z.string(),
  currency: z.string(),
  confirmation: z.enum(BOOKING_CONFIRMATIONS),
  payment: z.enum(BOOKING_PAYMENTS),
  cancellationDeadlineHours: z.number(),
  maxPersons: z.number().int(),
  minAge: z.number().int().nullable(),
  slots: z.array(SlotViewSchema),
});
export type SlotsAnswer = z.infer<typeof SlotsAnswerSchema>;

/**
 * `POST /api/bookings/{project}/{userId}`. Unknown properties (a price sent
 * by the app) are dropped: the server computes every amount.
 */
export const BookingBodySchema = z.object({
  activityId: z.string().min(1).max(100),
  slotId: z.string().min(1).max(40),
  teamMemberId: z.string().min(1).max(40).optional(),
  persons: z
    .array(z.object({ priceOptionId: z.string().min(1).max(40), count: z.number().int() }))
    .min(1)
    .max(10),
  idempotencyKey: IdempotencyKeySchema,
  lang: z.string().max(5).optional(),
});
export type BookingBody = z.infer<typeof BookingBodySchema>;

/** 201 answer of a booking (the same again for a retry with the same key). */
export const BookingReceiptSchema = z.object({
  id: z.string(),
  status: RegistrationStatusSchema,
  /** Minor units of `currency`. */
  total: z.number().int(),
  currency: z.string(),
  /** `payment: online`: the provider's page, where the guest pays before the place counts. */
  paymentUrl: z.string().optional(),
});
export type BookingReceipt = z.infer<typeof BookingReceiptSchema>;

export const RegistrationLineSchema = z.object({
  priceOptionId: z.string(),
  label: z.string(),
  count: z.number().int(),
  unitMinor: z.number().int(),
  amountMinor: z.number().int(),
});
export type RegistrationLine = z.infer<typeof RegistrationLineSchema>;

/** spec §3 registration display: booking id, date, time, contingent, team member, price option, price, total. */
export const RegistrationDetailSchema = z.object({
  id: z.string(),
  activityId: z.string(),
  slotId: z.string(),
  subject: z.string(),
  start: z.string(),
  end: z.string(),
  status: RegistrationStatusSchema,
  teamMember: z.string().nullable(),
  persons: z.number().int(),
  lines: z.array(RegistrationLineSchema),
  total: z.number().int(),
  currency: z.string(),
  payment: z.enum(BOOKING_PAYMENTS),
  /** Online payment: the page to pay at while the registration is open. */
  paymentUrl: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  cancelable: z.boolean(),
  cancelImpossible: z.enum(['past', 'deadline_passed']).nullable(),
  /** An online payment given back after a cancellation or a rejection ("Refunded €87.50"). */
  refunded: z.boolean().optional(),
});
export type RegistrationDetail = z.infer<typeof RegistrationDetailSchema>;

/** Staff: `GET /api/staff/{project}/programme/{activityId}/slots/{slotId}`. */
export const SlotParticipantsSchema = z.object({
  activityId: z.string(),
  slotId: z.string(),
  capacity: z.number().int(),
  taken: z.number().int(),
  /** The staff canceled the slot. */
  canceled: z.boolean(),
  registrations: z.array(
    RegistrationDetailSchema.extend({
      userId: z.string(),
      reservationId: z.string().nullable(),
      guest: StaffGuestSchema,
    }),
  ),
});

/** Staff: `GET /api/staff/{project}/programme` — the bookable items' slots with places taken. */
export const StaffProgrammeSchema = z.object({
  from: z.string(),
  to: z.string(),
  activities: z.array(
    z.object({
      activityId: z.string(),
      title: z.string(),
      confirmation: z.enum(BOOKING_CONFIRMATIONS),
      /** What a booking at the desk asks for: the price options and who may lead. */
      priceOptions: z.array(z.object({ id: z.string(), label: z.string() })),
      teamMembers: z.array(z.object({ id: z.string(), name: z.string() })),
      /** Paid online: the guest books it in the app (the desk cannot pay for them). */
      paidOnline: z.boolean(),
      slots: z.array(
        z.object({
          slotId: z.string(),
          start: z.string(),
          end: z.string(),
          capacity: z.number().int(),
          taken: z.number().int(),
          canceled: z.boolean(),
          /** Registrations waiting for the hotel's confirmation. */
          waiting: z.number().int(),
          /** Places held while the guest pays online. */
          unpaid: z.number().int(),
        }),
      ),
    }),
  ),
});
export type StaffProgramme = z.infer<typeof StaffProgrammeSchema>;

/**
 * Staff: `POST /api/staff/{project}/programme/{activityId}/slots/{slotId}/bookings`
 * — a booking entered at the desk for the guests of a reservation (a call, a
 * walk-in): it belongs to the reservation's booker, who sees it in the app.
 */
export const StaffDeskBookingBodySchema = z.object({
  reservationNumber: z.string().trim().min(1, 'Enter the reservation number.').max(40),
  persons: BookingBodySchema.shape.persons,
  teamMemberId: BookingBodySchema.shape.teamMemberId,
  idempotencyKey: BookingBodySchema.shape.idempotencyKey,
});
export type StaffDeskBookingBody = z.infer<typeof StaffDeskBookingBodySchema>;
