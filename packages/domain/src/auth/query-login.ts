import type { Profile, Stay } from '../guest/guest-data.ts';
import { parseTypedDob } from '../forms/date-of-birth.ts';
import type { LoginField } from '../model/project-settings.ts';
import { parseIsoDate } from '../time/zoned.ts';
import { normalizeStayDateTime, stayUnixTimes } from '../validation/stay.ts';

/**
 * spec §3 query-parameter login data: the short query keys of a login or
 * preset link and the data they carry.
 */
export const QUERY_LOGIN_PARAMS = {
  rid: 'reservation_id',
  dob: 'date_of_birth',
  fnm: 'first_name',
  lnm: 'last_name',
  eml: 'email',
  pnr: 'phone_number',
  doa: 'date_of_arrival',
  dod: 'date_of_departure',
  rnr: 'room_number',
  uid: 'user_id',
} as const;
export type QueryLoginParam = keyof typeof QUERY_LOGIN_PARAMS;
export type QueryLoginField = (typeof QUERY_LOGIN_PARAMS)[QueryLoginParam];

const PARAMS = Object.keys(QUERY_LOGIN_PARAMS) as QueryLoginParam[];

/** The part of `URLSearchParams` we read (domain has no DOM types). */
export interface SearchParamsLike {
  get(name: string): string | null;
}

/** A query as `URLSearchParams` or as a router's query object. */
export type QueryParams =
  SearchParamsLike | Readonly<Record<string, string | readonly string[] | null | undefined>>;

function isSearchParams(params: QueryParams): params is SearchParamsLike {
  return typeof (params as Partial<SearchParamsLike>).get === 'function';
}

/** The raw value of a key (the first one when repeated); undefined when absent. */
function rawValue(params: QueryParams, key: string): string | undefined {
  if (isSearchParams(params)) return params.get(key) ?? undefined;
  if (!Object.prototype.hasOwnProperty.call(params, key)) return undefined;
  const value = params[key];
  if (value === null || value === undefined) return undefined;
  return typeof value === 'string' ? value : (value[0] ?? '');
}

/** What a login or preset link carries (spec §3), split by where it goes. */
export interface QueryLoginData {
  /** Every non-empty value by its long name, trimmed, as given. */
  values: Partial<Record<QueryLoginField, string>>;
  /** Login input: reservation_id, first_name, last_name, date_of_birth, email. */
  login: Partial<Record<LoginField, string>>;
  /** Profile presets: firstName, lastName, email, phoneNumber, dob. */
  profile: Partial<Pick<Profile, 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'dob'>>;
  /** Stay presets: doa, dod (datetime-local), roomNumber. */
  stay: Partial<Pick<Stay, 'doa' | 'dod' | 'roomNumber'>>;
  /** The `uid` of the link, or null. */
  userId: string | null;
}

/** A date of birth from a link as `YYYY-MM-DD` (also DDMMYYYY, DD.MM.YYYY); null if none. */
function normalizeDob(value: string): string | null {
  return parseIsoDate(value) ? value : parseTypedDob(value);
}

/**
 * spec §3: reads the query-parameter login data — rid → reservation_id,
 * dob → date_of_birth, fnm → first_name, lnm → last_name, eml → email,
 * pnr → phone_number, doa → date_of_arrival, dod → date_of_departure,
 * rnr → room_number, uid → user_id — into login, profile and stay data.
 * Values are trimmed; empty ones are ignored; a repeated key counts once
 * (its first value).
 *
 * Where the spec is silent: a date of birth is passed on as `YYYY-MM-DD`
 * (DDMMYYYY and DD.MM.YYYY are converted, as the login dialog would); one
 * that is no real date still goes to the login (the server decides) but not
 * into the profile. Arrival and departure become datetime-local values
 * (a bare date means 00:00); invalid ones are left out of the stay.
 */
