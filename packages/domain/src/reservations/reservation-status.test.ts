import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { zonedTimeToEpoch } from '../time/zoned.ts';
import {
  CheckinProgressSchema,
  RESERVATION_STATUS_LABELS_EN,
  RESERVATION_STATUSES,
  ROOM_STAY_STATUSES,
  type CheckinProgress,
  type CheckinReservation,
  type RoomStay,
  type RoomStayStatus,
} from './checkin-types.ts';
import {
  markProgress,
  overallReservationStatus,
  overallWindow,
  paymentRequired,
  stayCheckinState,
  stayCheckoutState,
  stayProgressOf,
} from './reservation-status.ts';

const TZ = 'Europe/Vienna';
const at = (wall: string) => zonedTimeToEpoch(wall, TZ);

const stay = (
  id: string,
  status: RoomStayStatus,
  doa = '2026-07-10',
  dod = '2026-07-13',
): RoomStay => ({
  id,
  status,
  date_of_arrival: doa,
  date_of_departure: dod,
});
const reservation = (...stays: RoomStay[]): CheckinReservation => ({
  reservation_id: 'R-1',
  room_stays: stays,
});
const done = (
  entries: Record<string, { checkin?: 'finished'; checkout?: 'finished' }>,
): CheckinProgress => ({
  'R-1': entries,
});
const status = (
  r: CheckinReservation,
  now: number,
  progress?: CheckinProgress,
  block?: boolean | string[],
) => overallReservationStatus(r, progress, undefined, now, TZ, block);

describe('spec §4 per-stay check-in: possible or impossible with a reason', () => {
  const s = stay('a', 'Reserved');
  it('first and last minute of the window (arrival 14:00 until the next day 23:00, exclusive)', () => {
    expect(stayCheckinState(s, undefined, undefined, at('2026-07-10T13:59'), TZ)).toEqual({
      possible: false,
      reason: 'CHECKIN_NOT_YET_POSSIBLE',
    });
    expect(stayCheckinState(s, undefined, undefined, at('2026-07-10T14:00'), TZ)).toEqual({
      possible: true,
      window: { start: at('2026-07-10T14:00'), end: at('2026-07-11T23:00') },
    });
    expect(stayCheckinState(s, undefined, undefined, at('2026-07-11T22:59'), TZ).possible).toBe(
      true,
    );
    expect(stayCheckinState(s, undefined, undefined, at('2026-07-11T23:00'), TZ)).toEqual({
      possible: false,
      reason: 'CHECKIN_NO_LONGER_POSSIBLE',
    });
  });
  it('CHECKIN_FINISHED wins over every other reason', () => {
    const st = stayCheckinState(
      stay('a', 'In-house'),
      { checkin: 'finished' },
      { checkin: { active: false } },
      0,
      TZ,
    );
    expect(st).toEqual({ possible: false, reason: 'CHECKIN_FINISHED' });
  });
  it('PMS_STATUS_NOT_RESERVED for In-house and Checked out, even inside the window', () => {
    const now = at('2026-07-10T15:00');
    expect(stayCheckinState(stay('a', 'In-house'), undefined, undefined, now, TZ)).toEqual({
      possible: false,
      reason: 'PMS_STATUS_NOT_RESERVED',
    });
    expect(stayCheckinState(stay('a', 'Checked out'), {}, undefined, now, TZ)).toEqual({
      possible: false,
      reason: 'PMS_STATUS_NOT_RESERVED',
    });
  });
  it('CHECKIN_UNAVAILABLE when the settings are inactive or the arrival date is unreadable', () => {
    const now = at('2026-07-10T15:00');
    expect(stayCheckinState(s, undefined, { checkin: { active: false } }, now, TZ)).toEqual({
      possible: false,
      reason: 'CHECKIN_UNAVAILABLE',
    });
    expect(
      stayCheckinState(stay('a', 'Reserved', 'tomorrow'), undefined, undefined, now, TZ),
    ).toEqual({
      possible: false,
      reason: 'CHECKIN_UNAVAILABLE',
    });
  });
  it('blocked until invoices are paid: PAYMENT_REQUIRED inside the window only', () => {
    expect(stayCheckinState(s, undefined, undefined, at('2026-07-10T15:00'), TZ, true)).toEqual({
      possible: false,
      reason: 'PAYMENT_REQUIRED',
    });
    expect(stayCheckinState(s, undefined, undefined, at('2026-07-10T13:00'), TZ, true)).toEqual({
      possible: false,
      reason: 'CHECKIN_NOT_YET_POSSIBLE',
    });
  });
  it('Date objects work as now', () => {
    expect(
      stayCheckinState(s, undefined, undefined, new Date(at('2026-07-10T14:00')), TZ).possible,
    ).toBe(true);
  });
});

