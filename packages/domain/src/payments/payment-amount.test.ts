import { describe, expect, it } from 'vitest';
import {
  formatMinorUnits,
  minimumChargeMinor,
  paymentAmountProblem,
  PaymentProcessingBodySchema,
} from './payment-amount.ts';

describe('payment amount: more than 0, at most the open amount, at least the minimum', () => {
  it('accepts the open amount, the minimum and anything between', () => {
    expect(paymentAmountProblem(12345, 12345, 50)).toBeNull();
    expect(paymentAmountProblem(50, 12345, 50)).toBeNull();
    expect(paymentAmountProblem(51, 12345, 50)).toBeNull();
  });

  it('refuses one cent more than the open amount', () => {
    expect(paymentAmountProblem(12346, 12345, 50)).toBe('ABOVE_OPEN_AMOUNT');
  });

  it('refuses one cent less than the minimum', () => {
    expect(paymentAmountProblem(49, 12345, 50)).toBe('BELOW_MINIMUM');
  });

  it('refuses zero, negative and fractional amounts', () => {
    expect(paymentAmountProblem(0, 12345, 50)).toBe('NOT_POSITIVE');
    expect(paymentAmountProblem(-100, 12345, 50)).toBe('NOT_POSITIVE');
    expect(paymentAmountProblem(100.5, 12345, 50)).toBe('NOT_POSITIVE');
  });

  it('nothing is payable when the open amount is below the minimum or zero', () => {
    expect(paymentAmountProblem(30, 30, 50)).toBe('NOTHING_PAYABLE');
    expect(paymentAmountProblem(50, 0, 50)).toBe('NOTHING_PAYABLE');
    expect(paymentAmountProblem(50, 50, 50)).toBeNull();
  });

  it("uses the providers' minimum charge per currency (EUR 0.50, GBP 0.30, unknown 0.50)", () => {
    expect(minimumChargeMinor('EUR')).toBe(50);
    expect(minimumChargeMinor('eur')).toBe(50);
    expect(minimumChargeMinor('GBP')).toBe(30);
    expect(minimumChargeMinor('XYZ')).toBe(50);
  });

  it('formats minor units with the digits of the currency', () => {
    expect(formatMinorUnits(50, 'EUR')).toBe('EUR 0.50');
    expect(formatMinorUnits(123456, 'EUR')).toBe('EUR 1234.56');
    expect(formatMinorUnits(500, 'JPY')).toBe('JPY 500');
  });

  it('the request body needs an invoice id and a whole positive amount', () => {
    const ok = PaymentProcessingBodySchema.safeParse({
      lang: 'de',
      input: { invoice_id: 'INV-1', amount_minor: 1000 },
    });
    expect(ok.success).toBe(true);
    const bad = PaymentProcessingBodySchema.safeParse({
      input: { invoice_id: 'INV-1', amount_minor: 10.5 },
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['input', 'amount_minor']);
    const zero = PaymentProcessingBodySchema.safeParse({
      input: { invoice_id: 'INV-1', amount_minor: 0 },
    });
    expect(zero.error?.issues[0]?.message).toBe('The amount must be more than 0');
  });
});
