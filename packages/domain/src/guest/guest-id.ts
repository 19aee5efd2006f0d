import { ANONYMOUS_SESSION_ID_LENGTH, GUEST_ID_PREFIX } from '../constants.ts';

/**
 * A source of random bytes with the signature of
 * `crypto.getRandomValues`: fills the array and returns it. Injectable so
 * tests are exact; the default is the Web Crypto API.
 */
export type RandomSource = (bytes: Uint8Array) => Uint8Array;

interface CryptoLike {
  getRandomValues?: (bytes: Uint8Array) => Uint8Array;
}

/**
 * The Web Crypto random source (`globalThis.crypto.getRandomValues`),
 * present in every browser (also on plain http) and in Node 20. Never
 * Math.random: guest ids must not be guessable.
 */
export function cryptoRandomSource(): RandomSource {
  const crypto = (globalThis as { crypto?: CryptoLike }).crypto;
  const getRandomValues = crypto?.getRandomValues;
  if (!crypto || typeof getRandomValues !== 'function') {
    throw new Error('Web Crypto getRandomValues is not available');
  }
  return (bytes) => getRandomValues.call(crypto, bytes);
}

function randomBytes(count: number, randomSource: RandomSource): Uint8Array {
  const bytes = new Uint8Array(count);
  randomSource(bytes); // fills in place, like getRandomValues
  return bytes;
}

const hex = (b: number): string => b.toString(16).padStart(2, '0');

/**
 * A random UUID v4 (36 characters, lower-case hex and hyphens) built from 16
 * random bytes. Unlike `crypto.randomUUID` it also works outside secure
 * contexts.
 */
function randomUuidV4(randomSource: RandomSource): string {
  const b = Array.from(randomBytes(16, randomSource));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40; // version 4
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
  const h = b.map(hex).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * spec §6/§9: a new anonymous guest id — `guest_app_`, the time stamp (epoch
 * milliseconds of `now`, decimal) and a 36-character crypto-random suffix.
 *
 * The spec does not say what the 36 characters are; we use a UUID v4 (its
 * length is exactly 36), and no separator after the time stamp, as the spec
 * names none: the suffix has a fixed length, so the id still splits
 * unambiguously. Example: `guest_app_17500000000001b4e28ba-2fa1-41d2-883f-0016d3cca427`.
 *
 * @throws RangeError when `now` is not a valid, non-negative time.
 */
export function createGuestId(
  now: number | Date,
  randomSource: RandomSource = cryptoRandomSource(),
): string {
  const ms = typeof now === 'number' ? now : now.getTime();
  if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`Invalid time stamp: ${String(now)}`);
  const suffix = randomUuidV4(randomSource);
  return `${GUEST_ID_PREFIX}${Math.floor(ms)}${suffix}`;
}

const GUEST_ID_PATTERN = new RegExp(
  `^${GUEST_ID_PREFIX}(\\d+)([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$`,
);

/**
 * spec §6: whether an id is an anonymous guest id made by
 * {@link createGuestId} (prefix, decimal time stamp, 36-character UUID
 * suffix). A logged-in user's id (from the login response) is not.
 */
export function isGuestId(id: unknown): id is string {
  return typeof id === 'string' && GUEST_ID_PATTERN.test(id);
}

/** The time stamp (epoch ms) inside a guest id, or null if it is none. */
export function guestIdTimestamp(id: string): number | null {
  const m = GUEST_ID_PATTERN.exec(id);
  return m?.[1] === undefined ? null : Number(m[1]);
}

/** The 36-character random suffix of a guest id, or null if it is none. */
export function guestIdSuffix(id: string): string | null {
  return GUEST_ID_PATTERN.exec(id)?.[2] ?? null;
}

/** Characters of an anonymous session id: digits and lower-case letters. */
export const ANONYMOUS_SESSION_ID_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * spec §3/§9: the anonymous session user id, 8 characters of
 * `0-9a-z` (the spec names only its length). Crypto-random and unbiased:
 * bytes ≥ 252 (= 7 × 36) are rejected instead of folded with a modulo.
 */
export function createAnonymousSessionId(
  randomSource: RandomSource = cryptoRandomSource(),
): string {
  const alphabet = ANONYMOUS_SESSION_ID_ALPHABET;
  const limit = 256 - (256 % alphabet.length);
  let id = '';
  // A source that only ever returns rejected bytes must not hang us.
  for (let round = 0; id.length < ANONYMOUS_SESSION_ID_LENGTH; round++) {
    if (round > 64) throw new Error('Random source returned no usable bytes');
    for (const byte of randomBytes(ANONYMOUS_SESSION_ID_LENGTH * 2, randomSource)) {
      if (byte < limit && id.length < ANONYMOUS_SESSION_ID_LENGTH) {
        id += alphabet[byte % alphabet.length];
      }
    }
  }
  return id;
}

/** spec §3/§9: whether a value is an anonymous session id (8 × `0-9a-z`). */
export function isAnonymousSessionId(id: unknown): id is string {
  return (
    typeof id === 'string' && id.length === ANONYMOUS_SESSION_ID_LENGTH && /^[0-9a-z]+$/.test(id)
  );
}
