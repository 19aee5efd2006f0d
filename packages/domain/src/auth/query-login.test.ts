import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Profile, Stay } from '../guest/guest-data.ts';
import {
  QUERY_LOGIN_PARAMS,
  applyQueryPresets,
  decideQueryLogin,
  parseQueryLoginData,
  queryLoginKeysToRemove,
  type SearchParamsLike,
} from './query-login.ts';

// The domain package has no DOM types; Node 20 has URLSearchParams at run time.
const SearchParams = (
  globalThis as unknown as { URLSearchParams: new (init: string) => SearchParamsLike }
).URLSearchParams;
const qs = (s: string): SearchParamsLike => new SearchParams(s);

const FULL =
  'rid=R-1001&dob=1990-06-15&fnm=Max&lnm=Muster&eml=max%40example.com&pnr=%2B43660123&doa=2025-07-01T14:00&dod=2025-07-04T10:00&rnr=204&uid=u-77';

describe('spec §3 query-parameter login data: the ten keys', () => {
  it('maps rid, dob, fnm, lnm, eml, pnr, doa, dod, rnr, uid to their long names', () => {
    expect(QUERY_LOGIN_PARAMS).toEqual({
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
    });
  });

  it('splits a full link into login, profile, stay and user id', () => {
    expect(parseQueryLoginData(qs(FULL))).toStrictEqual({
      values: {
        reservation_id: 'R-1001',
        date_of_birth: '1990-06-15',
        first_name: 'Max',
        last_name: 'Muster',
        email: 'max@example.com',
        phone_number: '+43660123',
        date_of_arrival: '2025-07-01T14:00',
        date_of_departure: '2025-07-04T10:00',
        room_number: '204',
        user_id: 'u-77',
      },
      login: {
        reservation_id: 'R-1001',
        date_of_birth: '1990-06-15',
        first_name: 'Max',
        last_name: 'Muster',
        email: 'max@example.com',
      },
      profile: {
        firstName: 'Max',
        lastName: 'Muster',
        email: 'max@example.com',
        phoneNumber: '+43660123',
        dob: '1990-06-15',
      },
      stay: { doa: '2025-07-01T14:00', dod: '2025-07-04T10:00', roomNumber: '204' },
      userId: 'u-77',
    });
  });

  it('reads a plain query object the same way as URLSearchParams', () => {
    const record = Object.fromEntries(
      FULL.split('&').map((p) => p.split('=').map(decodeURIComponent)),
    );
    expect(parseQueryLoginData(record)).toStrictEqual(parseQueryLoginData(qs(FULL)));
  });

  it('trims values and ignores empty ones', () => {
    const data = parseQueryLoginData({ rid: '  R-1  ', lnm: '   ', fnm: '', uid: undefined });
    expect(data).toStrictEqual({
      values: { reservation_id: 'R-1' },
      login: { reservation_id: 'R-1' },
      profile: {},
      stay: {},
      userId: null,
    });
  });

  it('gives empty data for an empty query', () => {
    expect(parseQueryLoginData({})).toStrictEqual({
      values: {},
      login: {},
      profile: {},
      stay: {},
      userId: null,
    });
  });

  it('reads only own keys of a query object, and null or an empty list as nothing', () => {
    const inherited = Object.create({ rid: 'R-1' }) as Record<string, string>;
    expect(parseQueryLoginData(inherited).values).toStrictEqual({});
    expect(queryLoginKeysToRemove(inherited)).toEqual([]);
    expect(parseQueryLoginData({ rid: null, lnm: [] }).values).toStrictEqual({});
    expect(queryLoginKeysToRemove({ rid: null, lnm: [] })).toEqual(['lnm']);
  });

  it('takes the first of a repeated key', () => {
    expect(parseQueryLoginData(qs('rid=A&rid=B')).login.reservation_id).toBe('A');
    expect(parseQueryLoginData({ rid: ['A', 'B'] }).login.reservation_id).toBe('A');
  });

  it('ignores keys that are not among the ten', () => {
    expect(parseQueryLoginData(qs('redirect=%2Fplan&reservation_id=R-1')).values).toEqual({});
  });

  it('converts a date of birth typed DDMMYYYY or DD.MM.YYYY to YYYY-MM-DD', () => {
    expect(parseQueryLoginData({ dob: '15061990' }).profile).toStrictEqual({ dob: '1990-06-15' });
    expect(parseQueryLoginData({ dob: '15.06.1990' }).login.date_of_birth).toBe('1990-06-15');
  });

  it('passes an impossible date of birth to the login only, not into the profile', () => {
    const data = parseQueryLoginData({ dob: '1990-02-30' });
    expect(data.login).toStrictEqual({ date_of_birth: '1990-02-30' });
    expect(data.profile).toStrictEqual({});
  });

  it('turns a bare arrival date into 00:00 and leaves invalid stay dates out', () => {
    const data = parseQueryLoginData({ doa: '2025-07-01', dod: 'next week' });
    expect(data.stay).toStrictEqual({ doa: '2025-07-01T00:00' });
    expect(data.values.date_of_departure).toBe('next week');
  });
});

