import { useEffect, useState } from 'react';

/** How often pages re-read the clock: "open now", an event that ended, a guest's age, today. */
export const NOW_REFRESH_MS = 60_000;

/**
 * The current time (epoch ms), renewed every `tickMs` (default a minute) so
 * that an event that ended drops out and "today" moves on at midnight. Tests
 * pin the clock with `vi.setSystemTime` (and Playwright's `page.clock`):
 * this hook reads `Date.now()`.
 */
export function useNow(tickMs: number = NOW_REFRESH_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    // The clock is outside React.
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
