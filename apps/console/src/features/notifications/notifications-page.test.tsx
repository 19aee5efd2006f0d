// The hotel notifies its guests: the choice of recipients, the texts and
// push go to the server, and the answer says how many were reached.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeStaffApi, renderScreen } from '../../test/staff-screen.tsx';
import { NotificationsPage } from './notifications-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('notifying guests', () => {
  it('sends to the guests in house with push and tells how many got it', async () => {
    const calls = fakeStaffApi({
      'POST /api/staff/alpenrose/notifications': { recipients: 12, inapp: 12, push: 5 },
    });
    const user = userEvent.setup();
    renderScreen(<NotificationsPage />);
    const send = screen.getByRole('button', { name: 'Send' });
    // Without a title nothing is sent: the form says what is missing.
    await user.click(send);
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('button', { name: 'Enter a title.' })).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), ' Spa closed today ');
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'Open again tomorrow at 9.');
    await user.click(send);
    expect(
      await screen.findByText('Sent to 12 guests: 12 in the app, 5 by push.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/staff/alpenrose/notifications',
        body: {
          audience: 'in-house',
          title: 'Spa closed today',
          body: 'Open again tomorrow at 9.',
          push: true,
          inapp: true,
        },
      },
    ]);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('');
  });
});
