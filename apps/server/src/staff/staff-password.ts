// Staff passwords: argon2id with the library's defaults (m = 19 MiB, t = 2,
// p = 1 — OWASP's recommended minimum), as a PHC string that carries its
// own parameters, so stronger settings later still verify old hashes.
import { hash, verify } from '@node-rs/argon2';

export function hashStaffPassword(password: string): Promise<string> {
  return hash(password);
}

let dummy: Promise<string> | undefined;

/**
 * Whether the password matches. Without a stored hash (no such account) a
 * dummy hash is verified, so the answer takes the same time either way and
 * does not tell which addresses have an account.
 */
export async function verifyStaffPassword(
  stored: string | undefined,
  password: string,
): Promise<boolean> {
  dummy ??= hash('not-a-password-of-anyone');
  const target = stored ?? (await dummy);
  try {
    const ok = await verify(target, password);
    return ok && stored !== undefined;
  } catch {
    // A stored value that is not a PHC string matches nothing.
    return false;
  }
}
