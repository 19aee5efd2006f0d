// The front desk enters a reservation by hand or imports a spreadsheet: a
// saved one is counted, a refused file names every bad line.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeStaffApi, renderScreen } from '../../test/staff-screen.tsx';
import { ReservationEntry } from './reservation-entry.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('entering reservations', () => {
  it('saves a reservation typed in and says so', async () => {
    const calls = fakeStaffApi({
      'POST /api/staff/alpenrose/reservations': { created: 1, updated: 0 },
    });
    const user = userEvent.setup();
    renderScreen(<ReservationEntry />);
    const entry = screen.getByRole('region', { name: 'Enter reservations' });
    await user.click(within(entry).getByText('New reservation'));
    await user.type(within(entry).getByLabelText('Reservation number'), 'R-2001');
    await user.type(within(entry).getByLabelText('Last name'), 'Huber');
    await user.type(within(entry).getByLabelText('Arrival'), '2026-12-20');
    await user.type(within(entry).getByLabelText('Departure'), '2026-12-23');
    await user.click(within(entry).getByRole('button', { name: 'Save reservation' }));
    expect(await within(entry).findByText('1 created, 0 updated.')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/staff/alpenrose/reservations',
      body: { number: 'R-2001', lastName: 'Huber', arrival: '2026-12-20', adults: 2, children: 0 },
    });
  });

  it("checks with the server's rules before sending: a departure before the arrival, a bad number", async () => {
    const calls = fakeStaffApi({});
    const user = userEvent.setup();
    renderScreen(<ReservationEntry />);
    const entry = screen.getByRole('region', { name: 'Enter reservations' });
    await user.click(within(entry).getByText('New reservation'));
    await user.type(within(entry).getByLabelText('Reservation number'), 'R 2001');
    await user.type(within(entry).getByLabelText('Arrival'), '2026-12-20');
    await user.type(within(entry).getByLabelText('Departure'), '2026-12-19');
    await user.click(within(entry).getByRole('button', { name: 'Save reservation' }));
    const summary = await within(entry).findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Use letters, digits, dot, dash or underscore.',
      'Enter the last name.',
      'The departure must be after the arrival.',
    ]);
    expect(within(entry).getByLabelText('Departure')).toHaveAccessibleDescription(
      'The departure must be after the arrival.',
    );
    expect(within(entry).getByLabelText('Reservation number')).toHaveValue('R 2001');
    expect(calls).toEqual([]);
    // A field's problem goes when it is changed.
    await user.type(within(entry).getByLabelText('Last name'), 'Huber');
    await waitFor(() =>
      expect(within(summary).queryByRole('button', { name: 'Enter the last name.' })).toBeNull(),
    );
  });

  it("puts the server's refusal on the field it names and keeps the form", async () => {
    fakeStaffApi({
      'POST /api/staff/alpenrose/reservations': Response.json(
        {
          error: 'Bad Request',
          code: 'invalid_request',
          message: 'body/room: The room 999 does not exist.',
          issues: [{ path: 'body/room', message: 'The room 999 does not exist.' }],
        },
        { status: 400 },
      ),
    });
    const user = userEvent.setup();
    renderScreen(<ReservationEntry />);
    const entry = screen.getByRole('region', { name: 'Enter reservations' });
    await user.click(within(entry).getByText('New reservation'));
    await user.type(within(entry).getByLabelText('Reservation number'), 'R-2001');
    await user.type(within(entry).getByLabelText('Last name'), 'Huber');
    await user.type(within(entry).getByLabelText('Arrival'), '2026-12-20');
    await user.type(within(entry).getByLabelText('Departure'), '2026-12-23');
    await user.type(within(entry).getByLabelText('Room'), '999');
    await user.click(within(entry).getByRole('button', { name: 'Save reservation' }));
    const room = within(entry).getByLabelText('Room');
    await waitFor(() => expect(room).toHaveAccessibleDescription('The room 999 does not exist.'));
    expect(room).toHaveValue('999');
    expect(within(entry).getByLabelText('Last name')).toHaveValue('Huber');
  });

  it('lists every bad line of a refused file', async () => {
    fakeStaffApi({
      'POST /api/staff/alpenrose/reservations/import': Response.json(
        {
          error: 'Bad Request',
          code: 'invalid_request',
          message: 'line 3: lastName: Enter the last name.',
          issues: [
            { path: 'line 3', message: 'lastName: Enter the last name.' },
            { path: 'line 6', message: 'departure: The departure must be after the arrival.' },
          ],
        },
        { status: 400 },
      ),
    });
    const user = userEvent.setup();
    renderScreen(<ReservationEntry />);
    const file = new File(['number,last_name\n'], 'march.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Import from a CSV file'), file);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('line 3: lastName: Enter the last name.', { selector: 'li' }),
    ).toBeInTheDocument();
    expect(
      within(alert).getByText('line 6: departure: The departure must be after the arrival.'),
    ).toBeInTheDocument();
  });
});
