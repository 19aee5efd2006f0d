import { describe, expect, it } from 'vitest';
import type { Profile, Stay } from './guest-data.ts';
import { updateGuestProfile, updateGuestStay } from './guest-data-update.ts';

const VIENNA = 'Europe/Vienna';

describe('spec §3/§4 a locked profile is not overwritten by the guest', () => {
  it('keeps a locked profile exactly as stored', () => {
    const stored: Profile = { firstName: 'Max', lastName: 'Muster', locked: true };
    const next = updateGuestProfile(stored, { firstName: 'Mallory', email: 'm@example.com' });
    expect(next).toEqual(stored);
    expect(next).not.toBe(stored);
  });

  it('replaces an unlocked profile (an absent field is cleared) and never takes `locked` from the guest', () => {
    const stored: Profile = { firstName: 'Anna', phoneNumber: '+43 1' };
    expect(updateGuestProfile(stored, { firstName: 'Anne', locked: true })).toEqual({
      firstName: 'Anne',
    });
    expect(updateGuestProfile(null, { lastName: 'Berg', locked: false })).toEqual({
      lastName: 'Berg',
    });
  });

  it('does not mutate its inputs', () => {
    const stored: Profile = { firstName: 'A' };
    const incoming: Profile = { firstName: 'B', locked: true };
    updateGuestProfile(stored, incoming);
    expect(stored).toEqual({ firstName: 'A' });
    expect(incoming).toEqual({ firstName: 'B', locked: true });
  });
});

describe('spec §3/§4 a locked stay is not overwritten by the guest', () => {
  it('keeps a locked stay exactly as stored', () => {
    const stored: Stay = { doa: '2025-07-01T14:00', status: 'Reserved', locked: true };
    expect(updateGuestStay(stored, { doa: '2025-08-01T14:00' }, VIENNA)).toEqual(stored);
  });

  it('takes dates and room from the guest, keeps the stored status, computes _t_doa/_t_dod in the time zone', () => {
    const stored: Stay = { status: 'Reserved', _t_doa: 1, _t_dod: 2 };
    const next = updateGuestStay(
      stored,
      {
        doa: '2025-07-01T14:00:30',
        dod: '2025-07-04T10:00',
        roomNumber: '204',
        status: 'Checked out',
        locked: true,
        _t_doa: 5,
        _t_dod: 6,
      },
      VIENNA,
    );
    expect(next).toEqual({
      doa: '2025-07-01T14:00',
      dod: '2025-07-04T10:00',
      roomNumber: '204',
      status: 'Reserved',
      _t_doa: Date.parse('2025-07-01T12:00:00Z') / 1000, // CEST
      _t_dod: Date.parse('2025-07-04T08:00:00Z') / 1000,
    });
  });

  it('an empty stay clears the dates (unix times null) and sets no status the store did not have', () => {
    expect(updateGuestStay({ doa: '2025-07-01T14:00' }, {}, VIENNA)).toEqual({
      _t_doa: null,
      _t_dod: null,
    });
  });
});
