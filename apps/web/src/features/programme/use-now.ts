import { useEffect, useState } from 'react';

/** How often the programme looks at the clock (events end, days change). */
const TICK_MS = 60_000;

/**
 * The current time (epoch ms), renewed every minute so that an event that
 * ended drops out and "today" moves on at midnight. Tests pin the clock with
 * `vi.setSystemTime` (and Playwright's `page.clock`): this hook reads `Date.now()`.
 */
export function useNow(tickMs: number = TICK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    // The clock is outside React.
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
