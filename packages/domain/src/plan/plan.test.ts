import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseInstant, zonedDate, zonedTimeToEpoch } from '../time/zoned.ts';
import {
  buildPlanDays,
  isPlanHintSeen,
  isPlanVisible,
  markPlanHintsSeen,
  planArrivalDate,
  planHintKey,
  planHintsBadgeCount,
  planVisibleFrom,
  PlanHintSchema,
  resolvePlanSettings,
  type PlanHint,
  type PlanItem,
} from './plan.ts';

const TZ = 'Europe/Vienna';
const at = (wall: string) => zonedTimeToEpoch(wall, TZ);
const item = (id: string, start: string, title = `Booking ${id}`): PlanItem => ({
  id,
  title,
  start,
});

describe('spec §3 plan days: grouped by date, items sorted by start', () => {
  it('groups by the date in the project zone and sorts days and items', () => {
    const items = [
      item('dinner', '2026-07-11T19:00'),
      item('spa', '2026-07-10T16:00:00+02:00'),
      item('late', '2026-07-10T22:30:00Z'), // 00:30 on 11 July in Vienna
      item('hike', '2026-07-11T09:00'),
      item('welcome', '2026-07-10T15:00'),
    ];
    const days = buildPlanDays(
      items,
      undefined,
      { doa: '2026-07-10T14:00' },
      at('2026-07-01T00:00'),
      TZ,
    );
    expect(days.map((d) => [d.date, d.items.map((i) => i.id)])).toEqual([
      ['2026-07-10', ['welcome', 'spa']],
      ['2026-07-11', ['late', 'hike', 'dinner']],
    ]);
  });
  it('equal starts keep their order; unreadable starts are left out; no items, no days', () => {
    const days = buildPlanDays(
      [
        item('b', '2026-07-10T10:00'),
        item('bad', 'tomorrow'),
        item('a', '2026-07-10T10:00'),
        item('c', '2026-07-10T09:00'),
      ],
      undefined,
      null,
      0,
      TZ,
    );
    expect(days).toEqual([
      {
        date: '2026-07-10',
        items: [
          item('c', '2026-07-10T09:00'),
          item('b', '2026-07-10T10:00'),
          item('a', '2026-07-10T10:00'),
        ],
        visibleForUser: true,
      },
    ]);
    expect(buildPlanDays([], undefined, null, 0, TZ)).toEqual([]);
  });
  it('property: every readable item lands once, on its own date; days ascend; items ascend within a day', () => {
    const startArb = fc
      .integer({ min: Date.parse('2026-01-01'), max: Date.parse('2027-01-01') })
      .map((t) => new Date(Math.floor(t / 60_000) * 60_000).toISOString());
    fc.assert(
      fc.property(fc.array(startArb, { maxLength: 30 }), (starts) => {
        const items = starts.map((s, i) => item(String(i), s));
        const days = buildPlanDays(items, undefined, undefined, 0, TZ);
        expect(days.flatMap((d) => d.items).length).toBe(items.length);
        for (let i = 1; i < days.length; i++) expect(days[i - 1]!.date < days[i]!.date).toBe(true);
        for (const d of days) {
          const ts = d.items.map((x) => parseInstant(x.start, TZ)!);
          for (const x of d.items) expect(zonedDate(parseInstant(x.start, TZ)!, TZ)).toBe(d.date);
          for (let i = 1; i < ts.length; i++) expect(ts[i - 1]! <= ts[i]!).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('spec §9 plan visibility', () => {
  const items = [item('x', '2026-07-12T10:00')];
  const visibleAt = (
    settings: Parameters<typeof buildPlanDays>[1],
    doa: string | undefined,
    now: number,
  ) => buildPlanDays(items, settings, { doa }, now, TZ)[0]?.visibleForUser;

  it('defaults: visible_fully true, plus 0 days, 00:00, 365 days before arrival', () => {
    expect(resolvePlanSettings(undefined)).toEqual({
      visible_fully: true,
      visible_fully_after_arrival_plus_days: 0,
      visible_fully_after_arrival_time: '00:00',
      days_before_arrival: 365,
      arrival_date_selector_regex: undefined,
    });
    expect(
      resolvePlanSettings({ visible_fully_after_arrival_time: '25:00' })
        .visible_fully_after_arrival_time,
    ).toBe('00:00');
    const time = (t: string) =>
      resolvePlanSettings({ visible_fully_after_arrival_time: t }).visible_fully_after_arrival_time;
    expect(time('24:00')).toBe('00:00');
    expect(time('23:59')).toBe('23:59');
    expect(
      resolvePlanSettings({ days_before_arrival: 1.5, visible_fully_after_arrival_plus_days: 2 }),
    ).toMatchObject({
      days_before_arrival: 365,
      visible_fully_after_arrival_plus_days: 2,
    });
  });
  it('visible_fully (default): visible long before arrival and without an arrival date', () => {
    expect(visibleAt(undefined, '2026-07-10T14:00', at('2026-01-01T00:00'))).toBe(true);
    expect(visibleAt({ visible_fully: true }, undefined, 0)).toBe(true);
  });
  it('not visible_fully, defaults: visible from 00:00 of the arrival day (one minute before / at)', () => {
    const s = { visible_fully: false };
    expect(visibleAt(s, '2026-07-10T15:00', at('2026-07-09T23:59'))).toBe(false);
    expect(visibleAt(s, '2026-07-10T15:00', at('2026-07-10T00:00'))).toBe(true);
    expect(planVisibleFrom('2026-07-10', s, TZ)).toBe(at('2026-07-10T00:00'));
  });
  it('arrival + 1 day at 16:00 (one minute before / at)', () => {
    const s = {
      visible_fully: false,
      visible_fully_after_arrival_plus_days: 1,
      visible_fully_after_arrival_time: '16:00',
    };
    expect(visibleAt(s, '2026-07-10T15:00', at('2026-07-11T15:59'))).toBe(false);
    expect(visibleAt(s, '2026-07-10T15:00', at('2026-07-11T16:00'))).toBe(true);
  });
  it('DST: arrival 2026-03-28 + 1 day at 02:30 (skipped) → visible from 03:30 CEST', () => {
    const s = {
      visible_fully: false,
      visible_fully_after_arrival_plus_days: 1,
      visible_fully_after_arrival_time: '02:30',
    };
    expect(isPlanVisible('2026-03-28', s, Date.parse('2026-03-29T01:29:00Z'), TZ)).toBe(false);
    expect(isPlanVisible('2026-03-28', s, Date.parse('2026-03-29T01:30:00Z'), TZ)).toBe(true);
  });
  it('not visible_fully and no arrival date known: hidden', () => {
    expect(visibleAt({ visible_fully: false }, undefined, at('2030-01-01T00:00'))).toBe(false);
    expect(isPlanVisible(null, { visible_fully: false }, at('2030-01-01T00:00'), TZ)).toBe(false);
  });
});

describe('spec §9 arrival date from arrival_date_selector_regex', () => {
  const items = [
    item('d', '2026-07-11T19:00', 'Dinner'),
    item('a2', '2026-07-12T15:00', 'Arrival of the second room'),
    item('a', '2026-07-10T15:00', 'ARRIVAL & welcome drink'),
  ];
  const settings = { visible_fully: false, arrival_date_selector_regex: '^arrival' };
  it('the earliest item whose title matches (case-insensitive) gives the arrival date', () => {
    expect(planArrivalDate(items, settings, undefined, TZ)).toBe('2026-07-10');
    const days = buildPlanDays(items, settings, undefined, at('2026-07-10T00:00'), TZ);
    expect(days.every((d) => d.visibleForUser)).toBe(true);
    expect(
      buildPlanDays(items, settings, undefined, at('2026-07-09T23:59'), TZ)[0]?.visibleForUser,
    ).toBe(false);
  });
  it("the stay's own arrival wins over the regex", () => {
    expect(planArrivalDate(items, settings, { doa: '2026-07-11T12:00' }, TZ)).toBe('2026-07-11');
    expect(planArrivalDate(items, settings, { doa: null }, TZ)).toBe('2026-07-10');
  });
  it('the earliest match wins in any order; a match with an unreadable start is ignored', () => {
    const reordered = [items[2]!, items[1]!, item('a3', 'soon', 'Arrival (late)')];
    expect(planArrivalDate(reordered, settings, undefined, TZ)).toBe('2026-07-10');
    expect(planArrivalDate([item('a3', 'soon', 'Arrival')], settings, undefined, TZ)).toBeNull();
  });
  it('no match, no regex or an invalid regex: no arrival date', () => {
    expect(
      planArrivalDate(items, { arrival_date_selector_regex: '^check-in' }, undefined, TZ),
    ).toBeNull();
    expect(planArrivalDate(items, {}, undefined, TZ)).toBeNull();
    expect(planArrivalDate(items, { arrival_date_selector_regex: '(' }, undefined, TZ)).toBeNull();
  });
});

describe('spec §9 days_before_arrival limits how far back the plan reaches', () => {
  it('days before arrival − days_before_arrival are left out; that day itself stays', () => {
    const items = [
      item('old', '2026-07-07T10:00'),
      item('edge', '2026-07-08T10:00'),
      item('stay', '2026-07-12T10:00'),
    ];
    const days = buildPlanDays(
      items,
      { days_before_arrival: 2 },
      { doa: '2026-07-10T14:00' },
      0,
      TZ,
    );
    expect(days.map((d) => d.date)).toEqual(['2026-07-08', '2026-07-12']);
  });
  it('default 365: a booking 365 days before arrival stays, 366 days before goes', () => {
    const items = [item('y0', '2025-07-09T10:00'), item('y1', '2025-07-10T10:00')];
    const days = buildPlanDays(items, undefined, { doa: '2026-07-10T14:00' }, 0, TZ);
    expect(days.map((d) => d.date)).toEqual(['2025-07-10']);
  });
  it('no arrival date: nothing is cut', () => {
    expect(buildPlanDays([item('old', '2000-01-01T10:00')], undefined, null, 0, TZ)).toHaveLength(
      1,
    );
  });
});

describe('spec §3 plan hints and the badge on the plan tab', () => {
  const hint = (bookingId: string, hash: string): PlanHint => ({
    bookingId,
    bookingTitle: `Booking ${bookingId}`,
    bookingDate: '2026-07-10',
    text: 'Bring shoes',
    hash,
  });
  it('the hint schema takes the §3 fields', () => {
    expect(PlanHintSchema.safeParse(hint('1', 'h1')).success).toBe(true);
    expect(PlanHintSchema.safeParse({ ...hint('1', 'h1'), bookingId: 42 }).success).toBe(true);
    expect(PlanHintSchema.safeParse({ ...hint('1', 'h1'), bookingId: null }).success).toBe(false);
    expect(PlanHintSchema.safeParse({ ...hint('1', 'h1'), hash: undefined }).success).toBe(false);
  });
  it('counts unseen hints by hash; the same hash counts once', () => {
    const hints = [hint('1', 'h1'), hint('2', 'h2'), hint('2', 'h2'), hint('3', 'h3')];
    expect(planHintsBadgeCount(hints, {})).toBe(3);
    expect(planHintsBadgeCount(hints, undefined)).toBe(3);
    expect(planHintsBadgeCount(hints, { h1: 1, h3: 5 })).toBe(1);
    expect(planHintsBadgeCount([], { h1: 1 })).toBe(0);
  });
  it('a changed hint (new hash) is unseen again; an empty hash falls back to the booking id', () => {
    expect(isPlanHintSeen(hint('1', 'h1-v2'), { h1: 1 })).toBe(false);
    expect(planHintKey(hint('7', ''))).toBe('7');
    expect(isPlanHintSeen({ ...hint('7', ''), bookingId: 7 }, { '7': 1 })).toBe(true);
    expect(isPlanHintSeen(hint('1', 'toString'), {})).toBe(false);
  });
  it('markPlanHintsSeen returns a new record with the time seen', () => {
    const before = { h0: 1 };
    const after = markPlanHintsSeen(before, [hint('1', 'h1'), hint('2', 'h2')], 1000);
    expect(before).toEqual({ h0: 1 });
    expect(after).toEqual({ h0: 1, h1: 1000, h2: 1000 });
    expect(planHintsBadgeCount([hint('1', 'h1'), hint('2', 'h2')], after)).toBe(0);
  });
});
