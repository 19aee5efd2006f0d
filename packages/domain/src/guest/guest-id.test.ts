import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_SESSION_ID_LENGTH,
  GUEST_ID_PREFIX,
  GUEST_ID_SUFFIX_LENGTH,
} from '../constants.ts';
import {
  ANONYMOUS_SESSION_ID_ALPHABET,
  createAnonymousSessionId,
  createGuestId,
  cryptoRandomSource,
  guestIdSuffix,
  guestIdTimestamp,
  isAnonymousSessionId,
  isGuestId,
  type RandomSource,
} from './guest-id.ts';

/** A random source that repeats the given bytes. */
function fixedSource(pattern: readonly number[]): RandomSource {
  let i = 0;
  return (bytes) => {
    for (let k = 0; k < bytes.length; k++) bytes[k] = pattern[i++ % pattern.length] ?? 0;
    return bytes;
  };
}

const NOW = 1_750_000_000_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('spec §6/§9 anonymous guest id: guest_app_ + time stamp + 36-character random suffix', () => {
  it('uses the constants of §9 (prefix guest_app_, suffix 36, session id 8)', () => {
    expect(GUEST_ID_PREFIX).toBe('guest_app_');
    expect(GUEST_ID_SUFFIX_LENGTH).toBe(36);
    expect(ANONYMOUS_SESSION_ID_LENGTH).toBe(8);
  });

  it('is exactly prefix, epoch ms and a UUID v4 made of the random bytes', () => {
    const id = createGuestId(NOW, fixedSource([0xff]));
    expect(id).toBe(`guest_app_${NOW}ffffffff-ffff-4fff-bfff-ffffffffffff`);
    expect(createGuestId(NOW, fixedSource([0]))).toBe(
      `guest_app_${NOW}00000000-0000-4000-8000-000000000000`,
    );
  });

  it('puts the bytes in order into the suffix', () => {
    const bytes = Array.from({ length: 16 }, (_, i) => i * 17);
    expect(guestIdSuffix(createGuestId(0, fixedSource(bytes)))).toBe(
      '00112233-4455-4677-8899-aabbccddeeff',
    );
  });

  it('accepts a Date and drops fractions of a millisecond', () => {
    expect(createGuestId(new Date(NOW), fixedSource([1]))).toMatch(`guest_app_${NOW}`);
    expect(guestIdTimestamp(createGuestId(NOW + 0.7, fixedSource([1])))).toBe(NOW);
  });

  it('rejects a time stamp that is not a valid time', () => {
    expect(() => createGuestId(Number.NaN, fixedSource([1]))).toThrow(/^Invalid time stamp: NaN$/);
    expect(() => createGuestId(new Date('nope'), fixedSource([1]))).toThrow(RangeError);
    expect(() => createGuestId(-1, fixedSource([1]))).toThrow(RangeError);
  });

  it('is crypto-random by default: two ids of the same instant differ', () => {
    const a = createGuestId(NOW);
    const b = createGuestId(NOW);
    expect(isGuestId(a)).toBe(true);
    expect(a).not.toBe(b);
  });

  it('reads back time stamp and suffix; other strings are not guest ids', () => {
    const id = createGuestId(NOW, fixedSource([7, 200, 33]));
    expect(guestIdTimestamp(id)).toBe(NOW);
    expect(guestIdSuffix(id)).toHaveLength(36);
    for (const other of [
      'guest_app_1',
      `guest_app_${NOW}`,
      `guest_app_${NOW}FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF`,
      `guest_app_${NOW}ffffffff-ffff-4fff-bfff-ffffffffffff0`,
      `guest_app_ffffffff-ffff-4fff-bfff-ffffffffffff`,
      `guest_web_${NOW}ffffffff-ffff-4fff-bfff-ffffffffffff`,
      ` guest_app_${NOW}ffffffff-ffff-4fff-bfff-ffffffffffff`,
      'u-12345',
      '',
    ]) {
      expect(isGuestId(other), other).toBe(false);
    }
    expect(isGuestId(42)).toBe(false);
    expect(guestIdTimestamp('u-12345')).toBeNull();
    expect(guestIdSuffix('u-12345')).toBeNull();
  });

  it('property: the format always matches, the suffix has 36 UUID characters', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 8_640_000_000_000_000 }),
        fc.uint8Array({ minLength: 16, maxLength: 16 }),
        (now, bytes) => {
          const id = createGuestId(now, fixedSource([...bytes]));
          const suffix = id.slice(-GUEST_ID_SUFFIX_LENGTH);
          expect(id.startsWith(GUEST_ID_PREFIX)).toBe(true);
          expect(id.slice(GUEST_ID_PREFIX.length, -GUEST_ID_SUFFIX_LENGTH)).toBe(String(now));
          expect(suffix).toMatch(UUID);
          expect(isGuestId(id)).toBe(true);
          expect(guestIdTimestamp(id)).toBe(now);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('spec §3/§9 anonymous session id of length 8', () => {
  it('has 8 characters of 0-9a-z', () => {
    const id = createAnonymousSessionId(fixedSource([0, 35, 36, 71]));
    expect(id).toBe('0z0z0z0z');
    expect(isAnonymousSessionId(id)).toBe(true);
  });

  it('rejects bytes ≥ 252 instead of biasing the alphabet', () => {
    expect(createAnonymousSessionId(fixedSource([252, 255, 251]))).toBe('zzzzzzzz');
  });

  it('fails rather than hangs when the source never yields a usable byte', () => {
    expect(() => createAnonymousSessionId(fixedSource([255]))).toThrow();
  });

  it('is crypto-random by default', () => {
    const a = createAnonymousSessionId();
    expect(isAnonymousSessionId(a)).toBe(true);
    expect(a).not.toBe(createAnonymousSessionId());
  });

  it('recognises only 8 characters of 0-9a-z', () => {
    for (const bad of ['abc', 'ABCDEFGH', 'Abcdefgh', 'abcdefg_', 'abcdefghi', '']) {
      expect(isAnonymousSessionId(bad), bad).toBe(false);
    }
    expect(isAnonymousSessionId(null)).toBe(false);
  });

  it('property: always 8 characters of the alphabet, for any random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 40 }), (bytes) => {
        fc.pre(bytes.some((b) => b < 252));
        const id = createAnonymousSessionId(fixedSource([...bytes]));
        expect(id).toHaveLength(ANONYMOUS_SESSION_ID_LENGTH);
        for (const c of id) expect(ANONYMOUS_SESSION_ID_ALPHABET).toContain(c);
      }),
      { numRuns: 200 },
    );
  });
});

describe('Web Crypto random source', () => {
  it('fills the array it is given', () => {
    const bytes = cryptoRandomSource()(new Uint8Array(32));
    expect(bytes).toHaveLength(32);
    expect(bytes.some((b) => b !== 0)).toBe(true);
  });

  it('fails loudly when Web Crypto is missing', () => {
    const original = (globalThis as { crypto?: unknown }).crypto;
    Object.defineProperty(globalThis, 'crypto', { value: undefined, configurable: true });
    try {
      expect(() => cryptoRandomSource()).toThrow(/^Web Crypto getRandomValues is not available$/);
      Object.defineProperty(globalThis, 'crypto', { value: {}, configurable: true });
      expect(() => cryptoRandomSource()).toThrow(/^Web Crypto getRandomValues is not available$/);
    } finally {
      Object.defineProperty(globalThis, 'crypto', { value: original, configurable: true });
    }
  });
});
