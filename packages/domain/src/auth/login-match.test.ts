import { describe, expect, it } from 'vitest';
import {
  loginLookupField,
  loginNameMatches,
  loginNameVariants,
  normalizeLoginDob,
  normalizeLoginEmail,
  normalizeLoginName,
  normalizeLoginValue,
  normalizeReservationNumber,
} from './login-match.ts';

describe('login: names match case- and accent-insensitively on trimmed input', () => {
  it('trims and ignores case', () => {
    expect(loginNameMatches('  muster ', 'Muster')).toBe(true);
    expect(loginNameMatches('MUSTER', 'Muster')).toBe(true);
  });

  it('ignores accents in the typed and in the stored name', () => {
    expect(loginNameMatches('MÜSTER', 'Muster')).toBe(true);
    expect(loginNameMatches('Muller', 'Müller')).toBe(true);
    expect(loginNameMatches('celik', 'Çelik')).toBe(true);
    expect(loginNameMatches('Jose', 'José')).toBe(true);
  });

  it('accepts written-out umlauts for a stored umlaut, and ß as ss', () => {
    expect(loginNameMatches('Mueller', 'Müller')).toBe(true);
    expect(loginNameMatches('GROSS', 'Groß')).toBe(true);
  });

  it('collapses inner blanks and unifies apostrophes and dashes', () => {
    expect(loginNameMatches('van  der   Berg', 'van der Berg')).toBe(true);
    expect(loginNameMatches("O'Brien", 'O’Brien')).toBe(true);
    expect(loginNameMatches('Meier-Lenz', 'Meier‐Lenz')).toBe(true);
  });

  it('refuses another name, a part of the name and an empty input', () => {
    expect(loginNameMatches('Mustermann', 'Muster')).toBe(false);
    expect(loginNameMatches('Must', 'Muster')).toBe(false);
    expect(loginNameMatches('   ', 'Muster')).toBe(false);
    expect(loginNameMatches('', '')).toBe(false);
  });

  it('does not read written-out umlauts into a name that has none', () => {
    // "Mueller" is a name of its own; "Müller" typed must not match it by folding.
    expect(loginNameMatches('Muller', 'Mueller')).toBe(false);
    expect(loginNameMatches('Mueller', 'Mueller')).toBe(true);
  });

  it('lists the variants of a stored name without duplicates', () => {
    expect(loginNameVariants('Müller')).toEqual(['muller', 'mueller']);
    expect(loginNameVariants('Muster')).toEqual(['muster']);
    expect(normalizeLoginName(' ÆRØ ')).toBe('aero');
  });
});

describe('login: reservation number, e-mail and date of birth', () => {
  it('reads a reservation number trimmed, without blanks, in upper case', () => {
    expect(normalizeReservationNumber('  r-1001 ')).toBe('R-1001');
    expect(normalizeReservationNumber('R 1001')).toBe('R1001');
  });

  it('reads an e-mail address trimmed in lower case', () => {
    expect(normalizeLoginEmail(' Max.Muster@Example.COM ')).toBe('max.muster@example.com');
  });

  it('reads a date of birth typed as YYYY-MM-DD, DDMMYYYY or DD.MM.YYYY (spec §5)', () => {
    expect(normalizeLoginDob(' 1985-04-12 ')).toBe('1985-04-12');
    expect(normalizeLoginDob('12041985')).toBe('1985-04-12');
    expect(normalizeLoginDob('12.04.1985')).toBe('1985-04-12');
    expect(normalizeLoginDob('31.02.1985')).toBeNull();
    expect(normalizeLoginDob('yesterday')).toBeNull();
  });

  it('normalises a value by its login field', () => {
    expect(normalizeLoginValue('reservation_id', ' r-1001')).toBe('R-1001');
    expect(normalizeLoginValue('email', 'A@B.C ')).toBe('a@b.c');
    expect(normalizeLoginValue('date_of_birth', '12041985')).toBe('1985-04-12');
    expect(normalizeLoginValue('last_name', ' MÜSTER')).toBe('muster');
    expect(normalizeLoginValue('first_name', 'Émile')).toBe('emile');
    expect(normalizeLoginValue('name', 'Max  Muster')).toBe('max muster');
  });
});

describe('login: the lookup field is the most selective one the project asks for', () => {
  it('prefers the reservation number, then e-mail, then names, then date of birth', () => {
    expect(loginLookupField(['last_name', 'reservation_id'])).toBe('reservation_id');
    expect(loginLookupField(['date_of_birth', 'email'])).toBe('email');
    expect(loginLookupField(['first_name', 'last_name'])).toBe('last_name');
    expect(loginLookupField(['first_name', 'date_of_birth'])).toBe('date_of_birth');
    expect(loginLookupField(['name'])).toBe('name');
    expect(loginLookupField([])).toBeNull();
  });
});
