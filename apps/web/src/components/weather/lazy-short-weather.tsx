import { shouldFetchWeather } from '@hospes/domain';
import { lazy, Suspense } from 'react';
import { useProjectModel } from '../../lib/model/model-context.tsx';
import type { ShortWeatherProps } from './short-weather.tsx';
import { ShortWeatherPlaceholder } from './short-weather-placeholder.tsx';
import { OptionalPart } from '../ui/optional-part.tsx';

const ShortWeather = lazy(async () => ({
  default: (await import('./short-weather.tsx')).ShortWeather,
}));

/**
 * The short weather widget, loaded after the first route: it can show only
 * once the forecast has arrived anyway, so its code need not hold up the
 * start (first-route budget). Its box is kept meanwhile where there
 * will be a forecast (spec §8: not without zip code and country).
 */
export function LazyShortWeather(props: ShortWeatherProps) {
  const model = useProjectModel();
  if (!shouldFetchWeather(model.address)) return null;
  return (
    <OptionalPart name="The short weather">
      <Suspense fallback={<ShortWeatherPlaceholder placement={props.placement} />}>
        <ShortWeather {...props} />
      </Suspense>
    </OptionalPart>
  );
}
