// Money, dates and countries in the guest's language, for the PDFs.
import {
  FORMAT_LOCALES,
  formatDate as formatCalendarDate,
  isLanguage,
  type Lang,
} from '@hospes/domain';

// One locale per language, shared with the web app (domain formatLocale): the
// PDF writes money and dates as the app shows them.
const LOCALES: Readonly<Record<Lang, string>> = FORMAT_LOCALES;

export function pdfLanguage(lang: string | undefined, fallback: Lang = 'de'): Lang {
  return isLanguage(lang) ? lang : fallback;
}

/** An amount in minor units as money, e.g. 12345 EUR → "€ 123,45" (de-AT). */
export function formatMoney(minor: number, currency: string, lang: Lang): string {
  const format = new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}

/** A calendar date `YYYY-MM-DD` (or the date part of an ISO instant) as documents write it: "24.11.2026". */
export function formatDate(value: string | null | undefined, lang: Lang): string {
  return formatCalendarDate(value ?? '', lang, 'numeric');
}

/** A country code with its name in the language, e.g. "Österreich (AT)". */
export function formatCountry(code: string | undefined, lang: Lang): string {
  if (!code) return '';
  try {
    const name = new Intl.DisplayNames([LOCALES[lang]], { type: 'region' }).of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

/** A VAT rate in percent as the language writes it, e.g. 10 → "10 %" (de), "10%" (en). */
export function formatPercent(rate: number, lang: Lang): string {
  return new Intl.NumberFormat(LOCALES[lang], {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(rate / 100);
}
