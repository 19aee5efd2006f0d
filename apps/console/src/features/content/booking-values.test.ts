import { describe, expect, it } from 'vitest';
import {
  bookingProblems,
  bookingValues,
  priceMinor,
  priceText,
  withBookingValues,
} from './booking-values.ts';

const cooking = {
  id: 'cooking',
  booking: {
    contingent: 8,
    weekly: [{ day: 3, from: '15:00', to: '17:00' }],
    dates: [{ date: '2026-12-24', from: '10:00' }],
    team_members: [{ id: 'sepp', name: 'Sepp' }],
    price_options: [
      { id: 'adult', label: 'Adults', price_minor: 2700, description: 'from 15' },
      { id: 'child', label: 'Children', price_minor: 1350 },
    ],
    currency: 'EUR',
    confirmation: 'staff',
    payment: 'online',
    reservation_text: 'Aprons provided',
  },
};

describe('booking values', () => {
  it('reads prices as staff write them and back in minor units', () => {
    expect(priceText(2700)).toBe('27');
    expect(priceText(1350)).toBe('13.50');
    expect(priceMinor('27,50')).toBe(2750);
    expect(priceMinor('€ 27')).toBe(2700);
    expect(priceMinor('27.555')).toBeNaN();
    expect(priceMinor('')).toBeNaN();
  });

  it('writes the form back, keeping dated slots, team members, texts and option descriptions', () => {
    const values = bookingValues(cooking);
    expect(values).toMatchObject({
      bookable: true,
      contingent: '8',
      confirmation: 'staff',
      payment: 'online',
    });
    values.contingent = '10';
    values.weekly.push({ day: '5', from: '09:00', to: '' });
    values.priceOptions[1]!.price = '14,50';
    values.priceOptions.push({ id: '', label: 'Family 2+2', price: '70' });
    values.payment = 'room';
    values.cancellationHours = '24';
    const block = withBookingValues(cooking.booking, values)!;
    expect(block).toMatchObject({
      contingent: 10,
      weekly: [
        { day: 3, from: '15:00', to: '17:00' },
        { day: 5, from: '09:00' },
      ],
      dates: cooking.booking.dates,
      team_members: cooking.booking.team_members,
      payment: 'room',
      cancellation_deadline_hours: 24,
      reservation_text: 'Aprons provided',
    });
    expect(block.price_options).toEqual([
      { id: 'adult', label: 'Adults', price_minor: 2700, description: 'from 15' },
      { id: 'child', label: 'Children', price_minor: 1450 },
      { id: 'family-2-2', label: 'Family 2+2', price_minor: 7000 },
    ]);
    expect(bookingProblems(cooking.booking, values)).toEqual([]);
  });

  it('removes the block when the entry is no longer bookable', () => {
    const values = bookingValues(cooking);
    values.bookable = false;
    expect(withBookingValues(cooking.booking, values)).toBeUndefined();
  });

  it('names the field of every problem the app would refuse the block for', () => {
    const values = bookingValues({ booking: { contingent: 1, price_options: [] } });
    values.contingent = '0';
    values.priceOptions = [{ id: '', label: '', price: 'free' }];
    values.currency = 'euro';
    const fields = bookingProblems({}, values).map((p) => p.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'booking.contingent',
        'booking.slots',
        'booking.priceOptions.0.label',
        'booking.priceOptions.0.price',
        'booking.currency',
      ]),
    );
  });
});
