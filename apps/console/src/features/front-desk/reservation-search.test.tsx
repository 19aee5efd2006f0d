// The front desk finds a reservation by number, name or room and/or the
// dates of the stay; an empty search says what to enter and asks nothing.
import type { FrontDeskStay } from '@hospes/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeStaffApi, renderScreen } from '../../test/staff-screen.tsx';
import { ReservationSearch } from './reservation-search.tsx';

const stay: FrontDeskStay = {
  reservationId: 'R-1001',
  number: 'R-1001',
  roomStayId: 'R-1001-1',
  guestName: 'Max Muster',
  roomNumber: '204',
  arrival: '2026-11-28T15:00',
  departure: '2026-12-01T10:00',
  adults: 2,
  children: 0,
  status: 'Reserved',
  checkinFinishedAt: null,
  checkoutFinishedAt: null,
  openMinor: 0,
  currency: 'EUR',
};

afterEach(() => vi.unstubAllGlobals());

describe('finding a reservation', () => {
  it('asks nothing for an empty search, and says what to enter', async () => {
    const calls = fakeStaffApi({});
    const user = userEvent.setup();
    renderScreen(<ReservationSearch />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a number, a name, a room or dates.');
    expect(screen.getByRole('searchbox', { name: 'Number, guest name or room' })).toBeInvalid();
    expect(calls).toEqual([]);
  });

  it('searches by name and dates and links each stay to its reservation', async () => {
    const calls = fakeStaffApi({
      'GET /api/staff/alpenrose/reservations': { stays: [stay], limited: true },
    });
    const user = userEvent.setup();
    renderScreen(<ReservationSearch />);
    await user.type(
      screen.getByRole('searchbox', { name: 'Number, guest name or room' }),
      'Muster',
    );
    await user.type(screen.getByLabelText('Staying from'), '2026-11-27');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const [results] = await screen.findAllByRole('region', { name: /^Found/ });
    expect(within(results!).getByRole('link', { name: 'Max Muster' })).toHaveAttribute(
      'href',
      '/front-desk/R-1001',
    );
    expect(screen.getByText('More reservations match: narrow the search.')).toBeInTheDocument();
    expect(calls.map((c) => c.query?.toString())).toEqual(['q=Muster&from=2026-11-27']);
  });
});
