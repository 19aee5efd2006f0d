import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, zonedParts, zonedTimeToEpoch } from '../time/zoned.ts';
import {
  CheckinCheckoutSettingsSchema,
  CheckinReservationSchema,
  RoomStaySchema,
  DEFAULT_CHECKIN_SETTINGS,
  DEFAULT_CHECKOUT_SETTINGS,
  resolveWindowSettings,
  type RoomStay,
} from './checkin-types.ts';
import { checkinWindow, checkoutWindow, windowAround } from './checkin-window.ts';

const TZ = 'Europe/Vienna';
const at = (wall: string) => zonedTimeToEpoch(wall, TZ);
const HOUR = 3_600_000;
const stay = (doa: string, dod: string): RoomStay => ({
  id: 's1',
  status: 'Reserved',
  date_of_arrival: doa,
  date_of_departure: dod,
});

describe('spec §9 check-in/check-out window defaults', () => {
  it('check-in: 0 days before arrival at 14:00 until 1 day after arrival at 23:00', () => {
    expect(DEFAULT_CHECKIN_SETTINGS).toEqual({
      active: true,
      possible_days_before: 0,
      possible_from_hour: 14,
      possible_days_after: 1,
      possible_to_hour: 23,
    });
    expect(checkinWindow(stay('2026-07-10', '2026-07-13'), undefined, TZ)).toEqual({
      start: at('2026-07-10T14:00'),
      end: at('2026-07-11T23:00'),
    });
  });
  it('check-out: the same, relative to departure', () => {
    expect(DEFAULT_CHECKOUT_SETTINGS).toEqual(DEFAULT_CHECKIN_SETTINGS);
    expect(checkoutWindow(stay('2026-07-10', '2026-07-13'), {}, TZ)).toEqual({
      start: at('2026-07-13T14:00'),
      end: at('2026-07-14T23:00'),
    });
  });
  it('missing values of partial settings take the defaults, per step', () => {
    const settings = {
      checkin: { possible_days_before: 2, possible_from_hour: 8 },
      checkout: { active: false },
    };
    expect(resolveWindowSettings(settings, 'checkin')).toEqual({
      ...DEFAULT_CHECKIN_SETTINGS,
      possible_days_before: 2,
      possible_from_hour: 8,
    });
    expect(resolveWindowSettings(settings, 'checkout')).toEqual({
      ...DEFAULT_CHECKOUT_SETTINGS,
      active: false,
    });
    expect(checkinWindow(stay('2026-07-10', '2026-07-13'), settings, TZ)?.start).toBe(
      at('2026-07-08T08:00'),
    );
  });
  it('check-out reads its own settings, relative to departure', () => {
    const settings = {
      checkin: { possible_from_hour: 6 },
      checkout: {
        possible_days_before: 1,
        possible_from_hour: 7,
        possible_days_after: 0,
        possible_to_hour: 11,
      },
    };
    expect(checkoutWindow(stay('2026-07-10', '2026-07-13'), settings, TZ)).toEqual({
      start: at('2026-07-12T07:00'),
      end: at('2026-07-13T11:00'),
    });
  });
  it('hour 24 ends at midnight; hour 0 starts at midnight', () => {
    const settings = {
      checkin: { possible_from_hour: 0, possible_days_after: 0, possible_to_hour: 24 },
    };
    expect(checkinWindow(stay('2026-07-10', '2026-07-13'), settings, TZ)).toEqual({
      start: at('2026-07-10T00:00'),
      end: at('2026-07-11T00:00'),
    });
  });
  it('the reservation schema: §3 fields, PMS dates with or without a time, no empty ids', () => {
    const ok = { reservation_id: 'R-1', room_stays: [stay('2026-07-10', '2026-07-13T11:00:00')] };
    expect(CheckinReservationSchema.safeParse(ok).success).toBe(true);
    expect(CheckinReservationSchema.safeParse({ ...ok, reservation_id: '' }).success).toBe(false);
    for (const bad of [
      { id: '' },
      { status: 'Arrived' },
      { date_of_arrival: 'x2026-07-10' },
      { date_of_arrival: '2026-7-10' },
      { date_of_departure: '26-07-10' },
    ]) {
      expect(
        RoomStaySchema.safeParse({ ...stay('2026-07-10', '2026-07-13'), ...bad }).success,
      ).toBe(false);
    }
    expect(RoomStaySchema.safeParse(stay('2026-07-10', '2026-07-13')).success).toBe(true);
  });
  it('the settings schema accepts the §3 fields and rejects an hour over 24', () => {
    expect(
      CheckinCheckoutSettingsSchema.safeParse({ checkin: { possible_from_hour: 0 } }).success,
    ).toBe(true);
    expect(
      CheckinCheckoutSettingsSchema.safeParse({ checkin: { possible_from_hour: -1 } }).success,
    ).toBe(false);
    expect(
      CheckinCheckoutSettingsSchema.safeParse({ checkin: { possible_from_hour: 24 } }).success,
    ).toBe(true);
    expect(
      CheckinCheckoutSettingsSchema.safeParse({ checkin: { active: true, possible_to_hour: 24 } })
        .success,
    ).toBe(true);
    expect(
      CheckinCheckoutSettingsSchema.safeParse({ checkin: { possible_to_hour: 25 } }).success,
    ).toBe(false);
  });
});

