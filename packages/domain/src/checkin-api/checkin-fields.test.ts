import { describe, expect, it } from 'vitest';
import {
  checkinFieldInput,
  checkinFieldOptions,
  checkinFieldSchema,
  DOCUMENT_TYPES,
  GENDERS,
} from './checkin-fields.ts';
import { COUNTRY_CODES, isCountryCode } from './country-codes.ts';
import { SIGNATURE_DATA_URL_MAX_LENGTH, SIGNATURE_MISSING_MESSAGE } from './signature.ts';

const ctx = { today: '2026-11-22' };
const parse = (type: string, value: unknown, required = true) =>
  checkinFieldSchema({ type, required }, ctx).safeParse(value);
const message = (type: string, value: unknown, required = true) =>
  parse(type, value, required).error?.issues[0]?.message;

describe('check-in form fields (spec §3 field types, §5 validation)', () => {
  it('trims values and leaves an empty optional field out', () => {
    expect(parse('FIRSTNAME', '  Max ').data).toBe('Max');
    expect(parse('EMAIL', '', false)).toEqual({ success: true, data: undefined });
    expect(parse('EMAIL', null, false)).toEqual({ success: true, data: undefined });
    expect(parse('EMAIL', undefined, false)).toEqual({ success: true, data: undefined });
  });

  it('asks for a required field that is missing, empty or only spaces', () => {
    expect(message('FIRSTNAME', undefined)).toBe('Please enter the first name.');
    expect(message('LASTNAME', '   ')).toBe('Please enter the last name.');
    expect(message('STREET', null)).toBe('Please fill in this field.');
  });

  it('refuses a value of the wrong type with the field message', () => {
    expect(message('FIRSTNAME', 5)).toBe('Please enter the first name.');
    expect(message('FIRSTNAME', { name: 'Max' })).toBe('Please enter the first name.');
  });

  it('spec §3: COUNTRY values are upper-cased ISO codes', () => {
    expect(parse('COUNTRY', ' at ').data).toBe('AT');
    expect(parse('COUNTRY', 'De').data).toBe('DE');
    expect(message('COUNTRY', 'XX')).toBe('Please choose a country.');
    expect(message('COUNTRY', 'AUT')).toBe('Please choose a country.');
  });

  it('knows every ISO 3166-1 alpha-2 code once, plus Kosovo', () => {
    expect(COUNTRY_CODES).toHaveLength(250);
    expect(new Set(COUNTRY_CODES).size).toBe(250);
    expect(isCountryCode('AT') && isCountryCode('XK')).toBe(true);
    expect(isCountryCode('at')).toBe(false);
  });

  it('spec §5 date of birth: a real date between 1900 and today', () => {
    expect(parse('DATEOFBIRTH', '1990-02-28').data).toBe('1990-02-28');
    expect(parse('DATEOFBIRTH', '2026-11-22').success).toBe(true);
    for (const bad of ['2026-11-23', '1990-02-30', '1899-12-31', '28.02.1990', '19900228']) {
      expect(message('DATEOFBIRTH', bad)).toBe('Please enter a valid date of birth.');
    }
  });

  it('dates of arrival and departure are YYYY-MM-DD', () => {
    expect(parse('DATEOFARRIVAL', '2026-11-22').success).toBe(true);
    expect(message('DATEOFARRIVAL', '2026-13-01')).toBe('Please enter a valid arrival date.');
    expect(message('DATEOFDEPARTURE', 'tomorrow')).toBe('Please enter a valid departure date.');
  });

  it('checks e-mail, phone, selects and document numbers', () => {
    expect(parse('EMAIL', 'max@example.com').success).toBe(true);
    expect(message('EMAIL', 'max@')).toBe('Please enter a valid e-mail address.');
    expect(parse('PHONE', '+43 664 123 45 67').success).toBe(true);
    expect(message('PHONE', 'call me')).toBe('Please enter a valid phone number.');
    expect(message('PHONE', '+ ()')).toBe('Please enter a valid phone number.');
    expect(parse('GENDER', 'female').success).toBe(true);
    expect(message('GENDER', 'f')).toBe('Please choose the gender.');
    expect(parse('DOCUMENTTYPE', 'passport').success).toBe(true);
    expect(message('DOCUMENTTYPE', 'visa')).toBe('Please choose the document type.');
    expect(parse('DOCUMENTNUMBER', 'P1234567').success).toBe(true);
    expect(message('DOCUMENTNUMBER', 'P1')).toBe('Please enter a valid document number.');
  });

  it('caps text fields', () => {
    expect(parse('FIRSTNAME', 'x'.repeat(100)).success).toBe(true);
    expect(parse('FIRSTNAME', 'x'.repeat(101)).success).toBe(false);
    expect(parse('CITY', 'x'.repeat(201)).success).toBe(false);
  });

  it('spec §5: a missing signature asks the guest to sign', () => {
    expect(message('SIGNATURE', '')).toBe(SIGNATURE_MISSING_MESSAGE);
    expect(SIGNATURE_MISSING_MESSAGE).toBe('Please sign the form with your finger / cursor.');
    expect(parse('SIGNATURE', 'data:image/png;base64,iVBORw0KGgo=').success).toBe(true);
    expect(message('SIGNATURE', 'data:image/svg+xml;base64,PHN2Zz4=')).toBe(
      'The signature must be a PNG or WebP image.',
    );
    const huge = `data:image/png;base64,${'A'.repeat(SIGNATURE_DATA_URL_MAX_LENGTH)}`;
    expect(message('SIGNATURE', huge)).toBe('The signature image is too large.');
  });

  it('says how each field is entered', () => {
    expect(checkinFieldInput('DATEOFBIRTH')).toBe('date-of-birth');
    expect(checkinFieldInput('COUNTRY')).toBe('country');
    expect(checkinFieldInput('SIGNATURE')).toBe('signature');
    expect(checkinFieldInput('DATEOFARRIVAL')).toBe('date');
    expect(checkinFieldInput('SOMETHING_ELSE')).toBe('text');
    expect(checkinFieldOptions('GENDER')).toBe(GENDERS);
    expect(checkinFieldOptions('DOCUMENTTYPE')).toBe(DOCUMENT_TYPES);
    expect(checkinFieldOptions('FIRSTNAME')).toBeUndefined();
  });
});
