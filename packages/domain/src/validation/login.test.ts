import { describe, expect, it } from 'vitest';
import { LOGIN_FIELDS } from '../model/project-settings.ts';
import { LOGIN_MESSAGES_EN, validateLogin } from './login.ts';

describe('spec §5 login: each required field non-empty after trimming', () => {
  it('accepts filled fields', () => {
    expect(
      validateLogin(['reservation_id', 'last_name'], {
        reservation_id: 'R-1001',
        last_name: 'Muster',
      }),
    ).toEqual([]);
  });

  it('gives "Invalid {field}" with message {field}_missing for an empty field', () => {
    expect(validateLogin(['last_name'], { last_name: '' })).toEqual([
      { field: 'last_name', error: 'Invalid last_name', message: 'last_name_missing' },
    ]);
  });

  it('counts a value of only blanks as empty (trimming), and a missing value too', () => {
    expect(validateLogin(['reservation_id'], { reservation_id: ' \t\n ' })).toHaveLength(1);
    expect(validateLogin(['reservation_id'], {})).toHaveLength(1);
    expect(validateLogin(['reservation_id'], { reservation_id: null })).toHaveLength(1);
  });

  it('accepts a value with surrounding blanks', () => {
    expect(validateLogin(['reservation_id'], { reservation_id: '  R-1  ' })).toEqual([]);
  });

  it('checks only the fields the server asked for', () => {
    expect(validateLogin(['email'], { reservation_id: '' })).toEqual([
      { field: 'email', error: 'Invalid email', message: 'email_missing' },
    ]);
    expect(validateLogin([], {})).toEqual([]);
  });

  it('lists the errors in the order of the fields, once per field', () => {
    expect(
      validateLogin(['name', 'date_of_birth', 'name', 'first_name'], { first_name: 'Max' }).map(
        (e) => e.field,
      ),
    ).toEqual(['name', 'date_of_birth']);
  });

  it('gives the error of every login field of the spec', () => {
    expect(validateLogin(LOGIN_FIELDS, {}).map((e) => [e.error, e.message])).toEqual([
      ['Invalid reservation_id', 'reservation_id_missing'],
      ['Invalid first_name', 'first_name_missing'],
      ['Invalid last_name', 'last_name_missing'],
      ['Invalid name', 'name_missing'],
      ['Invalid date_of_birth', 'date_of_birth_missing'],
      ['Invalid email', 'email_missing'],
    ]);
  });

  it('ignores field names that are not login fields of the spec', () => {
    expect(validateLogin(['room' as never], {})).toEqual([]);
  });
});

describe('spec §5 login messages in English', () => {
  it('ask for first name, last name, name, date of birth (choose), reservation number, e-mail', () => {
    expect(LOGIN_MESSAGES_EN).toEqual({
      reservation_id_missing: 'Please enter your reservation number.',
      first_name_missing: 'Please enter your first name.',
      last_name_missing: 'Please enter your last name.',
      name_missing: 'Please enter your name.',
      date_of_birth_missing: 'Please choose your date of birth.',
      email_missing: 'Please enter your e-mail address.',
    });
  });

  it('has a text for every message validateLogin can give', () => {
    for (const e of validateLogin(LOGIN_FIELDS, {}))
      expect(LOGIN_MESSAGES_EN[e.message]).toBeTruthy();
  });
});
