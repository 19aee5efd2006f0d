import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STAY_STEP_SECONDS } from '../constants.ts';
import {
  STAY_MESSAGES_EN,
  normalizeStayDateTime,
  parseStayDateTime,
  snapStayTime,
  stayUnixTime,
  stayUnixTimes,
  validateStay,
} from './stay.ts';

const TZ = 'Europe/Vienna';
const unix = (iso: string): number => Date.parse(iso) / 1000;

describe('spec §5 stay validation: arrival and departure must be valid dates', () => {
  it('accepts a stay whose departure is after its arrival', () => {
    expect(validateStay({ doa: '2025-07-01T14:00', dod: '2025-07-04T10:00' }, TZ)).toEqual([]);
  });

  it('reports a missing arrival as "Invalid DOA" / stay_doa_missing', () => {
    for (const doa of [undefined, null, '', '   ']) {
      expect(validateStay({ doa, dod: '2025-07-04T10:00' }, TZ)).toEqual([
        { field: 'doa', error: 'Invalid DOA', message: 'stay_doa_missing' },
      ]);
    }
  });

  it('reports a missing departure as "Invalid DOD" / stay_dod_missing', () => {
    expect(validateStay({ doa: '2025-07-01T14:00', dod: '' }, TZ)).toEqual([
      { field: 'dod', error: 'Invalid DOD', message: 'stay_dod_missing' },
    ]);
  });

  it('reports both when both are missing, arrival first, and no order error', () => {
    expect(validateStay({}, TZ).map((e) => e.message)).toEqual([
      'stay_doa_missing',
      'stay_dod_missing',
    ]);
  });

  it('treats dates that do not exist as invalid (31 April, 29 Feb 2025, 24:00, 13th month)', () => {
    for (const bad of [
      '2025-04-31T10:00',
      '2025-02-29T10:00',
      '2025-07-01T24:00',
      '2025-13-01T10:00',
      '2025-07-00T10:00',
      '2025-07-01T10:60',
      '2025-00-10T10:00',
      '0000-01-01T10:00',
      'x2025-07-01T10:00',
      '2025-07-01T10:00x',
      '2025-07-01T10:00:00.5',
      '2025-07-01',
      '01.07.2025 10:00',
      'tomorrow',
    ]) {
      expect(validateStay({ doa: bad, dod: '2030-01-01T10:00' }, TZ), bad).toEqual([
        { field: 'doa', error: 'Invalid DOA', message: 'stay_doa_missing' },
      ]);
    }
  });

  it('trims the values', () => {
    expect(validateStay({ doa: ' 2025-07-01T14:00 ', dod: '2025-07-04T10:00\n' }, TZ)).toEqual([]);
  });

  it('gives no order error while the arrival is invalid (even before 1970)', () => {
    expect(validateStay({ doa: '', dod: '1969-12-31T10:00' }, 'UTC').map((e) => e.message)).toEqual(
      ['stay_doa_missing'],
    );
  });

  it('accepts the first year of the calendar (0001) but not year 0000', () => {
    expect(parseStayDateTime('0001-01-01T00:00')).not.toBeNull();
  });

  it('accepts 29 February in a leap year', () => {
    expect(validateStay({ doa: '2024-02-29T14:00', dod: '2024-03-01T10:00' }, TZ)).toEqual([]);
  });
});

describe('spec §5 stay validation: departure later than arrival by more than 0 hours', () => {
  it('rejects a departure equal to the arrival (stay_dod_before_doa)', () => {
    expect(validateStay({ doa: '2025-07-01T14:00', dod: '2025-07-01T14:00' }, TZ)).toEqual([
      { field: 'dod', error: 'Invalid DOD', message: 'stay_dod_before_doa' },
    ]);
  });

  it('rejects a departure before the arrival', () => {
    expect(
      validateStay({ doa: '2025-07-04T10:00', dod: '2025-07-01T14:00' }, TZ).map((e) => e.message),
    ).toEqual(['stay_dod_before_doa']);
  });

  it('accepts a departure one step (15 minutes) after the arrival', () => {
    expect(validateStay({ doa: '2025-07-01T14:00', dod: '2025-07-01T14:15' }, TZ)).toEqual([]);
  });

  it('compares instants: across the autumn change 02:30 → 02:45 is still later', () => {
    expect(validateStay({ doa: '2025-10-26T02:30', dod: '2025-10-26T02:45' }, TZ)).toEqual([]);
  });
});

describe('spec §5 displayed English texts of the stay errors', () => {
  it('are the three texts of the spec', () => {
    expect(STAY_MESSAGES_EN).toEqual({
      stay_doa_missing: 'Arrival date is invalid.',
      stay_dod_missing: 'Departure date is invalid.',
      stay_dod_before_doa: 'Departure date must be after arrival date.',
    });
  });

  it('has a text for every message validateStay can give', () => {
    const messages = [
      ...validateStay({}, TZ),
      ...validateStay({ doa: '2025-07-02T10:00', dod: '2025-07-01T10:00' }, TZ),
    ].map((e) => e.message);
    for (const m of messages) expect(STAY_MESSAGES_EN[m]).toBeTruthy();
  });
});

