import { z } from 'zod';
import { LangSchema } from '../languages.ts';
import { IsoDateSchema } from '../model/common.ts';
import { parseStayDateTime } from '../validation/stay.ts';

/**
 * A stay date-time as a datetime-local input gives it (spec §3 Stay):
 * `YYYY-MM-DDTHH:mm`, seconds optional. The calendar date must exist.
 */
export const StayDateTimeSchema = z
  .string()
  .trim()
  .refine((s) => parseStayDateTime(s) !== null, 'Expected a real date-time YYYY-MM-DDTHH:mm');

/**
 * spec §3 Profile of a guest. All fields are optional because a profile
 * grows over time (query presets, the profile dialog, the server). `locked`
 * blocks overwriting from query data (spec §3/§4).
 */
export const ProfileSchema = z.object({
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  email: z.string().optional(),
  phoneNumber: z.string().optional(),
  /** Date of birth `YYYY-MM-DD`. */
  dob: IsoDateSchema.optional(),
  lang: LangSchema.optional(),
  locked: z.boolean().optional(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/**
 * spec §3 Stay of a guest: arrival (`doa`) and departure (`dod`) as
 * datetime-local values on a 15-minute step, the room number, a status from
 * the server, `locked` (blocks overwriting from query data) and the unix
 * times in seconds `_t_doa`/`_t_dod` of the two date-times in the project's
 * time zone (null when the date-time is missing or invalid).
 */
export const StaySchema = z.object({
  doa: StayDateTimeSchema.optional(),
  dod: StayDateTimeSchema.optional(),
  roomNumber: z.string().optional(),
  status: z.string().optional(),
  locked: z.boolean().optional(),
  _t_doa: z.number().int().nullable().optional(),
  _t_dod: z.number().int().nullable().optional(),
});
export type Stay = z.infer<typeof StaySchema>;
