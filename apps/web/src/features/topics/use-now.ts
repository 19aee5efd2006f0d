import { useEffect, useState } from 'react';

/** How often "open now" and validity are re-read while a list is open. */
export const NOW_REFRESH_MS = 60_000;

/** The current time, refreshed every minute (epoch ms). */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), NOW_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
