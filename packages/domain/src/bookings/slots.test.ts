import { describe, expect, it } from 'vitest';
import { BookingBlockSchema } from './booking-model.ts';
import { bookingSlots, findBookingSlot, isoInZone, slotBookability } from './slots.ts';

const VIENNA = 'Europe/Vienna';
const block = (extra: object = {}) =>
  BookingBlockSchema.parse({
    contingent: 12,
    weekly: [
      { day: 2, from: '09:00', to: '13:00' },
      { day: 4, from: '09:00', to: '13:00' },
    ],
    price_options: [{ id: 'adult', label: 'Adult', price_minor: 0 }],
    ...extra,
  });

describe('booking slots', () => {
  it('weekly timeslots fall on their weekdays (Tue/Thu) with the zone offset', () => {
    // 2026-12-01 is a Tuesday
    const slots = bookingSlots(block(), { from: '2026-11-30', to: '2026-12-06' }, VIENNA);
    expect(slots.map((s) => s.slotId)).toEqual(['2026-12-01T09:00', '2026-12-03T09:00']);
    expect(slots[0]).toMatchObject({
      start: '2026-12-01T09:00:00+01:00',
      end: '2026-12-01T13:00:00+01:00',
      capacity: 12,
    });
  });

  it('summer time gives +02:00, and a missing end uses the duration', () => {
    const b = block({ weekly: [{ day: 3, from: '07:30' }], duration_minutes: 45 });
    const [slot] = bookingSlots(b, { from: '2026-07-01', to: '2026-07-01' }, VIENNA);
    expect(slot).toMatchObject({
      start: '2026-07-01T07:30:00+02:00',
      end: '2026-07-01T08:15:00+02:00',
    });
  });

  it('valid dates and holidays limit the weekly slots; dated slots add and override', () => {
    const b = block({
      valid_from: '2026-12-02',
      valid_to: '2026-12-10',
      except: ['2026-12-08'],
      dates: [
        { date: '2026-12-05', from: '18:00', to: '20:00', contingent: 4 },
        { date: '2026-12-10', from: '09:00', contingent: 2 },
      ],
    });
    const slots = bookingSlots(b, { from: '2026-11-30', to: '2026-12-31' }, VIENNA);
    expect(slots.map((s) => [s.slotId, s.capacity])).toEqual([
      ['2026-12-03T09:00', 12],
      ['2026-12-05T18:00', 4],
      ['2026-12-10T09:00', 2],
    ]);
  });

  it('finds a slot by id and refuses ids the model does not have', () => {
    expect(findBookingSlot(block(), '2026-12-01T09:00', VIENNA)?.capacity).toBe(12);
    expect(findBookingSlot(block(), '2026-12-02T09:00', VIENNA)).toBeNull();
    expect(findBookingSlot(block(), '2026-12-01T10:00', VIENNA)).toBeNull();
    expect(findBookingSlot(block(), 'tomorrow', VIENNA)).toBeNull();
    expect(findBookingSlot(block(), '2026-02-30T09:00', VIENNA)).toBeNull();
  });

  it('spec §4: past, closed before the start, not yet open, else open', () => {
    const b = block({ opens_days_before: 7, closes_hours_before: 2 });
    const start = Date.parse('2026-12-10T08:00:00Z');
    const at = (iso: string) => slotBookability(b, { startEpoch: start }, Date.parse(iso));
    expect(at('2026-12-10T08:00:00Z')).toBe('past');
    expect(at('2026-12-10T06:00:01Z')).toBe('closed');
    expect(at('2026-12-10T06:00:00Z')).toBe('open');
    expect(at('2026-12-03T08:00:00Z')).toBe('open');
    expect(at('2026-12-03T07:59:59Z')).toBe('not_yet_open');
  });

  it('a block needs slots and price options', () => {
    expect(BookingBlockSchema.safeParse({ contingent: 1, price_options: [] }).success).toBe(false);
    expect(
      BookingBlockSchema.safeParse({
        contingent: 1,
        price_options: [{ id: 'a', label: 'A', price_minor: 0 }],
      }).success,
    ).toBe(false);
  });

  it('isoInZone writes the offset of the instant', () => {
    expect(isoInZone(Date.parse('2026-03-29T00:30:00Z'), VIENNA)).toBe('2026-03-29T01:30:00+01:00');
    expect(isoInZone(Date.parse('2026-03-29T01:30:00Z'), VIENNA)).toBe('2026-03-29T03:30:00+02:00');
    expect(isoInZone(Date.parse('2026-03-29T01:30:00Z'), 'America/New_York')).toBe(
      '2026-03-28T21:30:00-04:00',
    );
  });
});
