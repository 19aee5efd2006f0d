// The interface every weather source implements, and what the route answers.
// The forecast shape is the domain's (spec §3: name and detailed entries);
// the server adds where it came from and when.
import type { Lang, WeatherEntry, WeatherProviderName, WeatherSkipReason } from '@hospes/domain';

/** The place of a project, as a provider needs it. */
export interface WeatherPlace {
  projectId: string;
  /** Shown when the provider gives no name: the address locality or the project name. */
  name: string;
  /** ISO country code, lower case. */
  country: string;
  postalCode: string;
  latitude: number | undefined;
  longitude: number | undefined;
  /** IANA time zone of the project. */
  timezone: string;
}

/** What a provider returns: entries of the domain's forecast shape. */
export interface ProviderForecast {
  name: string;
  list: WeatherEntry[];
  /** Recorded data only: when it was recorded (ISO 8601). */
  recordedAt?: string;
}

/** Why no forecast is given (the web hides the widget). */
export type SkipReason = WeatherSkipReason;

export interface WeatherProvider {
  readonly name: WeatherProviderName;
  /** A forecast of 3-hour entries from today on, or the reason there is none. */
  forecast(
    place: WeatherPlace,
    lang: Lang,
    now: number,
  ): Promise<ProviderForecast | { skipped: SkipReason }>;
}

/** The weather service failed or answered nonsense: the route answers 502. */
export class WeatherUpstreamError extends Error {
  override name = 'WeatherUpstreamError';
}

/** Fetches JSON with a timeout; anything but a 2xx JSON body is an upstream error. */
export async function fetchJson(
  doFetch: typeof fetch,
  url: URL,
  timeoutMs: number,
): Promise<unknown> {
  let response: Response;
  try {
    response = await doFetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
  } catch (err) {
    const timedOut = err instanceof Error && err.name === 'TimeoutError';
    throw new WeatherUpstreamError(timedOut ? 'timed out' : 'unreachable', { cause: err });
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new WeatherUpstreamError(`status ${response.status}`);
  }
  try {
    return await response.json();
  } catch (err) {
    throw new WeatherUpstreamError('invalid JSON', { cause: err });
  }
}

/** Capitalises the first letter in the language's rules ("klarer Himmel" → "Klarer Himmel"). */
export function capitalize(text: string, lang: Lang): string {
  const first = text.charAt(0);
  return first ? first.toLocaleUpperCase(lang) + text.slice(1) : text;
}

export const WEATHER_FETCH_TIMEOUT_MS = 5000;
