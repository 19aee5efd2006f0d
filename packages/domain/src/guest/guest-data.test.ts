import { describe, expect, it } from 'vitest';
import { ProfileSchema, StayDateTimeSchema, StaySchema } from './guest-data.ts';

describe('spec §3 Stay: doa and dod are datetime-local values', () => {
  it('accepts YYYY-MM-DDTHH:mm (seconds optional, blanks trimmed)', () => {
    expect(StayDateTimeSchema.parse('2025-07-01T14:00')).toBe('2025-07-01T14:00');
    expect(StayDateTimeSchema.parse(' 2025-07-01T14:00:30 ')).toBe('2025-07-01T14:00:30');
    expect(StayDateTimeSchema.parse('2024-02-29T00:00')).toBe('2024-02-29T00:00');
  });

  it('rejects other forms and dates that do not exist', () => {
    for (const bad of [
      '2025-07-01',
      '2025-07-01 14:00',
      '01.07.2025T14:00',
      '2025-02-29T10:00',
      '2025-07-01T24:00',
      '',
    ]) {
      expect(StayDateTimeSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('parses a full stay with unix times, status and lock', () => {
    const stay = {
      doa: '2025-07-01T14:00',
      dod: '2025-07-04T10:00',
      roomNumber: '204',
      status: 'Reserved',
      locked: true,
      _t_doa: 1_751_371_200,
      _t_dod: null,
    };
    expect(StaySchema.parse(stay)).toEqual(stay);
    expect(StaySchema.parse({})).toEqual({});
  });

  it('rejects an invalid arrival, fractional unix times and drops unknown keys', () => {
    expect(StaySchema.safeParse({ doa: '2025-13-01T10:00' }).success).toBe(false);
    expect(StaySchema.safeParse({ _t_doa: 1.5 }).success).toBe(false);
    expect(StaySchema.parse({ roomNumber: '1', extra: 'x' })).toEqual({ roomNumber: '1' });
  });
});

describe('spec §3 Profile', () => {
  it('parses firstName, lastName, email, phoneNumber, dob, lang, locked', () => {
    const profile = {
      firstName: 'Max',
      lastName: 'Muster',
      email: 'max@example.com',
      phoneNumber: '+43 660 1234567',
      dob: '1990-06-15',
      lang: 'de',
      locked: false,
    };
    expect(ProfileSchema.parse(profile)).toEqual(profile);
  });

  it('rejects a date of birth that is not YYYY-MM-DD and an unknown language', () => {
    expect(ProfileSchema.safeParse({ dob: '15.06.1990' }).success).toBe(false);
    expect(ProfileSchema.safeParse({ dob: '2001-02-29' }).success).toBe(false);
    expect(ProfileSchema.safeParse({ lang: 'pl' }).success).toBe(false);
    expect(ProfileSchema.safeParse({ locked: 'yes' }).success).toBe(false);
  });
});
