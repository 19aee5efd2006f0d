// A staff member changes their password: two new passwords that differ are
// caught before anything is sent; a change ends the other sessions.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeStaffApi, renderScreen } from '../../test/staff-screen.tsx';
import { AccountPage } from './account-page.tsx';

afterEach(() => vi.unstubAllGlobals());

async function fill(current: string, next: string, repeat: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password (at least 10 characters)'), next);
  await user.type(screen.getByLabelText('Repeat the new password'), repeat);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('my account', () => {
  it('sends nothing while the two new passwords differ', async () => {
    const calls = fakeStaffApi({});
    renderScreen(<AccountPage />);
    await fill('alpenrose-demo', 'a-new-password-1', 'a-new-password-2');
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Please check your entries:');
    expect(
      within(summary).getByRole('button', { name: 'The two new passwords differ.' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Repeat the new password')).toHaveAccessibleDescription(
      'The two new passwords differ.',
    );
    await waitFor(() => expect(summary).toHaveFocus());
    expect(calls).toEqual([]);
  });

  it("asks for at least 10 characters (the server's rule) before sending", async () => {
    const calls = fakeStaffApi({});
    renderScreen(<AccountPage />);
    await fill('alpenrose-demo', 'too-short', 'too-short');
    const field = screen.getByLabelText('New password (at least 10 characters)');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('The new password needs at least 10 characters.'),
    );
    expect(field).toHaveValue('too-short');
    expect(calls).toEqual([]);
  });

  it("puts the server's refusal on the field it names and keeps what was typed", async () => {
    fakeStaffApi({
      'POST /api/staff/password': Response.json(
        {
          error: 'Bad Request',
          code: 'invalid_request',
          message: 'body/currentPassword: The current password is wrong.',
          issues: [{ path: 'body/currentPassword', message: 'The current password is wrong.' }],
        },
        { status: 400 },
      ),
    });
    renderScreen(<AccountPage />);
    await fill('not-my-password', 'a-new-password-1', 'a-new-password-1');
    const current = screen.getByLabelText('Current password');
    await waitFor(() =>
      expect(current).toHaveAccessibleDescription('The current password is wrong.'),
    );
    expect(current).toHaveValue('not-my-password');
    expect(screen.getByLabelText('Repeat the new password')).toHaveValue('a-new-password-1');
  });

  it('changes the password and says the other sessions ended', async () => {
    const calls = fakeStaffApi({ 'POST /api/staff/password': new Response(null, { status: 204 }) });
    renderScreen(<AccountPage />);
    await fill('alpenrose-demo', 'a-new-password-1', 'a-new-password-1');
    expect(
      await screen.findByText('The password was changed. Your other sessions were ended.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/staff/password',
        body: { currentPassword: 'alpenrose-demo', newPassword: 'a-new-password-1' },
      },
    ]);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });
});