export function parseQueryLoginData(params: QueryParams): QueryLoginData {
  const values: Partial<Record<QueryLoginField, string>> = {};
  for (const key of PARAMS) {
    const value = rawValue(params, key)?.trim();
    if (value) values[QUERY_LOGIN_PARAMS[key]] = value;
  }
  const data: QueryLoginData = { values, login: {}, profile: {}, stay: {}, userId: null };
  const { reservation_id, first_name, last_name, email, phone_number, room_number } = values;
  if (reservation_id) data.login.reservation_id = reservation_id;
  if (first_name) data.login.first_name = data.profile.firstName = first_name;
  if (last_name) data.login.last_name = data.profile.lastName = last_name;
  if (email) data.login.email = data.profile.email = email;
  if (phone_number) data.profile.phoneNumber = phone_number;
  if (values.date_of_birth) {
    const dob = normalizeDob(values.date_of_birth);
    data.login.date_of_birth = dob ?? values.date_of_birth;
    if (dob) data.profile.dob = dob;
  }
  const doa = normalizeStayDateTime(values.date_of_arrival);
  const dod = normalizeStayDateTime(values.date_of_departure);
  if (doa) data.stay.doa = doa;
  if (dod) data.stay.dod = dod;
  if (room_number) data.stay.roomNumber = room_number;
  if (values.user_id) data.userId = values.user_id;
  return data;
}

/**
 * spec §4: pre-set values pass through the query string and are removed from
 * the address afterwards — the short keys of the ten that are present (empty
 * ones included, in the order of {@link QUERY_LOGIN_PARAMS}). Other keys
 * (e.g. `redirect`) stay.
 */
export function queryLoginKeysToRemove(params: QueryParams): QueryLoginParam[] {
  return PARAMS.filter((key) => rawValue(params, key) !== undefined);
}

/** The signed-in state the query login is compared with. */
export interface CurrentLogin {
  userId?: string | null;
  /** The reservation the current user logged in with, if known. */
  reservationId?: string | null;
  isLoggedIn: boolean;
}

/** Why {@link decideQueryLogin} decided as it did. */
export type QueryLoginReason =
  | 'no_login_data'
  | 'not_logged_in'
  | 'same_reservation'
  | 'new_reservation'
  | 'user_id_without_reservation';

/** What to do with a login link: log out first (`logout`), then log in (`login`). */
export interface QueryLoginDecision {
  logout: boolean;
  login: boolean;
  reason: QueryLoginReason;
}

/**
 * spec §4 login by link:
 * - a reservation_id and nobody logged in → log in;
 * - a reservation_id different from the current user's (or the current
 *   user's is unknown) → log the current user out, then log in;
 * - the same reservation_id as the current user's → nothing (no relogin);
 * - a user_id without reservation_id → log the current user out (the spec
 *   names no exception, so also when it equals the current user id);
 * - nothing of the two → nothing.
 * Reservation ids compare exactly after trimming.
 */
export function decideQueryLogin(input: {
  query: Pick<QueryLoginData, 'login' | 'userId'>;
  current: CurrentLogin;
}): QueryLoginDecision {
  const { query, current } = input;
  const reservationId = query.login.reservation_id?.trim();
  if (reservationId) {
    if (!current.isLoggedIn) return { logout: false, login: true, reason: 'not_logged_in' };
    if (current.reservationId?.trim() === reservationId) {
      return { logout: false, login: false, reason: 'same_reservation' };
    }
    return { logout: true, login: true, reason: 'new_reservation' };
  }
  if (query.userId?.trim()) {
    return { logout: current.isLoggedIn, login: false, reason: 'user_id_without_reservation' };
  }
  return { logout: false, login: false, reason: 'no_login_data' };
}

/**
 * spec §3/§4: the profile and stay after applying a link's presets — each
 * preset value replaces the field, field by field; a LOCKED profile or stay
 * is not overwritten at all (nothing of it changes). The inputs are not
 * mutated. When arrival or departure change, `_t_doa`/`_t_dod` are
 * recomputed in `timeZone`, or set to null without one (never left stale).
 */
export function applyQueryPresets(
  profile: Profile | null | undefined,
  stay: Stay | null | undefined,
  query: Pick<QueryLoginData, 'profile' | 'stay'>,
  timeZone?: string,
): { profile: Profile; stay: Stay } {
  const nextProfile: Profile = profile?.locked ? { ...profile } : { ...profile, ...query.profile };
  if (stay?.locked) return { profile: nextProfile, stay: { ...stay } };
  const nextStay: Stay = { ...stay, ...query.stay };
  if (nextStay.doa !== stay?.doa || nextStay.dod !== stay?.dod) {
    const times = timeZone ? stayUnixTimes(nextStay, timeZone) : { _t_doa: null, _t_dod: null };
    Object.assign(nextStay, times);
  }
  return { profile: nextProfile, stay: nextStay };
}
