// A reservation the front desk enters in the built-in PMS (the console's form,
// and each row of a CSV import on the server).
import { z } from 'zod';
import { LANGUAGES } from '../languages.ts';
import { IsoDateSchema } from '../model/common.ts';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

export const StaffReservationInputSchema = z
  .object({
    number: z
      .string()
      .trim()
      .min(1, 'Enter the reservation number.')
      .max(40)
      .regex(/^[A-Za-z0-9._-]+$/, 'Use letters, digits, dot, dash or underscore.'),
    lastName: z.string().trim().min(1, 'Enter the last name.').max(100),
    firstName: optionalText(100),
    email: optionalText(254).refine(
      (v) => v === undefined || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v),
      {
        message: 'Enter an e-mail address.',
      },
    ),
    phone: optionalText(40),
    language: z.enum(LANGUAGES).optional(),
    arrival: IsoDateSchema,
    departure: IsoDateSchema,
    room: optionalText(20),
    adults: z.coerce.number().int().min(1).max(20),
    children: z.coerce.number().int().min(0).max(20).default(0),
  })
  .refine((r) => r.departure > r.arrival, {
    path: ['departure'],
    message: 'The departure must be after the arrival.',
  });
export type StaffReservationInput = z.infer<typeof StaffReservationInputSchema>;

/** The fields of a reservation the front desk enters, in the form's order. */
export const RESERVATION_FIELDS = [
  'number',
  'lastName',
  'firstName',
  'email',
  'phone',
  'language',
  'arrival',
  'departure',
  'room',
  'adults',
  'children',
] as const;
export const ReservationFieldSchema = z.enum(RESERVATION_FIELDS);
export type ReservationField = z.infer<typeof ReservationFieldSchema>;

/**
 * `GET /api/staff/{project}/reservations/{id}/entry`: a reservation of the
 * built-in PMS as its edit form shows it (the first room stay, the booker).
 */
export const StaffReservationEntrySchema = z.object({
  reservationId: z.string(),
  number: z.string(),
  lastName: z.string(),
  firstName: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  language: z.enum(LANGUAGES).optional(),
  arrival: z.string(),
  departure: z.string(),
  room: z.string().optional(),
  adults: z.number().int(),
  children: z.number().int(),
});
export type StaffReservationEntry = z.infer<typeof StaffReservationEntrySchema>;

/** `POST /api/staff/{project}/reservations/check`: what saving the entered reservation would change. */
export const ReservationCheckSchema = z.object({
  /** The reservation saved under this number, null when the number is new. */
  existing: StaffReservationEntrySchema.nullable(),
  changes: z.array(ReservationFieldSchema),
});
export type ReservationCheck = z.infer<typeof ReservationCheckSchema>;

export const ReservationImportResultSchema = z.enum(['new', 'changed', 'unchanged', 'invalid']);

/** One row of a CSV file in the import preview: what it would do, or every problem it has. */
export const ReservationImportRowSchema = z.object({
  /** 1-based physical line of the file (the header is line 1). */
  line: z.number().int(),
  /** As written in the file ('' when missing). */
  number: z.string(),
  name: z.string(),
  arrival: z.string().nullable(),
  departure: z.string().nullable(),
  room: z.string().nullable(),
  result: ReservationImportResultSchema,
  changes: z.array(ReservationFieldSchema),
  /** Every problem of the row; `field` null when it is not one field's (a duplicate line). */
  problems: z.array(
    z.object({ field: ReservationFieldSchema.nullable(), code: z.string(), message: z.string() }),
  ),
});
export type ReservationImportRow = z.infer<typeof ReservationImportRowSchema>;

/** `POST /api/staff/{project}/reservations/import?preview=true`. */
export const ReservationImportPreviewSchema = z.object({
  /** The encoding the file was read in. */
  encoding: z.enum(['utf-8', 'utf-16le', 'utf-16be', 'windows-1252']),
  /** Problems of the file as a whole (not CSV, header, size): then there are no rows. */
  fileProblems: z.array(z.object({ line: z.number().int(), message: z.string() })),
  rows: z.array(ReservationImportRowSchema),
  counts: z.object({
    new: z.number().int(),
    changed: z.number().int(),
    unchanged: z.number().int(),
    invalid: z.number().int(),
  }),
});
export type ReservationImportPreview = z.infer<typeof ReservationImportPreviewSchema>;
