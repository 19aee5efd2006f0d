// How much guests may write to a project's staff (spec: no limit named;
// abuse protection), counted in the database before the write (shared by
// every instance, parallel requests included — limits/shared-rate-limit.ts):
//   - per guest: 30 messages and 20 requests in 10 minutes;
//   - per client address, messages and requests together: 40 a minute and
//     200 in 10 minutes. A hotel's guests often reach us from the hotel's
//     one public address; a 200-room house at its busiest sends about one
//     message or request per room an hour (~35 in 10 minutes), so this
//     leaves it five times that, while fresh anonymous guests from one
//     address can no longer flood the staff's inbox (before: ~18,000 in
//     10 minutes from one address).
import type { RateLimit, SharedRateLimiter } from '../limits/shared-rate-limit.ts';
import { AppError } from '../http/app-error.ts';
import type { GuestCaller } from '../guests/guest-caller.ts';

const TEN_MINUTES = 10 * 60_000;

export const GUEST_WRITE_LIMITS = {
  message: { max: 30, windowMs: TEN_MINUTES },
  request: { max: 20, windowMs: TEN_MINUTES },
} as const satisfies Record<string, RateLimit>;

export const ADDRESS_WRITE_LIMITS: readonly RateLimit[] = [
  { max: 40, windowMs: 60_000 },
  { max: 200, windowMs: TEN_MINUTES },
];

const TEXTS = {
  message: 'Too many messages. Please try again later.',
  request: 'Too many requests. Please try again later.',
} as const;

/**
 * Counts one message or request of `caller` from `address`; throws
 * `rate_limited` (429) when the guest's or the address's limit is reached.
 */
export async function admitGuestWrite(
  limiter: SharedRateLimiter,
  caller: GuestCaller,
  address: string,
  kind: 'message' | 'request',
): Promise<void> {
  const admission = await limiter.admit(caller.projectId, [
    { scope: `inbox-guest-${kind}`, value: caller.userId, limits: [GUEST_WRITE_LIMITS[kind]] },
    { scope: 'inbox-address', value: address, limits: ADDRESS_WRITE_LIMITS },
  ]);
  if (!admission.allowed) {
    throw new AppError('rate_limited', TEXTS[kind], {
      retryAfterSeconds: admission.retryAfterSeconds,
    });
  }
}
