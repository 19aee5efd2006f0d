import { describe, expect, it } from 'vitest';
import { formatAmountInput, formatMoney, parseAmount } from './money.ts';

// Intl writes a narrow no-break space in some languages; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('money in minor units (integer cents with the currency)', () => {
  it("formats minor units in the guest's language", () => {
    expect(formatMoney(12345, 'EUR', 'en')).toBe('€123.45');
    expect(plain(formatMoney(12345, 'EUR', 'de'))).toBe('123,45 €');
    expect(plain(formatMoney(500, 'JPY', 'en'))).toBe('¥500');
    expect(formatMoney(-50, 'EUR', 'en')).toBe('-€0.50');
  });

  it('shows an amount for the input without grouping', () => {
    expect(formatAmountInput(123456, 'EUR', 'de')).toBe('1234,56');
    expect(formatAmountInput(123456, 'EUR', 'en')).toBe('1234.56');
  });

  it('reads the decimal mark of the language, or a point', () => {
    expect(parseAmount('123,45', 'EUR', 'de')).toBe(12345);
    expect(parseAmount('123.45', 'EUR', 'de')).toBe(12345);
    expect(parseAmount('123.45', 'EUR', 'en')).toBe(12345);
    expect(parseAmount(' 50 ', 'EUR', 'en')).toBe(5000);
    expect(parseAmount('0,5', 'EUR', 'de')).toBe(50);
    expect(parseAmount('€ 12.50', 'EUR', 'en')).toBe(1250);
  });

  it('takes thousands groups: both marks, or the grouping mark with three digits', () => {
    expect(parseAmount('1.234,56', 'EUR', 'de')).toBe(123456);
    expect(parseAmount('1,234.56', 'EUR', 'en')).toBe(123456);
    expect(parseAmount('1.234', 'EUR', 'de')).toBe(123400);
    expect(parseAmount('1,234', 'EUR', 'en')).toBe(123400);
  });

  it('refuses what is no amount: letters only, negatives, too many decimals', () => {
    expect(parseAmount('', 'EUR', 'en')).toBeNull();
    expect(parseAmount('abc', 'EUR', 'en')).toBeNull();
    expect(parseAmount('-5', 'EUR', 'en')).toBeNull();
    expect(parseAmount('1.234', 'EUR', 'en')).toBeNull();
    expect(parseAmount('12,345', 'EUR', 'de')).toBeNull();
    expect(parseAmount('1.5', 'JPY', 'en')).toBeNull();
  });
});
