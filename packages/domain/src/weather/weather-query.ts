import { APP_VERSION } from '../constants.ts';
import { mapBrowserLanguages, type Lang } from '../languages.ts';
import type { Address } from '../model/contact.ts';

/** spec §7: the weather call's country when the address has none. */
export const WEATHER_DEFAULT_COUNTRY = 'at';

/** spec §7: the parameters of the weather forecast call. */
export interface WeatherQuery {
  /** ISO country code, lower case (e.g. 'at'). */
  addressCountry: string;
  postalCode: string;
  language: Lang;
}

/**
 * spec §8: the weather is fetched only when the project's address has both a
 * zip code and a country (blank counts as missing); otherwise it is skipped.
 */
export function shouldFetchWeather(address: Address | null | undefined): boolean {
  return Boolean(address?.postalCode?.trim() && address.addressCountry?.trim());
}

/**
 * spec §7: the weather call's parameters — the country lower-cased
 * (default 'at'), the zip code and the guest's language (a language tag
 * mapped like the browser languages, so an unsupported one is English).
 * Values are trimmed. Call it only when {@link shouldFetchWeather} is true;
 * the default country then never applies, but keeps the function total.
 */
export function weatherQuery(address: Address | null | undefined, lang: string): WeatherQuery {
  return {
    addressCountry: address?.addressCountry?.trim().toLowerCase() || WEATHER_DEFAULT_COUNTRY,
    postalCode: address?.postalCode?.trim() ?? '',
    language: mapBrowserLanguages([lang]),
  };
}

const ICON = /^[0-9a-z_-]+$/i;

/**
 * spec §9: the weather icons come from an images/weather path under the
 * versioned app directory: weatherIconPath('01d') → 'app/2.1.0/images/weather/01d.svg'.
 * The path is relative to the web app's base (each project is served under
 * its own /{projectId}/). An icon code that is not a plain name (e.g. one
 * containing '/' or '..') gives null, so server data never builds a path
 * outside the icon folder.
 */
export function weatherIconPath(icon: string, appVersion: string = APP_VERSION): string | null {
  if (!ICON.test(icon)) return null;
  return `app/${appVersion}/images/weather/${icon}.svg`;
}
