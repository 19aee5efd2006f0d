// The front desk enters a reservation by hand or imports a spreadsheet: a
// saved one is counted, a refused file names every bad line.
import { screen, within } from '@testing-library/react';
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
