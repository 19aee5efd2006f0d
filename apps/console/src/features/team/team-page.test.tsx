// An administrator adds a staff account: the list follows the server, and an
// address that has an account already is refused with the server's reason,
// keeping what was typed; disabling an account asks first.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeStaffApi, renderScreen } from '../../test/staff-screen.tsx';
import { TeamPage } from './team-page.tsx';

const account = (email: string, name: string, disabled = false, mustChangePassword = false) => ({
  id: `acc-${name}`,
  projectId: 'alpenrose',
  email,
  name,
  role: 'frontdesk',
  mustChangePassword,
  disabled,
});

afterEach(() => vi.unstubAllGlobals());

/** Fills the new-account form and sends it; resolves to the form. */
async function createAccount(name: string, email: string) {
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'New account' });
  await user.type(within(form).getByRole('textbox', { name: 'Name' }), name);
  await user.type(within(form).getByRole('textbox', { name: 'E-mail' }), email);
  await user.type(
    within(form).getByLabelText('Initial password (at least 10 characters)'),
    'a-long-password-1',
  );
  await user.click(within(form).getByRole('button', { name: 'Create account' }));
  return form;
}

describe('the team', () => {
  it('creates a front-desk account and shows it in the list', async () => {
    const accounts = [account('staff@alpenrose.example', 'Anna Huber')];
    const calls = fakeStaffApi({
      'GET /api/staff/alpenrose/accounts': () => ({ accounts }),
      'POST /api/staff/alpenrose/accounts': (body: unknown) => {
        const { email, name } = body as { email: string; name: string };
        const created = account(email, name, false, true);
        accounts.push(created);
        return created;
      },
    });
    renderScreen(<TeamPage />);
    const form = await createAccount('Lena Berger', 'lena@alpenrose.example');
    expect(
      await within(form).findByText('The account lena@alpenrose.example was created.'),
    ).toBeInTheDocument();
    const row = (await screen.findByText('Lena Berger')).closest('tr')!;
    // The initial password is for the first login only.
    expect(row).toHaveTextContent('Active · Has not chosen a password yet');
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/staff/alpenrose/accounts',
      body: {
        name: 'Lena Berger',
        email: 'lena@alpenrose.example',
        role: 'frontdesk',
        password: 'a-long-password-1',
      },
    });
  });

  it('names what is missing or too short before sending, and sends nothing', async () => {
    const calls = fakeStaffApi({ 'GET /api/staff/alpenrose/accounts': { accounts: [] } });
    const user = userEvent.setup();
    renderScreen(<TeamPage />);
    const form = await screen.findByRole('form', { name: 'New account' });
    await user.type(
      within(form).getByLabelText('Initial password (at least 10 characters)'),
      'short',
    );
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    const summary = await within(form).findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Enter the name.',
      'Enter an e-mail address.',
      'The initial password needs at least 10 characters.',
    ]);
    await waitFor(() => expect(summary).toHaveFocus());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows the server’s refusal of a second account for an address', async () => {
    fakeStaffApi({
      'GET /api/staff/alpenrose/accounts': { accounts: [] },
      'POST /api/staff/alpenrose/accounts': Response.json(
        {
          error: 'Conflict',
          code: 'conflict',
          message: 'This e-mail address has an account already.',
        },
        { status: 409 },
      ),
    });
    renderScreen(<TeamPage />);
    const form = await createAccount('Twin', 'staff@alpenrose.example');
    expect(
      await within(form).findByText(/This e-mail address has an account already/),
    ).toBeInTheDocument();
    // What was typed stays, to correct it.
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('Twin');
  });

  it('disables an account only after saying what it means; enabling needs no question', async () => {
    const accounts = [
      { ...account('staff@alpenrose.example', 'Anna Huber'), id: 'acc-admin' },
      account('night@alpenrose.example', 'Porter'),
    ];
    const calls = fakeStaffApi({
      'GET /api/staff/alpenrose/accounts': () => ({ accounts }),
      'POST /api/staff/alpenrose/accounts/acc-Porter/disable': () => {
        accounts[1] = { ...accounts[1]!, disabled: true };
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderScreen(<TeamPage />);
    await user.click(
      await screen.findByRole('button', { name: 'Disable: night@alpenrose.example' }),
    );
    const question = screen.getByRole('group', { name: 'Disable: night@alpenrose.example' });
    expect(question).toHaveTextContent(
      'night@alpenrose.example can no longer log in, and open sessions end at once.',
    );
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.click(
      within(question).getByRole('button', { name: 'Yes, disable night@alpenrose.example' }),
    );
    expect(
      await screen.findByRole('button', { name: 'Enable: night@alpenrose.example' }),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/staff/alpenrose/accounts/acc-Porter/disable',
    ]);
  });

  it("sets a colleague's forgotten password anew, for the next login only", async () => {
    const accounts = [account('night@alpenrose.example', 'Night Desk')];
    const calls = fakeStaffApi({
      'GET /api/staff/alpenrose/accounts': () => ({ accounts }),
      'POST /api/staff/alpenrose/accounts/acc-Night%20Desk/password': () => {
        accounts[0] = { ...accounts[0]!, mustChangePassword: true };
        return accounts[0];
      },
    });
    const user = userEvent.setup();
    renderScreen(<TeamPage />);
    await user.click(
      await screen.findByRole('button', { name: 'Set a new password: night@alpenrose.example' }),
    );
    const field = screen.getByLabelText(
      'New password for night@alpenrose.example (at least 10 characters)',
    );
    expect(field).toHaveFocus();
    // Too short: said before anything is sent.
    await user.type(field, 'short');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The initial password needs at least 10 characters.',
    );
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.clear(field);
    await user.type(field, 'temporary-pass-3');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(
      await screen.findByText(
        'night@alpenrose.example logs in with this password once and then chooses their own.',
      ),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      expect.objectContaining({ body: { password: 'temporary-pass-3' } }),
    ]);
    expect(
      await screen.findByRole('button', { name: 'Set a new password: night@alpenrose.example' }),
    ).toHaveFocus();
    expect((await screen.findByText('Night Desk')).closest('tr')).toHaveTextContent(
      'Has not chosen a password yet',
    );
  });
});
