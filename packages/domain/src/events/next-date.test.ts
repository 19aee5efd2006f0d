import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ContentItem, OpeningHours } from '../model/content-item.ts';
import { zonedTimeToEpoch } from '../time/zoned.ts';
import { isOpenNow, nextDate, sortEventsByDate } from './next-date.ts';

const TZ = 'Europe/Vienna';
const at = (wall: string) => zonedTimeToEpoch(wall, TZ);
// 2026-07-10 is a Friday, 2026-07-12 a Sunday, 2026-07-13 a Monday.

const market: ContentItem = {
  id: 'market',
  type: 'EVENT',
  title: 'Market',
  eventFrom: '2026-07-10',
  eventTo: '2026-07-11',
  eventFromTime: '10:00',
  eventToTime: '18:00',
};

describe('spec §3 next date of an event from eventFrom..eventTo with times (a daily slot)', () => {
  it('before the first day: the first day at eventFromTime', () => {
    expect(nextDate(market, at('2026-07-01T09:00'), TZ)).toEqual({
      date: '2026-07-10',
      from: '10:00',
      to: '18:00',
      start: at('2026-07-10T10:00'),
      end: at('2026-07-10T18:00'),
    });
  });
  it('while running (first and last minute) it is today; at eventToTime the next day', () => {
    expect(nextDate(market, at('2026-07-10T10:00'), TZ)?.date).toBe('2026-07-10');
    expect(nextDate(market, at('2026-07-10T17:59'), TZ)?.date).toBe('2026-07-10');
    expect(nextDate(market, at('2026-07-10T18:00'), TZ)?.date).toBe('2026-07-11');
  });
  it('after the last slot: none', () => {
    expect(nextDate(market, at('2026-07-11T17:59'), TZ)?.date).toBe('2026-07-11');
    expect(nextDate(market, at('2026-07-11T18:00'), TZ)).toBeNull();
  });
  it('without times: all day; without eventTo: one day', () => {
    const allDay: ContentItem = { id: 'd', type: 'EVENT', title: 'Day', eventFrom: '2026-07-10' };
    expect(nextDate(allDay, at('2026-07-10T23:59'), TZ)).toMatchObject({
      date: '2026-07-10',
      start: at('2026-07-10T00:00'),
      end: at('2026-07-11T00:00'),
    });
    expect(nextDate(allDay, at('2026-07-11T00:00'), TZ)).toBeNull();
  });
  it('a slot past midnight (20:00–02:00) still counts at 01:59 the next day', () => {
    const night: ContentItem = {
      ...market,
      eventTo: '2026-07-10',
      eventFromTime: '20:00',
      eventToTime: '02:00',
    };
    expect(nextDate(night, at('2026-07-11T01:59'), TZ)).toMatchObject({
      date: '2026-07-10',
      end: at('2026-07-11T02:00'),
    });
    expect(nextDate(night, at('2026-07-11T02:00'), TZ)).toBeNull();
  });
  it('an inactive event or a day past validTo has no next date', () => {
    expect(nextDate({ ...market, inactive: true }, at('2026-07-01T09:00'), TZ)).toBeNull();
    expect(nextDate({ ...market, validTo: '2026-07-10' }, at('2026-07-10T18:00'), TZ)).toBeNull();
  });
});

