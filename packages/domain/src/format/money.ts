/**
 * Digits after the decimal point of a currency (EUR 2, JPY 0). Here, not
 * beside the payment schemas: prices are shown on the first route, which
 * stays free of zod (docs/performance.md).
 */
export function currencyDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/**
 * An amount in minor units as people read money in a language, with the
 * currency's own digits (ISO 4217): `12345, 'EUR', 'de'` → "123,45 €", in 'en'
 * → "€123.45"; `1234, 'JPY'` → "¥1,234" (yen have no minor unit).
 */
export function formatMoney(amountMinor: number, currency: string, locale: string): string {
  const digits = currencyDigits(currency);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amountMinor / 10 ** digits);
}
