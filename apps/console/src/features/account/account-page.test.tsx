// A staff member changes their password: two new passwords that differ are
// caught before anything is sent; a change ends the other sessions.
import { screen } from '@testing-library/react';
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
    expect(await screen.findByText('The two new passwords differ.')).toBeInTheDocument();
    expect(calls).toEqual([]);
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