describe('spec §3 next date from the full schedule', () => {
  // eventFrom..eventTo (daily 10:00–18:00) spans the schedule, as in real data
  const scheduled: ContentItem = {
    ...market,
    eventFrom: '2026-07-14',
    eventTo: '2026-07-20',
    fullSchedule: [
      { date: '2026-07-20', from: '19:00', to: '21:00' },
      { date: '2026-07-14', from: '19:00', to: '21:00' },
      { date: '2026-07-16' },
    ],
  };
  it('wins over eventFrom..eventTo and picks the earliest entry not yet ended', () => {
    expect(nextDate(scheduled, at('2026-07-01T00:00'), TZ)).toMatchObject({
      date: '2026-07-14',
      start: at('2026-07-14T19:00'),
    });
    expect(nextDate(scheduled, at('2026-07-14T20:59'), TZ)?.date).toBe('2026-07-14');
    expect(nextDate(scheduled, at('2026-07-14T21:00'), TZ)).toMatchObject({
      date: '2026-07-16',
      start: at('2026-07-16T00:00'),
    });
    expect(nextDate(scheduled, at('2026-07-17T00:00'), TZ)?.date).toBe('2026-07-20');
    expect(nextDate(scheduled, at('2026-07-20T21:00'), TZ)).toBeNull();
  });
  it('malformed entries are skipped, not thrown', () => {
    const bad = {
      ...scheduled,
      fullSchedule: [{ date: '2026-02-30' }, { date: '2026-07-20', from: '7pm' }],
    };
    expect(nextDate(bad, at('2026-07-01T00:00'), TZ)).toBeNull();
  });
});

describe('spec §3 next date from weekly timeslots / opening hours (day 0 = Sunday)', () => {
  const hike: ContentItem & { timeslots: { day: number; from: string; to?: string }[] } = {
    id: 'hike',
    type: 'ACTIVITY',
    title: 'Guided hike',
    timeslots: [
      { day: 0, from: '09:00', to: '12:00' },
      { day: 3, from: '14:00' },
    ],
    openingHours: [{ day: 1, from: '08:00', to: '18:00' }],
  };
  it('timeslots win over opening hours; Monday → Wednesday 14:00', () => {
    expect(nextDate(hike, at('2026-07-13T10:00'), TZ)).toMatchObject({
      date: '2026-07-15',
      start: at('2026-07-15T14:00'),
    });
  });
  it('Sunday during the slot: today; at its end: Wednesday', () => {
    expect(nextDate(hike, at('2026-07-12T11:59'), TZ)?.date).toBe('2026-07-12');
    expect(nextDate(hike, at('2026-07-12T12:00'), TZ)?.date).toBe('2026-07-15');
  });
  it('Wednesday evening (slot without end runs to midnight) → Sunday', () => {
    expect(nextDate(hike, at('2026-07-15T23:59'), TZ)?.date).toBe('2026-07-15');
    expect(nextDate(hike, at('2026-07-16T00:00'), TZ)?.date).toBe('2026-07-19');
  });
  it('opening hours are used without timeslots', () => {
    const poi: ContentItem = {
      id: 'p',
      type: 'POI',
      title: 'Museum',
      openingHours: [{ day: 1, from: '08:00', to: '18:00' }],
    };
    expect(nextDate(poi, at('2026-07-13T18:00'), TZ)?.date).toBe('2026-07-20');
    expect(nextDate({ ...poi, openingHours: [] }, at('2026-07-13T18:00'), TZ)).toBeNull();
  });
  it('only days within validFrom..validTo count', () => {
    expect(nextDate({ ...hike, validFrom: '2026-08-01' }, at('2026-07-13T10:00'), TZ)?.date).toBe(
      '2026-08-02',
    );
    expect(nextDate({ ...hike, validTo: '2026-07-14' }, at('2026-07-13T10:00'), TZ)).toBeNull();
  });
  it('DST: a 02:30 Sunday slot on 2026-03-29 starts at 03:30 CEST (the skipped hour moves forward)', () => {
    const early = {
      id: 'e',
      type: 'ACTIVITY' as const,
      title: 'Sunrise',
      timeslots: [{ day: 0, from: '02:30', to: '04:00' }],
    };
    expect(nextDate(early, at('2026-03-28T12:00'), TZ)?.start).toBe(
      Date.parse('2026-03-29T01:30:00Z'),
    );
  });
});

