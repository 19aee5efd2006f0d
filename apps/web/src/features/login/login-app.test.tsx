import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, useToastStore } from '../../components/ui/toast-store.ts';
import { fetchedUrls, mockFetch, type Routes } from '../../test/fetch-mock.ts';
import { testModel } from '../../test/model-fixture.ts';
import { renderApp } from '../../test/render-app.tsx';
import { useGuestStore } from '../../lib/guest/guest-store.ts';

const MODEL_EN = '/api/projects/alpenrose/model/en';
const API = '/api/integrations/alpenrose';
const ANON = 'guest_app_17000000000001b4e28ba-2fa1-41d2-883f-0016d3cca427';

const pmsModel = (blocking = false) =>
  testModel({ lang: 'en' }, (model) => {
    model.project_settings.pms_login = { active: true, fields: ['reservation_id', 'last_name'] };
    model.project_settings.login = { blocking_splash_screen: { active: blocking } };
  });

/** The server of a guest without a session, who may log in as R-1001 / Muster. */
function server(blocking = false): Routes {
  return {
    [MODEL_EN]: pmsModel(blocking),
    [`${API}/isloggedin`]: { logged_in: false, user_id: ANON, reservation_id: null },
    [`${API}/loginfields`]: { active: true, fields: ['reservation_id', 'last_name'] },
    [`${API}/login`]: { user_id: 'guest_res_1', status: 'SUCESSFULLY_LOGGED_IN' },
    [`${API}/getreservations`]: { reservations: [] },
    [`${API}/updateguestdata`]: { data: { profile: {}, stay: {} } },
  };
}

const loginBodies = (fetchMock: ReturnType<typeof mockFetch>) =>
  (fetchMock.mock.calls as unknown as [string, RequestInit][])
    .filter(([url]) => String(url) === `${API}/login`)
    .map(([, init]) => JSON.parse(String(init.body)) as { data: unknown });

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => clearToasts());
});

describe('login in the running app (spec §2–§4)', { timeout: 20_000 }, () => {
  it('an anonymous visitor gets the session’s guest id; the menu offers the login dialog', async () => {
    const user = userEvent.setup();
    mockFetch(server());
    await renderApp({ browserLanguages: ['en'] });
    await waitFor(() =>
      expect(useGuestStore.getState()).toMatchObject({ userId: ANON, ready: true }),
    );

    await user.click((await screen.findAllByRole('button', { name: 'Login' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    expect(
      await within(dialog).findByRole('textbox', { name: 'Reservation number' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Last name' })).toBeInTheDocument();
  });

  it('spec §3/§4: ?rid=…&lnm=… logs in and the parameters leave the address', async () => {
    const fetchMock = mockFetch(server());
    window.history.replaceState(null, '', '/alpenrose/?rid=R-1001&lnm=Muster');
    await renderApp({ browserLanguages: ['en'], keepAddress: true });

    await waitFor(() => expect(useGuestStore.getState().loggedIn).toBe(true));
    expect(loginBodies(fetchMock)).toEqual([
      { data: { reservation_id: 'R-1001', last_name: 'Muster' }, lang: 'en' },
    ]);
    expect(window.location.search).toBe('');
    expect(useGuestStore.getState()).toMatchObject({ reservationId: 'R-1001', tempUserId: ANON });
    expect(useToastStore.getState().toasts.map((t) => t.text)).toContain('Login successful.');
  });

  it('spec §4: a link with the reservation already logged in does nothing', async () => {
    const fetchMock = mockFetch(server());
    await renderApp({ browserLanguages: ['en'], loggedIn: true, hash: '#/?rid=R-1001&lnm=Muster' });
    await waitFor(() => expect(window.location.hash).toBe('#/'));
    expect(loginBodies(fetchMock)).toEqual([]);
    expect(fetchedUrls(fetchMock)).not.toContain(`${API}/logout`);
  });

  it('blocking splash screen: /login?redirect=… and, after login, back to the requested page', async () => {
    const user = userEvent.setup();
    mockFetch(server(true));
    await renderApp({ hash: '#/favorites', browserLanguages: ['en'] });
    await waitFor(() => expect(window.location.hash).toBe('#/login?redirect=%2Ffavorites'));

    await user.type(await screen.findByRole('textbox', { name: 'Reservation number' }), 'R-1001');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Muster');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(window.location.hash).toBe('#/favorites'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Favourites' }),
    ).toBeInTheDocument();
  });

  it('blocking splash screen: a stored login the server no longer knows is cleared and the page goes to /login', async () => {
    const routes = server(true);
    mockFetch(routes);
    useGuestStore.setState({ userId: 'guest_res_1', loggedIn: true, reservationId: 'R-1001' });
    await renderApp({ hash: '#/favorites', browserLanguages: ['en'], keepGuest: true });
    await waitFor(() => expect(window.location.hash).toBe('#/login?redirect=%2Ffavorites'));
    expect(useGuestStore.getState()).toMatchObject({ loggedIn: false, userId: ANON });
  });
});
