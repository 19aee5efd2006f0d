import type { ContentItem, Topic } from '@hospes/domain';
import { describe, expect, it } from 'vitest';
import {
  dateFilterFromParam,
  dateFilterToParam,
  filterSpan,
  groupByDate,
  programmeEntries,
  programmeEvents,
  type DateFilter,
} from './programme-events.ts';

const TZ = 'Europe/Vienna';
const event = (id: string, extra: Partial<ContentItem>): ContentItem => ({
  id,
  type: 'EVENT',
  title: id,
  ...extra,
});

// As in the seenland demo: a series, one-day events, one past, one inactive.
const events = [
  event('jazz', {
    eventFrom: '2026-12-12',
    eventTo: '2026-12-12',
    eventFromTime: '19:00',
    eventToTime: '22:00',
  }),
  event('advent', {
    eventFrom: '2026-12-04',
    eventTo: '2026-12-20',
    fullSchedule: [
      { date: '2026-12-04', from: '14:00', to: '20:00' },
      { date: '2026-12-05', from: '14:00', to: '20:00' },
      { date: '2026-12-06', from: '14:00', to: '20:00' },
      { date: '2026-12-11', from: '14:00', to: '20:00' },
    ],
  }),
  event('market', { eventFrom: '2026-12-06', eventFromTime: '09:00', eventToTime: '12:00' }),
  event('past', { eventFrom: '2026-10-17', eventFromTime: '09:00', eventToTime: '16:00' }),
  event('inactive', { eventFrom: '2026-12-05', eventFromTime: '18:00', inactive: true }),
  event('later', {
    eventFrom: '2027-01-23',
    eventFromTime: '10:00',
    eventToTime: '16:00',
    validFrom: '2026-11-01',
  }),
  event('not-yet-valid', {
    eventFrom: '2026-12-05',
    eventFromTime: '20:00',
    validFrom: '2026-12-10',
  }),
];

// Saturday, 5 December 2026, 10:00 in Vienna (09:00 UTC).
const NOW = Date.UTC(2026, 11, 5, 9, 0);
const list = (filter: DateFilter, now = NOW) =>
  programmeEntries(events, filter, now, TZ).map((e) =>
    `${e.item.id} ${e.occurrence.date} ${e.occurrence.from ?? ''}`.trim(),
  );

describe('the programme events (spec §2, §5)', () => {
  it('takes the events of all topics once, or of the programme topic', () => {
    const topics: Topic[] = [
      {
        id: 'programme',
        title: 'Wochenprogramm',
        items: [events[0]!, { id: 'spa', type: 'POI', title: 'Spa' }],
      },
      { id: 'region', title: 'Region', items: [events[0]!, events[1]!] },
    ];
    expect(programmeEvents(topics, undefined)?.map((e) => e.id)).toEqual(['jazz', 'advent']);
    expect(programmeEvents(topics, 'programme')?.map((e) => e.id)).toEqual(['jazz']);
    expect(programmeEvents(topics, 'nope')).toBeUndefined();
  });

  it('shows only valid events (not inactive, not past, valid today), sorted by next date', () => {
    expect(list({ kind: 'all' })).toEqual([
      'advent 2026-12-05 14:00',
      'market 2026-12-06 09:00',
      'jazz 2026-12-12 19:00',
      'later 2027-01-23 10:00',
    ]);
  });

  it('filters today, tomorrow and this week in the project’s time zone', () => {
    expect(list({ kind: 'today' })).toEqual(['advent 2026-12-05 14:00']);
    expect(list({ kind: 'tomorrow' })).toEqual([
      'market 2026-12-06 09:00',
      'advent 2026-12-06 14:00',
    ]);
    // Saturday: the week ends on Sunday; every date of an event in it is listed.
    expect(list({ kind: 'week' })).toEqual([
      'advent 2026-12-05 14:00',
      'market 2026-12-06 09:00',
      'advent 2026-12-06 14:00',
    ]);
    // 23:30 UTC on Saturday is already Sunday in Vienna: "today" is Sunday there.
    expect(list({ kind: 'today' }, Date.UTC(2026, 11, 5, 23, 30))).toEqual([
      'market 2026-12-06 09:00',
      'advent 2026-12-06 14:00',
    ]);
  });

  it('filters a picked date; a date without events has none', () => {
    expect(list({ kind: 'date', date: '2026-12-11' })).toEqual(['advent 2026-12-11 14:00']);
    expect(list({ kind: 'date', date: '2026-12-12' })).toEqual(['jazz 2026-12-12 19:00']);
    expect(list({ kind: 'date', date: '2026-12-08' })).toEqual([]);
    expect(list({ kind: 'date', date: '2026-11-30' })).toEqual([]);
  });

  it('drops an event of today once it has ended', () => {
    // 21:00 in Vienna: the advent market closed at 20:00; its next day is tomorrow.
    expect(list({ kind: 'today' }, Date.UTC(2026, 11, 5, 20, 0))).toEqual([]);
  });

  it('this week runs Monday to Sunday', () => {
    const monday = Date.UTC(2026, 11, 7, 8, 0);
    expect(filterSpan({ kind: 'week' }, monday, TZ).to).toBe(Date.UTC(2026, 11, 13, 23, 0));
  });

  it('groups the sorted entries by day', () => {
    const days = groupByDate(programmeEntries(events, { kind: 'week' }, NOW, TZ));
    expect(days.map((d) => [d.date, d.entries.map((e) => e.item.id)])).toEqual([
      ['2026-12-05', ['advent']],
      ['2026-12-06', ['market', 'advent']],
    ]);
  });

  it('keeps the filter in the address', () => {
    expect(dateFilterToParam({ kind: 'all' })).toBe('');
    expect(dateFilterToParam({ kind: 'week' })).toBe('week');
    expect(dateFilterToParam({ kind: 'date', date: '2026-12-24' })).toBe('2026-12-24');
    expect(dateFilterFromParam('tomorrow')).toEqual({ kind: 'tomorrow' });
    expect(dateFilterFromParam('2026-12-24')).toEqual({ kind: 'date', date: '2026-12-24' });
    expect(dateFilterFromParam('2026-02-30')).toEqual({ kind: 'all' });
    expect(dateFilterFromParam(null)).toEqual({ kind: 'all' });
  });
});
