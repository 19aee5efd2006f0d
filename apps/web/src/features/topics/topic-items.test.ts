import type { Topic } from '@hospes/domain';
import { describe, expect, it } from 'vitest';
import { GUEST, item, lakesTopic, north } from './test/topic-fixture.ts';
import {
  availableSorts,
  defaultSort,
  filterItems,
  sortItems,
  TOPIC_PAGE_SIZE,
  visibleItems,
} from './topic-items.ts';

const TZ = 'Europe/Vienna';
const NOW = Date.parse('2025-06-14T10:00:00Z'); // a Saturday, 12:00 in Vienna
const context = { lang: 'en', location: null, now: NOW, timeZone: TZ };
const ids = (items: { id: string }[]) => items.map((i) => i.id);

describe('topic items', () => {
  it('pages by ten (spec §9 leaves page sizes open)', () => {
    expect(TOPIC_PAGE_SIZE).toBe(10);
  });

  it('spec §5: items that are inactive or outside their validity are not listed', () => {
    const topic: Topic = {
      id: 'events',
      title: 'Events',
      items: [
        item('past', { type: 'EVENT', eventFrom: '2025-06-01', eventTo: '2025-06-02' }),
        item('today', { type: 'EVENT', eventFrom: '2025-06-14' }),
        item('off', { inactive: true }),
        item('place'),
      ],
    };
    expect(ids(visibleItems(topic, NOW, TZ))).toEqual(['today', 'place']);
  });

  it('a filter keeps the items carrying its tag; several filters must all match', () => {
    const topic = lakesTopic();
    const items = topic.items.slice(0, 4);
    expect(ids(filterItems(items, topic.filters, ['swim']))).toEqual(['beach', 'boats']);
    expect(ids(filterItems(items, topic.filters, ['swim', 'family']))).toEqual(['beach']);
    expect(ids(filterItems(items, topic.filters, []))).toEqual(ids(items));
    expect(ids(filterItems(items, topic.filters, ['unknown']))).toEqual(ids(items));
  });

  it('sorts by title in the language’s collation', () => {
    const items = [
      item('b', { title: 'Österreich' }),
      item('a', { title: 'Zell' }),
      item('c', { title: 'Alm 10' }),
      item('d', { title: 'Alm 9' }),
    ];
    expect(sortItems(items, 'alphabet', { ...context, lang: 'de' }).map((i) => i.title)).toEqual([
      'Alm 9',
      'Alm 10',
      'Österreich',
      'Zell',
    ]);
  });

  it('sorts by distance from the guest, places without coordinates last', () => {
    const items = lakesTopic().items.slice(0, 4);
    const sorted = sortItems(items, 'distance', { ...context, location: GUEST });
    expect(ids(sorted)).toEqual(['kneipp', 'beach', 'boats', 'info']);
  });

  it('distance without a known location keeps the alphabetical order', () => {
    const items = lakesTopic().items.slice(0, 4);
    expect(ids(sortItems(items, 'distance', context))).toEqual([
      'info',
      'boats',
      'beach',
      'kneipp',
    ]);
  });

  it('sorts by the next date (domain rule): a running event first, undated items last', () => {
    const items = [
      item('later', { type: 'EVENT', eventFrom: '2025-06-20', eventFromTime: '19:00' }),
      item('none', { title: 'A place' }),
      item('now', { type: 'EVENT', eventFrom: '2025-06-13', eventTo: '2025-06-15' }),
      item('tomorrow', { type: 'EVENT', eventFrom: '2025-06-15', eventFromTime: '10:00' }),
    ];
    expect(ids(sortItems(items, 'date', context))).toEqual(['now', 'tomorrow', 'later', 'none']);
  });

  it('offers distance only with coordinates, date only with dated items', () => {
    expect(availableSorts(lakesTopic())).toEqual(['alphabet', 'distance']);
    expect(
      availableSorts({
        id: 'x',
        title: 'x',
        items: [item('a', { type: 'EVENT', eventFrom: '2025-06-20' })],
      }),
    ).toEqual(['alphabet', 'date']);
    expect(availableSorts({ id: 'x', title: 'x', items: [item('a')] })).toEqual(['alphabet']);
  });

  describe('the default order', () => {
    const topic = lakesTopic();
    it('is the topic’s sort, else alphabetical', () => {
      expect(defaultSort(topic, {}, false)).toBe('alphabet');
      expect(defaultSort({ ...topic, sort: undefined }, {}, true)).toBe('alphabet');
      expect(defaultSort({ ...topic, sort: 'distance' }, {}, true)).toBe('distance');
    });

    it('sort_topics_after_user_location: distance once the location is known', () => {
      const properties = { sort_topics_after_user_location: true };
      expect(defaultSort(topic, properties, false)).toBe('alphabet');
      expect(defaultSort(topic, properties, true)).toBe('distance');
    });

    it('a distance default without a location shows alphabetically', () => {
      expect(defaultSort({ ...topic, sort: 'distance' }, {}, false)).toBe('alphabet');
    });

    it('never picks distance for items without coordinates', () => {
      const flat = { id: 'x', title: 'x', items: [item('a')] };
      expect(defaultSort(flat, { sort_topics_after_user_location: true }, true)).toBe('alphabet');
    });
  });

  it('north() helper places items at the stated distance', () => {
    // Guards the fixture the page tests rely on ("ca. 100m", "600m").
    expect(north(111_195).latitude - GUEST.latitude).toBeCloseTo(1, 6);
  });
});
