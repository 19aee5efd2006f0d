import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, setupEnglish } from '../../test/render-with-app.tsx';
import { fetchedUrls, mockFetch } from '../../test/fetch-mock.ts';
import { useGuestStore } from '../../lib/guest/guest-store.ts';
import { ReservationsOverview } from './reservations-overview.tsx';
import { reservationFixture } from '../../test/reservation-fixture.ts';

const GET = '/api/integrations/testhof/getreservations';

beforeAll(setupEnglish);
beforeEach(() => {
  useGuestStore.setState({
    userId: 'guest_res_1',
    loggedIn: true,
    reservationId: 'R-1001',
    ready: true,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the reservations overview of the logged-in guest (spec §3 Reservation display)', () => {
  it('shows number, status label, room, guests and nights', async () => {
    mockFetch({
      [GET]: {
        reservations: [
          reservationFixture(),
          reservationFixture({
            reservation_id: 'R-1002',
            number: 'R-1002',
            status: 'CHECKOUT_READY',
            status_label: 'Check-out ready',
            adults: 1,
            children: 1,
            nights: 1,
            room_numbers: ['112', '113'],
          }),
        ],
      },
    });
    renderWithApp(<ReservationsOverview />);

    const first = (await screen.findByRole('heading', { name: 'Reservation R-1001' })).closest(
      'article',
    )!;
    expect(within(first).getByText('Check-in ready')).toBeInTheDocument();
    expect(within(first).getByText('204')).toBeInTheDocument();
    expect(within(first).getByText('2 adults')).toBeInTheDocument();
    expect(within(first).getByText('3 nights')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Online check-in' })).toHaveAttribute(
      'href',
      '/checkinguestform/R-1001',
    );
    const second = screen.getByRole('heading', { name: 'Reservation R-1002' }).closest('article')!;
    expect(within(second).getByText('Check-out ready')).toBeInTheDocument();
    expect(within(second).getByText('112, 113')).toBeInTheDocument();
    expect(within(second).getByText('1 adult, 1 child')).toBeInTheDocument();
    expect(within(second).getByText('1 night')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'Check-out' })).toHaveAttribute(
      'href',
      '/checkout/R-1002',
    );
  });

  it('asks nothing and shows nothing for a guest without login (spec §8: no token, empty list)', () => {
    useGuestStore.setState({ userId: 'guest_app_x', loggedIn: false, reservationId: null });
    const fetchMock = mockFetch({});
    const { container } = renderWithApp(<ReservationsOverview />);
    expect(container).toBeEmptyDOMElement();
    expect(fetchedUrls(fetchMock)).toEqual([]);
  });

  it('an answer that fails says so, with a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ [GET]: { status: 500 } });
    renderWithApp(<ReservationsOverview />);
    expect(await screen.findByText('Your reservation could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
