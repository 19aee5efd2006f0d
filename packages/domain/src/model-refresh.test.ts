import { describe, expect, it } from 'vitest';
import { MODEL_REFRESH_THRESHOLD_MS } from './constants.ts';
import { resolveRefreshedModel, routeName, shouldRefetchModel } from './model-refresh.ts';

const MIN = 60_000;
const now = 1_750_000_000_000;

describe('spec §4 model refresh: route name', () => {
  it('is the first path segment', () => {
    expect(routeName('/topic/hiking')).toBe('topic');
    expect(routeName('/roomcheckin/R-1/2')).toBe('roomcheckin');
  });

  it("is '' for the welcome page", () => {
    expect(routeName('/')).toBe('');
    expect(routeName('')).toBe('');
  });

  it('ignores query and hash', () => {
    expect(routeName('/login?redirect=%2Fplan')).toBe('login');
    expect(routeName('/?x=1')).toBe('');
  });
});

describe('spec §4 model refresh: re-fetch on a route name change after ≥ 5 minutes', () => {
  const base = { now, previousRouteName: 'topic', nextRouteName: 'search' };

  it('uses a threshold of 5 minutes', () => {
    expect(MODEL_REFRESH_THRESHOLD_MS).toBe(5 * MIN);
  });

  it('re-fetches exactly at 5 minutes', () => {
    expect(shouldRefetchModel({ ...base, lastModelUpdate: now - 5 * MIN })).toBe(true);
  });

  it('does not re-fetch at 4:59', () => {
    expect(shouldRefetchModel({ ...base, lastModelUpdate: now - 5 * MIN + 1000 })).toBe(false);
  });

  it('does not re-fetch when the route name is unchanged, however old the model', () => {
    expect(
      shouldRefetchModel({
        now,
        lastModelUpdate: now - 60 * MIN,
        previousRouteName: 'topic',
        nextRouteName: 'topic',
      }),
    ).toBe(false);
  });

  it('re-fetches on a route name change when the model was never fetched', () => {
    expect(shouldRefetchModel({ ...base, lastModelUpdate: null })).toBe(true);
  });

  it('treats the welcome page as its own route name', () => {
    expect(
      shouldRefetchModel({
        now,
        lastModelUpdate: now - 6 * MIN,
        previousRouteName: '',
        nextRouteName: 'topic',
      }),
    ).toBe(true);
  });
});

describe('spec §4 model refresh: replace only if the version differs', () => {
  const v = (version: number) => ({ _meta: { version } });

  it('keeps the model when the version is the same (only the time is noted)', () => {
    expect(resolveRefreshedModel(v(3), v(3))).toEqual({ replace: false });
  });

  it('replaces the model on a newer version', () => {
    expect(resolveRefreshedModel(v(3), v(4))).toEqual({ replace: true });
  });

  it('replaces the model on a lower version too (the server is the truth)', () => {
    expect(resolveRefreshedModel(v(4), v(3))).toEqual({ replace: true });
  });

  it('replaces when there is no current model', () => {
    expect(resolveRefreshedModel(null, v(1))).toEqual({ replace: true });
  });
});
