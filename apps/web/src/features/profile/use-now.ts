import { useEffect, useState } from 'react';

/** How often the displayed age (and anything else of "now") is re-read while the page is open. */
export const NOW_REFRESH_MS = 60_000;

/** The current time (epoch ms), refreshed every minute. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), NOW_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
