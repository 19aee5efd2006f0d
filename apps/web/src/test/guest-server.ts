import type { Booking, Profile, Stay } from '@hospes/domain';
import { vi } from 'vitest';
import { useGuestStore } from '../lib/guest/guest-store.ts';
import { apiRefusal } from './api-refusal.ts';

/** One request the app made to the fake guest API. */
export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
}

export interface GuestServerState {
  profile: Profile;
  stay: Stay;
  bookings: Booking[];
  /** Answer every PUT with this status instead of storing (e.g. 500). */
  failWrites?: number;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The network boundary of the guest-data features, faked in memory: the
 * profile and stay routes of one guest, `language` and `getbookings` of the
 * project "testhof". PUTs merge like the server and answer the stored value.
 * Every request is recorded, so tests can say what was (not) sent.
 */
export function fakeGuestServer(initial: Partial<GuestServerState> = {}, userId = 'guest_app_1') {
  const state: GuestServerState = { profile: {}, stay: {}, bookings: [], ...initial };
  const requests: SeenRequest[] = [];
  const base = `/api/guestdata/testhof`;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    requests.push({ method, path, body });
    const put = body as { profile?: Profile; stay?: Stay } | undefined;
    if (method === 'PUT' && state.failWrites)
      return json({ error: 'x', message: 'x' }, state.failWrites);
    if (path === `${base}/profile/${userId}`) {
      if (method === 'PUT') state.profile = { ...state.profile, ...put?.profile };
      return json({ profile: state.profile });
    }
    if (path === `${base}/stay/${userId}`) {
      if (method === 'PUT') state.stay = { ...state.stay, ...put?.stay };
      return json({ stay: state.stay });
    }
    if (path === `${base}/language/${userId}`) return json(body);
    if (path === '/api/integrations/testhof/getbookings') return json({ bookings: state.bookings });
    return apiRefusal(404, 'not_found', 'Not found');
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    state,
    requests,
    writes: () => requests.filter((r) => r.method !== 'GET'),
  };
}

/** The guest as the start check leaves it: settled, anonymous or logged in. */
export function settleGuest(userId: string | null = 'guest_app_1', loggedIn = false): void {
  useGuestStore.setState({
    ready: true,
    userId,
    loggedIn,
    reservationId: loggedIn ? 'R-1001' : null,
    tempUserId: null,
    loginDialog: { open: false, redirect: null },
  });
}
