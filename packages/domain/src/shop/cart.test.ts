import { describe, expect, it } from 'vitest';
import { cartTotal, isOrderable } from './cart.ts';
import { ShopSchema } from './shop-model.ts';

const VIENNA = 'Europe/Vienna';
/** 12:00 in Vienna. */
const NOON = Date.parse('2026-12-01T11:00:00Z');
const shop = ShopSchema.parse({
  categories: [{ id: 'room', title: 'In your room' }],
  products: [
    {
      id: 'breakfast',
      category: 'room',
      title: 'Breakfast in the room',
      price_minor: 2900,
      max_per_order: 4,
      orderable: { from: '06:00', until: '22:00' },
      option_groups: [
        {
          id: 'time',
          label: 'Delivery time',
          choices: [
            { id: 't0700', label: '07:00', delivery_time: '07:00' },
            { id: 't0800', label: '08:00', delivery_time: '08:00' },
          ],
        },
      ],
    },
    {
      id: 'robe',
      category: 'room',
      title: 'Bathrobe',
      price_minor: 6900,
      max_per_order: 2,
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
    { id: 'honey', category: 'room', title: 'Honey', price_minor: 890 },
  ],
});
const at = { now: NOON, timeZone: VIENNA };

describe('cartTotal', () => {
  it('adds options to the price and sums the lines in minor units', () => {
    const total = cartTotal(
      shop,
      [
        { productId: 'robe', optionIds: ['xl'], quantity: 2 },
        { productId: 'honey', quantity: 3 },
        { productId: 'breakfast', optionIds: ['t0800'], quantity: 2 },
      ],
      at,
    );
    expect(total).toMatchObject({ ok: true, totalMinor: 14800 + 2670 + 5800, currency: 'EUR' });
    expect(total.ok && total.lines[0]).toMatchObject({ options: ['XL'], unitMinor: 7400 });
  });

  it('refuses unknown products and options, missing choices, zero and too many with paths', () => {
    const total = cartTotal(
      shop,
      [
        { productId: 'caviar', quantity: 1 },
        { productId: 'honey', quantity: 0 },
        { productId: 'robe', quantity: 1 },
        { productId: 'robe', optionIds: ['m', 'gold'], quantity: 1 },
        { productId: 'breakfast', optionIds: ['t0700'], quantity: 5 },
      ],
      at,
    );
    expect(!total.ok && total.problems.map((p) => p.path)).toEqual([
      'items.0.productId',
      'items.1.quantity',
      'items.2.optionIds',
      'items.3.optionIds',
      'items.4.quantity',
    ]);
  });

  it('counts the limit per product across lines, and refuses an empty or huge cart', () => {
    const split = cartTotal(
      shop,
      [
        { productId: 'robe', optionIds: ['m'], quantity: 1 },
        { productId: 'robe', optionIds: ['xl'], quantity: 2 },
      ],
      at,
    );
    expect(!split.ok && split.problems[0]?.path).toBe('items.1.quantity');
    expect(cartTotal(shop, [], at).ok).toBe(false);
    const huge = Array.from({ length: 31 }, () => ({ productId: 'honey', quantity: 1 }));
    expect(!cartTotal(shop, huge, at).ok && cartTotal(shop, huge, at)).toMatchObject({
      problems: [{ path: 'items' }],
    });
  });

  it('breakfast in the room can be ordered until 22:00 (for the next morning), not after', () => {
    const breakfast = shop.products[0]!;
    expect(isOrderable(breakfast, Date.parse('2026-12-01T20:59:00Z'), VIENNA)).toBe(true);
    expect(isOrderable(breakfast, Date.parse('2026-12-01T21:00:00Z'), VIENNA)).toBe(false);
    expect(isOrderable(breakfast, Date.parse('2026-12-01T04:30:00Z'), VIENNA)).toBe(false);
    const late = cartTotal(shop, [{ productId: 'breakfast', optionIds: ['t0700'], quantity: 1 }], {
      now: Date.parse('2026-12-01T21:30:00Z'),
      timeZone: VIENNA,
    });
    expect(late).toMatchObject({
      ok: false,
      problems: [
        {
          path: 'items.0.productId',
          message: '"Breakfast in the room" can be ordered from 06:00 to 22:00.',
        },
      ],
    });
  });
});

describe('the delivery time of a line', () => {
  const picnic = ShopSchema.parse({
    categories: [{ id: 'tour', title: 'Tour' }],
    products: [
      {
        id: 'picnic',
        category: 'tour',
        title: 'Picnic',
        price_minor: 1800,
        delivery_time: '07:00',
      },
      { id: 'wine', category: 'tour', title: 'Wine', price_minor: 3200 },
    ],
  });

  it('a chosen time is the next morning in the project zone; other lines have none', () => {
    const total = cartTotal(
      shop,
      [
        { productId: 'breakfast', optionIds: ['t0800'], quantity: 1 },
        { productId: 'robe', optionIds: ['m'], quantity: 1 },
      ],
      { now: NOON, timeZone: VIENNA },
    );
    if (!total.ok) throw new Error('expected a total');
    expect(total.lines.map((l) => l.deliveryAt)).toEqual(['2026-12-02T07:00:00.000Z', undefined]);
  });

  it("a product's own time counts, and the next morning follows the zone's clock change", () => {
    // 28 March 2026, 12:00 in Vienna: the clocks go forward that night (CET → CEST).
    const total = cartTotal(picnic, [{ productId: 'picnic', quantity: 1 }], {
      now: Date.parse('2026-03-28T11:00:00Z'),
      timeZone: VIENNA,
    });
    if (!total.ok) throw new Error('expected a total');
    expect(total.lines[0]!.deliveryAt).toBe('2026-03-29T05:00:00.000Z');
  });
});
