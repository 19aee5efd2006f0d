import { describe, expect, it } from 'vitest';
import { jsonDiff } from './json-diff.ts';

describe('jsonDiff', () => {
  it('lists changed, added and removed leaves by path', () => {
    const before = { welcome: { top: { greeting: 'Hi' } }, list: [1, 2], gone: true };
    const after = { welcome: { top: { greeting: 'Hello' } }, list: [1, 3, 4], added: 'x' };
    expect(jsonDiff(before, after)).toEqual([
      { path: 'added', before: undefined, after: 'x' },
      { path: 'gone', before: true, after: undefined },
      { path: 'list[1]', before: 2, after: 3 },
      { path: 'list[2]', before: undefined, after: 4 },
      { path: 'welcome.top.greeting', before: 'Hi', after: 'Hello' },
    ]);
  });
  it('finds nothing in equal documents', () => {
    expect(jsonDiff({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual([]);
  });
});
