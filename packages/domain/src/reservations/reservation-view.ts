import { z } from 'zod';
import { RESERVATION_STATUSES, RoomStayStatusSchema } from './checkin-types.ts';

/**
 * The shape of one reservation in `POST /api/integrations/{project}/getreservations`,
 * shared by the server that builds it and the web that shows it.
 * The server derives status, windows and reasons with the rules of
 * `reservation-status.ts`; the web only displays them.
 */

/** A window as ISO instants: `start` inclusive, `end` exclusive. */
export const StepWindowViewSchema = z.object({
  start: z.iso.datetime(),
  end: z.iso.datetime(),
});

/** Whether a step (check-in or check-out) of a room stay is possible now, and why not. */
export const StepStateViewSchema = z.discriminatedUnion('possible', [
  z.object({ possible: z.literal(true), window: StepWindowViewSchema }),
  z.object({ possible: z.literal(false), reason: z.string() }),
]);
export type StepStateView = z.infer<typeof StepStateViewSchema>;

/**
 * spec §3 "Check-in reservation" room stay (id, status, date_of_arrival,
 * date_of_departure) plus what the overview shows: room number, guests,
 * nights, and the check-in/check-out state.
 */
export const RoomStayViewSchema = z.object({
  id: z.string(),
  /** spec §4 PMS status: Reserved, In-house, Checked out. */
  status: RoomStayStatusSchema,
  /** Local date-time `YYYY-MM-DDTHH:mm` in the project's time zone. */
  date_of_arrival: z.string(),
  date_of_departure: z.string(),
  room_number: z.string().nullable(),
  adults: z.number().int().nonnegative(),
  children: z.number().int().nonnegative(),
  nights: z.number().int().nonnegative(),
  checkin: StepStateViewSchema,
  checkout: StepStateViewSchema,
});
export type RoomStayView = z.infer<typeof RoomStayViewSchema>;

/** spec §3 "Reservation (display)" and the check-in reservation with its extras. */
export const ReservationViewSchema = z.object({
  /** The id that check-in, check-out and payment inputs name (`reservation_id`). */
  reservation_id: z.string(),
  /** The reservation number the guest knows (spec §3 display "number"). */
  number: z.string(),
  /** spec §4 overall status. */
  status: z.enum(RESERVATION_STATUSES),
  /** The English label of the status (the web translates by `status`). */
  status_label: z.string(),
  date_of_arrival: z.string(),
  date_of_departure: z.string(),
  nights: z.number().int().nonnegative(),
  adults: z.number().int().nonnegative(),
  children: z.number().int().nonnegative(),
  room_numbers: z.array(z.string()),
  /** spec §4: the overall possible window (earliest start among the possible stays). */
  window: z
    .object({ step: z.enum(['checkin', 'checkout']) })
    .extend(StepWindowViewSchema.shape)
    .nullable(),
  room_stays: z.array(RoomStayViewSchema),
  /** Sum of the open amounts of the reservation's invoices, in minor units. */
  open_amount_minor: z.number().int().nonnegative(),
  currency: z.string().length(3),
  /** spec §4: check-in/out is blocked until the invoices are paid. */
  payment_required: z.boolean(),
  /** spec §3 "Extras". */
  extras: z.object({
    guests_profile_ids: z.array(z.string()),
    guests_count: z.number().int().nonnegative(),
    invoice: z.object({ active: z.boolean() }),
  }),
});
export type ReservationView = z.infer<typeof ReservationViewSchema>;

/** The body of `getreservations`: the logged-in guest's reservations only. */
export const ReservationsResponseSchema = z.object({
  reservations: z.array(ReservationViewSchema),
});
export type ReservationsResponse = z.infer<typeof ReservationsResponseSchema>;
