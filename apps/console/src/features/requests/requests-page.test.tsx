// The front desk decides a guest's request: the note goes with the decision,
// the list shows the new status, and a refusal of the server is shown.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeStaffApi, renderScreen, MAX } from '../../test/staff-screen.tsx';
import { RequestsPage } from './requests-page.tsx';

const LUKAS = { id: 'acc-lukas', name: 'Lukas Berger' };

const towels = (
  status: string,
  note: string | null = null,
  work: { progress: string; assignee: { id: string; name: string } | null } = {
    progress: 'open',
    assignee: null,
  },
) => ({
  id: 'req-1',
  userId: 'guest_app_000001',
  reservationId: 'R-1001',
  guest: MAX,
  formId: 'towels',
  subject: 'Fresh towels',
  fields: { count: 2, kind: 'bath', urgent: true },
  // The server labels the fields from the form in the console's language.
  entries: [
    { id: 'count', label: 'How many?', type: 'number', value: 2, option: null },
    { id: 'kind', label: 'Kind of towel', type: 'select', value: 'bath', option: 'Bath towels' },
    { id: 'urgent', label: 'Right away', type: 'checkbox', value: true, option: null },
  ],
  lang: 'de',
  status,
  note,
  startAt: null,
  createdAt: '2026-11-27T07:00:00.000Z',
  updatedAt: '2026-11-27T07:00:00.000Z',
  ...work,
});

afterEach(() => vi.unstubAllGlobals());

describe('guest requests', () => {
  it('accepts a new request with a note to the guest and says so', async () => {
    let status = 'sent';
    const calls = fakeStaffApi({
      'GET /api/staff/alpenrose/requests': () => ({ requests: [towels(status)] }),
      'POST /api/staff/alpenrose/requests/req-1/accept': () => {
        status = 'accepted';
        return towels('accepted', 'Coming in ten minutes.');
      },
    });
    const user = userEvent.setup();
    renderScreen(<RequestsPage />);
    const card = await screen.findByRole('article', { name: 'Fresh towels' });
    // The form's labels and the choice's label, not the field ids and values.
    expect(
      within(card)
        .getAllByRole('definition')
        .map((dd) => `${dd.previousElementSibling?.textContent}: ${dd.textContent}`),
    ).toEqual(['How many?: 2', 'Kind of towel: Bath towels', 'Right away: Yes']);
    expect(calls[0]?.query?.get('lang')).toBe('en');
    // Who and where: the guest's name, room, reservation (its page) and language.
    expect(card).toHaveTextContent(/Max Muster · Room 204 · Reservation R-1001 · Language: German/);
    expect(within(card).getByRole('link', { name: 'Reservation R-1001' })).toHaveAttribute(
      'href',
      '/front-desk/R-1001',
    );
    expect(within(card).getByRole('link', { name: 'Write to the guest' })).toHaveAttribute(
      'href',
      '/conversations/guest_app_000001',
    );
    await user.type(
      within(card).getByRole('textbox', { name: 'Note to the guest (optional)' }),
      'Coming in ten minutes.',
    );
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Request Fresh towels: Accepted.')).toBeInTheDocument();
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: '/api/staff/alpenrose/requests/req-1/accept',
        body: { note: 'Coming in ten minutes.' },
      }),
    );
    expect(
      await within(await screen.findByRole('article', { name: 'Fresh towels' })).findByRole(
        'button',
        { name: 'Reopen' },
      ),
    ).toBeInTheDocument();
  });

  it('shows the server’s refusal when the request changed meanwhile', async () => {
    fakeStaffApi({
      'GET /api/staff/alpenrose/requests': { requests: [towels('sent')] },
      'POST /api/staff/alpenrose/requests/req-1/reject': Response.json(
        {
          error: 'Conflict',
          code: 'not_allowed',
          message: 'The request was changed meanwhile. Please reload it.',
        },
        { status: 409 },
      ),
    });
    const user = userEvent.setup();
    renderScreen(<RequestsPage />);
    const card = await screen.findByRole('article', { name: 'Fresh towels' });
    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    expect(await within(card).findByText(/The request was changed meanwhile/)).toBeInTheDocument();
  });

  it('a colleague takes a request on and marks it done; "Mine" shows only theirs', async () => {
    let work = { progress: 'open', assignee: null as { id: string; name: string } | null };
    const calls = fakeStaffApi({
      'GET /api/staff/alpenrose/requests': () => ({ requests: [towels('sent', null, work)] }),
      'GET /api/staff/alpenrose/colleagues': {
        colleagues: [LUKAS, { id: 'acc-admin', name: 'Anna Huber' }],
      },
      'POST /api/staff/alpenrose/requests/req-1/work': (body: unknown) => {
        const change = body as { progress?: string; assigneeId?: string | null };
        work = {
          progress: change.progress ?? work.progress,
          assignee:
            change.assigneeId === undefined
              ? work.assignee
              : change.assigneeId === 'acc-admin'
                ? { id: 'acc-admin', name: 'Anna Huber' }
                : change.assigneeId === LUKAS.id
                  ? LUKAS
                  : null,
        };
        return towels('sent', null, work);
      },
    });
    const user = userEvent.setup();
    renderScreen(<RequestsPage />);
    const card = await screen.findByRole('article', { name: 'Fresh towels' });
    const handler = within(card).getByLabelText('Handled by');
    await within(card).findByRole('option', { name: 'Lukas Berger' });
    await user.selectOptions(handler, 'Anna Huber');
    await vi.waitFor(() => expect(handler).toHaveDisplayValue('Anna Huber'));
    await user.selectOptions(within(card).getByLabelText('Progress'), 'Done');
    await vi.waitFor(() =>
      expect(within(card).getByLabelText('Progress')).toHaveDisplayValue('Done'),
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { assigneeId: 'acc-admin' },
      { progress: 'done' },
    ]);
    // The logged-in admin (acc-admin) handles it: it is among "Mine", not among "Not assigned".
    await user.selectOptions(screen.getByLabelText('Show'), 'Not assigned');
    expect(await screen.findByText('No requests with this status.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Show'), 'Mine');
    expect(await screen.findByRole('article', { name: 'Fresh towels' })).toBeInTheDocument();
  });
});
