/** A fresh key for one attempt of a call that must take effect once (`IdempotencyKeySchema`: 16–128 of [A-Za-z0-9_-]). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID().replaceAll('-', '');
}
