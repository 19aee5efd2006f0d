import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ContentItem } from '../model/content-item.ts';
import { addDays, daysBetween, zonedTimeToEpoch } from '../time/zoned.ts';
import { eventEndDate, isEventValid, isValidOnDate, validityRange } from './event-validity.ts';

const TZ = 'Europe/Vienna';
const at = (wall: string) => zonedTimeToEpoch(wall, TZ);

const event = (extra: Partial<ContentItem> = {}): ContentItem => ({
  id: 'ev',
  type: 'EVENT',
  title: 'Lake festival',
  eventFrom: '2026-07-08',
  eventTo: '2026-07-10',
  ...extra,
});

describe('spec §5 event validity: not inactive, today within validFrom..validTo', () => {
  it('an inactive event is never valid, even inside its range', () => {
    expect(isEventValid(event({ inactive: true }), at('2026-07-09T12:00'), TZ)).toBe(false);
    expect(isEventValid(event({ inactive: false }), at('2026-07-09T12:00'), TZ)).toBe(true);
  });

  it('validTo defaults to eventTo for events: valid through the last minute of eventTo, in the project zone', () => {
    expect(isEventValid(event(), at('2026-07-10T23:59'), TZ)).toBe(true);
    expect(isEventValid(event(), at('2026-07-11T00:00'), TZ)).toBe(false);
    // 2026-07-10T22:30Z is already 11 July in Vienna, still 10 July in UTC
    expect(isEventValid(event(), Date.parse('2026-07-10T22:30:00Z'), TZ)).toBe(false);
    expect(isEventValid(event(), Date.parse('2026-07-10T22:30:00Z'), 'UTC')).toBe(true);
  });

  it('validFrom defaults to the far past: an event is valid (announced) before it starts', () => {
    expect(isEventValid(event(), at('2020-01-01T00:00'), TZ)).toBe(true);
  });

  it('validFrom is inclusive from 00:00 of that day', () => {
    const e = event({ validFrom: '2026-07-01' });
    expect(isEventValid(e, at('2026-06-30T23:59'), TZ)).toBe(false);
    expect(isEventValid(e, at('2026-07-01T00:00'), TZ)).toBe(true);
  });

  it('an explicit validTo wins over eventTo', () => {
    const e = event({ validTo: '2026-07-09' });
    expect(isEventValid(e, at('2026-07-09T23:59'), TZ)).toBe(true);
    expect(isEventValid(e, at('2026-07-10T00:00'), TZ)).toBe(false);
  });

  it('validTo defaults to the far future for non-events (eventTo is ignored)', () => {
    const activity: ContentItem = {
      id: 'a',
      type: 'ACTIVITY',
      title: 'Hike',
      eventTo: '2020-01-01',
    };
    expect(isEventValid(activity, at('2099-12-31T12:00'), TZ)).toBe(true);
    expect(validityRange(activity)).toEqual({ from: '0001-01-01', to: '9999-12-31' });
  });

  it('an event without eventTo ends on its last schedule date, else on eventFrom (spec silent)', () => {
    const single = event({ eventTo: undefined });
    expect(eventEndDate(single)).toBe('2026-07-08');
    expect(isEventValid(single, at('2026-07-09T00:00'), TZ)).toBe(false);
    const scheduled = event({
      eventTo: undefined,
      fullSchedule: [{ date: '2026-08-02' }, { date: '2026-08-09' }, { date: '2026-08-01' }],
    });
    expect(eventEndDate(scheduled)).toBe('2026-08-09');
    const undated = event({ eventFrom: undefined, eventTo: undefined });
    expect(validityRange(undated).to).toBe('9999-12-31');
  });

  it('property: valid exactly on the days from validFrom to validTo, both inclusive', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: -80, max: 80 }),
        fc.boolean(),
        (start, length, offset, inactive) => {
          const validFrom = addDays('2020-01-01', start);
          const validTo = addDays(validFrom, length);
          const day = addDays(validFrom, offset);
          const item = event({ validFrom, validTo, inactive });
          const inside = daysBetween(validFrom, day) >= 0 && daysBetween(day, validTo) >= 0;
          expect(isValidOnDate(item, day)).toBe(!inactive && inside);
          expect(isEventValid(item, at(`${day}T12:00`), TZ)).toBe(!inactive && inside);
        },
      ),
      { numRuns: 200 },
    );
  });
});
