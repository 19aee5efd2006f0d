// The kitchen and the front desk move a shop order along its statuses on the
// board: only the moves the order's status allows are offered; a cancellation
// (money given back, cannot be undone) asks first.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeStaffApi, renderScreen, MAX } from '../../test/staff-screen.tsx';
import { OrdersPage } from './orders-page.tsx';

const order = (status: string) => ({
  id: 'ord-1',
  number: 'A-0007',
  status,
  lines: [
    {
      productId: 'honey',
      title: 'Mountain honey',
      options: [],
      optionIds: [],
      quantity: 2,
      unitMinor: 900,
      amountMinor: 1800,
      vatRateBp: 1000,
    },
  ],
  total: 1800,
  currency: 'EUR',
  payment: 'room',
  paymentUrl: null,
  deliveryAt: null,
  deliveries: [{ key: 'asap', at: null, status, lines: [0] }],
  note: 'Room 204, please',
  createdAt: '2026-11-27T07:00:00.000Z',
  updatedAt: '2026-11-27T07:00:00.000Z',
  userId: 'guest_app_000001',
  reservationId: 'R-1001',
  guest: MAX,
  lang: 'de',
});

afterEach(() => vi.unstubAllGlobals());

/** The board's API with one placed order that moves as the staff say. */
function fakeOrders() {
  let status = 'placed';
  return fakeStaffApi({
    'GET /api/staff/alpenrose/orders': () => ({ orders: [order(status)] }),
    'POST /api/staff/alpenrose/orders/ord-1/status': (body: unknown) => {
      status = (body as { status: string }).status;
      return order(status);
    },
  });
}

describe('the orders board', () => {
  it('confirms a new order, which then shows in the confirmed column', async () => {
    const calls = fakeOrders();
    const user = userEvent.setup();
    renderScreen(<OrdersPage />);
    const placed = await screen.findByRole('region', { name: /New/ });
    const card = await within(placed).findByRole('article', { name: 'Order A-0007' });
    expect(within(card).getByText('2 × Mountain honey')).toBeInTheDocument();
    // Who it is for and where it goes.
    expect(card).toHaveTextContent('Max Muster');
    expect(card).toHaveTextContent('204');
    expect(within(card).getByText('€18.00')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Delivered' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Confirm' }));
    const confirmed = screen.getByRole('region', { name: /Confirmed/ });
    expect(await within(confirmed).findByRole('article', { name: 'Order A-0007' })).toBeVisible();
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/staff/alpenrose/orders/ord-1/status',
      body: { status: 'confirmed' },
    });
  });

  it('cancels an order only after saying what it means for the guest and the money', async () => {
    const calls = fakeOrders();
    const user = userEvent.setup();
    renderScreen(<OrdersPage />);
    const card = await screen.findByRole('article', { name: 'Order A-0007' });
    await user.click(within(card).getByRole('button', { name: 'Cancel order' }));
    const question = within(card).getByRole('group', { name: 'Cancel order' });
    expect(question).toHaveTextContent(
      /a charge to the room is reversed, an online payment refunded/,
    );
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Yes, cancel the order' }));
    const canceled = screen.getByRole('region', { name: /Canceled/ });
    expect(await within(canceled).findByRole('article', { name: 'Order A-0007' })).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { status: 'canceled' },
    ]);
  });

  it("sends the reason to the guest with the cancellation, in the guest's language", async () => {
    const calls = fakeOrders();
    const user = userEvent.setup();
    renderScreen(<OrdersPage />);
    const card = await screen.findByRole('article', { name: 'Order A-0007' });
    await user.click(within(card).getByRole('button', { name: 'Cancel order' }));
    const question = within(card).getByRole('group', { name: 'Cancel order' });
    const message = within(question).getByLabelText(/^Message to the guest/);
    expect(message).toHaveAccessibleDescription(
      'Why the order is canceled: the guest gets it as a message from the hotel.',
    );
    await user.type(message, '  Der Honig ist leider ausverkauft.  ');
    await user.click(within(question).getByRole('button', { name: 'Yes, cancel the order' }));
    const canceled = screen.getByRole('region', { name: /Canceled/ });
    expect(await within(canceled).findByRole('article', { name: 'Order A-0007' })).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { status: 'canceled', message: 'Der Honig ist leider ausverkauft.' },
    ]);
  });

  it('an order brought at two times moves each delivery on its own', async () => {
    const BREAKFAST = '2026-11-28T07:00:00.000Z';
    const lines = [
      {
        ...order('confirmed').lines[0]!,
        productId: 'breakfast',
        title: 'Breakfast in the room',
        options: ['08:00'],
        deliveryAt: BREAKFAST,
      },
      { ...order('confirmed').lines[0]!, productId: 'wine', title: 'Wine', quantity: 1 },
    ];
    let wine = 'confirmed';
    const split = () => ({
      ...order('confirmed'),
      lines,
      deliveries: [
        { key: 'asap', at: null, status: wine, lines: [1] },
        { key: BREAKFAST, at: BREAKFAST, status: 'confirmed', lines: [0] },
      ],
    });
    const calls = fakeStaffApi({
      'GET /api/staff/alpenrose/orders': () => ({ orders: [split()] }),
      'POST /api/staff/alpenrose/orders/ord-1/status': (body: unknown) => {
        wine = (body as { status: string }).status;
        return split();
      },
    });
    const user = userEvent.setup();
    renderScreen(<OrdersPage />);
    const card = await screen.findByRole('article', { name: 'Order A-0007' });
    const now = within(card).getByRole('region', { name: /^Delivery as soon as possible/ });
    expect(now).toHaveTextContent('1 × Wine');
    const morning = within(card).getByRole('region', { name: /^Delivery .*08:00/ });
    expect(morning).toHaveTextContent('2 × Breakfast in the room (08:00)');
    // "Delivered" belongs to each delivery, not to the whole order.
    expect(within(card).getAllByRole('button', { name: /^Delivered/ })).toHaveLength(2);
    await user.click(
      within(now).getByRole('button', { name: 'Delivered: Delivery as soon as possible' }),
    );
    await within(card).findByRole('region', { name: /^Delivery as soon as possible · Delivered/ });
    expect(within(morning).getByRole('button', { name: /^Delivered/ })).toBeEnabled();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { status: 'delivered', delivery: 'asap' },
    ]);
  });
});
