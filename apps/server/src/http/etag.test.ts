import { describe, expect, it } from 'vitest';
import { etagMatches } from './etag.ts';

describe('etagMatches (If-None-Match, weak comparison)', () => {
  const etag = '"abc"';
  it.each([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abcd"', false],
    ['abc', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(etagMatches(header, etag)).toBe(expected);
  });
});
