/**
 * Sunrise and sunset of a place and day, by the sunrise equation (NOAA's
 * simplified solar position: accurate to a few minutes between the polar
 * circles, which is all "is it dark outside?" needs). Pure: no time zone,
 * instants in epoch ms.
 */

const DAY_MS = 86_400_000;
const RAD = Math.PI / 180;
/** The sun's centre 0.833° below the horizon: refraction and the disc's radius. */
const HORIZON_DEG = -0.833;

export interface Daylight {
  /** Epoch ms; null when the sun does not rise (polar night). */
  sunrise: number | null;
  /** Epoch ms; null when the sun does not set (midnight sun). */
  sunset: number | null;
  /** Polar night or midnight sun, when there is no sunrise or sunset. */
  polar?: 'night' | 'day';
}

/**
 * Sunrise and sunset of the place's day that `epochMs` falls in (its local
 * solar day, so that 08:00 in Sydney is not taken for the previous UTC day).
 */
export function daylight(epochMs: number, latitude: number, longitude: number): Daylight {
  // The local solar day, its noon as a UTC calendar noon, and days since J2000.0.
  const localDay = Math.floor((epochMs + (longitude / 360) * DAY_MS) / DAY_MS);
  const noonUtc = localDay * DAY_MS + DAY_MS / 2;
  const n = noonUtc / DAY_MS + 2440587.5 - 2451545.0 + 0.0008;
  const meanSolarNoon = n - longitude / 360;
  const meanAnomaly = (357.5291 + 0.98560028 * meanSolarNoon) % 360;
  const m = meanAnomaly * RAD;
  const centre = 1.9148 * Math.sin(m) + 0.02 * Math.sin(2 * m) + 0.0003 * Math.sin(3 * m);
  const eclipticLongitude = ((meanAnomaly + centre + 180 + 102.9372) % 360) * RAD;
  const transit =
    2451545.0 + meanSolarNoon + 0.0053 * Math.sin(m) - 0.0069 * Math.sin(2 * eclipticLongitude);
  const declination = Math.asin(Math.sin(eclipticLongitude) * Math.sin(23.4397 * RAD));
  const phi = latitude * RAD;
  const cosHourAngle =
    (Math.sin(HORIZON_DEG * RAD) - Math.sin(phi) * Math.sin(declination)) /
    (Math.cos(phi) * Math.cos(declination));
  if (cosHourAngle > 1) return { sunrise: null, sunset: null, polar: 'night' };
  if (cosHourAngle < -1) return { sunrise: null, sunset: null, polar: 'day' };
  const hourAngleDays = Math.acos(cosHourAngle) / RAD / 360;
  const toEpoch = (julian: number) => Math.round((julian - 2440587.5) * DAY_MS);
  return { sunrise: toEpoch(transit - hourAngleDays), sunset: toEpoch(transit + hourAngleDays) };
}

/**
 * Whether it is dark at a place: before sunrise or after sunset of that day
 * (polar night: always; midnight sun: never).
 */
export function isDark(epochMs: number, latitude: number, longitude: number): boolean {
  const day = daylight(epochMs, latitude, longitude);
  if (day.polar) return day.polar === 'night';
  return epochMs < (day.sunrise ?? 0) || epochMs > (day.sunset ?? 0);
}
