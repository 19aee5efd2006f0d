import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, setupEnglish } from '../../test/render-with-app.tsx';
import { mockFetch } from '../../test/fetch-mock.ts';
import { reservationView } from '../../test/checkin-fixtures.ts';
import { useGuestStore } from '../../lib/guest/guest-store.ts';
import { CheckoutView } from './checkout-view.tsx';
import { apiRefusal } from '../../test/api-refusal.ts';

const CHECKOUT_URL = '/api/integrations/testhof/checkout';
const inHouse = reservationView().room_stays[0]!;
const ready = reservationView({
  status: 'CHECKOUT_READY',
  room_stays: [
    {
      ...inHouse,
      status: 'In-house',
      checkin: { possible: false, reason: 'PMS_STATUS_NOT_RESERVED' },
      checkout: {
        possible: true,
        window: { start: '2026-11-24T13:00:00.000Z', end: '2026-11-26T22:00:00.000Z' },
      },
    },
  ],
});
const blocked = reservationView({
  status: 'CHECKED_IN',
  open_amount_minor: 56450,
  payment_required: true,
  room_stays: [
    {
      ...inHouse,
      status: 'In-house',
      checkin: { possible: false, reason: 'PMS_STATUS_NOT_RESERVED' },
      checkout: { possible: false, reason: 'PAYMENT_REQUIRED' },
    },
  ],
});

beforeAll(setupEnglish);
beforeEach(() => useGuestStore.setState({ userId: 'u1', loggedIn: true, ready: true }));
afterEach(() => vi.unstubAllGlobals());

function renderView(reservation = ready, roomStayId: string | null = null) {
  return renderWithApp(
    <Routes>
      <Route
        path="/checkout/:id"
        element={<CheckoutView reservation={reservation} roomStayId={roomStayId} />}
      />
      <Route path="/checkinguestform/:id" element={<h1>Reservation details</h1>} />
    </Routes>,
    { route: '/checkout/res-1001' },
  );
}

function sentBodies(fetchMock: ReturnType<typeof mockFetch>) {
  return (fetchMock.mock.calls as unknown as [string, RequestInit][])
    .filter(([url]) => url === CHECKOUT_URL)
    .map(([, init]) => JSON.parse(String(init.body)) as { checkoutInput: Record<string, unknown> });
}

describe('check-out (spec §4)', { timeout: 20_000 }, () => {
  it('is blocked by an open invoice: the amount and the way to pay, no check-out button', () => {
    mockFetch({});
    renderView(blocked);
    const block = screen.getByRole('region', { name: 'Your invoice is still open' });
    expect(within(block).getByText('€564.50')).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: 'View and pay invoice' })).toHaveAttribute(
      'href',
      '/invoices/res-1001',
    );
    expect(screen.queryByRole('button', { name: 'Check out now' })).toBeNull();
  });

  it('confirms, sends once with the attempt key, and says checked out', async () => {
    const fetchMock = mockFetch({
      [CHECKOUT_URL]: {
        status: 'CHECKED_OUT',
        reservation_id: 'res-1001',
        room_stay_ids: ['stay-1'],
        checked_out_at: '2026-11-25T09:00:00.000Z',
      },
    });
    const user = userEvent.setup();
    renderView(ready, 'stay-1');
    expect(screen.getByText('Check-out ready')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check out now' }));
    const dialog = screen.getByRole('dialog', { name: 'Check out now?' });
    await user.click(within(dialog).getByRole('button', { name: 'Check out' }));
    expect(await screen.findByRole('heading', { name: 'You have checked out' })).toHaveFocus();
    expect(screen.getByText('Checked out')).toBeInTheDocument();
    const [body] = sentBodies(fetchMock);
    expect(body?.checkoutInput).toMatchObject({
      type: 'room_stay',
      reservation_id: 'res-1001',
      room_stay_id: 'stay-1',
    });
    expect(body?.checkoutInput.idempotency_key).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
  });

  it('a refusal names the reason; a retry is the same attempt', async () => {
    const fetchMock = mockFetch({});
    fetchMock.mockImplementation(async () =>
      apiRefusal(409, 'step_refused', 'Refused', { reason: 'PAYMENT_REQUIRED' }),
    );
    const user = userEvent.setup();
    renderView();
    for (let i = 0; i < 2; i++) {
      await user.click(screen.getByRole('button', { name: 'Check out now' }));
      await user.click(screen.getByRole('button', { name: 'Check out' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        /Please pay the open amount first/,
      );
    }
    const [first, second] = sentBodies(fetchMock);
    expect(second?.checkoutInput.idempotency_key).toBe(first?.checkoutInput.idempotency_key);
  });

  it('the check-out cancel dialog leads back to the reservation and changes nothing', async () => {
    const fetchMock = mockFetch({});
    const user = userEvent.setup();
    renderView();
    await user.click(screen.getByRole('button', { name: 'Cancel check-out' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel the check-out?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel check-out' }));
    expect(await screen.findByRole('heading', { name: 'Reservation details' })).toBeInTheDocument();
    expect(sentBodies(fetchMock)).toEqual([]);
  });
});
