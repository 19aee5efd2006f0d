// Session tokens (ARCHITECTURE.md security rules): 32 random bytes
// (256 bits, far beyond guessing) as base64url for the cookie; the database
// keeps only their sha256, so reading the table gives no working session.
import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;
/** base64url of 32 bytes without padding: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new session token for the cookie. */
export function newSessionToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** Whether a cookie value can be one of our tokens (anything else is not looked up). */
export function isSessionTokenShape(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

/** The stored form of a token: sha256, hex. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
