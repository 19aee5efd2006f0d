import { describe, expect, it } from 'vitest';
import { matchLoginCandidates, type LoginCandidate } from './login-matcher.ts';

const max: LoginCandidate = {
  reservationId: 'R-1001',
  guestId: 'R-1001-G1',
  reservationNumberNorm: 'R-1001',
  firstName: 'Max',
  lastName: 'Muster',
  emailNorm: 'max.muster@example.com',
  dateOfBirth: '1985-04-12',
};
const anna: LoginCandidate = { ...max, guestId: 'R-1001-G2', firstName: 'Anna', emailNorm: null };

describe('login matching (reservation number + last name, alpenrose)', () => {
  const fields = ['reservation_id', 'last_name'] as const;

  it.each([
    ['R-1001', 'Muster'],
    ['  r-1001 ', '  muster '],
    ['R-1001', 'MÜSTER'],
  ])('matches %j / %j', (reservation_id, last_name) => {
    expect(matchLoginCandidates([max, anna], { reservation_id, last_name }, fields)).toBe(max);
  });

  it('refuses a wrong name, a wrong number and missing values', () => {
    expect(
      matchLoginCandidates([max], { reservation_id: 'R-1001', last_name: 'Gast' }, fields),
    ).toBeNull();
    expect(
      matchLoginCandidates([max], { reservation_id: 'R-1002', last_name: 'Muster' }, fields),
    ).toBeNull();
    expect(matchLoginCandidates([max], { reservation_id: 'R-1001' }, fields)).toBeNull();
  });

  it('finds nothing without candidates (the stand-in guest never matches)', () => {
    expect(
      matchLoginCandidates([], { reservation_id: 'R-1001', last_name: 'Muster' }, fields),
    ).toBeNull();
    expect(matchLoginCandidates([], { reservation_id: '', last_name: '' }, fields)).toBeNull();
  });

  it('never matches without fields', () => {
    expect(matchLoginCandidates([max], {}, [])).toBeNull();
  });
});

describe('login matching by other fields (e-mail, date of birth, first name, name)', () => {
  it('tells the guests of a reservation apart by first name', () => {
    const fields = ['reservation_id', 'first_name', 'last_name'] as const;
    const input = { reservation_id: 'R-1001', first_name: 'anna', last_name: 'Muster' };
    expect(matchLoginCandidates([max, anna], input, fields)).toBe(anna);
  });

  it('matches an e-mail address in any case and a date of birth typed DDMMYYYY', () => {
    const fields = ['email', 'date_of_birth'] as const;
    const input = { email: ' MAX.Muster@example.com', date_of_birth: '12041985' };
    expect(matchLoginCandidates([anna, max], input, fields)).toBe(max);
    expect(matchLoginCandidates([max], { ...input, date_of_birth: '13041985' }, fields)).toBeNull();
    expect(matchLoginCandidates([max], { ...input, date_of_birth: '99999999' }, fields)).toBeNull();
  });

  it('reads "name" as the full name in either order or the last name', () => {
    const fields = ['reservation_id', 'name'] as const;
    for (const name of ['Max Muster', 'muster max', 'Muster']) {
      expect(matchLoginCandidates([max], { reservation_id: 'R-1001', name }, fields)).toBe(max);
    }
    expect(
      matchLoginCandidates([max], { reservation_id: 'R-1001', name: 'Max' }, fields),
    ).toBeNull();
  });
});