describe('spec §4 per-stay check-out: possible or impossible with a reason', () => {
  const inHouse = stay('a', 'In-house');
  it('first and last minute of the window (departure 14:00 until the next day 23:00, exclusive)', () => {
    expect(stayCheckoutState(inHouse, undefined, undefined, at('2026-07-13T13:59'), TZ)).toEqual({
      possible: false,
      reason: 'CHECKOUT_NOT_YET_POSSIBLE',
    });
    expect(stayCheckoutState(inHouse, undefined, undefined, at('2026-07-13T14:00'), TZ)).toEqual({
      possible: true,
      window: { start: at('2026-07-13T14:00'), end: at('2026-07-14T23:00') },
    });
    expect(
      stayCheckoutState(inHouse, undefined, undefined, at('2026-07-14T22:59'), TZ).possible,
    ).toBe(true);
    expect(stayCheckoutState(inHouse, undefined, undefined, at('2026-07-14T23:00'), TZ)).toEqual({
      possible: false,
      reason: 'CHECKOUT_NO_LONGER_POSSIBLE',
    });
  });
  const now = at('2026-07-13T15:00');
  it('CHECKOUT_FINISHED first', () => {
    expect(
      stayCheckoutState(stay('a', 'Reserved'), { checkout: 'finished' }, undefined, now, TZ),
    ).toEqual({
      possible: false,
      reason: 'CHECKOUT_FINISHED',
    });
  });
  it('CHECKIN_NOT_FINISHED when neither In-house nor check-in finished', () => {
    expect(stayCheckoutState(stay('a', 'Reserved'), undefined, undefined, now, TZ)).toEqual({
      possible: false,
      reason: 'CHECKIN_NOT_FINISHED',
    });
    expect(stayCheckoutState(stay('a', 'Checked out'), {}, undefined, now, TZ)).toEqual({
      possible: false,
      reason: 'CHECKIN_NOT_FINISHED',
    });
  });
  it('PMS_STATUS_NOT_INHOUSE when check-in is finished but the PMS is not In-house', () => {
    expect(
      stayCheckoutState(stay('a', 'Reserved'), { checkin: 'finished' }, undefined, now, TZ),
    ).toEqual({
      possible: false,
      reason: 'PMS_STATUS_NOT_INHOUSE',
    });
  });
  it('In-house without check-in finished in the app may check out', () => {
    expect(stayCheckoutState(inHouse, undefined, undefined, now, TZ).possible).toBe(true);
  });
  it('CHECKOUT_UNAVAILABLE when the departure date is unreadable', () => {
    expect(
      stayCheckoutState(
        stay('a', 'In-house', '2026-07-10', 'later'),
        undefined,
        undefined,
        now,
        TZ,
      ),
    ).toEqual({
      possible: false,
      reason: 'CHECKOUT_UNAVAILABLE',
    });
  });
  it('CHECKOUT_UNAVAILABLE when inactive; PAYMENT_REQUIRED with open invoices', () => {
    expect(stayCheckoutState(inHouse, undefined, { checkout: { active: false } }, now, TZ)).toEqual(
      {
        possible: false,
        reason: 'CHECKOUT_UNAVAILABLE',
      },
    );
    expect(
      stayCheckoutState(inHouse, undefined, { checkin: { active: false } }, now, TZ).possible,
    ).toBe(true);
    expect(stayCheckoutState(inHouse, undefined, undefined, now, TZ, true)).toEqual({
      possible: false,
      reason: 'PAYMENT_REQUIRED',
    });
  });
});

