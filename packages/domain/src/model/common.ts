import { z } from 'zod';

/** A coordinate pair in WGS 84 degrees. */
export const GeoSchema = z.looseObject({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type Geo = z.infer<typeof GeoSchema>;

/** spec §9: link types — internal (hash route) or external (URL). */
export const LinkTypeSchema = z.enum(['INT', 'EXT']);
export type LinkType = z.infer<typeof LinkTypeSchema>;

/** A calendar date `YYYY-MM-DD`. */
export const IsoDateSchema = z.iso.date();

/** A time of day `HH:mm` (24:00 allowed as the end of a day). */
export const TimeOfDaySchema = z
  .string()
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Expected a time of day HH:mm');
