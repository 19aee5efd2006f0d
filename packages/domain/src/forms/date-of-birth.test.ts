import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIsoDate } from '../time/zoned.ts';
import {
  DOB_FIELD_LENGTHS,
  clampDay,
  clampMonth,
  clampYear,
  combineDateOfBirth,
  formatDobDisplay,
  padDay,
  padMonth,
  padYear,
  parseTypedDob,
  sanitizeDigits,
  shouldAdvance,
  splitDateOfBirth,
} from './date-of-birth.ts';

const TZ = 'Europe/Vienna';
const NOW = Date.parse('2025-06-15T10:00:00Z');

describe('spec §5 date of birth: non-digits stripped', () => {
  it('keeps only digits', () => {
    expect(sanitizeDigits('1a2')).toBe('12');
    expect(sanitizeDigits(' 0-3. ')).toBe('03');
    expect(sanitizeDigits('abc')).toBe('');
    expect(sanitizeDigits(null)).toBe('');
  });

  it('keeps at most the field length when asked', () => {
    expect(sanitizeDigits('12345', DOB_FIELD_LENGTHS.day)).toBe('12');
    expect(sanitizeDigits('x1990y7', DOB_FIELD_LENGTHS.year)).toBe('1990');
  });
});

describe('spec §5 date of birth: day clamped to 1..days in month (31 if no month)', () => {
  it('clamps to 31 while no month is entered', () => {
    expect(clampDay('35')).toBe(31);
    expect(clampDay('31')).toBe(31);
    expect(clampDay('31', '')).toBe(31);
  });

  it('clamps 0 up to 1 and keeps an empty field empty', () => {
    expect(clampDay('0')).toBe(1);
    expect(clampDay('00', 5)).toBe(1);
    expect(clampDay('')).toBeNull();
    expect(clampDay(undefined, 5)).toBeNull();
  });

  it('clamps to 30 in April, June, September, November, and 31 in the others', () => {
    for (const m of [4, 6, 9, 11]) expect(clampDay(31, m, 2025)).toBe(30);
    for (const m of [1, 3, 5, 7, 8, 10, 12]) expect(clampDay(31, m, 2025)).toBe(31);
  });

  it('29 Feb: kept in leap years (2024, 2000), clamped to 28 in non-leap years (2025, 1900)', () => {
    expect(clampDay(29, 2, 2024)).toBe(29);
    expect(clampDay(29, 2, 2000)).toBe(29);
    expect(clampDay(29, 2, 2025)).toBe(28);
    expect(clampDay(29, 2, 1900)).toBe(28);
    expect(clampDay(30, 2, 2024)).toBe(29);
  });

  it('allows 29 Feb while no year is entered (it may become a leap year)', () => {
    expect(clampDay(31, 2)).toBe(29);
    expect(clampDay(31, 2, 0)).toBe(29);
    expect(clampDay(31, 2, -2023)).toBe(29);
    expect(clampDay(31, '02', '')).toBe(29);
  });

  it('takes an out-of-range month as clamped', () => {
    expect(clampDay(31, 13, 2025)).toBe(31);
    expect(clampDay(31, 0, 2025)).toBe(31);
  });
});

