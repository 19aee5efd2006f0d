import { parseIsoDate } from '@hospes/domain';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar date 'YYYY-MM-DD' as a heading in the guest's language:
 * "Samstag, 5. Dezember 2026", "Saturday, 5 December 2026". The date is a
 * day of the project's calendar already, so it is read in UTC: the device's
 * own time zone never shifts it.
 */
export function formatDay(date: string, lang: string): string {
  const parts = parseIsoDate(date);
  if (!parts) return date;
  let format = formats.get(lang);
  if (!format) {
    // English for guests in Europe: "Saturday, 5 December 2026".
    format = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : lang, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    formats.set(lang, format);
  }
  return format.format(Date.UTC(parts.y, parts.m - 1, parts.d));
}
