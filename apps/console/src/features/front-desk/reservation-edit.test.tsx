// A reservation is edited from what is saved: every field prefilled (phone
// and language too), the number kept, the saved values sent back.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeStaffApi, renderScreen } from '../../test/staff-screen.tsx';
import { ReservationEdit } from './reservation-edit.tsx';

afterEach(() => vi.unstubAllGlobals());

const ENTRY = {
  reservationId: 'R-1001',
  number: 'R-1001',
  lastName: 'Muster',
  firstName: 'Max',
  email: 'max@example.com',
  phone: '+49 170 1234567',
  language: 'de',
  arrival: '2026-12-20',
  departure: '2026-12-24',
  room: '204',
  adults: 2,
  children: 1,
};

describe('editing a reservation', () => {
  it('opens with every saved field and saves the change without asking', async () => {
    const calls = fakeStaffApi({
      'GET /api/staff/alpenrose/reservations/R-1001/entry': ENTRY,
      'POST /api/staff/alpenrose/reservations': { created: 0, updated: 1, unchanged: 0 },
    });
    const user = userEvent.setup();
    renderScreen(<ReservationEdit reservationId="R-1001" />);
    const edit = screen.getByRole('region', { name: 'Edit reservation' });
    await user.click(within(edit).getByText('Edit reservation'));
    const room = await within(edit).findByLabelText('Room');
    expect(room).toHaveValue('204');
    expect(within(edit).getByLabelText('Phone')).toHaveValue('+49 170 1234567');
    expect(within(edit).getByLabelText('Language')).toHaveDisplayValue('German');
    expect(within(edit).getByLabelText('E-mail')).toHaveValue('max@example.com');
    expect(within(edit).getByLabelText('Children')).toHaveValue(1);
    const number = within(edit).getByLabelText('Reservation number');
    expect(number).toHaveValue('R-1001');
    expect(number).toHaveAttribute('readonly');
    expect(number).toHaveAccessibleDescription(
      'The number identifies the reservation; enter a new reservation for another number.',
    );
    await user.clear(room);
    await user.type(room, '301');
    await user.click(within(edit).getByRole('button', { name: 'Save changes' }));
    expect(await within(edit).findByText('0 created, 1 updated, 0 unchanged.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      expect.objectContaining({
        path: '/api/staff/alpenrose/reservations',
        body: {
          number: 'R-1001',
          lastName: 'Muster',
          firstName: 'Max',
          email: 'max@example.com',
          phone: '+49 170 1234567',
          language: 'de',
          arrival: '2026-12-20',
          departure: '2026-12-24',
          room: '301',
          adults: 2,
          children: 1,
        },
      }),
    ]);
  });

  it('is not offered for a reservation of a real PMS', async () => {
    fakeStaffApi({
      'GET /api/staff/alpenrose/reservations/R-1001/entry': Response.json(
        { error: 'Conflict', code: 'conflict', message: 'enter them there' },
        { status: 409 },
      ),
    });
    const user = userEvent.setup();
    renderScreen(<ReservationEdit reservationId="R-1001" />);
    await user.click(screen.getByText('Edit reservation'));
    await vi.waitFor(() => expect(screen.queryByText('Edit reservation')).toBeNull());
  });
});
