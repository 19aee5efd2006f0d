// The console opens on today: what waits on each screen (the escalated
// marked) and the day's arrivals and departures.
import type { StaffCounters } from '@hospes/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeStaffApi, renderScreen } from '../../test/staff-screen.tsx';
import { TodayPage } from './today-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const COUNTERS: StaffCounters = {
  requests: { count: 3, oldestAt: ago(25) },
  conversations: { count: 1, oldestAt: ago(2) },
  bookings: { count: 0, oldestAt: null },
  orders: { count: 0, oldestAt: null },
  escalateAfterMinutes: 10,
};
const stay = (number: string, guestName: string, roomNumber: string) => ({
  reservationId: number,
  number,
  roomStayId: `${number}-1`,
  guestName,
  roomNumber,
  arrival: '2026-11-28T15:00',
  departure: '2026-12-01T10:00',
  status: 'Reserved',
  adults: 2,
  children: 0,
  checkinFinishedAt: null,
  checkoutFinishedAt: null,
  openMinor: 0,
  currency: 'EUR',
});

describe('today', () => {
  it('shows what waits on each screen and the arrivals and departures of the day', async () => {
    fakeStaffApi({
      'GET /api/staff/alpenrose/counters': COUNTERS,
      'GET /api/staff/alpenrose/front-desk': {
        date: '2026-11-28',
        entersReservations: true,
        arrivals: [stay('R-1001', 'Max Muster', '204')],
        departures: [],
        inHouse: [stay('R-1002', 'Erika Gast', '112'), stay('R-1004', 'Ana Kovač', '301')],
      },
    });
    renderScreen(<TodayPage />);
    const waiting = await screen.findByRole('region', { name: 'Waiting for you' });
    const items = await within(waiting).findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Requests3 new, Waiting longer than 10 min',
      'Conversations1 unread',
      'Programmenothing waiting',
      'Ordersnothing waiting',
    ]);
    expect(items[0]).toHaveClass('waiting-list__item--escalated');
    expect(items[1]).not.toHaveClass('waiting-list__item--escalated');
    expect(within(items[0]!).getByRole('link', { name: 'Requests' })).toHaveAttribute(
      'href',
      '/requests',
    );
    const arrivals = screen.getAllByRole('region', { name: /Arrivals today/ })[0]!;
    expect(within(arrivals).getByRole('link', { name: 'Max Muster' })).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: /Departures today/ })[0]).toHaveTextContent(
      'Nobody.',
    );
    expect(screen.getByText(/Guests in house: 2/)).toBeInTheDocument();
  });
});
