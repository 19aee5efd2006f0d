// A Retry-After header (RFC 9110 §10.2.3) as milliseconds: delay-seconds or
// an HTTP date; undefined when absent or unreadable.
export function retryAfterMs(header: string | null, now: number = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
