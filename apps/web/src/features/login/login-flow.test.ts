import { QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProjectStore } from '../../lib/project/project-store.ts';
import { setupEnglish } from '../../test/render-with-app.tsx';
import { clearToasts, useToastStore } from '../../components/ui/toast-store.ts';
import { fetchedUrls, mockFetch, type Routes } from '../../test/fetch-mock.ts';
import { useConsentStore } from '../../lib/consent/consent-store.ts';
import { useGuestStore } from '../../lib/guest/guest-store.ts';
import { logOut } from './login-flow.ts';

const P = 'alpenrose';
const LOGOUT = `/api/integrations/${P}/logout`;
const ISLOGGEDIN = `/api/integrations/${P}/isloggedin`;
const GUESTS = `/api/guestdata/${P}/guests`;
const TEMP = 'guest_app_1700000000000_abcdefghijklmnopqrstuvwxyz0123456789';
const NEW_ANON = 'guest_app_1700000000001_bcdefghijklmnopqrstuvwxyz0123456789a';

/** The mocked network, with the logout's `{ status }` answer (fetch-mock reads a lone `status` as HTTP status). */
function mockServer(routes: Routes, logoutStatus: string | number) {
  const fetchMock = mockFetch(routes);
  const mocked = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) !== LOGOUT) return mocked(input, init);
    return typeof logoutStatus === 'number'
      ? Response.json({ error: 'x', message: 'x' }, { status: logoutStatus })
      : Response.json({ status: logoutStatus });
  });
  return fetchMock;
}

const toasts = () => useToastStore.getState().toasts.map((toast) => toast.text);
let queryClient: QueryClient;

beforeAll(setupEnglish);
beforeEach(() => {
  queryClient = new QueryClient();
  queryClient.setQueryData(['guest', P, 'guest_res_1', 'reservations', 'en'], []);
  queryClient.setQueryData(['guest', P, 'guest_res_1', 'invoices'], []);
  useGuestStore.setState({
    userId: 'guest_res_1',
    tempUserId: TEMP,
    loggedIn: true,
    reservationId: 'R-1001',
    ready: true,
  });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => clearToasts());
});

describe('spec §4 logout', () => {
  it('needs the status SUCESSFULLY_LOGGED_OUT: anything else is "Logout failed." and the guest stays logged in', async () => {
    mockServer({}, 'OK');
    expect(await logOut(P, queryClient)).toBe(false);
    expect(toasts()).toEqual(['Logout failed.']);
    expect(useGuestStore.getState()).toMatchObject({ userId: 'guest_res_1', loggedIn: true });
    expect(queryClient.getQueryCache().findAll({ queryKey: ['guest', P] })).toHaveLength(2);
  });

  it('a failed call is "Logout failed." too', async () => {
    mockServer({}, 500);
    expect(await logOut(P, queryClient)).toBe(false);
    expect(toasts()).toEqual(['Logout failed.']);
  });

  it('restores the temporary id when the server still lets this browser be that guest; user data is cleared', async () => {
    const fetchMock = mockServer(
      {
        [ISLOGGEDIN]: { logged_in: false, user_id: null, reservation_id: null },
        [`/api/guestdata/${P}/profile/${TEMP}`]: { profile: {} },
      },
      'SUCESSFULLY_LOGGED_OUT',
    );
    expect(await logOut(P, queryClient)).toBe(true);
    expect(useGuestStore.getState()).toMatchObject({
      userId: TEMP,
      tempUserId: null,
      loggedIn: false,
      reservationId: null,
      ready: true,
    });
    expect(queryClient.getQueryCache().findAll({ queryKey: ['guest', P] })).toHaveLength(0);
    expect(fetchedUrls(fetchMock)).not.toContain(GUESTS);
    expect(toasts()).toEqual(['You have been logged out.']);
  });

  it('otherwise makes a new guest id', async () => {
    mockServer(
      {
        [ISLOGGEDIN]: { logged_in: false, user_id: null, reservation_id: null },
        [`/api/guestdata/${P}/profile/${TEMP}`]: { status: 404 },
        [GUESTS]: { userId: NEW_ANON },
      },
      'SUCESSFULLY_LOGGED_OUT',
    );
    expect(await logOut(P, queryClient)).toBe(true);
    expect(useGuestStore.getState()).toMatchObject({ userId: NEW_ANON, loggedIn: false });
  });

  it('"logout deletes all user data" — but the device keeps its cookie consent and language', async () => {
    const consent = [
      { cat: 'essential', id: 'main_app', essential: true, accepted: true, expires: 9e12 },
    ];
    useConsentStore.setState({ stored: consent as never });
    useProjectStore.setState({ favorites: ['a', 'b'], chosenLanguage: 'en', popupsSeen: { x: 1 } });
    mockServer(
      { [ISLOGGEDIN]: { logged_in: false, user_id: NEW_ANON, reservation_id: null } },
      'SUCESSFULLY_LOGGED_OUT',
    );
    // The server's Clear-Site-Data empties the origin's storage.
    localStorage.clear();
    await logOut(P, queryClient);
    expect(useProjectStore.getState()).toMatchObject({
      favorites: [],
      chosenLanguage: 'en',
      popupsSeen: { x: 1 },
    });
    expect(JSON.parse(localStorage.getItem('hospes:alpenrose:consent') ?? 'null')).toEqual(consent);
    expect(useGuestStore.getState().userId).toBe(NEW_ANON);
  });
});
