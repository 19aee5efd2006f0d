import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchedUrls, mockFetch } from '../../test/fetch-mock.ts';
import { establishGuest } from './establish-guest.ts';
import { useGuestStore } from './guest-store.ts';

const P = 'alpenrose';
const ISLOGGEDIN = `/api/integrations/${P}/isloggedin`;
const GUESTS = `/api/guestdata/${P}/guests`;
const ANON = 'guest_app_1700000000000_abcdefghijklmnopqrstuvwxyz0123456789';
const NEW_ANON = 'guest_app_1700000000001_bcdefghijklmnopqrstuvwxyz0123456789a';

function storeWith(state: Partial<ReturnType<typeof useGuestStore.getState>>) {
  useGuestStore.setState({
    userId: null,
    tempUserId: null,
    loggedIn: false,
    reservationId: null,
    ready: false,
    ...state,
  });
}

let queryClient: QueryClient;
beforeEach(() => {
  queryClient = new QueryClient();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('spec §4/§6: who the guest is, settled at start', () => {
  it('a first visit gets a new anonymous guest id (POST …/guests) and is ready', async () => {
    storeWith({});
    const fetchMock = mockFetch({
      [ISLOGGEDIN]: { logged_in: false, user_id: null, reservation_id: null },
      [GUESTS]: { userId: ANON },
    });
    expect(await establishGuest(P, queryClient)).toBe('created');
    expect(useGuestStore.getState()).toMatchObject({ userId: ANON, loggedIn: false, ready: true });
    expect(fetchedUrls(fetchMock)).toEqual([ISLOGGEDIN, GUESTS]);
  });

  it('an anonymous session named by isloggedin is kept, nothing is created', async () => {
    storeWith({ userId: ANON });
    const fetchMock = mockFetch({
      [ISLOGGEDIN]: { logged_in: false, user_id: ANON, reservation_id: null },
    });
    expect(await establishGuest(P, queryClient)).toBe('anonymous');
    expect(useGuestStore.getState().userId).toBe(ANON);
    expect(fetchedUrls(fetchMock)).toEqual([ISLOGGEDIN]);
  });

  it('a stored anonymous id whose session is gone is replaced by a new guest', async () => {
    storeWith({ userId: ANON });
    mockFetch({
      [ISLOGGEDIN]: { logged_in: false, user_id: null, reservation_id: null },
      [`/api/guestdata/${P}/profile/${ANON}`]: { status: 404 },
      [GUESTS]: { userId: NEW_ANON },
    });
    expect(await establishGuest(P, queryClient)).toBe('created');
    expect(useGuestStore.getState().userId).toBe(NEW_ANON);
  });

  it('a stored login the server confirms stays logged in, with its reservation', async () => {
    storeWith({ userId: 'guest_res_1', loggedIn: true, reservationId: 'R-1001', tempUserId: ANON });
    mockFetch({
      [ISLOGGEDIN]: { logged_in: true, user_id: 'guest_res_1', reservation_id: 'R-1001' },
    });
    expect(await establishGuest(P, queryClient)).toBe('logged-in');
    expect(useGuestStore.getState()).toMatchObject({
      userId: 'guest_res_1',
      loggedIn: true,
      reservationId: 'R-1001',
      tempUserId: ANON,
    });
  });

  it('"A stored login is verified at start and cleared if invalid" — with the guest’s cached data', async () => {
    storeWith({ userId: 'guest_res_1', loggedIn: true, reservationId: 'R-1001', tempUserId: ANON });
    queryClient.setQueryData(['guest', P, 'guest_res_1', 'reservations', 'en'], [{ id: 'R-1001' }]);
    queryClient.setQueryData(['guest', P, 'guest_res_1', 'plan'], { days: [] });
    mockFetch({
      [ISLOGGEDIN]: { logged_in: false, user_id: null, reservation_id: null },
      [`/api/guestdata/${P}/profile/${ANON}`]: { status: 404 },
      [GUESTS]: { userId: NEW_ANON },
    });
    await establishGuest(P, queryClient);
    expect(useGuestStore.getState()).toMatchObject({
      userId: NEW_ANON,
      loggedIn: false,
      reservationId: null,
    });
    expect(queryClient.getQueryCache().findAll({ queryKey: ['guest', P] })).toHaveLength(0);
  });

  it('offline: the stored ids are kept and the app is ready', async () => {
    storeWith({ userId: 'guest_res_1', loggedIn: true, reservationId: 'R-1001' });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await establishGuest(P, queryClient)).toBe('offline');
    expect(useGuestStore.getState()).toMatchObject({
      userId: 'guest_res_1',
      loggedIn: true,
      ready: true,
    });
  });

  it('two checks at once (StrictMode) make one guest, not two', async () => {
    storeWith({});
    const fetchMock = mockFetch({
      [ISLOGGEDIN]: { logged_in: false, user_id: null, reservation_id: null },
      [GUESTS]: { userId: ANON },
    });
    await Promise.all([establishGuest(P, queryClient), establishGuest(P, queryClient)]);
    expect(fetchedUrls(fetchMock).filter((url) => url === GUESTS)).toHaveLength(1);
  });
});
