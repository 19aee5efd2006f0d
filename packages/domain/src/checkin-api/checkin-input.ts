// The bodies the web sends for check-in, check-out, the invoices and the
// invoice PDF (spec §3 "Check-in input", "Checkout input",
// "Invoice PDF input"; spec §7 calls). The session cookie says who calls;
// `userId` in a body is optional and must then be the session's user.
import { z } from 'zod';
import { ACCOMPANYING_PERSONS_MAX_DEFAULT } from '../constants.ts';
import { FORM_SECTION_TYPES } from '../forms/check-in-form.ts';
import { LangSchema } from '../languages.ts';
import { CHECKIN_TEXT_MAX_LENGTH } from './checkin-fields.ts';
import { SignatureFieldValueSchema } from './signature.ts';

/**
 * A key the web makes once per check-in or check-out attempt (e.g.
 * `crypto.randomUUID()`) and sends again on every retry of it: the server
 * carries out one attempt once, however often it arrives.
 */
export const IdempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,128}$/, 'Expected a random key of 16 to 128 letters, digits, _ or -');

const Id = z.string().trim().min(1).max(100);
const FieldName = z.string().regex(/^[a-z][a-z0-9_]{0,49}$/, 'Expected a field name');
const FIELDS_MAX = 40;
/** At most this many sections: the six single ones and the accompanying persons. */
export const CHECKIN_SECTIONS_MAX =
  FORM_SECTION_TYPES.length - 1 + ACCOMPANYING_PERSONS_MAX_DEFAULT;

const fieldsOf = <V extends z.ZodType>(value: V) =>
  z
    .record(FieldName, value)
    .refine((fields) => Object.keys(fields).length <= FIELDS_MAX, 'Too many fields.');

const OTHER_SECTION_TYPES = FORM_SECTION_TYPES.filter((t) => t !== 'SIGNATURE') as [
  Exclude<(typeof FORM_SECTION_TYPES)[number], 'SIGNATURE'>,
  ...Exclude<(typeof FORM_SECTION_TYPES)[number], 'SIGNATURE'>[],
];

/**
 * One filled-in section of the check-in form: its type and its fields' values
 * keyed by field `name` (spec §3 "sections with fields"). Values are strings
 * (dates `YYYY-MM-DD`, COUNTRY values upper-cased) or null for empty; the
 * SIGNATURE section's value is the signature's data URL. Accompanying persons
 * come as one ACCOMPANYING_PERSONS_DATA section each.
 */
export const CheckinSectionInputSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('SIGNATURE'),
    fields: fieldsOf(SignatureFieldValueSchema),
  }),
  z.object({
    type: z.enum(OTHER_SECTION_TYPES),
    fields: fieldsOf(z.string().max(CHECKIN_TEXT_MAX_LENGTH).nullable()),
  }),
]);
export type CheckinSectionInput = z.infer<typeof CheckinSectionInputSchema>;

/**
 * Which room stays a check-in or check-out is for (spec §2 routes
 * `/checkinguestform/:reservationId?` and `/roomcheckin/:reservationId/:roomStayId`):
 * `room_stay` needs `room_stay_id`; `reservation` takes every room stay of
 * the reservation for which the step is possible now.
 */
export const StayScopeSchema = z.enum(['reservation', 'room_stay']);
export type StayScope = z.infer<typeof StayScopeSchema>;

const needsRoomStay = {
  check: (input: { type: StayScope; room_stay_id?: string | undefined }) =>
    input.type !== 'room_stay' || input.room_stay_id !== undefined,
  params: { path: ['room_stay_id'], message: 'Expected the room stay to check in or out.' },
};

/** spec §3 "Check-in input": what the guest filled in, for which stays. */
export const CheckinInputSchema = z
  .object({
    type: StayScopeSchema.default('room_stay'),
    reservation_id: Id,
    room_stay_id: Id.optional(),
    sections: z
      .array(CheckinSectionInputSchema)
      .max(CHECKIN_SECTIONS_MAX, `A check-in form has at most ${CHECKIN_SECTIONS_MAX} sections.`)
      .refine(
        (sections) =>
          sections.filter((s) => s.type === 'ACCOMPANYING_PERSONS_DATA').length <=
          ACCOMPANYING_PERSONS_MAX_DEFAULT,
        `At most ${ACCOMPANYING_PERSONS_MAX_DEFAULT} accompanying persons can be registered.`,
      ),
    /** spec §3 project-cache contexts (key/value pairs) of the guest. */
    contexts: z.record(z.string().max(100), z.string().max(500)).optional(),
    language: LangSchema,
    /** spec §5: privacy policy consent is needed to submit the form. */
    privacy_accepted: z.literal(true, {
      error: 'Please accept the privacy policy to send the form.',
    }),
    idempotency_key: IdempotencyKeySchema,
  })
  .refine(needsRoomStay.check, needsRoomStay.params);
export type CheckinInput = z.infer<typeof CheckinInputSchema>;

/** Fields every guest-data call may carry (spec §7 `{userId, userToken, lang}`; the token is the cookie). */
const GuestCall = {
  userId: z.string().min(1).max(200).optional(),
  lang: LangSchema.optional(),
};

/** `POST /api/integrations/{project}/checkin`. */
export const CheckinRequestSchema = z.object({ ...GuestCall, checkinInput: CheckinInputSchema });
export type CheckinRequest = z.infer<typeof CheckinRequestSchema>;

/** spec §3 "Checkout input": type, reservation_id, room_stay_id (+ the attempt's key). */
export const CheckoutInputSchema = z
  .object({
    type: StayScopeSchema.default('room_stay'),
    reservation_id: Id,
    room_stay_id: Id.optional(),
    idempotency_key: IdempotencyKeySchema,
  })
  .refine(needsRoomStay.check, needsRoomStay.params);
export type CheckoutInput = z.infer<typeof CheckoutInputSchema>;

/** `POST /api/integrations/{project}/checkout`. */
export const CheckoutRequestSchema = z.object({ ...GuestCall, checkoutInput: CheckoutInputSchema });
export type CheckoutRequest = z.infer<typeof CheckoutRequestSchema>;

/** `POST /api/integrations/{project}/getinvoices`. */
export const InvoicesRequestSchema = z.object(GuestCall);
export type InvoicesRequest = z.infer<typeof InvoicesRequestSchema>;

/** `POST /api/integrations/{project}/getinvoicepdf` (spec §3 "Invoice PDF input"). */
export const InvoicePdfRequestSchema = z.object({
  ...GuestCall,
  invoicesInput: z.object({ invoice_id: Id }),
});
export type InvoicePdfRequest = z.infer<typeof InvoicePdfRequestSchema>;

/** `GET /api/integrations/{project}/checkinform?reservation_id=…&room_stay_id=…&lang=…`. */
export const CheckinFormQuerySchema = z.object({
  reservation_id: Id,
  room_stay_id: Id.optional(),
  lang: LangSchema.optional(),
});
export type CheckinFormQuery = z.infer<typeof CheckinFormQuerySchema>;
