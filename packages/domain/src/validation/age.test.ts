import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn } from './age.ts';

const TZ = 'Europe/Vienna';
/** Noon in Vienna of a day (UTC+1/+2, so the day is the same everywhere). */
const day = (iso: string): number => Date.parse(`${iso}T10:00:00Z`);

describe('spec §3 profile display: age', () => {
  it('counts a birthday today', () => {
    expect(ageOn('2000-06-15', day('2025-06-15'), TZ)).toBe(25);
    expect(ageOn('2000-06-15', day('2025-06-14'), TZ)).toBe(24);
    expect(ageOn('2000-06-15', day('2025-06-16'), TZ)).toBe(25);
  });

  it('compares months before days', () => {
    expect(ageOn('2000-06-15', day('2025-05-20'), TZ)).toBe(24);
    expect(ageOn('2000-06-15', day('2025-07-01'), TZ)).toBe(25);
  });

  it('trims the stored date of birth', () => {
    expect(ageOn(' 2000-06-15 ', day('2025-06-15'), TZ)).toBe(25);
  });

  it('accepts a Date as now', () => {
    expect(ageOn('2000-06-15', new Date(day('2025-06-15')), TZ)).toBe(25);
  });

  it('uses the day in the project time zone (Vienna is already on the birthday at 23:30 UTC)', () => {
    const lateUtc = Date.parse('2025-06-14T23:30:00Z'); // 01:30 on 15 June in Vienna
    expect(ageOn('2000-06-15', lateUtc, TZ)).toBe(25);
    expect(ageOn('2000-06-15', lateUtc, 'UTC')).toBe(24);
  });

  it('29 February: the birthday is 1 March in non-leap years', () => {
    expect(ageOn('2004-02-29', day('2025-02-28'), TZ)).toBe(20);
    expect(ageOn('2004-02-29', day('2025-03-01'), TZ)).toBe(21);
  });

  it('29 February: the birthday is 29 February in leap years', () => {
    expect(ageOn('2004-02-29', day('2024-02-28'), TZ)).toBe(19);
    expect(ageOn('2004-02-29', day('2024-02-29'), TZ)).toBe(20);
  });

  it('is 0 on the day of birth and null for a birth after today', () => {
    expect(ageOn('2025-06-15', day('2025-06-15'), TZ)).toBe(0);
    expect(ageOn('2025-06-16', day('2025-06-15'), TZ)).toBeNull();
    expect(ageOn('2026-01-01', day('2025-06-15'), TZ)).toBeNull();
  });

  it('is null for a date of birth that is not a real YYYY-MM-DD date', () => {
    for (const bad of [
      '',
      null,
      undefined,
      '2001-02-29',
      '2000-13-01',
      '2000-04-31',
      '15.06.2000',
    ]) {
      expect(ageOn(bad, day('2025-06-15'), TZ)).toBeNull();
    }
  });

  it('property: agrees with counting whole years by calendar comparison', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2024-12-31'), noInvalidDate: true }),
        fc.date({ min: new Date('2025-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (birth, today) => {
          const dob = birth.toISOString().slice(0, 10);
          const age = ageOn(dob, today.getTime(), 'UTC');
          const [by, bm, bd] = [birth.getUTCFullYear(), birth.getUTCMonth(), birth.getUTCDate()];
          // Anniversary in the year of today; Date rolls 29 Feb over to 1 March.
          const anniversary = Date.UTC(today.getUTCFullYear(), bm, bd);
          const todayStart = Date.UTC(
            today.getUTCFullYear(),
            today.getUTCMonth(),
            today.getUTCDate(),
          );
          const expected = today.getUTCFullYear() - by - (todayStart >= anniversary ? 0 : 1);
          expect(age).toBe(expected);
        },
      ),
      { numRuns: 200 },
    );
  });
});
