import { parseQueryLoginData } from '@hospes/domain';
import { QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupEnglish } from '../../test/render-with-app.tsx';
import { clearToasts, useToastStore } from '../../components/ui/toast-store.ts';
import { fetchedUrls, mockFetch, type Routes } from '../../test/fetch-mock.ts';
import { useGuestStore } from '../../lib/guest/guest-store.ts';
import { runQueryLogin } from './run-query-login.ts';

const P = 'alpenrose';
const API = `/api/integrations/${P}`;
const NEW_ANON = 'guest_app_17000000000001b4e28ba-2fa1-41d2-883f-0016d3cca427';

/** The mocked server; the logout answers its `{ status }` (fetch-mock reads a lone status as HTTP status). */
function mockServer(routes: Routes) {
  const fetchMock = mockFetch(routes);
  const mocked = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === `${API}/logout`) {
      await mocked(input, init);
      return Response.json({ status: 'SUCESSFULLY_LOGGED_OUT' });
    }
    return mocked(input, init);
  });
  return fetchMock;
}

const link = (query: string) => parseQueryLoginData(new URLSearchParams(query));
const loginBodies = (fetchMock: ReturnType<typeof mockFetch>) =>
  (fetchMock.mock.calls as unknown as [string, RequestInit][])
    .filter(([url]) => url === `${API}/login`)
    .map(([, init]) => JSON.parse(String(init.body)) as unknown);

let queryClient: QueryClient;
beforeAll(setupEnglish);
beforeEach(() => {
  queryClient = new QueryClient();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => clearToasts());
});

describe('spec §4 login by link', () => {
  it('a new reservation id logs the current guest out first, then logs in with the project’s fields', async () => {
    useGuestStore.setState({
      userId: 'guest_res_2',
      loggedIn: true,
      reservationId: 'R-1002',
      ready: true,
    });
    const fetchMock = mockServer({
      [`${API}/isloggedin`]: { logged_in: false, user_id: NEW_ANON, reservation_id: null },
      [`${API}/loginfields`]: { active: true, fields: ['reservation_id', 'last_name'] },
      [`${API}/login`]: { user_id: 'guest_res_1', status: 'SUCESSFULLY_LOGGED_IN' },
    });
    await runQueryLogin(
      P,
      queryClient,
      link('rid=R-1001&lnm=Muster&fnm=Max&eml=max@example.org'),
      'Europe/Vienna',
    );

    const urls = fetchedUrls(fetchMock);
    expect(urls.indexOf(`${API}/logout`)).toBeGreaterThanOrEqual(0);
    expect(urls.indexOf(`${API}/logout`)).toBeLessThan(urls.indexOf(`${API}/login`));
    expect(loginBodies(fetchMock)).toEqual([
      { data: { reservation_id: 'R-1001', last_name: 'Muster' }, lang: 'en' },
    ]);
    expect(useGuestStore.getState()).toMatchObject({
      userId: 'guest_res_1',
      reservationId: 'R-1001',
      tempUserId: NEW_ANON,
    });
  });

  it('a user id without reservation id logs out, and nobody logs in', async () => {
    useGuestStore.setState({
      userId: 'guest_res_2',
      loggedIn: true,
      reservationId: 'R-1002',
      ready: true,
    });
    const fetchMock = mockServer({
      [`${API}/isloggedin`]: { logged_in: false, user_id: NEW_ANON, reservation_id: null },
    });
    await runQueryLogin(P, queryClient, link('uid=someone'), 'Europe/Vienna');
    expect(fetchedUrls(fetchMock)).toContain(`${API}/logout`);
    expect(loginBodies(fetchMock)).toEqual([]);
    expect(useGuestStore.getState()).toMatchObject({ loggedIn: false, userId: NEW_ANON });
  });

  it('a failed login shows the failure toast and leaves the presets unused', async () => {
    useGuestStore.setState({ userId: NEW_ANON, loggedIn: false, reservationId: null, ready: true });
    const fetchMock = mockServer({
      [`${API}/loginfields`]: { active: true, fields: ['reservation_id', 'last_name'] },
      [`${API}/login`]: { status: 401 },
    });
    await runQueryLogin(
      P,
      queryClient,
      link('rid=R-1001&lnm=Nobody&doa=2026-03-10'),
      'Europe/Vienna',
    );
    expect(useToastStore.getState().toasts.map((t) => t.text)).toEqual(['Login failed.']);
    expect(fetchedUrls(fetchMock).some((url) => url.includes('/stay/'))).toBe(false);
  });

  it('presets go into profile and stay, field by field, and only what changes is sent', async () => {
    useGuestStore.setState({ userId: NEW_ANON, loggedIn: false, reservationId: null, ready: true });
    const stayPath = `/api/guestdata/${P}/stay/${NEW_ANON}`;
    const fetchMock = mockServer({
      [`/api/guestdata/${P}/profile/${NEW_ANON}`]: { profile: { firstName: 'Max' } },
      [stayPath]: { stay: { roomNumber: '204' } },
    });
    await runQueryLogin(
      P,
      queryClient,
      link('fnm=Max&doa=2026-03-10T15:00&dod=2026-03-13T10:00'),
      'Europe/Vienna',
    );
    const puts = (fetchMock.mock.calls as unknown as [string, RequestInit][]).filter(
      ([, init]) => init?.method === 'PUT',
    );
    expect(puts.map(([url]) => url)).toEqual([stayPath]);
    expect(JSON.parse(String(puts[0]![1].body))).toMatchObject({
      stay: { roomNumber: '204', doa: '2026-03-10T15:00', dod: '2026-03-13T10:00' },
    });
  });
});
