import { describe, expect, it } from 'vitest';
import {
  ProjectCacheSchema,
  consentStorageKey,
  emptyProjectCache,
  parseProjectCache,
  projectCacheKey,
} from './project-cache.ts';

describe('spec §3 project cache', () => {
  it('starts empty with every field of the spec', () => {
    expect(emptyProjectCache()).toEqual({
      initialLoad: true,
      userId: null,
      chosenLanguage: null,
      favorites: [],
      contexts: {},
      popupsSeen: {},
      login: null,
      tempUserId: null,
      shoppingCarts: {},
      hintsSeen: {},
      lastModelUpdate: null,
    });
  });

  it('is a valid cache itself', () => {
    expect(ProjectCacheSchema.safeParse(emptyProjectCache()).success).toBe(true);
  });

  it('gives independent objects on each call', () => {
    const a = emptyProjectCache();
    a.favorites.push('x');
    expect(emptyProjectCache().favorites).toEqual([]);
    const b = parseProjectCache({});
    b.favorites.push('y');
    expect(parseProjectCache({}).favorites).toEqual([]);
  });

  it('reads stored values', () => {
    const stored = {
      ...emptyProjectCache(),
      initialLoad: false,
      userId: 'guest_app_1',
      chosenLanguage: 'en',
      favorites: ['a-1'],
      popupsSeen: { welcome: 1_700_000_000_000 },
      lastModelUpdate: 1_700_000_000_000,
    };
    expect(parseProjectCache(stored)).toEqual(stored);
  });

  it('replaces a broken field by its empty value and keeps the others', () => {
    const cache = parseProjectCache({ favorites: 'oops', userId: 'u-1', chosenLanguage: 'pl' });
    expect(cache.favorites).toEqual([]);
    expect(cache.chosenLanguage).toBeNull();
    expect(cache.userId).toBe('u-1');
  });

  it('gives an empty cache for anything that is not an object', () => {
    expect(parseProjectCache(null)).toEqual(emptyProjectCache());
    expect(parseProjectCache('x')).toEqual(emptyProjectCache());
    expect(parseProjectCache([1])).toEqual(emptyProjectCache());
  });

  it('is stored under a project-based key (spec §9)', () => {
    expect(projectCacheKey('alpenrose')).toBe('hospes:alpenrose');
    expect(projectCacheKey('seenland')).not.toBe(projectCacheKey('alpenrose'));
  });

  it('keeps the cookie consent under its own project-based key (spec §9)', () => {
    expect(consentStorageKey('alpenrose')).toBe('hospes:alpenrose:consent');
    expect(consentStorageKey('alpenrose')).not.toBe(projectCacheKey('alpenrose'));
  });
});
