import { describe, expect, it } from 'vitest';
import { createSearchHandler, MAX_SHOWN_HITS, type SearchResponse } from './search-handler.ts';
import { createSearchEngine } from './search-engine.ts';
import { groupHitsByTopic } from './search-groups.ts';
import type { SearchSourceTopic } from './search-index.ts';

const item = (id: string, title: string) => ({ id, type: 'ACTIVITY' as const, title });
const topics: SearchSourceTopic[] = [
  { id: 'hiking', title: 'Wandern', items: [item('h1', 'Almwanderung'), item('h2', 'Seerunde')] },
  {
    id: 'food',
    title: 'Kulinarik',
    items: [item('f1', 'Almhütte Hofer'), item('f2', 'Almkäserei'), item('f3', 'Pizzeria')],
  },
];

const results = (response: SearchResponse) => {
  if (response.type !== 'results') throw new Error(`expected results, got ${response.type}`);
  return response.result;
};

describe('the search engine messages (what the worker runs)', () => {
  it('indexes a model, then answers queries with hits and counts per topic', () => {
    const handle = createSearchHandler();
    expect(handle({ type: 'index', key: 'p/de/1', lang: 'de', topics })).toMatchObject({
      type: 'indexed',
      key: 'p/de/1',
      documents: 5,
    });
    const result = results(handle({ type: 'search', id: 7, key: 'p/de/1', query: 'alm' }));
    expect(result.total).toBe(3);
    expect(result.countsByTopic).toEqual({ hiking: 1, food: 2 });
    expect(result.hits.map((h) => h.itemId).sort()).toEqual(['f1', 'f2', 'h1']);
  });

  it('finds nothing for a model it has not indexed (the language changed meanwhile)', () => {
    const handle = createSearchHandler();
    handle({ type: 'index', key: 'p/de/1', lang: 'de', topics });
    expect(results(handle({ type: 'search', id: 1, key: 'p/en/1', query: 'alm' })).total).toBe(0);
  });

  it(`sends at most ${MAX_SHOWN_HITS} hits but counts all of them`, () => {
    const many: SearchSourceTopic[] = [
      {
        id: 'all',
        title: 'All',
        items: Array.from({ length: 150 }, (_, i) => item(`i${i}`, `Almweg ${i}`)),
      },
    ];
    const handle = createSearchHandler();
    handle({ type: 'index', key: 'k', lang: 'de', topics: many });
    const result = results(handle({ type: 'search', id: 1, key: 'k', query: 'almweg' }));
    expect(result.hits).toHaveLength(MAX_SHOWN_HITS);
    expect(result.total).toBe(150);
    expect(result.countsByTopic).toEqual({ all: 150 });
  });
});

describe('the search engine client', () => {
  it('answers the latest query; a query overtaken while waiting gets null', async () => {
    const engine = createSearchEngine({ worker: false });
    const first = engine.search('k', 'de', topics, 'alm');
    const second = engine.search('k', 'de', topics, 'almk');
    const third = engine.search('k', 'de', topics, 'almh');
    // The first was already sent; the second waited and was replaced by the third.
    expect((await first)?.total).toBe(3);
    expect(await second).toBeNull();
    expect((await third)?.hits.map((h) => h.itemId)).toEqual(['f1']);
  });

  it('re-indexes when the model changes', async () => {
    const engine = createSearchEngine({ worker: false });
    expect((await engine.search('k1', 'de', topics, 'pizzeria'))?.total).toBe(1);
    const other = [{ id: 't', title: 'T', items: [item('x', 'Pizzeria Roma')] }];
    expect((await engine.search('k2', 'de', other, 'pizzeria'))?.hits[0]?.itemId).toBe('x');
  });
});

describe('grouping by topic (spec §2 /search)', () => {
  it('groups hits by topic, best group first, with the count of each topic', () => {
    const hit = (itemId: string, topicId: string, score: number) => ({
      key: `${topicId}:${itemId}`,
      itemId,
      topicId,
      type: 'ACTIVITY' as const,
      title: itemId,
      snippet: '',
      locality: '',
      score,
    });
    const groups = groupHitsByTopic(
      {
        hits: [hit('f1', 'food', 9), hit('h1', 'hiking', 5), hit('f2', 'food', 3)],
        countsByTopic: { food: 4, hiking: 1 },
      },
      [
        { id: 'hiking', title: 'Wandern' },
        { id: 'food', title: 'Kulinarik' },
      ],
    );
    expect(groups.map((g) => [g.title, g.total, g.hits.map((h) => h.itemId)])).toEqual([
      ['Kulinarik', 4, ['f1', 'f2']],
      ['Wandern', 1, ['h1']],
    ]);
  });
});
