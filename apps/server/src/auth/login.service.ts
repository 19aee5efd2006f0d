// Login with reservation data: validation by the domain rule,
// rate limits, the PMS lookup with constant-time matching, and on success
// the stable user id of the reservation guest. "No such reservation" and
// "wrong name" take the same path — the same queries, comparisons and
// writes — and end in the same answer.
import { loginLookupField, validateLogin, type LoginError, type LoginField } from '@hospes/domain';
import type { PmsAdapter, PmsLoginData } from '../pms/pms-adapter.ts';
import type { PmsProjectSettings } from '../pms/project-pms-settings.ts';
import { lookupValue } from '../pms/login-matcher.ts';
import type { LoginRateLimiter } from './login-rate-limit.ts';
import type { ReservationUsersRepository } from './reservation-users.repository.ts';

export type LoginResult =
  | { kind: 'invalid'; errors: LoginError[] }
  | { kind: 'limited'; retryAfterSeconds: number }
  | { kind: 'failed' }
  | { kind: 'ok'; userId: string; reservationId: string; guestId: string };

export interface LoginDependencies {
  pms: PmsAdapter;
  limiter: LoginRateLimiter;
  users: ReservationUsersRepository;
  now: () => number;
}

/** The login data of the project's fields only, as sent (the PMS normalises). */
function pick(fields: readonly LoginField[], data: Partial<Record<string, string | null>>) {
  const picked: PmsLoginData = {};
  for (const field of fields) {
    const value = data[field];
    if (typeof value === 'string') picked[field] = value;
  }
  return picked;
}

/**
 * Tries a login at a project whose PMS login is active. `ip` is the
 * client's address (as Fastify resolved it behind trusted proxies).
 */
export async function attemptLogin(
  deps: LoginDependencies,
  settings: PmsProjectSettings,
  data: Partial<Record<string, string | null>>,
  ip: string,
): Promise<LoginResult> {
  const fields = settings.loginFields;
  const errors = validateLogin(fields, data);
  if (errors.length > 0) return { kind: 'invalid', errors };

  const input = pick(fields, data);
  const lookupField = loginLookupField(fields);
  // The rate limit key is the compared lookup value (e.g. "R-1001" for " r-1001 "),
  // known or not, so guessing names of one reservation counts against it.
  const key = (lookupField && lookupValue(lookupField, input)) ?? '';
  const attempt = await deps.limiter.attempt(settings.projectId, ip, key);
  if (!attempt.allowed) return { kind: 'limited', retryAfterSeconds: attempt.retryAfterSeconds };

  const match = await deps.pms
    .findReservation(settings.projectId, input, fields)
    .catch(async (err: unknown) => {
      await attempt.ticket.release(); // an outage is no guess
      throw err;
    });
  if (!match) return { kind: 'failed' };
  await attempt.ticket.release();
  const userId = await deps.users.userIdFor(
    settings.projectId,
    match.guestId,
    new Date(deps.now()),
  );
  return { kind: 'ok', userId, reservationId: match.reservationId, guestId: match.guestId };
}
