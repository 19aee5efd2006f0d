import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEXT_SHORTEN_OVER, TEXT_SHORTEN_TO } from '../constants.ts';
import { ELLIPSIS, shortenAtWord, shortenText } from './shorten-text.ts';

const text = (n: number) => 'abcdefghij'.repeat(13).slice(0, n);

describe('spec §5/§9 message and popup texts shortened to 100 characters plus an ellipsis when over 120', () => {
  it('uses the limits 120 and 100 and the ellipsis character', () => {
    expect(TEXT_SHORTEN_OVER).toBe(120);
    expect(TEXT_SHORTEN_TO).toBe(100);
    expect(ELLIPSIS).toBe('…');
  });

  it.each([0, 1, 100, 101, 119, 120])('%s characters stay unchanged', (n) => {
    expect(shortenText(text(n))).toBe(text(n));
  });

  it('121 characters become the first 100 plus "…" (101 characters)', () => {
    const result = shortenText(text(121));
    expect(result).toBe(`${text(100)}…`);
    expect(result).toHaveLength(101);
  });

  it('counts an emoji as one character and never cuts it in half', () => {
    const emoji = '😀'.repeat(120);
    expect(shortenText(emoji)).toBe(emoji);
    expect(shortenText(`${emoji}😀`)).toBe(`${'😀'.repeat(100)}…`);
  });

  it('property: never more than 101 characters, and a prefix of the input plus "…" when shortened', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite', maxLength: 300 }), (input) => {
        const result = shortenText(input);
        const chars = Array.from(result);
        expect(chars.length).toBeLessThanOrEqual(101);
        if (Array.from(input).length <= 120) {
          expect(result).toBe(input);
        } else {
          expect(chars).toHaveLength(101);
          expect(result.endsWith('…')).toBe(true);
          expect(input.startsWith(result.slice(0, -1))).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('shortenAtWord (popup previews, never cut mid-word)', () => {
  const long =
    'Ski passes, sledges and snowshoes can be booked directly at our reception desk every day from eight in the morning.';

  it('ends a text over 120 characters at the last whole word within 100, plus "…"', () => {
    const text = `${long} Ask for the family pass!`;
    const short = shortenAtWord(text);
    expect(short.endsWith('…')).toBe(true);
    expect(Array.from(short).length).toBeLessThanOrEqual(101);
    const words = short.slice(0, -1).split(' ');
    // Every word of the preview is a whole word of the text.
    expect(text.split(' ').slice(0, words.length)).toEqual(words);
    expect(short).toBe(
      'Ski passes, sledges and snowshoes can be booked directly at our reception desk every day from eight…',
    );
  });

  it('leaves a text of at most 120 characters as it is', () => {
    expect(shortenAtWord(long)).toBe(long);
  });

  it('cuts a text without a break like shortenText', () => {
    const word = 'x'.repeat(130);
    expect(shortenAtWord(word)).toBe(shortenText(word));
  });
});
