import { lazy, Suspense } from 'react';
import type { ShortWeatherProps } from './short-weather.tsx';

const ShortWeather = lazy(async () => ({
  default: (await import('./short-weather.tsx')).ShortWeather,
}));

/**
 * The short weather widget, loaded after the first route: it can show only
 * once the forecast has arrived anyway, so its code need not hold up the
 * start (issue 4 first-route budget).
 */
export function LazyShortWeather(props: ShortWeatherProps) {
  return (
    <Suspense fallback={null}>
      <ShortWeather {...props} />
    </Suspense>
  );
}
