import { emptyProjectCache, type ProjectModel } from '@hospes/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n.ts';
import { useActiveLanguage } from '../../i18n/language-store.ts';
import { useProjectStore } from '../../lib/project/project-store.ts';
import { CART_ID } from '../../lib/shop/cart-store.ts';
import { fixtureModel } from '../../test/fixture-model.ts';
import { settleGuest } from '../../test/guest-server.ts';
import { renderWithApp, setupEnglish } from '../../test/render-with-app.tsx';
import { ShopPage } from './shop-page.tsx';

const USER = 'guest_app_1';
const SHOP = {
  currency: 'EUR',
  payment: ['room', 'online'],
  categories: [{ id: 'home', title: 'To take home' }],
  products: [
    { id: 'honey', category: 'home', title: 'Honey', price_minor: 890, max_per_order: 2 },
    {
      id: 'robe',
      category: 'home',
      title: 'Bathrobe',
      price_minor: 6900,
      option_groups: [
        {
          id: 'size',
          label: 'Size',
          choices: [
            { id: 'm', label: 'M' },
            { id: 'xl', label: 'XL', price_minor: 500 },
          ],
        },
      ],
    },
  ],
};
const model = () => ({ ...fixtureModel(), shop: SHOP }) as ProjectModel;

function orderServer(
  status = 201,
  refusal: unknown = { error: 'Bad Gateway', code: 'upstream_failed', message: 'x' },
) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === `/api/orders/testhof/${USER}` && init?.method === 'POST') {
        bodies.push(JSON.parse(String(init.body)));
        return new Response(
          JSON.stringify(
            status === 201
              ? { orderId: 'o1', status: 'placed', total: 9180, currency: 'EUR' }
              : refusal,
          ),
          { status, headers: { 'content-type': 'application/json' } },
        );
      }
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return bodies;
}

beforeAll(setupEnglish);
beforeEach(() => {
  useProjectStore.setState({ ...emptyProjectCache() });
  settleGuest(USER);
});
afterEach(() => vi.unstubAllGlobals());

describe('spec §2/§3 the shop and its cart', () => {
  it('an empty cart says so; added products land in the project cache with their options and total', async () => {
    orderServer();
    const user = userEvent.setup();
    renderWithApp(<ShopPage />, { model: model(), route: '/shop' });
    expect(
      screen.getByText('Your cart is empty. Add something from the shop.'),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'xl');
    await user.click(screen.getByRole('button', { name: 'Add to cart: Bathrobe' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart: Honey' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart: Honey' }));
    // spec §3: shoppingCarts by id, in the persisted project cache.
    expect(useProjectStore.getState().shoppingCarts[CART_ID]).toMatchObject({
      items: [
        { productId: 'robe', optionIds: ['xl'], quantity: 1 },
        { productId: 'honey', optionIds: [], quantity: 2 },
      ],
    });
    const cart = screen.getByRole('region', { name: 'Your cart (3)' });
    expect(within(cart).getByText('€91.80')).toBeInTheDocument();
    // The limit of two honeys per order.
    expect(screen.getByRole('button', { name: 'Add to cart: Honey' })).toBeDisabled();
    expect(within(cart).getByRole('button', { name: 'One more: Honey' })).toBeDisabled();
  });

  it('places the order without prices and empties the cart; a failure keeps it', async () => {
    const bodies = orderServer(502);
    const user = userEvent.setup();
    renderWithApp(<ShopPage />, { model: model(), route: '/shop' });
    await user.click(screen.getByRole('button', { name: 'Add to cart: Honey' }));
    const cart = screen.getByRole('region', { name: 'Your cart (1)' });
    await user.click(within(cart).getByRole('button', { name: 'Place order' }));
    expect(
      await within(cart).findByText('Your order could not be sent. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your cart (1)' })).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      items: [{ productId: 'honey', optionIds: [], quantity: 1 }],
      payment: 'room',
      idempotencyKey: expect.any(String) as string,
      lang: 'en',
    });
  });
});

describe('a refused order is told in the guest’s language, by the server’s code', () => {
  beforeAll(async () => {
    await initI18n('de');
    useActiveLanguage.getState().setLang('de');
  });
  afterAll(setupEnglish);

  it.each([
    ['login_required', 403, 'Bitte melden Sie sich mit Ihrer Reservierung an, um zu bestellen.'],
    [
      'room_not_possible',
      403,
      'Aufs Zimmer buchen ist nur möglich, während Sie im Hotel wohnen und mit Ihrer Reservierung angemeldet sind.',
    ],
    [
      'invalid_request',
      400,
      'Einiges kann so nicht mehr bestellt werden. Bitte prüfen Sie Ihren Warenkorb.',
    ],
    [
      'payment_failed',
      502,
      'Ihre Bestellung konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
    ],
    // A code this app does not know yet: the general failure text.
    [
      'some_new_code',
      409,
      'Ihre Bestellung konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
    ],
  ])('%s (%i) reads "%s"', async (code, status, text) => {
    const english = 'body/items: The English text of the server.';
    orderServer(status, { error: 'Refused', code, message: english });
    const user = userEvent.setup();
    renderWithApp(<ShopPage />, { model: model(), route: '/shop' });
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb: Honey' }));
    const cart = screen.getByRole('region', { name: 'Ihr Warenkorb (1)' });
    await user.click(within(cart).getByRole('button', { name: 'Bestellen' }));
    expect(await within(cart).findByText(text)).toBeInTheDocument();
    expect(within(cart).queryByText(/English text/)).not.toBeInTheDocument();
  });
});
