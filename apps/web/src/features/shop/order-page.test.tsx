import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { settleGuest } from '../../test/guest-server.ts';
import { renderWithApp, setupEnglish } from '../../test/render-with-app.tsx';
import { OrderPage } from './order-page.tsx';

const USER = 'guest_app_1';
const line = (title: string, amountMinor: number, extra: object = {}) => ({
  productId: title.toLowerCase(),
  title,
  options: [],
  optionIds: [],
  quantity: 1,
  unitMinor: amountMinor,
  amountMinor,
  vatRateBp: 1000,
  ...extra,
});
const BREAKFAST_AT = '2026-12-02T07:00:00.000Z';
const order = (deliveries: object[]) => ({
  id: 'o1',
  number: 'A1B2C3',
  status: 'confirmed',
  lines: [
    line('Breakfast in the room', 2900, { options: ['08:00'], deliveryAt: BREAKFAST_AT }),
    line('Wine', 3400, { deliveryStatus: 'delivered' }),
  ],
  total: 6300,
  currency: 'EUR',
  payment: 'room',
  paymentUrl: null,
  deliveryAt: null,
  deliveries,
  note: null,
  createdAt: '2026-12-01T18:00:00.000Z',
  updatedAt: '2026-12-01T18:30:00.000Z',
});

beforeAll(setupEnglish);
beforeEach(() => settleGuest(USER));
afterEach(() => vi.unstubAllGlobals());

function renderOrder(answer: object) {
  mockFetch({ [`/api/orders/testhof/${USER}/o1`]: answer });
  renderWithApp(
    <Routes>
      <Route path="/order/:orderId" element={<OrderPage />} />
    </Routes>,
    { route: '/order/o1' },
  );
}

describe('spec §2 /order/:orderId: an order brought at two times', () => {
  it('shows each delivery with its time, its lines and its own status', async () => {
    renderOrder(
      order([
        { key: 'asap', at: null, status: 'delivered', lines: [1] },
        { key: BREAKFAST_AT, at: BREAKFAST_AT, status: 'confirmed', lines: [0] },
      ]),
    );
    const now = await screen.findByRole('region', { name: 'Delivery: as soon as possible' });
    expect(within(now).getByText('Status: Delivered')).toBeInTheDocument();
    expect(within(now).getByRole('listitem')).toHaveTextContent('1 × Wine');
    // The fixture project is in Vienna: 07:00 UTC is 08:00 there.
    const morning = screen.getByRole('region', {
      name: /^Delivery: Wednesday.*2 December.*08:00$/,
    });
    expect(within(morning).getByText('Status: Confirmed')).toBeInTheDocument();
    expect(within(morning).getByRole('listitem')).toHaveTextContent(
      '1 × Breakfast in the room · 08:00',
    );
  });

  it('an order brought at once shows its lines without delivery headings', async () => {
    renderOrder({
      ...order([{ key: 'asap', at: null, status: 'confirmed', lines: [0, 1] }]),
    });
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
