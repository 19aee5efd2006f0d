import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages.ts';
import { formatTime, formatTimeRange, hourSuffix, weekdayName } from './time-of-day.ts';

describe('spec §9 weekdays Sunday..Saturday per language', () => {
  it('0 is Sunday and 6 is Saturday (English)', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((d) => weekdayName(d, 'en'))).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
  });

  it('German', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((d) => weekdayName(d, 'de'))).toEqual([
      'Sonntag',
      'Montag',
      'Dienstag',
      'Mittwoch',
      'Donnerstag',
      'Freitag',
      'Samstag',
    ]);
  });

  it.each([
    ['it', 'domenica', 'sabato'],
    ['hr', 'nedjelja', 'subota'],
    ['fr', 'dimanche', 'samedi'],
    ['es', 'domingo', 'sábado'],
    ['ru', 'воскресенье', 'суббота'],
  ])('%s: Sunday is %s, Saturday %s', (lang, sunday, saturday) => {
    expect(weekdayName(0, lang)).toBe(sunday);
    expect(weekdayName(6, lang)).toBe(saturday);
  });

  it('short and narrow styles', () => {
    expect(weekdayName(0, 'en', 'short')).toBe('Sun');
    // ICU versions differ on the dot of German short names.
    expect(weekdayName(1, 'de', 'short')).toMatch(/^Mo\.?$/);
    expect(weekdayName(6, 'en', 'narrow')).toBe('S');
  });

  it('an unsupported language is English; a region subtag is read', () => {
    expect(weekdayName(3, 'pl')).toBe('Wednesday');
    expect(weekdayName(3, 'de-AT')).toBe('Mittwoch');
  });

  it.each([-1, 7, 1.5, Number.NaN])('rejects day %s', (day) => {
    expect(() => weekdayName(day, 'en')).toThrow(RangeError);
    expect(() => weekdayName(day, 'en')).toThrow(`Invalid weekday ${day}`);
  });

  it('property: seven distinct names in every language', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LANGUAGES), (lang) => {
        const names = new Set([0, 1, 2, 3, 4, 5, 6].map((d) => weekdayName(d, lang)));
        expect(names.size).toBe(7);
      }),
      { numRuns: 7 },
    );
  });
});

describe('spec §9 hour suffix "Uhr" (de) or "h"', () => {
  it('is "Uhr" in German, also with a region', () => {
    expect(hourSuffix('de')).toBe('Uhr');
    expect(hourSuffix('de-AT')).toBe('Uhr');
  });

  it.each(['en', 'it', 'hr', 'fr', 'es', 'pl'])('is "h" in %s', (lang) => {
    expect(hourSuffix(lang)).toBe('h');
  });

  it('is none in Russian: a time stands bare (docs/decisions/038)', () => {
    expect(hourSuffix('ru')).toBe('');
    expect(formatTime('14:00', 'ru')).toBe('14:00');
    expect(formatTimeRange('08:30', '16:45', 'ru')).toBe('08:30 – 16:45');
  });

  it.each([
    ['14:00', 'de', '14:00 Uhr'],
    ['14:00', 'en', '14:00 h'],
    ['9:05', 'en', '09:05 h'],
    ['00:00', 'it', '00:00 h'],
    ['23:59', 'de', '23:59 Uhr'],
    ['24:00', 'de', '24:00 Uhr'],
    ['14:00:30', 'de', '14:00 Uhr'],
  ])('formatTime(%s, %s) → %s', (time, lang, text) => {
    expect(formatTime(time, lang)).toBe(text);
  });

  it.each(['24:01', '25:00', '12:60', '123:00', '1:5', 'noon', ' 14:00', '14:00 ', ''])(
    'leaves "%s" (not a time of day) unchanged',
    (time) => {
      expect(formatTime(time, 'de')).toBe(time);
    },
  );
});
