import { currencyDigits } from '@hospes/domain';

/** Money as the guest reads it in their language (the domain's rule, shared with the console). */
export { formatMoney } from '@hospes/domain';

/** An amount in minor units as the number an input shows, e.g. 12345 → "123,45" in 'de'. */
export function formatAmountInput(amountMinor: number, currency: string, lang: string): string {
  const digits = currencyDigits(currency);
  return new Intl.NumberFormat(lang, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(amountMinor / 10 ** digits);
}

/**
 * What the guest typed as an amount, in minor units. Takes a point or a
 * comma as the decimal mark; with both, the last one is the decimal mark
 * ("1.234,56", "1,234.56"); a single mark that is the language's grouping
 * mark followed by three digits groups thousands ("1.234" in German). At most
 * the currency's digits after the mark. Null when it is no amount.
 */
export function parseAmount(text: string, currency: string, lang: string): number | null {
  const digits = currencyDigits(currency);
  const group =
    new Intl.NumberFormat(lang).formatToParts(12345).find((p) => p.type === 'group')?.value ?? ',';
  const cleaned = text.replace(/[\s\u00a0\u202f'’]/g, '').replace(/[^\d.,-]/g, '');
  if (!/^[\d.,]+$/.test(cleaned)) return null;
  const marks = [...cleaned.matchAll(/[.,]/g)].map((m) => m.index);
  let whole = cleaned;
  let fraction = '';
  const last = marks.at(-1);
  if (last !== undefined) {
    const mark = cleaned.charAt(last);
    const sameKind = marks.every((i) => cleaned.charAt(i) === mark);
    const grouping =
      sameKind && (marks.length > 1 || (mark === group && cleaned.length - last - 1 === 3));
    if (grouping) whole = cleaned.replaceAll(mark, '');
    else {
      whole = cleaned.slice(0, last).replace(/[.,]/g, '');
      fraction = cleaned.slice(last + 1);
    }
  }
  if (whole === '' && fraction === '') return null;
  if (fraction.length > digits) return null;
  return Number(whole || '0') * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}
