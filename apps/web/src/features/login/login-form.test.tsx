import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, setupEnglish } from '../../test/render-with-app.tsx';
import { clearToasts, useToastStore } from '../../components/ui/toast-store.ts';
import { mockFetch, type Routes } from '../../test/fetch-mock.ts';
import { useGuestStore } from '../../lib/guest/guest-store.ts';
import { clearDraft } from '../../components/form/use-form-draft.ts';
import { LoginForm } from './login-form.tsx';
import { apiRefusal } from '../../test/api-refusal.ts';

const FIELDS = '/api/integrations/testhof/loginfields';
const LOGIN = '/api/integrations/testhof/login';
const ANON = 'guest_app_1700000000000_abcdefghijklmnopqrstuvwxyz0123456789';

const toasts = () => useToastStore.getState().toasts.map((toast) => toast.text);

function sentLogins(fetchMock: ReturnType<typeof mockFetch>) {
  return (fetchMock.mock.calls as unknown as [string, RequestInit][])
    .filter(([url]) => String(url) === LOGIN)
    .map(([, init]) => JSON.parse(String(init.body)) as unknown);
}

function renderForm(routes: Routes) {
  const fetchMock = mockFetch(routes);
  const onSuccess = vi.fn();
  renderWithApp(<LoginForm idPrefix="t" onSuccess={onSuccess} />);
  return { fetchMock, onSuccess };
}

beforeAll(setupEnglish);
beforeEach(() => {
  useGuestStore.setState({ userId: ANON, tempUserId: null, loggedIn: false, reservationId: null });
  clearDraft({ key: 'hospes:testhof:login-draft', storage: 'memory' });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => clearToasts());
});

describe('the login form (spec §3–§5, §8)', { timeout: 20_000 }, () => {
  it('shows the login fields as returned by the server, in its order', async () => {
    renderForm({ [FIELDS]: { active: true, fields: ['email', 'date_of_birth', 'last_name'] } });
    await screen.findByRole('textbox', { name: 'E-mail address' });
    const names = screen
      .getAllByRole('textbox')
      .map((input) => input.getAttribute('id'))
      .filter(Boolean);
    expect(names).toEqual([
      't-email',
      't-date_of_birth',
      't-date_of_birth-month',
      't-date_of_birth-year',
      't-last_name',
    ]);
    expect(screen.getByRole('group', { name: 'Date of birth' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Reservation number' })).not.toBeInTheDocument();
  });

  it('spec §5: each empty required field is listed with its message, and nothing is sent', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderForm({
      [FIELDS]: { active: true, fields: ['reservation_id', 'last_name', 'date_of_birth'] },
      [LOGIN]: { user_id: 'guest_res_1', status: 'SUCESSFULLY_LOGGED_IN' },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Last name' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const list = screen.getByRole('alert');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Please enter your reservation number.',
      'Please enter your last name.',
      'Please choose your date of birth.',
    ]);
    expect(screen.getByRole('textbox', { name: 'Reservation number' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription(
      'Please enter your last name.',
    );
    expect(sentLogins(fetchMock)).toEqual([]);
  });

  it('a wrong name: "Login failed, please check your data." in the form, the toast "Login failed.", and the typed data stays', async () => {
    const user = userEvent.setup();
    const { onSuccess } = renderForm({
      [FIELDS]: { active: true, fields: ['reservation_id', 'last_name'] },
      [LOGIN]: { status: 401 },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Reservation number' }), 'R-1001');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Login failed, please check your data.')).toBeInTheDocument();
    expect(toasts()).toEqual(['Login failed.']);
    expect(screen.getByRole('textbox', { name: 'Reservation number' })).toHaveValue('R-1001');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Wrong');
    expect(onSuccess).not.toHaveBeenCalled();
    expect(useGuestStore.getState().loggedIn).toBe(false);
  });

  it('success: the data is sent as typed, "Login successful.", the guest id becomes the temporary id', async () => {
    const user = userEvent.setup();
    const { fetchMock, onSuccess } = renderForm({
      [FIELDS]: { active: true, fields: ['reservation_id', 'last_name'] },
      [LOGIN]: { user_id: 'guest_res_1', status: 'SUCESSFULLY_LOGGED_IN' },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Reservation number' }), 'R-1001');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), '  muster ');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(sentLogins(fetchMock)).toEqual([
      { data: { reservation_id: 'R-1001', last_name: '  muster ' }, lang: 'en' },
    ]);
    expect(toasts()).toEqual(['Login successful.']);
    expect(useGuestStore.getState()).toMatchObject({
      userId: 'guest_res_1',
      tempUserId: ANON,
      loggedIn: true,
      reservationId: 'R-1001',
    });
  });

  it('429: says how long to wait', async () => {
    const user = userEvent.setup();
    renderForm({ [FIELDS]: { active: true, fields: ['reservation_id', 'last_name'] } });
    const fields = await screen.findByRole('textbox', { name: 'Reservation number' });
    vi.stubGlobal('fetch', async () =>
      apiRefusal(429, 'rate_limited', 'Too many failed logins.', {
        headers: { 'retry-after': '1500' },
      }),
    );
    await user.type(fields, 'R-1001');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Muster');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(
      await screen.findByText('Too many login attempts. Please try again in 25 minutes.'),
    ).toBeInTheDocument();
    expect(toasts()).toEqual(['Login failed.']);
  });

  it('the date of birth is sent as YYYY-MM-DD from the three fields', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderForm({
      [FIELDS]: { active: true, fields: ['last_name', 'date_of_birth'] },
      [LOGIN]: { user_id: 'guest_res_1', status: 'SUCESSFULLY_LOGGED_IN' },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Last name' }), 'Muster');
    await user.click(screen.getByRole('textbox', { name: 'Day' }));
    await user.keyboard('05031980');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await vi.waitFor(() => expect(sentLogins(fetchMock)).toHaveLength(1));
    expect(sentLogins(fetchMock)[0]).toMatchObject({
      data: { last_name: 'Muster', date_of_birth: '1980-03-05' },
    });
  });

  it('a project without login says so', async () => {
    renderForm({ [FIELDS]: { active: false, fields: [] } });
    expect(
      await screen.findByText('Login with reservation data is not available here.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });
});
