// What a language model wrote may be shown to a guest only when it stays on
// the page it was given: no links or markup (the app links the pages
// itself), and no number — time, price, phone, date — that the page does
// not have (spec: numbers and times in answers come from the content).
import { MAX_REPHRASED_LENGTH } from '@hospes/domain/chatbot';

const LINK = /https?:\/\/|www\.|\]\(/i;
const MARKUP = /<\/?[a-z!]/i;
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;

/** The numbers of a text by value: "08" and "8" are the same number (leading zeros dropped). */
const numbersIn = (text: string): string[] =>
  (text.match(/\d+/g) ?? []).map((digits) => digits.replace(/^0+(?=\d)/, ''));

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
export function groundingProblem(text: string, source: string): string | undefined {
  if (!text) return 'no text';
  if (text.length > MAX_REPHRASED_LENGTH) return `more than ${MAX_REPHRASED_LENGTH} characters`;
  if (LINK.test(text)) return 'a link';
  if (MARKUP.test(text)) return 'markup';
  const known = new Set(numbersIn(source));
  const invented = numbersIn(text).find((n) => !known.has(n));
  if (invented !== undefined) return `a number the page does not have (${invented})`;
  const addresses = new Set((source.match(EMAIL) ?? []).map((a) => a.toLowerCase()));
  const foreign = (text.match(EMAIL) ?? []).find((a) => !addresses.has(a.toLowerCase()));
  if (foreign !== undefined) return 'an e-mail address the page does not have';
  return undefined;
}
