import { weatherIconPath } from '@hospes/domain';
import { useState } from 'react';

export interface WeatherIconProps {
  /** Provider icon code, e.g. '01d'. */
  icon: string;
  /** The weather's description (the icon says the same as the text). */
  alt: string;
  className?: string;
}

/**
 * spec §9: a weather icon from the images/weather folder of the versioned app
 * directory (public/app/2.1.0/images/weather). The path is relative, so it
 * resolves under the project's own base (/alpenrose/…). An unknown code or a
 * missing file shows no image (spec §8: broken images hidden).
 */
export function WeatherIcon({ icon, alt, className }: WeatherIconProps) {
  const path = weatherIconPath(icon);
  const [failed, setFailed] = useState<string | null>(null);
  if (!path || path === failed) return null;
  return (
    <img
      className={className ? `weather-icon ${className}` : 'weather-icon'}
      src={path}
      alt={alt}
      width={64}
      height={64}
      onError={() => setFailed(path)}
    />
  );
}
