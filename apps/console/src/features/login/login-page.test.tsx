import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from './login-page.tsx';

function renderLogin() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LoginPage />
    </QueryClientProvider>,
  );
  return client;
}

describe('staff login', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says a wrong login plainly and keeps what was typed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'Unauthorized', message: 'x' }, { status: 401 })),
    );
    renderLogin();
    await userEvent.type(screen.getByLabelText('E-mail'), 'staff@alpenrose.example');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The e-mail address or the password is wrong.',
    );
    expect(screen.getByLabelText('E-mail')).toHaveValue('staff@alpenrose.example');
  });

  it("tells a disabled account so, in the staff member's language, and explains a forgotten password", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          {
            error: 'Forbidden',
            code: 'account_disabled',
            message:
              'This account is disabled. An administrator of your hotel can enable it again.',
          },
          { status: 403 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('E-mail'), 'night@alpenrose.example');
    await user.type(screen.getByLabelText('Password'), 'the-right-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account is disabled. An administrator of your hotel can enable it again.',
    );
    await user.click(screen.getByText('Forgot your password?'));
    expect(screen.getByText(/An administrator of your hotel sets a new one for you/)).toBeVisible();
  });

  it('names each missing or wrong field, takes the focus to the list and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    await userEvent.type(screen.getByLabelText('E-mail'), 'staff at alpenrose');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Enter your e-mail address.', 'Enter your password.']);
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.click(within(summary).getByRole('button', { name: 'Enter your password.' }));
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByLabelText('E-mail')).toHaveValue('staff at alpenrose');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends e-mail and password as JSON and stores who logged in', async () => {
    const me = {
      account: {
        id: 'a',
        projectId: 'alpenrose',
        email: 'staff@alpenrose.example',
        name: 'Anna',
        role: 'admin',
      },
      expiresAt: '2026-11-27T12:00:00.000Z',
      project: { name: 'Hotel Alpenrose', timeZone: 'Europe/Vienna' },
      mustChangePassword: false,
    };
    const fetchMock = vi.fn(async () => Response.json(me));
    vi.stubGlobal('fetch', fetchMock);
    const client = renderLogin();
    await userEvent.type(screen.getByLabelText('E-mail'), 'staff@alpenrose.example');
    await userEvent.type(screen.getByLabelText('Password'), 'alpenrose-demo');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(client.getQueryData(['staff', 'me'])).toEqual(me));
    // Through the client both apps share: the session cookie, never the HTTP cache.
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/staff/login',
      expect.objectContaining({
        method: 'POST',
        credentials: 'same-origin',
        cache: 'no-store',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'staff@alpenrose.example', password: 'alpenrose-demo' }),
      }),
    );
  });
});
