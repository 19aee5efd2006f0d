import { describe, expect, it } from 'vitest';
import { BookingsAnswerSchema, planHintsFromBookings, type Booking } from './bookings.ts';
import { planHintKey, planHintsBadgeCount } from './plan.ts';

const booking = (over: Partial<Booking> = {}): Booking => ({
  id: 'b1',
  title: 'Guided hike',
  start: '2026-07-11T09:00:00+02:00',
  ...over,
});

describe('spec §3 plan hints of the bookings', () => {
  it('a booking with provider texts gives one hint with info, text and desc', () => {
    const [hint, ...rest] = planHintsFromBookings([
      booking({
        reservation_info_text: 'Meet at the reception.',
        reservation_text: 'Bring sturdy shoes.',
        reservation_description: 'About 3 hours.',
      }),
    ]);
    expect(rest).toEqual([]);
    expect(hint).toMatchObject({
      bookingId: 'b1',
      bookingTitle: 'Guided hike',
      bookingDate: '2026-07-11T09:00:00+02:00',
      info: 'Meet at the reception.',
      text: 'Bring sturdy shoes.',
      desc: 'About 3 hours.',
    });
    expect(hint?.hash).toMatch(/^[0-9a-f]{8}$/);
  });

  it('a booking without texts (or with blank ones) gives no hint', () => {
    expect(planHintsFromBookings([booking(), booking({ reservation_text: '  ' })])).toEqual([]);
  });

  it('only the texts that are there are set', () => {
    const [hint] = planHintsFromBookings([booking({ reservation_text: 'Bring shoes.' })]);
    expect(hint).not.toHaveProperty('info');
    expect(hint).not.toHaveProperty('desc');
    expect(hint?.text).toBe('Bring shoes.');
  });

  it('the hash changes with the text or the date, so a changed hint counts as unseen again', () => {
    const base = planHintsFromBookings([booking({ reservation_text: 'A' })])[0]!;
    const sameAgain = planHintsFromBookings([booking({ reservation_text: 'A' })])[0]!;
    const otherText = planHintsFromBookings([booking({ reservation_text: 'B' })])[0]!;
    const otherDate = planHintsFromBookings([
      booking({ reservation_text: 'A', start: '2026-07-12T09:00:00+02:00' }),
    ])[0]!;
    expect(sameAgain.hash).toBe(base.hash);
    expect(otherText.hash).not.toBe(base.hash);
    expect(otherDate.hash).not.toBe(base.hash);
    const seen = { [planHintKey(base)]: 1 };
    expect(planHintsBadgeCount([sameAgain], seen)).toBe(0);
    expect(planHintsBadgeCount([otherText], seen)).toBe(1);
  });

  it('the getbookings answer is { bookings: [...] }; numeric ids are allowed', () => {
    expect(BookingsAnswerSchema.parse({ bookings: [booking({ id: 7 })] }).bookings[0]?.id).toBe(7);
    expect(BookingsAnswerSchema.safeParse({ bookings: [{ id: 'x' }] }).success).toBe(false);
  });
});