describe('spec §5 date of birth: month 1..12, year 1..current year', () => {
  it('clamps the month', () => {
    expect(clampMonth('13')).toBe(12);
    expect(clampMonth('12')).toBe(12);
    expect(clampMonth('00')).toBe(1);
    expect(clampMonth('1')).toBe(1);
    expect(clampMonth('')).toBeNull();
  });

  it('clamps the year to the current year and to at least 1', () => {
    expect(clampYear('2026', NOW, TZ)).toBe(2025);
    expect(clampYear('2025', NOW, TZ)).toBe(2025);
    expect(clampYear('2024', NOW, TZ)).toBe(2024);
    expect(clampYear('0000', NOW, TZ)).toBe(1);
    expect(clampYear('85', NOW, TZ)).toBe(85);
    expect(clampYear('', NOW, TZ)).toBeNull();
  });

  it("takes the current year in the project's time zone (New Year's Eve 23:30 UTC is 2026 in Vienna)", () => {
    const newYear = Date.parse('2025-12-31T23:30:00Z');
    expect(clampYear('2026', newYear, TZ)).toBe(2026);
    expect(clampYear('2026', newYear, 'UTC')).toBe(2025);
    expect(clampYear('2026', new Date(newYear))).toBe(2026);
  });

  it('property: the clamped year is never above the current year nor below 1', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.date({ min: new Date('1970-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }),
        (year, now) => {
          const clamped = clampYear(String(year), now, 'UTC') ?? 0;
          expect(clamped).toBeGreaterThanOrEqual(1);
          expect(clamped).toBeLessThanOrEqual(now.getUTCFullYear());
          if (year >= 1 && year <= now.getUTCFullYear()) expect(clamped).toBe(year);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('spec §5 date of birth: zero-padded to 2, 2 and 4 digits', () => {
  it('pads each field', () => {
    expect(padDay('3')).toBe('03');
    expect(padDay(12)).toBe('12');
    expect(padMonth('7')).toBe('07');
    expect(padYear('985')).toBe('0985');
    expect(padYear(1)).toBe('0001');
    expect(padYear('1990')).toBe('1990');
  });

  it('leaves an empty field empty', () => {
    expect(padDay('')).toBe('');
    expect(padMonth(null)).toBe('');
    expect(padYear(undefined)).toBe('');
  });
});

describe('spec §5 date of birth: auto-advance', () => {
  it('moves from day to month after 2 digits', () => {
    expect(shouldAdvance('day', '1')).toBeNull();
    expect(shouldAdvance('day', '15')).toBe('month');
  });

  it('moves from month to year after 2 digits', () => {
    expect(shouldAdvance('month', '0')).toBeNull();
    expect(shouldAdvance('month', '06')).toBe('year');
  });

  it('blurs the year at 4 digits', () => {
    expect(shouldAdvance('year', '199')).toBeNull();
    expect(shouldAdvance('year', '1990')).toBe('blur');
  });

  it('counts digits only', () => {
    expect(shouldAdvance('day', '1a')).toBeNull();
    expect(shouldAdvance('year', '19-9')).toBeNull();
  });
});

describe('spec §5 date of birth: combined YYYY-MM-DD only when all three present', () => {
  it('combines three fields', () => {
    expect(combineDateOfBirth({ day: '15', month: '06', year: '1990' })).toBe('1990-06-15');
    expect(combineDateOfBirth({ day: 1, month: 2, year: 985 })).toBe('0985-02-01');
  });

  it('is null when any field is missing', () => {
    expect(combineDateOfBirth({ day: '', month: '06', year: '1990' })).toBeNull();
    expect(combineDateOfBirth({ day: '15', month: null, year: '1990' })).toBeNull();
    expect(combineDateOfBirth({ day: '15', month: '06', year: undefined })).toBeNull();
    expect(combineDateOfBirth({ day: 'ab', month: '06', year: '1990' })).toBeNull();
  });

  it('29 Feb: a date in leap years, null in non-leap years', () => {
    expect(combineDateOfBirth({ day: '29', month: '02', year: '2000' })).toBe('2000-02-29');
    expect(combineDateOfBirth({ day: '29', month: '02', year: '2024' })).toBe('2024-02-29');
    expect(combineDateOfBirth({ day: '29', month: '02', year: '1900' })).toBeNull();
    expect(combineDateOfBirth({ day: '29', month: '02', year: '2023' })).toBeNull();
  });

  it('is never an impossible date (unclamped 31.04., day 0, year 0)', () => {
    expect(combineDateOfBirth({ day: '31', month: '04', year: '1990' })).toBeNull();
    expect(combineDateOfBirth({ day: '0', month: '04', year: '1990' })).toBeNull();
    expect(combineDateOfBirth({ day: '1', month: '04', year: '0' })).toBeNull();
    expect(combineDateOfBirth({ day: '1', month: '13', year: '1990' })).toBeNull();
  });

  it('property: a combined clamped date is always a real calendar date, its year never above the current year', () => {
    const field = fc.oneof(
      fc.string({ maxLength: 6 }),
      fc.integer({ min: -5, max: 99999 }).map(String),
    );
    fc.assert(
      fc.property(field, field, field, (day, month, year) => {
        const y = clampYear(year, NOW, TZ);
        const m = clampMonth(month);
        const d = clampDay(day, m, y);
        const combined = combineDateOfBirth({ day: d, month: m, year: y });
        if (d === null || m === null || y === null) {
          expect(combined).toBeNull();
          return;
        }
        expect(combined).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(parseIsoDate(combined ?? '')).not.toBeNull();
        expect(Number(combined?.slice(0, 4))).toBeLessThanOrEqual(2025);
      }),
      { numRuns: 200 },
    );
  });

  it('property: 29 Feb survives clamping exactly in leap years', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2025 }), (year) => {
        const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
        const combined = combineDateOfBirth({ day: clampDay(29, 2, year), month: 2, year });
        expect(combined).toBe(`${String(year).padStart(4, '0')}-02-${leap ? '29' : '28'}`);
      }),
      { numRuns: 200 },
    );
  });
});

describe('spec §5 date of birth typed DDMMYYYY, displayed DD.MM.YYYY', () => {
  it('parses DDMMYYYY', () => {
    expect(parseTypedDob('15061990')).toBe('1990-06-15');
    expect(parseTypedDob(' 29022000 ')).toBe('2000-02-29');
  });

  it('accepts separators', () => {
    expect(parseTypedDob('15.06.1990')).toBe('1990-06-15');
    expect(parseTypedDob('1.6.1990')).toBe('1990-06-01');
    expect(parseTypedDob('15/06/1990')).toBe('1990-06-15');
  });

  it('is null for an impossible or malformed date', () => {
    for (const bad of [
      '29022023',
      '31041990',
      '1506199',
      '150619900',
      '150601990',
      '15061990x',
      'x15.06.1990',
      '15.06.1990x',
      '1990-06-15',
      '',
      null,
    ]) {
      expect(parseTypedDob(bad), String(bad)).toBeNull();
    }
  });

  it('displays YYYY-MM-DD as DD.MM.YYYY', () => {
    expect(formatDobDisplay('1990-06-15')).toBe('15.06.1990');
    expect(formatDobDisplay('2000-02-29')).toBe('29.02.2000');
    expect(formatDobDisplay('2023-02-29')).toBeNull();
    expect(formatDobDisplay('15.06.1990')).toBeNull();
  });

  it('splits a stored date into the three padded fields', () => {
    expect(splitDateOfBirth('0985-02-01')).toEqual({ day: '01', month: '02', year: '0985' });
    expect(splitDateOfBirth(' 1990-06-15 ')).toEqual({ day: '15', month: '06', year: '1990' });
    expect(splitDateOfBirth(null)).toBeNull();
    expect(splitDateOfBirth('')).toBeNull();
  });

  it('property: typed and displayed forms round-trip', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1000-01-01'), max: new Date('2025-12-31'), noInvalidDate: true }),
        (d) => {
          const iso = d.toISOString().slice(0, 10);
          const shown = formatDobDisplay(iso) ?? '';
          expect(shown).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
          expect(parseTypedDob(shown)).toBe(iso);
          expect(parseTypedDob(shown.replaceAll('.', ''))).toBe(iso);
        },
      ),
      { numRuns: 200 },
    );
  });
});