describe('spec §3 _t_doa/_t_dod: unix seconds in the project time zone', () => {
  it('reads summer times as CEST (UTC+2) and winter times as CET (UTC+1)', () => {
    expect(stayUnixTimes({ doa: '2025-07-01T14:00', dod: '2025-12-01T10:00' }, TZ)).toEqual({
      _t_doa: unix('2025-07-01T12:00:00Z'),
      _t_dod: unix('2025-12-01T09:00:00Z'),
    });
  });

  it('counts in seconds, not milliseconds, seconds of the value included', () => {
    expect(stayUnixTime('1970-01-01T01:00', TZ)).toBe(0);
    expect(stayUnixTime('1970-01-01T01:00:09', TZ)).toBe(9);
  });

  it('depends on the time zone', () => {
    expect(stayUnixTime('2025-07-01T14:00', 'UTC')).toBe(unix('2025-07-01T14:00:00Z'));
    expect(stayUnixTime('2025-07-01T14:00', 'America/New_York')).toBe(unix('2025-07-01T18:00:00Z'));
  });

  it('is DST-correct on the change days (the last Sundays of March and October)', () => {
    expect(stayUnixTime('2025-03-30T01:45', TZ)).toBe(unix('2025-03-30T00:45:00Z'));
    expect(stayUnixTime('2025-03-30T03:00', TZ)).toBe(unix('2025-03-30T01:00:00Z'));
    expect(stayUnixTime('2025-10-26T01:45', TZ)).toBe(unix('2025-10-25T23:45:00Z'));
    expect(stayUnixTime('2025-10-26T03:00', TZ)).toBe(unix('2025-10-26T02:00:00Z'));
  });

  it('moves a time inside the spring gap forward and takes the earlier of a doubled time', () => {
    expect(stayUnixTime('2025-03-30T02:30', TZ)).toBe(unix('2025-03-30T01:30:00Z'));
    expect(stayUnixTime('2025-10-26T02:30', TZ)).toBe(unix('2025-10-26T00:30:00Z'));
  });

  it('is null for a missing or invalid value', () => {
    expect(stayUnixTimes({ doa: '', dod: '2025-02-30T10:00' }, TZ)).toEqual({
      _t_doa: null,
      _t_dod: null,
    });
  });

  it('property: a stay time in UTC is exactly its Date.UTC in seconds', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }),
        (d) => {
          const local = d.toISOString().slice(0, 16);
          expect(stayUnixTime(local, 'UTC')).toBe(Math.floor(d.getTime() / 60_000) * 60);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('property: in Vienna, the instant reads back as the same wall time (outside the spring gap)', () => {
    const fmt = new Intl.DateTimeFormat('sv-SE', {
      timeZone: TZ,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }),
        (d) => {
          const wall = fmt.format(d).replace(' ', 'T');
          const t = stayUnixTime(wall, TZ);
          expect(t).not.toBeNull();
          expect(fmt.format(new Date((t ?? 0) * 1000)).replace(' ', 'T')).toBe(wall);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('spec §3/§9 stay times on a 900-second step', () => {
  it('uses the step of §9', () => {
    expect(STAY_STEP_SECONDS).toBe(900);
  });

  it('keeps a time on the step', () => {
    expect(snapStayTime('2025-07-01T14:15')).toBe('2025-07-01T14:15');
  });

  it('snaps to the nearest step, halfway up', () => {
    expect(snapStayTime('2025-07-01T14:07')).toBe('2025-07-01T14:00');
    expect(snapStayTime('2025-07-01T14:07:29')).toBe('2025-07-01T14:00');
    expect(snapStayTime('2025-07-01T14:07:30')).toBe('2025-07-01T14:15');
    expect(snapStayTime('2025-07-01T14:08')).toBe('2025-07-01T14:15');
    expect(snapStayTime('2025-07-01T14:52')).toBe('2025-07-01T14:45');
    expect(snapStayTime('2025-07-01T14:53')).toBe('2025-07-01T15:00');
  });

  it('rolls over midnight, month and year ends', () => {
    expect(snapStayTime('2025-12-31T23:53')).toBe('2026-01-01T00:00');
    expect(snapStayTime('2024-02-28T23:59')).toBe('2024-02-29T00:00');
  });

  it('is null for an invalid value', () => {
    expect(snapStayTime('2025-02-29T10:00')).toBeNull();
    expect(snapStayTime(undefined)).toBeNull();
  });

  it('property: the result is on the step and at most 7.5 minutes away', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }),
        (d) => {
          const iso = d.toISOString().slice(0, 19);
          const snapped = snapStayTime(iso);
          expect(snapped).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:(00|15|30|45)$/);
          const diff = Math.abs(Date.parse(`${snapped}:00Z`) - Date.parse(`${iso}Z`));
          expect(diff).toBeLessThanOrEqual(450_000);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('stay date-times from outside (query presets, server)', () => {
  it('parses only real datetime-local values', () => {
    expect(parseStayDateTime('2025-07-01T14:05:09')).toEqual({
      y: 2025,
      m: 7,
      d: 1,
      h: 14,
      min: 5,
      s: 9,
    });
    expect(parseStayDateTime('2025-07-01T14:05:60')).toBeNull();
  });

  it('normalises dates, seconds and a space separator to YYYY-MM-DDTHH:mm', () => {
    expect(normalizeStayDateTime(' 2025-07-01 ')).toBe('2025-07-01T00:00');
    expect(normalizeStayDateTime('2025-07-01T14:00:59')).toBe('2025-07-01T14:00');
    expect(normalizeStayDateTime('2025-07-01 14:00')).toBe('2025-07-01T14:00');
    expect(normalizeStayDateTime('2025-07-01T14:00')).toBe('2025-07-01T14:00');
  });

  it('gives null for what is not a date', () => {
    for (const bad of ['', null, undefined, '2025-02-29', '01.07.2025', '2025-07-01T25:00']) {
      expect(normalizeStayDateTime(bad)).toBeNull();
    }
  });
});
