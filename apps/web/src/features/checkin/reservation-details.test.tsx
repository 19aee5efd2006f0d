import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithApp, setupEnglish } from '../../test/render-with-app.tsx';
import { mockFetch } from '../../test/fetch-mock.ts';
import { useGuestStore } from '../../lib/guest/guest-store.ts';
import { CheckinPage } from './checkin-page.tsx';
import { reservationView } from '../../test/checkin-fixtures.ts';

const API = '/api/integrations/testhof';

beforeAll(setupEnglish);
afterEach(() => {
  vi.unstubAllGlobals();
  useGuestStore.setState({ userId: null, loggedIn: false, ready: false, reservationId: null });
});

function renderPage(route = '/checkinguestform/R-1001') {
  return renderWithApp(
    <Routes>
      <Route path="/checkinguestform/:reservationId?" element={<CheckinPage />} />
    </Routes>,
    { route },
  );
}

const twoRooms = reservationView({
  room_numbers: ['12', '14'],
  room_stays: [
    reservationView().room_stays[0]!,
    {
      ...reservationView().room_stays[0]!,
      id: 'stay-2',
      room_number: '14',
      date_of_arrival: '2026-11-24T15:00',
      checkin: { possible: false, reason: 'CHECKIN_NOT_YET_POSSIBLE' },
    },
    {
      ...reservationView().room_stays[0]!,
      id: 'stay-3',
      room_number: '16',
      status: 'In-house',
      checkin: { possible: false, reason: 'PMS_STATUS_NOT_RESERVED' },
      checkout: { possible: false, reason: 'PAYMENT_REQUIRED' },
    },
  ],
});

describe(
  'the reservation details screen (spec §4 statuses, §8 reasons)',
  { timeout: 20_000 },
  () => {
    it("shows each room stay's status label and why a step is not possible", async () => {
      useGuestStore.setState({
        userId: 'u1',
        loggedIn: true,
        ready: true,
        reservationId: 'R-1001',
      });
      mockFetch({ [`${API}/getreservations`]: { reservations: [twoRooms] } });
      renderPage();

      expect(await screen.findByRole('heading', { name: 'R-1001' })).toBeInTheDocument();
      const stays = screen.getAllByRole('listitem');
      expect(stays).toHaveLength(3);
      expect(within(stays[0]!).getByText('Check-in ready')).toBeInTheDocument();
      expect(within(stays[0]!).getByRole('link', { name: 'Check in' })).toHaveAttribute(
        'href',
        '/roomcheckin/res-1001/stay-1',
      );
      // Not yet: the window's opening in the hotel's time zone (14:00 on arrival day, spec §9).
      expect(within(stays[1]!).getByText('Reservation confirmed')).toBeInTheDocument();
      expect(
        within(stays[1]!).getByText(
          /^Online check-in is not possible yet\. It opens on Tuesday,? 24 November,? (at )?14:00\.$/,
        ),
      ).toBeInTheDocument();
      // In house with an open invoice: checked in, payment first.
      expect(within(stays[2]!).getByText('Checked in')).toBeInTheDocument();
      expect(within(stays[2]!).getByText(/Please pay the open amount first/)).toBeInTheDocument();
      expect(within(stays[2]!).getByRole('link', { name: 'View invoices' })).toBeInTheDocument();

      expect(screen.getByRole('button', { name: 'Start online check-in' })).toBeInTheDocument();
    });

    it('already checked in: the label says so and there is no check-in to start', async () => {
      useGuestStore.setState({
        userId: 'u1',
        loggedIn: true,
        ready: true,
        reservationId: 'R-1001',
      });
      const stay = reservationView().room_stays[0]!;
      mockFetch({
        [`${API}/getreservations`]: {
          reservations: [
            reservationView({
              status: 'CHECKED_IN',
              room_stays: [
                {
                  ...stay,
                  checkin: { possible: false, reason: 'CHECKIN_FINISHED' },
                  checkout: { possible: false, reason: 'CHECKOUT_NOT_YET_POSSIBLE' },
                },
              ],
            }),
          ],
        },
      });
      renderPage('/checkinguestform');
      const item = await screen.findByRole('listitem');
      expect(within(item).getByText('Checked in')).toBeInTheDocument();
      expect(
        within(item).getByText(/^Online check-out is not possible yet\. It opens on/),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Start online check-in' })).toBeNull();
    });

    it('asks an anonymous guest to log in, and opens the login dialog', async () => {
      useGuestStore.setState({ userId: 'guest_app_1', loggedIn: false, ready: true });
      mockFetch({});
      const user = userEvent.setup();
      renderPage();
      expect(screen.getByText(/Please log in with your reservation data/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      expect(useGuestStore.getState().loginDialog).toEqual({
        open: true,
        redirect: '/checkinguestform/R-1001',
      });
    });
  },
);
