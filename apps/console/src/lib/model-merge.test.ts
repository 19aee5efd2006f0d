// A later publish is laid onto the newer version: the staff member's fields
// go in, the colleague's stay, and a field both changed is a conflict.
import { describe, expect, it } from 'vitest';
import { mergeModels, mineWinning, pathKeys } from './model-merge.ts';

const base = {
  welcome: { top: { greeting: 'Grüß Gott', text: 'Willkommen' } },
  discover: { topics: [{ id: 'spa', items: [{ id: 'a', price: '€ 10' }] }] },
};

describe('merging a later publish', () => {
  it('reads paths with indexes', () => {
    expect(pathKeys('discover.topics[0].items[12].price')).toEqual([
      'discover',
      'topics',
      0,
      'items',
      12,
      'price',
    ]);
  });

  it("keeps both staff members' changes to different fields", () => {
    const mine = structuredClone(base);
    mine.welcome.top.greeting = 'Servus';
    const theirs = structuredClone(base);
    theirs.discover.topics[0]!.items[0]!.price = '€ 12';
    const merge = mergeModels(base, mine, theirs);
    expect(merge.conflicts).toEqual([]);
    expect(merge.merged).toEqual({
      welcome: { top: { greeting: 'Servus', text: 'Willkommen' } },
      discover: { topics: [{ id: 'spa', items: [{ id: 'a', price: '€ 12' }] }] },
    });
    expect(merge.theirChanges.map((c) => c.path)).toEqual(['discover.topics[0].items[0].price']);
    expect(merge.myChanges.map((c) => c.path)).toEqual(['welcome.top.greeting']);
  });

  it('lists a field both changed differently, theirs kept unless mine should win', () => {
    const mine = structuredClone(base);
    mine.welcome.top.greeting = 'Servus';
    const theirs = structuredClone(base);
    theirs.welcome.top.greeting = 'Hallo';
    const merge = mergeModels(base, mine, theirs);
    expect(merge.conflicts).toEqual([
      { path: 'welcome.top.greeting', theirs: 'Hallo', mine: 'Servus' },
    ]);
    expect((merge.merged as typeof base).welcome.top.greeting).toBe('Hallo');
    expect((mineWinning(merge) as typeof base).welcome.top.greeting).toBe('Servus');
  });

  it('is no conflict when both made the same change, and adds and removes fields', () => {
    const mine = structuredClone(base) as Record<string, unknown> & typeof base;
    mine.welcome.top.greeting = 'Hallo';
    (mine.welcome.top as Record<string, unknown>).image = '/media/a.webp';
    delete (mine.welcome.top as Record<string, unknown>).text;
    const theirs = structuredClone(base);
    theirs.welcome.top.greeting = 'Hallo';
    const merge = mergeModels(base, mine, theirs);
    expect(merge.conflicts).toEqual([]);
    expect(merge.merged).toMatchObject({
      welcome: { top: { greeting: 'Hallo', image: '/media/a.webp' } },
    });
    expect((merge.merged as typeof base).welcome.top).not.toHaveProperty('text');
  });

  it("does not count the server's own fields (version stamp, image signatures) as anyone's change", () => {
    const theirs = {
      ...structuredClone(base),
      _meta: { version: 9, updated_at: 'x' },
      _images: { a: 'b' },
    };
    const merge = mergeModels({ ...base, _meta: { version: 7 } }, base, theirs);
    expect(merge.theirChanges).toEqual([]);
  });
});
