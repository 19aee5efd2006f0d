// What a language model wrote may be shown to a guest only when it stays on
// the page it was given: no links, domains or markup (the app links the
// pages itself), and no number — time, price, phone, date — that the page
// does not have (spec: numbers and times in answers come from the content).
// Both texts are compared in one form: NFKC (fullwidth ＋４９ and ＠,
// superscripts, circled digits become ASCII), every script's decimal
// digits read by value (Arabic-Indic ١٢ is 12), ideographic full stops as
// dots — so no way of writing a number or an address slips past.
import { MAX_REPHRASED_LENGTH } from '@hospes/domain/chatbot';

const LINK = /https?:\/\/|www\.|\]\(/i;
const MARKUP = /<\/?[a-z!]/i;
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
/** A host name written without a scheme: `evil.example`, `taxi.laerchwald.example`. */
const DOMAIN =
  /(?<![\p{L}\p{N}@.-])[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}(?![\p{L}\p{N}-])/gu;

/** The value 0–9 of a decimal digit of any script (its place in its run of ten). */
function digitValue(char: string): number {
  let start = char.codePointAt(0)!;
  while (/\p{Nd}/u.test(String.fromCodePoint(start - 1))) start -= 1;
  return (char.codePointAt(0)! - start) % 10;
}

/** The text in the one form both sides are compared in (see the top of this file). */
export function comparable(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u3002\uff61]/g, '.')
    .replace(/\p{Nd}/gu, (d) => (/[0-9]/.test(d) ? d : String(digitValue(d))));
}

/** The numbers of a text by value: "08" and "8" are the same number (leading zeros dropped). */
const numbersIn = (text: string): string[] =>
  (text.match(/\d+/g) ?? []).map((digits) => digits.replace(/^0+(?=\d)/, ''));

const domainsIn = (text: string): string[] =>
  (text.match(DOMAIN) ?? []).map((domain) => domain.toLowerCase());

/** The model's text as plain text: no markdown emphasis or headings, one space between words. */
export function plainAnswer(text: string): string {
  return text
    .replace(/[*`#]+/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["“„«](.*)["”“»]$/u, '$1')
    .trim();
}

/**
 * Why the text may not be shown as an answer from `source` (the passage's
 * title, sentences and facts), or undefined when it may.
 */
export function groundingProblem(written: string, page: string): string | undefined {
  if (!written) return 'no text';
  if (written.length > MAX_REPHRASED_LENGTH) return `more than ${MAX_REPHRASED_LENGTH} characters`;
  const text = comparable(written);
  const source = comparable(page);
  if (LINK.test(text)) return 'a link';
  if (MARKUP.test(text)) return 'markup';
  const known = new Set(numbersIn(source));
  const invented = numbersIn(text).find((n) => !known.has(n));
  if (invented !== undefined) return `a number the page does not have (${invented})`;
  const addresses = new Set((source.match(EMAIL) ?? []).map((a) => a.toLowerCase()));
  const foreign = (text.match(EMAIL) ?? []).find((a) => !addresses.has(a.toLowerCase()));
  if (foreign !== undefined) return 'an e-mail address the page does not have';
  const domains = new Set([...domainsIn(source), ...[...addresses].map((a) => a.split('@')[1]!)]);
  const domain = domainsIn(text.replace(EMAIL, ' ')).find((d) => !domains.has(d));
  if (domain !== undefined) return `a domain the page does not have (${domain})`;
  return undefined;
}
