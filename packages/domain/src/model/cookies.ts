import { z } from 'zod';
import { COOKIE_CATEGORIES } from './cookie-categories.ts';

// The constants live in a zod-free module that the first route can import
// without zod (docs/performance.md).
export { COOKIE_CATEGORIES, KNOWN_COOKIE_IDS } from './cookie-categories.ts';

export const CookieCategorySchema = z.enum(COOKIE_CATEGORIES);
export type CookieCategory = z.infer<typeof CookieCategorySchema>;

/** spec §3 "Cookie" as configured in the model (welcome.popups.cookies.list). */
export const CookieSchema = z.looseObject({
  id: z.string().min(1),
  title: z.string(),
  description: z.string().optional(),
  essential: z.boolean(),
  category: CookieCategorySchema,
  /** Present in stored state; not part of the model itself. */
  accepted: z.boolean().optional(),
});
export type Cookie = z.infer<typeof CookieSchema>;

/** welcome.popups.cookies: the list plus the validity in days (default 365). */
export const CookiesConfigSchema = z.looseObject({
  list: z.array(CookieSchema),
  valid_days: z.number().int().positive().optional(),
});
export type CookiesConfig = z.infer<typeof CookiesConfigSchema>;

/**
 * spec §3 consent entry, as stored per guest and device.
 * - `ext`: blockable third-party content (google_maps, instagram, youtube, vimeo).
 * - `expires`: epoch milliseconds when the acceptance ends; null when not accepted.
 * - `valid`: validity in days that was applied when accepting.
 */
export const ConsentEntrySchema = z.looseObject({
  cat: CookieCategorySchema,
  id: z.string().min(1),
  essential: z.boolean(),
  ext: z.boolean(),
  accepted: z.boolean(),
  expires: z.number().nullable(),
  valid: z.number().int().positive(),
});
export type ConsentEntry = z.infer<typeof ConsentEntrySchema>;

/** A stored cookie consent list. */
export const ConsentListSchema = z.array(ConsentEntrySchema);
export type ConsentList = z.infer<typeof ConsentListSchema>;
