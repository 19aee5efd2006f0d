import { describe, expect, it } from 'vitest';
import { PREFILL_KEYS } from '../model/project-settings.ts';
import { DEFAULT_PREFILL_OPTIONS, prefillValue } from './prefill.ts';

const profile = {
  firstName: ' Max ',
  lastName: 'Muster',
  email: 'max@example.com',
  phoneNumber: '+43 660 1234567',
  dob: '1990-06-15',
};
const stay = { doa: '2025-07-01T14:00', dod: '2025-07-04T10:00', roomNumber: '204' };

describe('spec §3/§5 form prefill keys map to profile and stay', () => {
  it('maps each key', () => {
    const src = { profile, stay };
    expect(prefillValue('FIRSTNAME', src)).toBe('Max');
    expect(prefillValue('LASTNAME', src)).toBe('Muster');
    expect(prefillValue('EMAIL', src)).toBe('max@example.com');
    expect(prefillValue('PHONE', src)).toBe('+43 660 1234567');
    expect(prefillValue('DATEOFBIRTH', src)).toBe('1990-06-15');
    expect(prefillValue('ROOMNUMBER', src)).toBe('204');
  });

  it('NAME is first and last name', () => {
    expect(prefillValue('NAME', { profile })).toBe('Max Muster');
    expect(prefillValue('NAME', { profile: { lastName: 'Muster' } })).toBe('Muster');
    expect(prefillValue('NAME', { profile: { firstName: 'Max', lastName: ' ' } })).toBe('Max');
    expect(prefillValue('NAME', { profile: {} })).toBeNull();
  });

  it('DATEOFARRIVAL and DATEOFDEPARTURE give the date part of the stay', () => {
    expect(prefillValue('DATEOFARRIVAL', { stay })).toBe('2025-07-01');
    expect(prefillValue('DATEOFDEPARTURE', { stay })).toBe('2025-07-04');
    expect(prefillValue('DATEOFARRIVAL', { stay: { doa: 'soon' } })).toBeNull();
    expect(prefillValue('DATEOFARRIVAL', { stay: { doa: '2025-07-01' } })).toBe('2025-07-01');
    expect(prefillValue('DATEOFDEPARTURE', { stay: { dod: 'x2025-07-04T10:00' } })).toBeNull();
    expect(prefillValue('DATEOFDEPARTURE', { stay: { dod: '2025-07-045' } })).toBeNull();
  });

  it('reads a room number the server sent as a number', () => {
    const numeric = { roomNumber: 204 } as unknown as { roomNumber: string };
    expect(prefillValue('ROOMNUMBER', { stay: numeric })).toBe('204');
    const broken = { roomNumber: Number.NaN } as unknown as { roomNumber: string };
    expect(prefillValue('ROOMNUMBER', { stay: broken })).toBeNull();
    const other = { roomNumber: true } as unknown as { roomNumber: string };
    expect(prefillValue('ROOMNUMBER', { stay: other })).toBeNull();
  });

  it('is null when the guest has no such data', () => {
    for (const key of PREFILL_KEYS) {
      expect(prefillValue(key, {}), key).toBeNull();
      expect(prefillValue(key, { profile: null, stay: null }), key).toBeNull();
    }
  });

  it('covers every prefill key of the spec', () => {
    const covered = [...Object.keys(DEFAULT_PREFILL_OPTIONS), 'NAME'].sort();
    expect(covered).toEqual([...PREFILL_KEYS].sort());
  });

  it("follows a project's prefill_options", () => {
    const options = { ROOMNUMBER: 'status', NAME: 'lastName' };
    expect(prefillValue('ROOMNUMBER', { stay: { ...stay, status: 'Reserved' } }, options)).toBe(
      'Reserved',
    );
    expect(prefillValue('NAME', { profile }, options)).toBe('Muster');
    expect(prefillValue('EMAIL', { profile }, options)).toBe('max@example.com');
  });
});
