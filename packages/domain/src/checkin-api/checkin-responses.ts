// What the check-in and check-out calls answer, and the bodies of their
// refusals, shared by the server's route schemas and the web.
import { z } from 'zod';
import { ApiErrorSchema } from '../model/api-error.ts';
import { CheckinFormSectionSchema } from './checkin-form-validation.ts';

/** A window of a step as ISO instants: `start` inclusive, `end` exclusive. */
export const StepWindowSchema = z.object({ start: z.iso.datetime(), end: z.iso.datetime() });

/** spec §4/§8 reasons why a step of a room stay is not possible (the domain's codes). */
export const STEP_REFUSAL_REASONS = [
  'CHECKIN_FINISHED',
  'PMS_STATUS_NOT_RESERVED',
  'CHECKIN_UNAVAILABLE',
  'CHECKIN_NOT_YET_POSSIBLE',
  'CHECKIN_NO_LONGER_POSSIBLE',
  'CHECKOUT_FINISHED',
  'CHECKIN_NOT_FINISHED',
  'PMS_STATUS_NOT_INHOUSE',
  'CHECKOUT_UNAVAILABLE',
  'CHECKOUT_NOT_YET_POSSIBLE',
  'CHECKOUT_NO_LONGER_POSSIBLE',
  'PAYMENT_REQUIRED',
] as const;
export const StepRefusalReasonSchema = z.enum(STEP_REFUSAL_REASONS);
export type StepRefusalReason = z.infer<typeof StepRefusalReasonSchema>;

/** Whether a step is possible now: with its window, or not with the reason. */
export const StepStateSchema = z.union([
  z.object({ possible: z.literal(true), window: StepWindowSchema }),
  z.object({ possible: z.literal(false), reason: StepRefusalReasonSchema }),
]);
export type StepStateResponse = z.infer<typeof StepStateSchema>;

/**
 * 409 of checkin and checkout: the step is not possible now.
 * `reason` is the domain's code; `window` is there when the reason is the
 * window (not yet / no longer possible) and says when it is possible.
 */
export const StepRefusalSchema = ApiErrorSchema.extend({
  reason: StepRefusalReasonSchema,
  room_stay_id: z.string().optional(),
  window: StepWindowSchema.optional(),
}).meta({ id: 'StepRefusal' });
export type StepRefusal = z.infer<typeof StepRefusalSchema>;

/** 400 of checkin/checkout: every bad field, `path` like `body/sections/2/fields/first_name`. */
export const ValidationErrorSchema = ApiErrorSchema;
export type ValidationError = z.infer<typeof ValidationErrorSchema>;

/** `GET …/checkinform` → 200: the project's form and what the guest's stay needs of it. */
export const CheckinFormResponseSchema = z.object({
  reservation_id: z.string(),
  /** The room stays this check-in is for. */
  room_stay_ids: z.array(z.string()),
  /** spec §3 `formSections` of the project, all of them, in order. */
  formSections: z.array(CheckinFormSectionSchema),
  /** spec §3 extras `guests_count` of the reservation (null when the PMS has none). */
  guests_count: z.number().int().nullable(),
  /** How many accompanying persons the form asks for (`accompanyingPersonsCount`). */
  accompanying_persons: z.number().int().nonnegative(),
  /** Whether the SIGNATURE section shows (`sectionsToRender`). */
  signature: z.boolean(),
  /** Whether check-in is possible now (for the first of `room_stay_ids`). */
  state: StepStateSchema,
});
export type CheckinFormResponse = z.infer<typeof CheckinFormResponseSchema>;

/** `POST …/checkin` → 200 (the same answer again for a retry with the same key). */
export const CheckinResultSchema = z.object({
  status: z.literal('CHECKED_IN'),
  checkin_id: z.string(),
  reservation_id: z.string(),
  room_stay_ids: z.array(z.string()),
  /** The registration form's number, e.g. `2026/000042` (per project and year). */
  registration_number: z.string(),
  checked_in_at: z.iso.datetime(),
});
export type CheckinResult = z.infer<typeof CheckinResultSchema>;

/** `POST …/checkout` → 200 (the same answer again for a retry with the same key). */
export const CheckoutResultSchema = z.object({
  status: z.literal('CHECKED_OUT'),
  reservation_id: z.string(),
  room_stay_ids: z.array(z.string()),
  checked_out_at: z.iso.datetime(),
});
export type CheckoutResult = z.infer<typeof CheckoutResultSchema>;