describe('spec §3 next date: edges of the data', () => {
  it('an empty fullSchedule falls back to eventFrom..eventTo', () => {
    expect(nextDate({ ...market, fullSchedule: [] }, at('2026-07-01T00:00'), TZ)?.start).toBe(
      at('2026-07-10T10:00'),
    );
  });
  it('equal starts in the schedule: the first listed wins', () => {
    const twins: ContentItem = {
      ...market,
      fullSchedule: [
        { date: '2026-07-10', from: '10:00', to: '12:00' },
        { date: '2026-07-10', from: '10:00', to: '11:00' },
      ],
    };
    expect(nextDate(twins, at('2026-07-01T00:00'), TZ)?.to).toBe('12:00');
  });
  it('a schedule entry whose to equals from lasts 24 hours; one with an unreadable to is skipped', () => {
    const e: ContentItem = {
      ...market,
      fullSchedule: [
        { date: '2026-07-10', from: '20:00', to: '20:00' },
        { date: '2026-07-09', from: '20:00', to: 'late' },
      ],
    };
    expect(nextDate(e, at('2026-07-01T00:00'), TZ)).toMatchObject({
      date: '2026-07-10',
      end: at('2026-07-11T20:00'),
    });
  });
  it('unreadable event times or validFrom give no next date instead of throwing', () => {
    expect(nextDate({ ...market, eventFromTime: '10h' }, at('2026-07-01T00:00'), TZ)).toBeNull();
    const slot = {
      id: 's',
      type: 'ACTIVITY' as const,
      title: 'S',
      timeslots: [{ day: 1, from: '10:00' }],
    };
    expect(nextDate({ ...slot, validFrom: 'soon' }, at('2026-07-01T00:00'), TZ)).toBeNull();
  });
});

