import { describe, expect, it } from 'vitest';
import { BookingBlockSchema } from './booking-model.ts';
import { bookingTotal } from './booking-total.ts';

const block = BookingBlockSchema.parse({
  contingent: 8,
  max_persons: 6,
  weekly: [{ day: 4, from: '16:00' }],
  currency: 'EUR',
  price_options: [
    { id: 'adult', label: 'Adult', price_minor: 4500 },
    { id: 'child', label: 'Child 6–14', price_minor: 2250 },
    { id: 'small', label: 'Child under 6', price_minor: 0 },
  ],
});

describe('bookingTotal', () => {
  it('sums count × price per option in minor units', () => {
    const total = bookingTotal(block, [
      { priceOptionId: 'adult', count: 2 },
      { priceOptionId: 'child', count: 1 },
      { priceOptionId: 'small', count: 1 },
    ]);
    expect(total).toMatchObject({ ok: true, persons: 4, totalMinor: 11250, currency: 'EUR' });
    expect(total.ok && total.lines.map((l) => l.amountMinor)).toEqual([9000, 2250, 0]);
  });

  it('refuses unknown options, duplicates, zero and negative or fractional counts with paths', () => {
    const total = bookingTotal(block, [
      { priceOptionId: 'senior', count: 1 },
      { priceOptionId: 'adult', count: 0 },
      { priceOptionId: 'adult', count: 1 },
      { priceOptionId: 'child', count: 1.5 },
      { priceOptionId: 'small', count: -2 },
    ]);
    expect(total.ok).toBe(false);
    expect(!total.ok && total.problems.map((p) => p.path)).toEqual([
      'persons.0.priceOptionId',
      'persons.1.count',
      'persons.2.priceOptionId',
      'persons.3.count',
      'persons.4.count',
    ]);
  });

  it('refuses more persons than one registration may have', () => {
    const total = bookingTotal(block, [{ priceOptionId: 'adult', count: 7 }]);
    expect(total).toEqual({
      ok: false,
      problems: [{ path: 'persons', message: 'At most 6 persons can be booked at once.' }],
    });
    expect(bookingTotal(block, [{ priceOptionId: 'adult', count: 6 }]).ok).toBe(true);
  });
});