describe('spec §4 the ten keys are removed from the address afterwards', () => {
  it('lists every present key of the ten, empty ones too, and nothing else', () => {
    expect(queryLoginKeysToRemove(qs('redirect=%2Fplan&uid=&rid=R-1&x=1'))).toEqual(['rid', 'uid']);
    expect(queryLoginKeysToRemove(qs(FULL))).toEqual(Object.keys(QUERY_LOGIN_PARAMS));
    expect(queryLoginKeysToRemove(qs('redirect=%2Fplan'))).toEqual([]);
  });

  it('works on a query object (undefined = absent)', () => {
    expect(queryLoginKeysToRemove({ lnm: '', fnm: undefined, foo: 'x' })).toEqual(['lnm']);
  });

  it('property: exactly the present keys of the ten are removed', () => {
    const keys = Object.keys(QUERY_LOGIN_PARAMS);
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(...keys, 'redirect', 'lang', 'x'),
          fc.string({ maxLength: 5 }),
        ),
        (query) => {
          const removed = queryLoginKeysToRemove(query);
          expect(removed).toEqual(keys.filter((k) => k in query));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('spec §4 login link decisions', () => {
  const link = (s: string) => parseQueryLoginData(qs(s));
  const loggedIn = { userId: 'u-1', reservationId: 'R-1001', isLoggedIn: true };
  const anonymous = { userId: 'guest_app_1', reservationId: null, isLoggedIn: false };

  it('a reservation id logs in a guest who is not logged in', () => {
    expect(decideQueryLogin({ query: link('rid=R-2&lnm=Gast'), current: anonymous })).toEqual({
      logout: false,
      login: true,
      reason: 'not_logged_in',
    });
  });

  it('a NEW reservation id logs out the current user first, then logs in', () => {
    expect(decideQueryLogin({ query: link('rid=R-1002&lnm=Gast'), current: loggedIn })).toEqual({
      logout: true,
      login: true,
      reason: 'new_reservation',
    });
  });

  it('the same reservation id does not log in again', () => {
    expect(decideQueryLogin({ query: link('rid=%20R-1001%20'), current: loggedIn })).toEqual({
      logout: false,
      login: false,
      reason: 'same_reservation',
    });
    const stored = { ...loggedIn, reservationId: ' R-1001 ' };
    expect(decideQueryLogin({ query: link('rid=R-1001'), current: stored }).reason).toBe(
      'same_reservation',
    );
  });

  it('a logged-in user whose reservation is unknown is logged out for a link with one', () => {
    const decision = decideQueryLogin({
      query: link('rid=R-1001'),
      current: { ...loggedIn, reservationId: null },
    });
    expect(decision).toMatchObject({ logout: true, login: true });
  });

  it('a user id without reservation id logs out', () => {
    expect(decideQueryLogin({ query: link('uid=u-9'), current: loggedIn })).toEqual({
      logout: true,
      login: false,
      reason: 'user_id_without_reservation',
    });
    expect(decideQueryLogin({ query: link('uid=u-1'), current: loggedIn }).logout).toBe(true);
  });

  it('a user id without reservation id does nothing to a guest who is not logged in', () => {
    expect(decideQueryLogin({ query: link('uid=u-9'), current: anonymous })).toMatchObject({
      logout: false,
      login: false,
    });
  });

  it('a user id WITH a reservation id follows the reservation rule', () => {
    expect(
      decideQueryLogin({ query: link('uid=u-9&rid=R-1001'), current: loggedIn }),
    ).toMatchObject({
      logout: false,
      login: false,
    });
  });

  it('a blank user id counts as none', () => {
    expect(
      decideQueryLogin({ query: { login: {}, userId: '  ' }, current: loggedIn }),
    ).toMatchObject({ logout: false, reason: 'no_login_data' });
  });

  it('presets without rid or uid change nothing about the login', () => {
    expect(decideQueryLogin({ query: link('fnm=Max&doa=2025-07-01'), current: loggedIn })).toEqual({
      logout: false,
      login: false,
      reason: 'no_login_data',
    });
  });

  it('property: a login never happens for the current reservation, a logout only when logged in', () => {
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom('R-1', 'R-2', ' R-1')),
        fc.option(fc.constantFrom('u-1', 'u-2')),
        fc.option(fc.constantFrom('R-1', 'R-2')),
        fc.boolean(),
        (rid, uid, currentRid, isLoggedIn) => {
          const d = decideQueryLogin({
            query: { login: rid ? { reservation_id: rid } : {}, userId: uid },
            current: { userId: 'u-1', reservationId: currentRid, isLoggedIn },
          });
          if (d.logout) expect(isLoggedIn).toBe(true);
          if (d.login && isLoggedIn) expect(rid?.trim()).not.toBe(currentRid);
          if (rid && isLoggedIn && rid.trim() !== currentRid)
            expect(d).toMatchObject({ logout: true, login: true });
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('spec §3/§4 a locked profile or stay is not overwritten', () => {
  const query = parseQueryLoginData(qs(FULL));
  const profile: Profile = { firstName: 'Erika', lastName: 'Gast', lang: 'de', email: 'e@x.at' };
  const stay: Stay = {
    doa: '2025-06-01T14:00',
    dod: '2025-06-03T10:00',
    roomNumber: '12',
    status: 'Reserved',
    _t_doa: 1,
    _t_dod: 2,
  };

  it('overwrites an unlocked profile field by field, keeping the other fields', () => {
    expect(applyQueryPresets(profile, stay, query, 'Europe/Vienna').profile).toEqual({
      firstName: 'Max',
      lastName: 'Muster',
      email: 'max@example.com',
      phoneNumber: '+43660123',
      dob: '1990-06-15',
      lang: 'de',
    });
  });

  it('keeps fields the link does not carry', () => {
    const only = parseQueryLoginData({ fnm: 'Max', rnr: '301' });
    const next = applyQueryPresets(profile, stay, only, 'Europe/Vienna');
    expect(next.profile).toEqual({ ...profile, firstName: 'Max' });
    expect(next.stay).toEqual({ ...stay, roomNumber: '301' });
  });

  it('overwrites an unlocked stay and recomputes _t_doa/_t_dod in the time zone', () => {
    expect(applyQueryPresets(profile, stay, query, 'Europe/Vienna').stay).toEqual({
      doa: '2025-07-01T14:00',
      dod: '2025-07-04T10:00',
      roomNumber: '204',
      status: 'Reserved',
      _t_doa: Date.parse('2025-07-01T12:00:00Z') / 1000,
      _t_dod: Date.parse('2025-07-04T08:00:00Z') / 1000,
    });
  });

  it('recomputes both unix times when only the departure or only the arrival changes', () => {
    const vienna = (iso: string) => Date.parse(iso) / 1000;
    const onlyDod = applyQueryPresets(
      profile,
      stay,
      parseQueryLoginData({ dod: '2025-06-05T10:00' }),
      'Europe/Vienna',
    );
    expect(onlyDod.stay).toMatchObject({
      _t_doa: vienna('2025-06-01T12:00:00Z'),
      _t_dod: vienna('2025-06-05T08:00:00Z'),
    });
    const onlyDoa = applyQueryPresets(
      profile,
      stay,
      parseQueryLoginData({ doa: '2025-06-02T14:00' }),
      'Europe/Vienna',
    );
    expect(onlyDoa.stay).toMatchObject({
      _t_doa: vienna('2025-06-02T12:00:00Z'),
      _t_dod: vienna('2025-06-03T08:00:00Z'),
    });
  });

  it('never leaves unix times stale: without a time zone they become null', () => {
    expect(applyQueryPresets(profile, stay, query).stay).toMatchObject({
      _t_doa: null,
      _t_dod: null,
    });
  });

  it('does not change anything of a locked profile', () => {
    const locked = { ...profile, locked: true };
    expect(applyQueryPresets(locked, stay, query).profile).toEqual(locked);
  });

  it('does not change anything of a locked stay, while an unlocked profile still takes presets', () => {
    const locked = { ...stay, locked: true };
    const next = applyQueryPresets(profile, locked, query, 'Europe/Vienna');
    expect(next.stay).toEqual(locked);
    expect(next.profile.firstName).toBe('Max');
  });

  it('starts from nothing when there is no profile or stay yet', () => {
    const next = applyQueryPresets(
      null,
      undefined,
      parseQueryLoginData({ lnm: 'Muster', rnr: '1' }),
    );
    expect(next).toEqual({ profile: { lastName: 'Muster' }, stay: { roomNumber: '1' } });
  });

  it('does not mutate its inputs', () => {
    const p = { ...profile };
    const s = { ...stay };
    applyQueryPresets(p, s, query, 'Europe/Vienna');
    expect(p).toEqual(profile);
    expect(s).toEqual(stay);
  });

  it('property: nothing of a locked part changes, whatever the link', () => {
    const text = fc.string({ maxLength: 12 });
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...Object.keys(QUERY_LOGIN_PARAMS)), text),
        fc.boolean(),
        fc.boolean(),
        (params, profileLocked, stayLocked) => {
          const p = { ...profile, locked: profileLocked };
          const s = { ...stay, locked: stayLocked };
          const next = applyQueryPresets(p, s, parseQueryLoginData(params), 'Europe/Vienna');
          if (profileLocked) expect(next.profile).toEqual(p);
          if (stayLocked) expect(next.stay).toEqual(s);
        },
      ),
      { numRuns: 200 },
    );
  });
});
