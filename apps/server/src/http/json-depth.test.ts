import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, tooDeepJsonPath } from './json-depth.ts';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('tooDeepJsonPath', () => {
  it('lets a body nested exactly 64 levels through and names where the 65th begins', () => {
    expect(tooDeepJsonPath(nested(MAX_JSON_DEPTH))).toBeNull();
    expect(tooDeepJsonPath(`{"a":${nested(MAX_JSON_DEPTH)}}`)).toBe('a.0.0.0.0.0.…');
    expect(tooDeepJsonPath(`{"a":1,"extra":${nested(5000)}}`)).toBe('extra.0.0.0.0.0.…');
  });

  it('counts indices and keys, and ignores brackets inside strings', () => {
    const deep = `{"x":[1,2,{"k\\"ey":"[[[{{{"}],"y":[0,[${nested(63)}]]}`;
    expect(tooDeepJsonPath(deep)).toBe('y.1.0.0.0.0.…');
    expect(tooDeepJsonPath(`{"x":"${'['.repeat(500)}"}`)).toBeNull();
    expect(tooDeepJsonPath('{"a":{"b":{"c":1}}}', 2)).toBe('a.b');
  });
});