describe('spec §4 overall reservation status, in the order of §4', () => {
  it('one stay through its whole life: confirmed → check-in ready → checked in → check-out ready → checked out', () => {
    expect(status(reservation(stay('a', 'Reserved')), at('2026-07-10T13:59'))).toBe(
      'RESERVATION_CONFIRMED',
    );
    expect(status(reservation(stay('a', 'Reserved')), at('2026-07-10T14:00'))).toBe(
      'CHECKIN_READY',
    );
    expect(status(reservation(stay('a', 'Reserved')), at('2026-07-11T22:59'))).toBe(
      'CHECKIN_READY',
    );
    expect(status(reservation(stay('a', 'Reserved')), at('2026-07-11T23:00'))).toBe(
      'RESERVATION_CONFIRMED',
    );
    expect(
      status(
        reservation(stay('a', 'Reserved')),
        at('2026-07-11T23:00'),
        done({ a: { checkin: 'finished' } }),
      ),
    ).toBe('CHECKED_IN');
    expect(status(reservation(stay('a', 'In-house')), at('2026-07-12T10:00'))).toBe('CHECKED_IN');
    expect(status(reservation(stay('a', 'In-house')), at('2026-07-13T13:59'))).toBe('CHECKED_IN');
    expect(status(reservation(stay('a', 'In-house')), at('2026-07-13T14:00'))).toBe(
      'CHECKOUT_READY',
    );
    expect(status(reservation(stay('a', 'In-house')), at('2026-07-14T22:59'))).toBe(
      'CHECKOUT_READY',
    );
    expect(status(reservation(stay('a', 'In-house')), at('2026-07-14T23:00'))).toBe('CHECKED_IN');
    expect(status(reservation(stay('a', 'Checked out')), at('2026-07-14T23:00'))).toBe(
      'CHECKED_OUT',
    );
    expect(
      status(
        reservation(stay('a', 'In-house')),
        at('2026-07-13T15:00'),
        done({ a: { checkout: 'finished' } }),
      ),
    ).toBe('CHECKED_OUT');
  });

  it('CHECKIN_READY is checked before CHECKOUT_READY (mixed stays)', () => {
    // a arrives today (check-in window open), b departs today (check-out window open)
    const r = reservation(
      stay('a', 'Reserved', '2026-07-13', '2026-07-15'),
      stay('b', 'In-house', '2026-07-10', '2026-07-13'),
    );
    expect(status(r, at('2026-07-13T15:00'))).toBe('CHECKIN_READY');
    expect(status(r, at('2026-07-13T15:00'), done({ a: { checkin: 'finished' } }))).toBe(
      'CHECKOUT_READY',
    );
  });

  it('CHECKOUT_READY before CHECKED_OUT: one room checked out, the other ready', () => {
    const r = reservation(stay('a', 'Checked out'), stay('b', 'In-house'));
    expect(status(r, at('2026-07-13T15:00'))).toBe('CHECKOUT_READY');
  });

  it('CHECKED_OUT: all check-outs finished, all stays Checked out, or a per-stay mix', () => {
    const now = at('2026-07-20T12:00');
    expect(status(reservation(stay('a', 'Checked out'), stay('b', 'Checked out')), now)).toBe(
      'CHECKED_OUT',
    );
    expect(
      status(
        reservation(stay('a', 'In-house'), stay('b', 'In-house')),
        now,
        done({ a: { checkout: 'finished' }, b: { checkout: 'finished' } }),
      ),
    ).toBe('CHECKED_OUT');
    expect(
      status(
        reservation(stay('a', 'In-house'), stay('b', 'Checked out')),
        now,
        done({ a: { checkout: 'finished' } }),
      ),
    ).toBe('CHECKED_OUT');
  });

  it('CHECKED_IN before RESERVATION_CONFIRMED: all check-ins finished, all In-house, or a mix', () => {
    const now = at('2026-07-12T10:00');
    expect(status(reservation(stay('a', 'In-house'), stay('b', 'In-house')), now)).toBe(
      'CHECKED_IN',
    );
    expect(
      status(
        reservation(stay('a', 'Reserved'), stay('b', 'Reserved')),
        now,
        done({ a: { checkin: 'finished' }, b: { checkin: 'finished' } }),
      ),
    ).toBe('CHECKED_IN');
    expect(
      status(
        reservation(stay('a', 'In-house'), stay('b', 'Reserved')),
        now,
        done({ b: { checkin: 'finished' } }),
      ),
    ).toBe('CHECKED_IN');
    // one room already checked out, the other still in house (outside its check-out window)
    expect(status(reservation(stay('a', 'Checked out'), stay('b', 'In-house')), now)).toBe(
      'CHECKED_IN',
    );
  });

  it('RESERVATION_CONFIRMED when one room is in house and the other not checked in (window passed)', () => {
    expect(
      status(reservation(stay('a', 'In-house'), stay('b', 'Reserved')), at('2026-07-12T10:00')),
    ).toBe('RESERVATION_CONFIRMED');
    expect(status(reservation(), at('2026-07-12T10:00'))).toBe('RESERVATION_CONFIRMED');
  });

  it('progress of another reservation does not count', () => {
    const other: CheckinProgress = { 'R-2': { a: { checkin: 'finished' } } };
    expect(status(reservation(stay('a', 'Reserved')), at('2026-07-10T15:00'), other)).toBe(
      'CHECKIN_READY',
    );
  });

  it('demo R-1002: in house, departs today, open invoice → checked in; check-out ready once paid', () => {
    const r = reservation(stay('a', 'In-house', '2026-07-10', '2026-07-13'));
    expect(status(r, at('2026-07-13T15:00'), undefined, true)).toBe('CHECKED_IN');
    expect(status(r, at('2026-07-13T15:00'), undefined, ['a'])).toBe('CHECKED_IN');
    expect(status(r, at('2026-07-13T15:00'), undefined, ['other'])).toBe('CHECKOUT_READY');
    expect(status(r, at('2026-07-13T15:00'), undefined, false)).toBe('CHECKOUT_READY');
  });

  it('DST day: the check-in window of an arrival on 2026-03-28 ends at 23:00 CEST on 29 March', () => {
    const r = reservation(stay('a', 'Reserved', '2026-03-28', '2026-03-31'));
    expect(status(r, at('2026-03-29T22:59'), undefined)).toBe('CHECKIN_READY');
    expect(status(r, at('2026-03-29T23:00'), undefined)).toBe('RESERVATION_CONFIRMED');
    expect(status(r, Date.parse('2026-03-29T20:59:00Z'))).toBe('CHECKIN_READY');
    expect(status(r, Date.parse('2026-03-29T21:00:00Z'))).toBe('RESERVATION_CONFIRMED');
  });

  it('DST day: a check-out window ending on 2026-10-25 ends at 23:00 CET', () => {
    const r = reservation(stay('a', 'In-house', '2026-10-20', '2026-10-24'));
    expect(status(r, Date.parse('2026-10-25T21:59:00Z'))).toBe('CHECKOUT_READY');
    expect(status(r, Date.parse('2026-10-25T22:00:00Z'))).toBe('CHECKED_IN');
  });

  it('property: the overall status is always one of the five values, and READY matches a possible stay', () => {
    const stayArb = fc.record({
      id: fc.constantFrom('a', 'b', 'c'),
      status: fc.constantFrom(...ROOM_STAY_STATUSES),
      date_of_arrival: fc.constantFrom('2026-07-10', '2026-03-28', '2026-10-24', 'bad'),
      date_of_departure: fc.constantFrom('2026-07-13', '2026-03-29', '2026-10-25'),
    });
    const progressArb = fc.dictionary(
      fc.constantFrom('a', 'b', 'c'),
      fc.record(
        {
          checkin: fc.constantFrom('finished' as const),
          checkout: fc.constantFrom('finished' as const),
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(
        fc.array(stayArb, { maxLength: 4 }),
        progressArb,
        fc.integer({ min: Date.parse('2026-03-01'), max: Date.parse('2026-11-01') }),
        fc.boolean(),
        (stays, p, now, block) => {
          const r = reservation(...stays);
          const progress = { 'R-1': p };
          const s = overallReservationStatus(r, progress, undefined, now, TZ, block);
          expect(RESERVATION_STATUSES).toContain(s);
          const anyCheckin = stays.some(
            (x) =>
              stayCheckinState(x, stayProgressOf(progress, 'R-1', x.id), undefined, now, TZ, block)
                .possible,
          );
          expect(s === 'CHECKIN_READY').toBe(anyCheckin);
          const w = overallWindow(r, progress, undefined, now, TZ, block);
          expect(w !== null).toBe(s === 'CHECKIN_READY' || s === 'CHECKOUT_READY');
          if (w) expect(w.start <= now && now < w.end).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('spec §4 overall window: earliest start among possible stays', () => {
  it('check-in: the stay whose window opened first', () => {
    const r = reservation(
      stay('late', 'Reserved', '2026-07-11', '2026-07-14'),
      stay('early', 'Reserved', '2026-07-10', '2026-07-14'),
    );
    expect(overallWindow(r, undefined, undefined, at('2026-07-11T15:00'), TZ)).toEqual({
      step: 'checkin',
      start: at('2026-07-10T14:00'),
      end: at('2026-07-11T23:00'),
    });
  });
  it('check-in: the earliest start wins whatever the order of the stays', () => {
    const r = reservation(
      stay('early', 'Reserved', '2026-07-10', '2026-07-14'),
      stay('late', 'Reserved', '2026-07-11', '2026-07-14'),
    );
    expect(overallWindow(r, undefined, undefined, at('2026-07-11T15:00'), TZ)?.start).toBe(
      at('2026-07-10T14:00'),
    );
  });
  it('a stay whose check-in is finished does not count', () => {
    const r = reservation(
      stay('late', 'Reserved', '2026-07-11', '2026-07-14'),
      stay('early', 'Reserved', '2026-07-10', '2026-07-14'),
    );
    expect(
      overallWindow(
        r,
        done({ early: { checkin: 'finished' } }),
        undefined,
        at('2026-07-11T15:00'),
        TZ,
      )?.start,
    ).toBe(at('2026-07-11T14:00'));
  });
  it('check-out window when only check-out is possible; none otherwise', () => {
    const r = reservation(stay('a', 'In-house'));
    expect(overallWindow(r, undefined, undefined, at('2026-07-13T15:00'), TZ)).toEqual({
      step: 'checkout',
      start: at('2026-07-13T14:00'),
      end: at('2026-07-14T23:00'),
    });
    expect(overallWindow(r, undefined, undefined, at('2026-07-12T15:00'), TZ)).toBeNull();
  });
});

describe('spec §4 progress: reservation → stay → checkin|checkout → finished', () => {
  it('markProgress returns a new object and keeps other entries', () => {
    const before: CheckinProgress = {
      'R-1': { a: { checkin: 'finished' } },
      'R-2': { x: { checkin: 'finished' } },
    };
    const copy = structuredClone(before);
    const after = markProgress(before, 'R-1', 'a', 'checkout');
    expect(before).toEqual(copy);
    expect(after).toEqual({
      'R-1': { a: { checkin: 'finished', checkout: 'finished' } },
      'R-2': { x: { checkin: 'finished' } },
    });
    expect(markProgress(undefined, 'R-3', 'b', 'checkin')).toEqual({
      'R-3': { b: { checkin: 'finished' } },
    });
    expect(CheckinProgressSchema.safeParse(after).success).toBe(true);
    expect(CheckinProgressSchema.safeParse({ 'R-1': { a: { checkin: 'done' } } }).success).toBe(
      false,
    );
  });
  it('stayProgressOf reads the nested entry', () => {
    expect(stayProgressOf({ 'R-1': { a: { checkin: 'finished' } } }, 'R-1', 'a')).toEqual({
      checkin: 'finished',
    });
    expect(stayProgressOf(undefined, 'R-1', 'a')).toBeUndefined();
  });
});

describe('spec §4 labels and payment', () => {
  it('English labels of the five statuses', () => {
    expect(RESERVATION_STATUS_LABELS_EN).toEqual({
      RESERVATION_CONFIRMED: 'Reservation confirmed',
      CHECKIN_READY: 'Check-in ready',
      CHECKED_IN: 'Checked in',
      CHECKOUT_READY: 'Check-out ready',
      CHECKED_OUT: 'Checked out',
    });
  });
  it('payment is required while invoices are active and an amount is open', () => {
    expect(paymentRequired(true, [0, 12.5])).toBe(true);
    expect(paymentRequired(true, [0, 0.001])).toBe(false);
    expect(paymentRequired(true, [0.005])).toBe(false);
    expect(paymentRequired(true, [0.01])).toBe(true);
    expect(paymentRequired(true, [])).toBe(false);
    expect(paymentRequired(false, [12.5])).toBe(false);
    expect(paymentRequired(undefined, [12.5])).toBe(false);
  });
});
