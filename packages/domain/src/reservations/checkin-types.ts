import { z } from 'zod';

// The rules below the schemas live in a zod-free module: the web app's
// start uses them without zod (docs/performance.md).
export {
  DEFAULT_CHECKIN_SETTINGS,
  DEFAULT_CHECKOUT_SETTINGS,
  resolveWindowSettings,
  type CheckinStep,
} from './checkin-window-settings.ts';

/** spec §4: room-stay status values from the property system (PMS). */
export const ROOM_STAY_STATUSES = ['Reserved', 'In-house', 'Checked out'] as const;
export const RoomStayStatusSchema = z.enum(ROOM_STAY_STATUSES);
export type RoomStayStatus = z.infer<typeof RoomStayStatusSchema>;

/** A date 'YYYY-MM-DD', optionally followed by a time (and offset), as a PMS sends it. */
const PmsDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'Expected a date YYYY-MM-DD');

/** spec §3 "Check-in reservation": one room stay. */
export const RoomStaySchema = z.looseObject({
  id: z.string().min(1),
  status: RoomStayStatusSchema,
  date_of_arrival: PmsDateSchema,
  date_of_departure: PmsDateSchema,
});
export type RoomStay = z.infer<typeof RoomStaySchema>;

/** spec §3 "Check-in reservation": reservation_id and its room stays. */
export const CheckinReservationSchema = z.looseObject({
  reservation_id: z.string().min(1),
  room_stays: z.array(RoomStaySchema),
});
export type CheckinReservation = z.infer<typeof CheckinReservationSchema>;

/**
 * spec §3 "Check-in/out settings" of one step. Days are whole calendar days
 * relative to arrival (check-in) or departure (check-out); hours 0..24 in
 * the project's time zone. Missing values take the §9 defaults.
 */
export const CheckinWindowSettingsSchema = z.looseObject({
  active: z.boolean().optional(),
  possible_days_before: z.number().int().optional(),
  possible_from_hour: z.number().int().min(0).max(24).optional(),
  possible_days_after: z.number().int().optional(),
  possible_to_hour: z.number().int().min(0).max(24).optional(),
});
export type CheckinWindowSettings = z.infer<typeof CheckinWindowSettingsSchema>;

/** The check-in and the check-out settings of a project. */
export const CheckinCheckoutSettingsSchema = z.looseObject({
  checkin: CheckinWindowSettingsSchema.optional(),
  checkout: CheckinWindowSettingsSchema.optional(),
});
export type CheckinCheckoutSettings = z.infer<typeof CheckinCheckoutSettingsSchema>;

/** Settings with every default applied. */
export type ResolvedWindowSettings = Required<
  Pick<
    CheckinWindowSettings,
    | 'active'
    | 'possible_days_before'
    | 'possible_from_hour'
    | 'possible_days_after'
    | 'possible_to_hour'
  >
>;

/** spec §4: the only progress value. */
export const PROGRESS_FINISHED = 'finished';

/** Progress of one room stay: check-in and/or check-out finished. */
export const StayProgressSchema = z.looseObject({
  checkin: z.literal(PROGRESS_FINISHED).optional(),
  checkout: z.literal(PROGRESS_FINISHED).optional(),
});
export type StayProgress = z.infer<typeof StayProgressSchema>;

/** spec §4: progress keyed by reservation, then stay, then checkin|checkout → 'finished'. */
export const CheckinProgressSchema = z.record(z.string(), z.record(z.string(), StayProgressSchema));
export type CheckinProgress = z.infer<typeof CheckinProgressSchema>;

/** spec §4: the overall reservation statuses, in the order they are checked. */
export const RESERVATION_STATUSES = [
  'CHECKIN_READY',
  'CHECKOUT_READY',
  'CHECKED_OUT',
  'CHECKED_IN',
  'RESERVATION_CONFIRMED',
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/**
 * spec §4 "Reservation statuses (display)", English. Sentence case for
 * display (the spec lists them in lower case inside a sentence); other
 * languages come from the web app's i18n files keyed by the status.
 */
export const RESERVATION_STATUS_LABELS_EN: Readonly<Record<ReservationStatus, string>> =
  Object.freeze({
    RESERVATION_CONFIRMED: 'Reservation confirmed',
    CHECKIN_READY: 'Check-in ready',
    CHECKED_IN: 'Checked in',
    CHECKOUT_READY: 'Check-out ready',
    CHECKED_OUT: 'Checked out',
  });

/** A window in which a step is possible: `start` inclusive, `end` exclusive (epoch ms). */
export interface CheckinWindow {
  start: number;
  end: number;
}

/** spec §4: why check-in of a stay is not possible (the spec's two codes first). */
export type CheckinImpossibleReason =
  | 'CHECKIN_FINISHED'
  | 'PMS_STATUS_NOT_RESERVED'
  | 'CHECKIN_UNAVAILABLE'
  | 'CHECKIN_NOT_YET_POSSIBLE'
  | 'CHECKIN_NO_LONGER_POSSIBLE'
  | 'PAYMENT_REQUIRED';

/** spec §4: why check-out of a stay is not possible (the spec's three codes first). */
export type CheckoutImpossibleReason =
  | 'CHECKOUT_FINISHED'
  | 'CHECKIN_NOT_FINISHED'
  | 'PMS_STATUS_NOT_INHOUSE'
  | 'CHECKOUT_UNAVAILABLE'
  | 'CHECKOUT_NOT_YET_POSSIBLE'
  | 'CHECKOUT_NO_LONGER_POSSIBLE'
  | 'PAYMENT_REQUIRED';

/** Result of a per-stay check: possible within a window, or impossible with a reason. */
export type StepState<R extends string> =
  { possible: true; window: CheckinWindow } | { possible: false; reason: R };
export type StayCheckinState = StepState<CheckinImpossibleReason>;
export type StayCheckoutState = StepState<CheckoutImpossibleReason>;
