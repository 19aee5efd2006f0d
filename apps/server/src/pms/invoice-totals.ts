// Money of the built-in PMS: integer minor units, gross prices (VAT
// included, as hotels bill guests), VAT rates in basis points.
import type { PmsVatSummary } from './pms-adapter.ts';

const BP_100_PERCENT = 10_000;

/**
 * The VAT contained in a gross amount at a rate in basis points, rounded
 * half up to the minor unit: 110,00 € at 10 % contain 10,00 €.
 */
export function vatOfGross(grossMinor: number, vatRateBp: number): number {
  if (vatRateBp <= 0) return 0;
  return Math.round((grossMinor * vatRateBp) / (BP_100_PERCENT + vatRateBp));
}

/**
 * The VAT summary of an invoice: one entry per rate, ascending, computed on
 * the summed gross of that rate (not the sum of rounded line values, so the
 * summary adds up to the invoice total).
 */
export function vatSummary(
  lines: readonly { amountMinor: number; vatRateBp: number }[],
): PmsVatSummary[] {
  const gross = new Map<number, number>();
  for (const line of lines) {
    gross.set(line.vatRateBp, (gross.get(line.vatRateBp) ?? 0) + line.amountMinor);
  }
  return [...gross.entries()]
    .sort(([a], [b]) => a - b)
    .map(([vatRateBp, grossMinor]) => {
      const vatMinor = vatOfGross(grossMinor, vatRateBp);
      return { vatRateBp, netMinor: grossMinor - vatMinor, vatMinor, grossMinor };
    });
}

/** Total, paid and open amount of an invoice; open is never below 0. */
export function invoiceBalance(
  lines: readonly { amountMinor: number }[],
  payments: readonly { amountMinor: number }[],
): { totalMinor: number; paidMinor: number; openMinor: number } {
  const totalMinor = lines.reduce((sum, l) => sum + l.amountMinor, 0);
  const paidMinor = payments.reduce((sum, p) => sum + p.amountMinor, 0);
  return { totalMinor, paidMinor, openMinor: Math.max(0, totalMinor - paidMinor) };
}
