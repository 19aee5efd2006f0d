import { EARTH_RADIUS_KM } from '../constants.ts';
import { mapBrowserLanguages, type Lang } from '../languages.ts';

/** A point on the Earth in WGS 84 degrees (same names as the model's geolocation). */
export interface LatLng {
  latitude: number;
  longitude: number;
}

const RAD = Math.PI / 180;

/**
 * spec §9: great-circle distance in metres between two points (haversine
 * formula, Earth radius {@link EARTH_RADIUS_KM} = 6371 km). Symmetric and
 * never negative; at most half the Earth's circumference.
 */
export function haversineMeters(a: LatLng, b: LatLng): number {
  const dLat = (b.latitude - a.latitude) * RAD;
  const dLng = (b.longitude - a.longitude) * RAD;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * RAD) * Math.cos(b.latitude * RAD) * Math.sin(dLng / 2) ** 2;
  // Rounding can push h a hair above 1 for antipodal points; asin needs ≤ 1.
  return 2 * EARTH_RADIUS_KM * 1000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** spec §9: below this many metres a distance reads "ca. 100m". */
export const DISTANCE_APPROX_BELOW_M = 100;
/** spec §9: from this many metres on a distance is shown in km. */
export const DISTANCE_KM_FROM_M = 950;

interface DistanceWords {
  /** "circa" abbreviation of the "ca. 100m" text. */
  approx: string;
  m: string;
  km: string;
}

// Decision (spec silent on other languages): "ca." is kept exactly for de and
// en (the spec's text) and for it, where it is the usual abbreviation; the
// others use their own common one. Units are the SI symbols, in Cyrillic for
// Russian, as guests read them on local signs.
const WORDS: Record<Lang, DistanceWords> = {
  de: { approx: 'ca.', m: 'm', km: 'km' },
  en: { approx: 'ca.', m: 'm', km: 'km' },
  it: { approx: 'ca.', m: 'm', km: 'km' },
  es: { approx: 'aprox.', m: 'm', km: 'km' },
  fr: { approx: 'env.', m: 'm', km: 'km' },
  hr: { approx: 'cca', m: 'm', km: 'km' },
  ru: { approx: 'ок.', m: 'м', km: 'км' },
};

/**
 * spec §9: a distance as guests read it, in `lang` (a language tag; an
 * unsupported one is English):
 * - under 100 m: "ca. 100m" (the spec's text; see WORDS for other languages);
 * - under 950 m: rounded to the nearest 100 m — "400m", 949 m → "900m";
 * - from 950 m: km, with one decimal below 10 km where it is not zero
 *   ("1 km" for 950 m, "1,5 km" in German, "1.5 km" in English) and whole km
 *   from 10 km on ("12 km"); the decimal separator and grouping follow the
 *   language (Intl.NumberFormat).
 * Returns '' for a negative or non-finite value (nothing sensible to show).
 */
export function formatDistance(meters: number, lang: string): string {
  if (!Number.isFinite(meters) || meters < 0) return '';
  const language = mapBrowserLanguages([lang]);
  const words = WORDS[language];
  if (meters < DISTANCE_APPROX_BELOW_M)
    return `${words.approx} ${DISTANCE_APPROX_BELOW_M}${words.m}`;
  if (meters < DISTANCE_KM_FROM_M) return `${Math.round(meters / 100) * 100}${words.m}`;
  // Rounded here (via whole tenths, so no binary fraction is rounded) to at
  // most one decimal; Intl only localises separators and drops a ".0".
  const tenths = Math.round(meters / 100);
  const km = tenths < 100 ? tenths / 10 : Math.round(meters / 1000);
  const number = new Intl.NumberFormat(language).format(km);
  return `${number} ${words.km}`;
}
