import { describe, expect, it } from 'vitest';
import { openAmount, vatLines } from './invoices.ts';

describe('spec §3 invoices in minor units', () => {
  it('takes the VAT out of the gross sum of each rate, highest rate first', () => {
    const lines = vatLines([
      { price: 36000, vat_rate: 10 },
      { price: 1800, vat_rate: 10 },
      { price: 1560, vat_rate: 0 },
      { price: 1190, vat_rate: 20 },
    ]);
    expect(lines).toEqual([
      { rate: 20, net: 992, vat: 198, gross: 1190 },
      { rate: 10, net: 34364, vat: 3436, gross: 37800 },
      { rate: 0, net: 1560, vat: 0, gross: 1560 },
    ]);
    const sum = lines.reduce((s, l) => s + l.gross, 0);
    expect(sum).toBe(36000 + 1800 + 1560 + 1190);
    for (const l of lines) expect(l.net + l.vat).toBe(l.gross);
  });

  it('rounds a credit line symmetrically', () => {
    expect(vatLines([{ price: -1100, vat_rate: 10 }])).toEqual([
      { rate: 10, net: -1000, vat: -100, gross: -1100 },
    ]);
  });

  it('the open amount is the total minus the payments, never negative', () => {
    expect(openAmount(10000, [])).toBe(10000);
    expect(openAmount(10000, [{ amount: 2500 }, { amount: 2500 }])).toBe(5000);
    expect(openAmount(10000, [{ amount: 12000 }])).toBe(0);
  });
});
