import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateRange,
  formatInstant,
  formatLocale,
  formatWallTime,
} from './dates.ts';
import { formatTimeRange } from './time-of-day.ts';

describe('one date formatter per language', () => {
  it('writes English the British way, the others in their own language', () => {
    expect(formatLocale('en')).toBe('en-GB');
    expect(formatLocale('en-US')).toBe('en-GB');
    expect(formatLocale('de-AT')).toBe('de');
    expect(formatLocale('pl')).toBe('en-GB');
  });

  it.each([
    ['weekday', 'de', 'Di., 24. Nov. 2026'],
    ['weekday', 'en', 'Tue, 24 Nov 2026'],
    ['weekdayNoYear', 'en', 'Tue, 24 Nov'],
    ['medium', 'en', '24 Nov 2026'],
    ['short', 'de', '24. Nov.'],
    ['numeric', 'de', '24.11.2026'],
    ['numeric', 'en', '24/11/2026'],
    ['full', 'en', 'Tuesday 24 November 2026'],
  ] as const)('%s in %s', (style, lang, expected) => {
    expect(formatDate('2026-11-24', lang, style).replace(',', '')).toBe(expected.replace(',', ''));
  });

  it('keeps a date of the project’s calendar on its day, whatever the time part', () => {
    expect(formatDate('2026-11-24T23:30', 'en', 'medium')).toBe('24 Nov 2026');
    expect(formatDate('not a date', 'en')).toBe('not a date');
    expect(formatDate('2026-02-30', 'en')).toBe('2026-02-30');
  });

  it('writes a range once: "22 – 25 Nov 2026"', () => {
    const spaced = (s: string) => s.replace(/[\u2009\u202f\u00a0]/g, ' ');
    expect(spaced(formatDateRange('2026-11-22', '2026-11-25', 'en'))).toBe('22 – 25 Nov 2026');
    expect(spaced(formatDateRange('2026-11-22', '2026-12-02', 'de'))).toBe(
      '22. Nov. – 2. Dez. 2026',
    );
  });

  it('writes instants in the project’s zone on a 24-hour clock', () => {
    const t = Date.UTC(2026, 10, 23, 13, 0); // 14:00 in Vienna
    expect(formatInstant(t, 'en', 'Europe/Vienna')).toBe('Mon, 23 Nov 2026, 14:00');
    expect(formatInstant(t, 'de', 'Europe/Vienna', 'moment')).toBe('Montag, 23. November um 14:00');
    expect(formatWallTime('2026-07-10T14:00', 'en')).toBe('Fri, 10 Jul 2026, 14:00');
    expect(formatWallTime('2026-07-10T25:00', 'en')).toBeNull();
  });

  it('puts the hour suffix once at the end of a span (spec §9 "Uhr" or "h")', () => {
    expect(formatTimeRange('14:00', '17:00', 'en')).toBe('14:00 – 17:00 h');
    expect(formatTimeRange('8:30', '16:45', 'de')).toBe('08:30 – 16:45 Uhr');
    expect(formatTimeRange(undefined, '17:00', 'de')).toBe('17:00 Uhr');
    expect(formatTimeRange(undefined, undefined, 'de')).toBe('');
  });
});
