// The front desk's day: each arriving, departing and staying guest with room,
// persons, online check-in and open amount, linked to the reservation; another
// day on request.
import type { FrontDeskStay } from '@hospes/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeStaffApi, renderScreen } from '../../test/staff-screen.tsx';
import { FrontDeskPage } from './front-desk-page.tsx';

const stay = (patch: Partial<FrontDeskStay>): FrontDeskStay => ({
  reservationId: 'res-1001',
  number: 'R-1001',
  roomStayId: 'rs-1',
  guestName: 'Maria Muster',
  roomNumber: '12',
  arrival: '2026-11-28',
  departure: '2026-12-01',
  adults: 2,
  children: 1,
  status: 'confirmed',
  checkinFinishedAt: null,
  checkoutFinishedAt: null,
  openMinor: 12_345,
  currency: 'EUR',
  ...patch,
});

const day = (date: string, arrivals: FrontDeskStay[], entersReservations = true) => ({
  date,
  entersReservations,
  arrivals,
  departures: [],
  inHouse: [
    stay({ roomStayId: 'rs-2', guestName: 'Jiro Tanaka', openMinor: 1234, currency: 'JPY' }),
  ],
});

afterEach(() => vi.unstubAllGlobals());

/** The section where the front desk enters or imports reservations. */
const ENTRY = 'Enter reservations';

describe('the front desk', () => {
  it("lists the day's guests with room, persons, check-in and open amount, linked to the reservation", async () => {
    fakeStaffApi({ 'GET /api/staff/alpenrose/front-desk': day('2026-11-28', [stay({})]) });
    renderScreen(<FrontDeskPage />);

    const arrivals = await screen.findByRole('region', { name: 'Arrivals' });
    const [, row] = within(arrivals).getAllByRole('row');
    const cells = within(row!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[0]).toBe('R-1001');
    expect(cells[1]).toBe('12');
    expect(cells[3]).toBe('2 adults, 1 child');
    expect(cells[4]).toBe('Not yet');
    expect(cells[5]).toMatch(/123[.,]45/);
    expect(within(row!).getByRole('link', { name: 'Maria Muster' })).toHaveAttribute(
      'href',
      '/front-desk/res-1001',
    );
    // Money in the currency's own minor units: JPY has none (¥1,234, never ¥12.34).
    const inHouse = screen.getByRole('region', { name: 'In house' });
    expect(within(inHouse).getByText(/1[.,]?234/)).toBeInTheDocument();
    expect(within(inHouse).queryByText(/12[.,]34/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Departures 0' })).toBeInTheDocument();
    expect(screen.getByText('Nobody.')).toBeInTheDocument();
    // The built-in PMS: the front desk enters reservations here.
    expect(screen.getByRole('region', { name: ENTRY })).toBeInTheDocument();
  });

  it("enters reservations only when the project's PMS is the built-in one; else says where", async () => {
    fakeStaffApi({
      'GET /api/staff/alpenrose/front-desk': day('2026-11-28', [stay({})], false),
      'GET /api/staff/alpenrose/pms/write-backs': { writeBacks: [] },
    });
    renderScreen(<FrontDeskPage />);
    expect(
      await screen.findByText(
        "Reservations come from the hotel's property system: enter and change them there.",
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Everything reached the property system.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Arrivals 1' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: ENTRY })).toBeNull();
  });

  it('asks the server for the day picked', async () => {
    const calls = fakeStaffApi({
      'GET /api/staff/alpenrose/front-desk': (_body: unknown, query: URLSearchParams) =>
        query.get('date') === '2026-12-01'
          ? day('2026-12-01', [stay({ guestName: 'Ana Horvat', roomStayId: 'rs-3' })])
          : day('2026-11-28', [stay({})]),
    });
    renderScreen(<FrontDeskPage />);
    await screen.findByRole('link', { name: 'Maria Muster' });

    const picker = screen.getByLabelText('Day');
    expect(picker).toHaveValue('2026-11-28');
    // A browser's date picker reports whole dates only.
    fireEvent.change(picker, { target: { value: '2026-12-01' } });

    expect(await screen.findByRole('link', { name: 'Ana Horvat' })).toBeInTheDocument();
    expect(calls.at(-1)!.query?.get('date')).toBe('2026-12-01');
  });

  it('lists what the property system has not taken, with its answer, and sends one again on request', async () => {
    const waiting = {
      id: 'wb-1',
      kind: 'checkin',
      reservationId: 'KXQZTWHE-1',
      roomStayId: 'KXQZTWHE-1',
      status: 'failed',
      attempts: 3,
      nextAttemptAt: '2026-11-28T10:15:00Z',
      lastError: 'NOT_FOUND: No room stay KXQZTWHE-1',
      createdAt: '2026-11-28T10:00:00Z',
    };
    let list = [waiting];
    const calls = fakeStaffApi({
      'GET /api/staff/alpenrose/front-desk': day('2026-11-28', [stay({})], false),
      'GET /api/staff/alpenrose/pms/write-backs': () => ({ writeBacks: list }),
      'POST /api/staff/alpenrose/pms/write-backs/wb-1/retry': () => {
        list = [];
        return { ...waiting, status: 'sent', attempts: 4 };
      },
    });
    renderScreen(<FrontDeskPage />);
    const section = await screen.findByRole('region', {
      name: 'Waiting for the property system 1',
    });
    const [, row] = within(section).getAllByRole('row');
    expect(within(row!).getByRole('rowheader')).toHaveTextContent('Online check-in');
    expect(row).toHaveTextContent('Refused — retry when the cause is fixed');
    expect(row).toHaveTextContent('3 attempts');
    expect(row).toHaveTextContent('NOT_FOUND: No room stay KXQZTWHE-1');
    fireEvent.click(
      within(row!).getByRole('button', { name: 'Retry Online check-in of KXQZTWHE-1 now' }),
    );
    expect(await screen.findByText('Everything reached the property system.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/wb-1/retry'))).toBe(true);
  });
});
