import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDateOf,
  parseInstant,
  daysBetween,
  daysInMonth,
  parseIsoDate,
  timeToMinutes,
  weekdayOf,
  zonedDate,
  zonedParts,
  zonedStartOfDay,
  zonedTimeToEpoch,
} from './zoned.ts';

const TZ = 'Europe/Vienna';
const utc = (s: string) => Date.parse(s);

describe('time zone helpers (spec §5/§9: days in the project time zone)', () => {
  it('zonedParts reads the Vienna wall clock, weekday 0 = Sunday', () => {
    // 2026-03-29 is a Sunday; 00:30 UTC = 01:30 CET
    expect(zonedParts(utc('2026-03-29T00:30:00Z'), TZ)).toEqual({
      year: 2026,
      month: 3,
      day: 29,
      hour: 1,
      minute: 30,
      weekday: 0,
    });
    // 01:30 UTC = 03:30 CEST (after the switch)
    expect(zonedParts(utc('2026-03-29T01:30:00Z'), TZ).hour).toBe(3);
    expect(zonedParts(utc('2026-10-24T12:00:00Z'), TZ).weekday).toBe(6);
  });

  it('zonedDate: the Vienna date differs from the UTC date around midnight', () => {
    expect(zonedDate(utc('2026-06-30T22:30:00Z'), TZ)).toBe('2026-07-01');
    expect(zonedDate(utc('2026-06-30T21:59:00Z'), TZ)).toBe('2026-06-30');
    expect(zonedDate(utc('2026-12-31T23:00:00Z'), TZ)).toBe('2027-01-01');
    expect(zonedDate(utc('2026-12-31T22:59:00Z'), TZ)).toBe('2026-12-31');
    expect(zonedDate(utc('2026-06-30T22:30:00Z'), 'UTC')).toBe('2026-06-30');
  });

  it('zonedTimeToEpoch: ordinary winter and summer times', () => {
    expect(zonedTimeToEpoch('2026-01-15T14:00', TZ)).toBe(utc('2026-01-15T13:00:00Z'));
    expect(zonedTimeToEpoch('2026-07-15T14:00', TZ)).toBe(utc('2026-07-15T12:00:00Z'));
    expect(zonedTimeToEpoch({ y: 2026, m: 7, d: 15, h: 23, min: 59 }, TZ)).toBe(
      utc('2026-07-15T21:59:00Z'),
    );
    expect(zonedTimeToEpoch('2026-07-15 14:00', TZ)).toBe(utc('2026-07-15T12:00:00Z'));
  });

  it("zonedTimeToEpoch: '24:00' is 00:00 of the next day", () => {
    expect(zonedTimeToEpoch('2026-07-15T24:00', TZ)).toBe(zonedTimeToEpoch('2026-07-16T00:00', TZ));
  });

  describe('DST spring forward, Vienna 2026-03-29 (02:00 CET → 03:00 CEST)', () => {
    it('01:59 is still CET, 03:00 is CEST', () => {
      expect(zonedTimeToEpoch('2026-03-29T01:59', TZ)).toBe(utc('2026-03-29T00:59:00Z'));
      expect(zonedTimeToEpoch('2026-03-29T03:00', TZ)).toBe(utc('2026-03-29T01:00:00Z'));
    });
    it('the skipped hour is moved forward by the gap: 02:30 → 03:30 CEST', () => {
      expect(zonedTimeToEpoch('2026-03-29T02:00', TZ)).toBe(utc('2026-03-29T01:00:00Z'));
      expect(zonedTimeToEpoch('2026-03-29T02:30', TZ)).toBe(utc('2026-03-29T01:30:00Z'));
      expect(zonedTimeToEpoch('2026-03-29T02:30', TZ)).toBe(
        zonedTimeToEpoch('2026-03-29T03:30', TZ),
      );
    });
    it('the day has 23 hours', () => {
      expect(zonedStartOfDay('2026-03-30', TZ) - zonedStartOfDay('2026-03-29', TZ)).toBe(
        23 * 3_600_000,
      );
    });
  });

  describe('DST fall back, Vienna 2026-10-25 (03:00 CEST → 02:00 CET)', () => {
    it('the duplicated hour takes the earlier (CEST) occurrence', () => {
      expect(zonedTimeToEpoch('2026-10-25T02:00', TZ)).toBe(utc('2026-10-25T00:00:00Z'));
      expect(zonedTimeToEpoch('2026-10-25T02:30', TZ)).toBe(utc('2026-10-25T00:30:00Z'));
      expect(zonedTimeToEpoch('2026-10-25T01:59', TZ)).toBe(utc('2026-10-24T23:59:00Z'));
      expect(zonedTimeToEpoch('2026-10-25T03:00', TZ)).toBe(utc('2026-10-25T02:00:00Z'));
    });
    it('both instants of 02:30 read as 02:30 on the wall', () => {
      expect(zonedParts(utc('2026-10-25T00:30:00Z'), TZ).hour).toBe(2);
      expect(zonedParts(utc('2026-10-25T01:30:00Z'), TZ).hour).toBe(2);
    });
    it('the day has 25 hours', () => {
      expect(zonedStartOfDay('2026-10-26', TZ) - zonedStartOfDay('2026-10-25', TZ)).toBe(
        25 * 3_600_000,
      );
    });
  });

  it('zonedTimeToEpoch rejects impossible input', () => {
    expect(() => zonedTimeToEpoch('2026-02-29T10:00', TZ)).toThrow(RangeError);
    expect(() => zonedTimeToEpoch('2026-02-10T24:01', TZ)).toThrow(RangeError);
    expect(() => zonedTimeToEpoch('2026-02-10T10:60', TZ)).toThrow(RangeError);
    expect(() => zonedTimeToEpoch('2026-02-10', TZ)).toThrow(RangeError);
    expect(() => zonedTimeToEpoch('2026-02-10T10:00', 'Not/AZone')).toThrow(RangeError);
  });

  it('addDays and daysBetween across month, year, leap day and DST', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', -1)).toBe('2026-10-24');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-01-01', 365)).toBe('2027-01-01');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-30', '2026-10-24')).toBe(-6);
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
    expect(() => addDays('2026-13-01', 1)).toThrow(RangeError);
  });

  it('parseIsoDate accepts only real calendar dates; leap years right', () => {
    expect(parseIsoDate('2028-02-29')).toEqual({ y: 2028, m: 2, d: 29 });
    expect(parseIsoDate('2026-02-29')).toBeNull();
    expect(parseIsoDate('1900-02-29')).toBeNull();
    expect(parseIsoDate('2000-02-29')).not.toBeNull();
    expect(parseIsoDate('2026-04-31')).toBeNull();
    expect(parseIsoDate('2026-4-3')).toBeNull();
    expect(daysInMonth(2026, 2)).toBe(28);
  });

  it('timeToMinutes', () => {
    expect(timeToMinutes('00:00')).toBe(0);
    expect(timeToMinutes('23:59')).toBe(1439);
    expect(timeToMinutes('24:00')).toBe(1440);
    expect(timeToMinutes('24:30')).toBeNull();
    expect(timeToMinutes('12:60')).toBeNull();
    expect(timeToMinutes('9:00')).toBeNull();
  });

  it('weekdayOf: 0 = Sunday', () => {
    expect(weekdayOf('2026-03-29')).toBe(0);
    expect(weekdayOf('2026-10-24')).toBe(6);
    expect(weekdayOf('1970-01-01')).toBe(4);
  });

  it('property: addDays/daysBetween are inverse and weekdays advance by one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: -5000, max: 5000 }),
        (base, n) => {
          const a = addDays('1800-01-01', base);
          const b = addDays(a, n);
          expect(parseIsoDate(b)).not.toBeNull();
          expect(daysBetween(a, b)).toBe(n);
          expect(weekdayOf(b)).toBe((((weekdayOf(a) + n) % 7) + 7) % 7);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('property: a wall time that exists round-trips through zonedTimeToEpoch/zonedParts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: utc('2020-01-01T00:00:00Z'), max: utc('2035-01-01T00:00:00Z') }),
        (t0) => {
          const t = Math.floor(t0 / 60_000) * 60_000;
          const p = zonedParts(t, TZ);
          const back = zonedTimeToEpoch(
            { y: p.year, m: p.month, d: p.day, h: p.hour, min: p.minute },
            TZ,
          );
          // equal, or the earlier occurrence of a duplicated hour
          expect(back === t || back === t - 3_600_000).toBe(true);
          expect(zonedParts(back, TZ)).toEqual(p);
        },
      ),
      { numRuns: 200 },
    );
  });
  describe('parseInstant / calendarDateOf (model and PMS date strings)', () => {
    it('a date is 00:00 of that day in the zone', () => {
      expect(parseInstant('2026-07-10', TZ)).toBe(utc('2026-07-09T22:00:00Z'));
    });
    it('a date-time without offset is a wall time in the zone (seconds kept)', () => {
      expect(parseInstant('2026-07-10T14:00', TZ)).toBe(utc('2026-07-10T12:00:00Z'));
      expect(parseInstant('2026-07-10 14:00:30', TZ)).toBe(utc('2026-07-10T12:00:30Z'));
      expect(parseInstant('2026-03-29T02:30', TZ)).toBe(utc('2026-03-29T01:30:00Z'));
    });
    it('a date-time with Z or an offset is that instant', () => {
      expect(parseInstant('2026-07-10T14:00:00Z', TZ)).toBe(utc('2026-07-10T14:00:00Z'));
      expect(parseInstant('2026-07-10T14:00:00.250+02:00', TZ)).toBe(
        utc('2026-07-10T12:00:00.250Z'),
      );
    });
    it('anything else is null', () => {
      for (const bad of [
        '',
        'tomorrow',
        '2026-02-30',
        '2026-07-10T25:00',
        '2026-07-10T12:60',
        '10.07.2026',
      ]) {
        expect(parseInstant(bad, TZ)).toBeNull();
        expect(calendarDateOf(bad, TZ)).toBeNull();
      }
    });
    it('calendarDateOf reads the date in the zone', () => {
      expect(calendarDateOf('2026-07-09T22:30:00Z', TZ)).toBe('2026-07-10');
      expect(calendarDateOf('2026-07-09T22:30:00Z', 'UTC')).toBe('2026-07-09');
      expect(calendarDateOf('2026-07-09T23:59', TZ)).toBe('2026-07-09');
      expect(calendarDateOf('2026-07-09', TZ)).toBe('2026-07-09');
    });
  });
  describe('input checks (each bound of a date and a time)', () => {
    it('zonedTimeToEpoch rejects out-of-range wall times given as objects, with a message', () => {
      const ok = { y: 2026, m: 7, d: 10, h: 10, min: 0 };
      expect(zonedTimeToEpoch(ok, TZ)).toBe(utc('2026-07-10T08:00:00Z'));
      const bad = [
        { h: -1 },
        { min: -1 },
        { h: 25, min: 0 },
        { h: 10.5 },
        { min: 0.5 },
        { y: 2026.5 },
        { m: 0 },
        { m: 13 },
        { m: 1.5 },
        { d: 0 },
        { d: 1.5 },
        { d: 32 },
      ];
      for (const b of bad)
        expect(() => zonedTimeToEpoch({ ...ok, ...b }, TZ)).toThrow(/^Invalid (date|time) /);
      expect(() => zonedTimeToEpoch('x2026-07-10T10:00', TZ)).toThrow(/^Invalid date-time "x2026/);
      expect(() => zonedTimeToEpoch('2026-07-10T10:00x', TZ)).toThrow(RangeError);
      expect(() => addDays('2026-7-1', 1)).toThrow(/^Invalid date "2026-7-1"/);
    });
    it('parseIsoDate and timeToMinutes are anchored and bounded', () => {
      expect(parseIsoDate('x2026-07-10')).toBeNull();
      expect(parseIsoDate('2026-07-10x')).toBeNull();
      expect(parseIsoDate('2026-00-10')).toBeNull();
      expect(parseIsoDate('2026-07-00')).toBeNull();
      expect(parseIsoDate('0000-07-10')).toBeNull();
      expect(timeToMinutes('25:00')).toBeNull();
      expect(timeToMinutes('x12:00')).toBeNull();
      expect(timeToMinutes('12:00x')).toBeNull();
    });
    it('parseInstant is anchored, trims, and bounds the seconds', () => {
      expect(parseInstant(' 2026-07-10T14:00:00Z ', TZ)).toBe(utc('2026-07-10T14:00:00Z'));
      expect(parseInstant('x2026-07-10', TZ)).toBeNull();
      expect(parseInstant('2026-07-10x', TZ)).toBeNull();
      expect(parseInstant('2026-07-10T14:00:60', TZ)).toBeNull();
      expect(parseInstant('2026-07-10T14:00:59', TZ)).toBe(utc('2026-07-10T12:00:59Z'));
    });
  });

  it('offsets with seconds: Vienna local mean time +01:05:21 before 1893', () => {
    const lmt = (3600 + 5 * 60 + 21) * 1000;
    expect(zonedTimeToEpoch('1850-01-01T00:00', TZ)).toBe(Date.UTC(1850, 0, 1) - lmt);
    expect(zonedDate(Date.UTC(1850, 0, 1) - lmt, TZ)).toBe('1850-01-01');
  });

  it('the last day of a 400-year cycle (2000-02-29) and century rules', () => {
    expect(addDays('2000-02-28', 1)).toBe('2000-02-29');
    expect(addDays('2000-02-29', 1)).toBe('2000-03-01');
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01');
    expect(daysBetween('1999-03-01', '2000-03-01')).toBe(366);
  });
});
