// zod-free readers of the answers the guest app reads on its first visit —
// who the guest is and the short weather — so that no schema library loads
// before the network is idle (docs/performance.md: the first visit's budget).
// Each has zod's `safeParse` shape, which the API client takes, and a
// property test that it agrees with the schema it stands in for
// (light-answers.test.ts); the server answers with those schemas.
import {
  arrayOf,
  isBoolean,
  isFiniteNumber,
  isNonEmptyString,
  isPlainRecord,
  isString,
  orNull,
  type Guard,
} from '../model/guard-helpers.ts';
import type { WeatherEntry } from '../weather/forecast.ts';
import type { WeatherAnswer, WeatherResult, WeatherSkipped } from '../weather/weather-answer.ts';
import type { NewGuestAnswer, SessionStatusAnswer } from './session-status.ts';

/** The `safeParse` of a guard: the value itself when it passes. */
export interface LightSchema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

export function lightSchema<T>(guard: Guard<T>, what: string): LightSchema<T> {
  return {
    safeParse: (value) =>
      guard(value)
        ? { success: true, data: value }
        : { success: false, error: { issues: [{ path: [], message: `Not ${what}` }] } },
  };
}

const oneOf =
  <T extends string>(values: readonly T[]): Guard<T> =>
  (value): value is T =>
    (values as readonly unknown[]).includes(value);

const inRange = (value: unknown, min: number, max: number) =>
  isFiniteNumber(value) && value >= min && value <= max;
const isInteger = (value: unknown): value is number => Number.isSafeInteger(value);
/**
 * An ISO date-time as `z.iso.datetime({ offset: true })` takes it: seconds
 * required (fractions allowed), `Z` or a `±hh:mm` offset, a real calendar day.
 */
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;
function isIsoDateTime(value: unknown): value is string {
  const m = isString(value) ? ISO_DATE_TIME.exec(value) : null;
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return days !== undefined && day >= 1 && day <= days;
}

const isSessionStatus: Guard<SessionStatusAnswer> = (v): v is SessionStatusAnswer =>
  isPlainRecord(v) &&
  isBoolean(v.logged_in) &&
  orNull(isString)(v.user_id) &&
  orNull(isString)(v.reservation_id);

const isNewGuest: Guard<NewGuestAnswer> = (v): v is NewGuestAnswer =>
  isPlainRecord(v) && isNonEmptyString(v.userId);

const isWeatherEntry: Guard<WeatherEntry> = (v): v is WeatherEntry =>
  isPlainRecord(v) &&
  isString(v.description) &&
  isFiniteNumber(v.temp) &&
  isFiniteNumber(v.feels_like) &&
  isFiniteNumber(v.temp_min) &&
  isFiniteNumber(v.temp_max) &&
  isFiniteNumber(v.wind_speed) &&
  v.wind_speed >= 0 &&
  inRange(v.pop, 0, 1) &&
  isInteger(v.time) &&
  v.time >= 0 &&
  isString(v.icon) &&
  isInteger(v.id) &&
  oneOf(['d', 'n'] as const)(v.pod) &&
  inRange(v.clouds, 0, 100);

const isSkippedAnswer: Guard<WeatherSkipped> = (v): v is WeatherSkipped =>
  isPlainRecord(v) &&
  v.skipped === true &&
  oneOf(['address', 'geolocation', 'no-recording'] as const)(v.reason);

const isWeatherAnswer: Guard<WeatherAnswer> = (v): v is WeatherAnswer =>
  isPlainRecord(v) &&
  isString(v.name) &&
  arrayOf(isWeatherEntry)(v.list) &&
  oneOf(['static', 'open-meteo', 'openweathermap'] as const)(v.source) &&
  (v.recordedAt === undefined || isIsoDateTime(v.recordedAt)) &&
  isIsoDateTime(v.fetchedAt);

/** `GET /api/integrations/{project}/isloggedin`, as `SessionStatusAnswerSchema` reads it. */
export const SessionStatusAnswerReader = lightSchema(isSessionStatus, 'a session status');
/** `POST /api/guestdata/{project}/guests`, as `NewGuestAnswerSchema` reads it. */
export const NewGuestAnswerReader = lightSchema(isNewGuest, 'a new guest');
/** `GET /api/weather/{project}`, as `WeatherResultSchema` reads it. */
export const WeatherResultReader = lightSchema<WeatherResult>(
  (v): v is WeatherResult => isSkippedAnswer(v) || isWeatherAnswer(v),
  'a weather answer',
);

/** True for the "skipped" answer of the weather route. */
export function isWeatherSkipped(result: WeatherResult): result is WeatherSkipped {
  return 'skipped' in result;
}
