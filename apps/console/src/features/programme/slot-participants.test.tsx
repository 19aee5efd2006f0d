// A date of the programme at the front desk: a registration that waits is
// confirmed, and cancelling the date asks first and sends the note to the
// participants.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeStaffApi, renderScreen, MAX } from '../../test/staff-screen.tsx';
import { SlotParticipants } from './slot-participants.tsx';

const SLOT = '/api/staff/alpenrose/programme/cooking/slots/2026-12-03T15%3A00';

const registration = (status: string) => ({
  id: 'reg-1',
  activityId: 'cooking',
  slotId: '2026-12-03T15:00',
  subject: 'Cooking class',
  start: '2026-12-03T14:00:00.000Z',
  end: '2026-12-03T16:00:00.000Z',
  status,
  teamMember: null,
  persons: 2,
  lines: [{ priceOptionId: 'adult', label: 'Adult', count: 2, unitMinor: 3500, amountMinor: 7000 }],
  total: 7000,
  currency: 'EUR',
  payment: 'room',
  paymentUrl: null,
  note: null,
  createdAt: '2026-11-27T07:00:00.000Z',
  cancelable: true,
  cancelImpossible: null,
  userId: 'guest_app_000001',
  reservationId: 'R-1001',
  guest: MAX,
});

const slot = (status: string, canceled = false) => ({
  activityId: 'cooking',
  slotId: '2026-12-03T15:00',
  capacity: 8,
  taken: 2,
  canceled,
  registrations: [registration(status)],
});

afterEach(() => vi.unstubAllGlobals());

describe('a date’s participants', () => {
  it('confirms a registration that waits for the hotel', async () => {
    let status = 'waiting';
    const calls = fakeStaffApi({
      [`GET ${SLOT}`]: () => slot(status),
      'POST /api/staff/alpenrose/registrations/reg-1/accept': () => {
        status = 'accepted';
        return registration('accepted');
      },
    });
    const user = userEvent.setup();
    renderScreen(<SlotParticipants activityId="cooking" slotId="2026-12-03T15:00" />);
    expect(await screen.findByText('Waiting for confirmation')).toBeInTheDocument();
    expect(screen.getByText(/Reservation R-1001/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Confirmed')).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain(
      'POST /api/staff/alpenrose/registrations/reg-1/accept',
    );
  });

  it('cancels the date only after asking, with the note for the participants', async () => {
    let canceled = false;
    const calls = fakeStaffApi({
      [`GET ${SLOT}`]: () => slot(canceled ? 'canceled' : 'accepted', canceled),
      [`POST ${SLOT}/cancel`]: () => {
        canceled = true;
        return slot('canceled', true);
      },
    });
    const user = userEvent.setup();
    renderScreen(<SlotParticipants activityId="cooking" slotId="2026-12-03T15:00" />);
    await user.click(await screen.findByRole('button', { name: 'Cancel this date' }));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.type(
      screen.getByRole('textbox', { name: 'Message to the participants (optional)' }),
      'The chef is ill, sorry.',
    );
    await user.click(
      screen.getByRole('button', { name: 'Cancel the date and tell the participants' }),
    );
    expect(
      await screen.findByText('This date is canceled; the participants were told.'),
    ).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'POST',
      path: `${SLOT}/cancel`,
      body: { note: 'The chef is ill, sorry.' },
    });
  });

  it("cancels one confirmed booking after asking, with a message in the guest's language", async () => {
    let status = 'accepted';
    const calls = fakeStaffApi({
      [`GET ${SLOT}`]: () => slot(status),
      'POST /api/staff/alpenrose/registrations/reg-1/reject': () => {
        status = 'rejected';
        return registration('rejected');
      },
    });
    const user = userEvent.setup();
    renderScreen(<SlotParticipants activityId="cooking" slotId="2026-12-03T15:00" />);
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const question = screen.getByRole('group', { name: 'Cancel booking' });
    expect(question).toHaveTextContent(/the places are free again, a room charge is reversed/);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.type(
      screen.getByLabelText('Message to the guest, in German (optional)'),
      'Der Kurs muss leider ausfallen.',
    );
    await user.click(screen.getByRole('button', { name: 'Yes, cancel the booking' }));
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { note: 'Der Kurs muss leider ausfallen.' },
    ]);
  });

  it('books the date at the desk for the guests of a reservation', async () => {
    const calls = fakeStaffApi({
      [`GET ${SLOT}`]: () => slot('accepted'),
      [`POST ${SLOT}/bookings`]: () => Response.json(registration('accepted'), { status: 201 }),
    });
    const user = userEvent.setup();
    renderScreen(
      <SlotParticipants
        activityId="cooking"
        slotId="2026-12-03T15:00"
        activity={{
          activityId: 'cooking',
          title: 'Cooking class',
          confirmation: 'auto',
          priceOptions: [
            { id: 'adult', label: 'Adult' },
            { id: 'child', label: 'Child' },
          ],
          teamMembers: [{ id: 'markus', name: 'Markus' }],
          paidOnline: false,
          slots: [],
        }}
      />,
    );
    await user.click(await screen.findByText('Book for a guest at the desk'));
    await user.type(screen.getByLabelText('Reservation number'), 'R-1001');
    await user.clear(screen.getByLabelText('Child'));
    await user.type(screen.getByLabelText('Child'), '2');
    await user.click(screen.getByRole('button', { name: 'Book for the guest' }));
    expect(
      await screen.findByText(
        'Booked for reservation R-1001 and confirmed; the guest sees it in the app.',
      ),
    ).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({
      reservationNumber: 'R-1001',
      persons: [
        { priceOptionId: 'adult', count: 1 },
        { priceOptionId: 'child', count: 2 },
      ],
      teamMemberId: 'markus',
      idempotencyKey: expect.stringMatching(/^desk-[\w-]{16,}$/),
    });
  });

  it('leaves an entry paid online to the app', async () => {
    fakeStaffApi({ [`GET ${SLOT}`]: () => slot('accepted') });
    renderScreen(
      <SlotParticipants
        activityId="cooking"
        slotId="2026-12-03T15:00"
        activity={{
          activityId: 'cooking',
          title: 'Cooking class',
          confirmation: 'auto',
          priceOptions: [{ id: 'adult', label: 'Adult' }],
          teamMembers: [],
          paidOnline: true,
          slots: [],
        }}
      />,
    );
    expect(
      await screen.findByText('This entry is paid online: the guest books it in the app.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Book for a guest at the desk')).toBeNull();
  });
});