describe('spec §4/§9 window dates: time zone, DST and PMS formats', () => {
  it('DST spring forward: arrival 2026-03-28 — the window is 32 hours, ends 23:00 CEST', () => {
    const w = checkinWindow(stay('2026-03-28', '2026-03-30'), undefined, TZ);
    expect(w?.end).toBe(Date.parse('2026-03-29T21:00:00Z'));
    expect(w && w.end - w.start).toBe(32 * HOUR);
  });
  it('DST fall back: arrival 2026-10-24 — the window is 34 hours, ends 23:00 CET', () => {
    const w = checkinWindow(stay('2026-10-24', '2026-10-26'), undefined, TZ);
    expect(w?.end).toBe(Date.parse('2026-10-25T22:00:00Z'));
    expect(w && w.end - w.start).toBe(34 * HOUR);
  });
  it('a start hour inside the skipped hour moves to 03:00 CEST', () => {
    const w = checkinWindow(
      stay('2026-03-29', '2026-03-30'),
      { checkin: { possible_from_hour: 2 } },
      TZ,
    );
    expect(w?.start).toBe(Date.parse('2026-03-29T01:00:00Z'));
  });
  it('a PMS date-time is read on the calendar of the project zone', () => {
    expect(checkinWindow(stay('2026-07-10T15:00:00', '2026-07-13'), undefined, TZ)?.start).toBe(
      at('2026-07-10T14:00'),
    );
    // 22:30 UTC on 9 July is already 10 July in Vienna
    expect(checkinWindow(stay('2026-07-09T22:30:00Z', '2026-07-13'), undefined, TZ)?.start).toBe(
      at('2026-07-10T14:00'),
    );
  });
  it('an unreadable date or hour gives no window', () => {
    expect(checkinWindow(stay('2026-02-30', '2026-03-02'), undefined, TZ)).toBeNull();
    expect(checkoutWindow(stay('2026-02-20', 'soon'), undefined, TZ)).toBeNull();
    expect(
      windowAround('2026-07-10', { ...DEFAULT_CHECKIN_SETTINGS, possible_to_hour: 25 }, TZ),
    ).toBeNull();
    const withHours = (from: number, to = 23) => ({
      ...DEFAULT_CHECKIN_SETTINGS,
      possible_from_hour: from,
      possible_to_hour: to,
    });
    expect(windowAround('2026-07-10', withHours(-1), TZ)).toBeNull();
    expect(windowAround('2026-07-10', withHours(14.5), TZ)).toBeNull();
    expect(windowAround('2026-07-10', withHours(14, -1), TZ)).toBeNull();
    expect(windowAround('2026-07-10', withHours(0, 24), TZ)).not.toBeNull();
    expect(
      windowAround('2026-07-10', { ...DEFAULT_CHECKIN_SETTINGS, possible_days_after: 0.5 }, TZ),
    ).toBeNull();
  });
  it('property: for every arrival date the default window starts at 14:00 and ends at 23:00 the next day (wall clock)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), (n) => {
        const doa = addDays('2024-01-01', n);
        const w = checkinWindow(stay(doa, addDays(doa, 1)), undefined, TZ);
        expect(w).not.toBeNull();
        if (!w) return;
        const s = zonedParts(w.start, TZ);
        const e = zonedParts(w.end, TZ);
        expect([s.hour, s.minute]).toEqual([14, 0]);
        expect([e.hour, e.minute]).toEqual([23, 0]);
        expect(w.end - w.start).toBeGreaterThanOrEqual(32 * HOUR);
        expect(w.end - w.start).toBeLessThanOrEqual(34 * HOUR);
      }),
      { numRuns: 200 },
    );
  });
});
