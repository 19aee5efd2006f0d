// Identity documents and signatures are kept only as long as the law of the
// property's country asks (ARCHITECTURE.md security rules), then deleted.
import { z } from 'zod';
import { addDays, parseIsoDate, formatIsoDate, daysInMonth } from '../time/zoned.ts';

/**
 * How long a project keeps the identity data of a check-in (documents,
 * signatures, the registration form's guest data), counted from the stay's
 * departure date: a number of years, or until the end of the year after the
 * departure year.
 */
export const RetentionSettingSchema = z.union([
  z.object({ years: z.number().int().min(1).max(30) }),
  z.object({ until: z.literal('end_of_following_year') }),
]);
export type RetentionSetting = z.infer<typeof RetentionSettingSchema>;

/** Austria: registration forms are kept for seven years. */
export const RETENTION_AT: RetentionSetting = Object.freeze({ years: 7 });
/** Germany: until the end of the year following the departure. */
export const RETENTION_DE: RetentionSetting = Object.freeze({ until: 'end_of_following_year' });

/**
 * The default retention of a project by its country (ISO code, any case):
 * DE ends with the following year; AT — and any other country, whose law we
 * do not know — seven years, the longer rule, so nothing is deleted that a
 * registration law may still require. A project sets its own in its settings.
 */
export function defaultRetention(country: string | null | undefined): RetentionSetting {
  return (country ?? '').trim().toUpperCase() === 'DE' ? RETENTION_DE : RETENTION_AT;
}

/**
 * The last day (`YYYY-MM-DD`) on which identity data of a stay that departs
 * on `departure` must still be kept: departure + N years (29 February → 28
 * February), or 31 December of the following year. Null for an unreadable date.
 */
export function retentionLastDay(departure: string, setting: RetentionSetting): string | null {
  const date = parseIsoDate(departure);
  if (!date) return null;
  if ('until' in setting) return formatIsoDate(date.y + 1, 12, 31);
  const y = date.y + setting.years;
  return formatIsoDate(y, date.m, Math.min(date.d, daysInMonth(y, date.m)));
}

/** The first day (`YYYY-MM-DD`) on which the data may be deleted: the day after {@link retentionLastDay}. */
export function retentionDeleteFrom(departure: string, setting: RetentionSetting): string | null {
  const last = retentionLastDay(departure, setting);
  return last === null ? null : addDays(last, 1);
}
