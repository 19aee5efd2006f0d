import { describe, expect, it } from 'vitest';
import { formatMoney as format } from './money.ts';

/** The text with its no-break spaces as plain ones. */
const formatMoney = (minor: number, currency: string, locale: string) =>
  format(minor, currency, locale).replace(/\u00a0/g, ' ');

describe('formatMoney', () => {
  it('divides by the minor units the currency has', () => {
    expect(formatMoney(12345, 'EUR', 'en-GB')).toBe('€123.45');
    expect(formatMoney(1234, 'JPY', 'en-GB')).toBe('JP¥1,234');
    expect(formatMoney(1234, 'KWD', 'en-GB')).toBe('KWD 1.234');
  });
  it('writes money as the language does', () => {
    expect(formatMoney(12345, 'EUR', 'de-AT')).toBe('€ 123,45');
  });
});
