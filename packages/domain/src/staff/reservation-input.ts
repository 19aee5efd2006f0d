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