describe('spec §3 isOpenNow from opening hours (wall clock of the project zone)', () => {
  const weekday: OpeningHours[] = [{ day: 1, from: '09:00', to: '17:00' }];
  it('from inclusive, to exclusive', () => {
    expect(isOpenNow(weekday, at('2026-07-13T08:59'), TZ)).toBe(false);
    expect(isOpenNow(weekday, at('2026-07-13T09:00'), TZ)).toBe(true);
    expect(isOpenNow(weekday, at('2026-07-13T16:59'), TZ)).toBe(true);
    expect(isOpenNow(weekday, at('2026-07-13T17:00'), TZ)).toBe(false);
    expect(isOpenNow(weekday, at('2026-07-14T10:00'), TZ)).toBe(false);
  });
  it('reads the project time zone, not UTC', () => {
    const t = Date.parse('2026-07-13T07:30:00Z'); // 09:30 in Vienna
    expect(isOpenNow(weekday, t, TZ)).toBe(true);
    expect(isOpenNow(weekday, t, 'UTC')).toBe(false);
  });
  it('a span past midnight belongs to the next weekday after midnight', () => {
    const bar: OpeningHours[] = [{ day: 5, from: '22:00', to: '02:00' }];
    expect(isOpenNow(bar, at('2026-07-10T21:59'), TZ)).toBe(false);
    expect(isOpenNow(bar, at('2026-07-10T22:00'), TZ)).toBe(true);
    expect(isOpenNow(bar, at('2026-07-10T23:00'), TZ)).toBe(true);
    expect(isOpenNow(bar, at('2026-07-11T01:59'), TZ)).toBe(true);
    expect(isOpenNow(bar, at('2026-07-11T02:00'), TZ)).toBe(false);
    expect(isOpenNow(bar, at('2026-07-09T23:00'), TZ)).toBe(false);
    // only the day after: Monday 01:00 is not covered by a Friday night slot
    expect(isOpenNow(bar, at('2026-07-13T01:00'), TZ)).toBe(false);
  });
  it('Saturday night into Sunday (day 6 → day 0)', () => {
    expect(isOpenNow([{ day: 6, from: '22:00', to: '02:00' }], at('2026-07-12T01:00'), TZ)).toBe(
      true,
    );
  });
  it("'24:00' is the end of the day", () => {
    const late: OpeningHours[] = [{ day: 6, from: '18:00', to: '24:00' }];
    expect(isOpenNow(late, at('2026-07-11T23:59'), TZ)).toBe(true);
    expect(isOpenNow(late, at('2026-07-12T00:00'), TZ)).toBe(false);
  });
  it('from equal to to is 24 hours; no opening hours is closed', () => {
    const allDay: OpeningHours[] = [{ day: 1, from: '06:00', to: '06:00' }];
    expect(isOpenNow(allDay, at('2026-07-14T05:59'), TZ)).toBe(true);
    expect(isOpenNow(allDay, at('2026-07-14T06:00'), TZ)).toBe(false);
    expect(isOpenNow(undefined, at('2026-07-14T06:00'), TZ)).toBe(false);
    expect(isOpenNow([], at('2026-07-14T06:00'), TZ)).toBe(false);
  });
  it('unreadable opening hours count as closed', () => {
    const t = at('2026-07-13T10:00');
    expect(isOpenNow([{ day: 1, from: '9:00', to: '17:00' }], t, TZ)).toBe(false);
    expect(isOpenNow([{ day: 1, from: '09:00', to: '5pm' }], t, TZ)).toBe(false);
    expect(isOpenNow([{ day: 0, from: '22:00', to: 'late' }], t, TZ)).toBe(false);
  });
  it('property: halves 00:00–12:00 and 12:00–24:00 of one weekday partition that day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('2026-01-01'), max: Date.parse('2028-01-01') }),
        fc.integer({ min: 0, max: 6 }),
        (t, day) => {
          const am = isOpenNow([{ day, from: '00:00', to: '12:00' }], t, TZ);
          const pm = isOpenNow([{ day, from: '12:00', to: '24:00' }], t, TZ);
          const both = isOpenNow(
            [
              { day, from: '00:00', to: '12:00' },
              { day, from: '12:00', to: '24:00' },
            ],
            t,
            TZ,
          );
          expect(am && pm).toBe(false);
          expect(both).toBe(am || pm);
          const weekAround = [0, 1, 2, 3, 4, 5, 6].map((d) => ({
            day: d,
            from: '00:00',
            to: '24:00',
          }));
          expect(isOpenNow(weekAround, t, TZ)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('spec §3 events sorted by date', () => {
  it('by next date: a running festival before next week, past events last, ties stable', () => {
    const festival: ContentItem = {
      id: 'f',
      type: 'EVENT',
      title: 'F',
      eventFrom: '2026-06-01',
      eventTo: '2026-08-31',
    };
    const nextWeek: ContentItem = { id: 'n', type: 'EVENT', title: 'N', eventFrom: '2026-07-20' };
    const past: ContentItem = { id: 'p', type: 'EVENT', title: 'P', eventFrom: '2026-07-01' };
    const twin: ContentItem = { ...nextWeek, id: 'n2' };
    const input = [past, nextWeek, festival, twin];
    const sorted = sortEventsByDate(input, at('2026-07-13T12:00'), TZ);
    expect(sorted.map((e) => e.id)).toEqual(['f', 'n', 'n2', 'p']);
    expect(input.map((e) => e.id)).toEqual(['p', 'n', 'f', 'n2']);
  });
  it('without a next date: by eventFrom, then eventFromTime; no date at all last', () => {
    const now = at('2026-07-13T12:00');
    const e = (id: string, eventFrom?: string, eventFromTime?: string): ContentItem => ({
      id,
      type: 'EVENT',
      title: id,
      eventFrom,
      eventFromTime,
      inactive: true,
    });
    const input = [
      e('none'),
      e('jul5', '2026-07-05'),
      e('jul1pm', '2026-07-01', '15:00'),
      e('jul1am', '2026-07-01', '09:00'),
      e('jul1', '2026-07-01'),
    ];
    expect(sortEventsByDate(input, now, TZ).map((x) => x.id)).toEqual([
      'jul1',
      'jul1am',
      'jul1pm',
      'jul5',
      'none',
    ]);
  });
});
