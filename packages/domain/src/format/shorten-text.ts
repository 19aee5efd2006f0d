import { TEXT_SHORTEN_OVER, TEXT_SHORTEN_TO } from '../constants.ts';

/** The ellipsis appended to a shortened text (one character). */
export const ELLIPSIS = '…';

/**
 * spec §5/§9: message previews and popup texts over 120 characters are
 * shortened to their first 100 characters plus "…" (101 characters); a text
 * of at most 120 characters is returned unchanged. Characters are Unicode
 * code points, so an emoji is never cut in half.
 */
export function shortenText(text: string): string {
  const chars = Array.from(text);
  if (chars.length <= TEXT_SHORTEN_OVER) return text;
  return chars.slice(0, TEXT_SHORTEN_TO).join('') + ELLIPSIS;
}

/**
 * A popup's text preview (spec §5/§9 shortening, at a word): over 120
 * characters it ends at the last word that fits in the first 100, plus "…";
 * a text without a break there is cut as {@link shortenText} does. The whole
 * text stays one tap away ("Read more").
 */
export function shortenAtWord(text: string): string {
  const chars = Array.from(text);
  if (chars.length <= TEXT_SHORTEN_OVER) return text;
  const head = chars.slice(0, TEXT_SHORTEN_TO + 1).join('');
  const cut = head.search(/\s\S*$/);
  if (cut <= 0) return shortenText(text);
  return head.slice(0, cut).replace(/[\s,;:.–-]+$/u, '') + ELLIPSIS;
}
