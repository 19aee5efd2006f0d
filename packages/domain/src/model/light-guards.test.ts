import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseProjectCache, ProjectCacheSchema, emptyProjectCache } from '../project-cache.ts';
import { minimalModelJson } from '../test-support/minimal-model.ts';
import { GeoSchema } from './common.ts';
import { ConsentListSchema } from './cookies.ts';
import { checkProjectModelOutline, isGeo, readConsentList } from './light-guards.ts';
import { PRODUCTS } from './products.ts';
import { parseProjectModel } from './project-model.ts';

// The zod-free readers must agree with the schemas they stand in for before
// the first render (docs/performance.md). JSON values, as storage holds them.
const json = fc.jsonValue();
const consentEntry = fc.record({
  cat: fc.constantFrom('essential', 'stats', 'marketing', 'ads'),
  id: fc.string(),
  essential: fc.oneof(fc.boolean(), json),
  ext: fc.boolean(),
  accepted: fc.oneof(fc.boolean(), fc.constant(null)),
  expires: fc.oneof(fc.constant(null), fc.integer(), fc.double({ noNaN: true }), fc.string()),
  valid: fc.oneof(fc.integer({ min: -2, max: 400 }), fc.double({ noNaN: true })),
});
const storedCache = fc.record(
  {
    initialLoad: fc.oneof(fc.boolean(), json),
    userId: fc.oneof(fc.string(), fc.constant(null), json),
    chosenLanguage: fc.oneof(fc.constantFrom('de', 'en', 'pl', 'DE', null), json),
    favorites: fc.oneof(fc.array(fc.string()), fc.array(json)),
    contexts: fc.oneof(fc.dictionary(fc.string(), fc.string()), json),
    popupsSeen: fc.oneof(fc.dictionary(fc.string(), fc.integer()), json),
    login: fc.oneof(
      fc.constant(null),
      fc.record({ session: fc.record({ token: fc.oneof(fc.string(), json) }), extra: json }),
      json,
    ),
    tempUserId: fc.oneof(fc.string(), fc.constant(null), json),
    shoppingCarts: fc.oneof(fc.dictionary(fc.string(), json), json),
    hintsSeen: fc.oneof(fc.dictionary(fc.string(), fc.double({ noNaN: true })), json),
    lastModelUpdate: fc.oneof(fc.integer(), fc.constant(null), json),
    unknownField: json,
  },
  { requiredKeys: [] },
);

describe('zod-free readers agree with their schemas', () => {
  it('spec §3 project cache: parseProjectCache reads a stored cache as ProjectCacheSchema does', () => {
    fc.assert(
      fc.property(storedCache, (stored) => {
        expect(parseProjectCache(stored)).toEqual({
          ...emptyProjectCache(),
          ...ProjectCacheSchema.parse(stored),
        });
      }),
      { numRuns: 500 },
    );
  });

  it('spec §3 consent list: readConsentList accepts exactly what ConsentListSchema accepts', () => {
    fc.assert(
      fc.property(fc.oneof(fc.array(consentEntry, { maxLength: 4 }), json), (stored) => {
        const parsed = ConsentListSchema.safeParse(stored);
        expect(readConsentList(stored)).toEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: 500 },
    );
  });

  it('a stored location: isGeo accepts exactly what GeoSchema accepts', () => {
    const coordinate = fc.oneof(fc.double(), fc.integer({ min: -200, max: 200 }), json);
    fc.assert(
      fc.property(
        fc.oneof(fc.record({ latitude: coordinate, longitude: coordinate }), json),
        (value) => {
          expect(isGeo(value)).toBe(GeoSchema.safeParse(value).success);
        },
      ),
      { numRuns: 500 },
    );
  });
});

// The broken models below are plain JSON trees.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Model = Record<string, any>;

describe('checkProjectModelOutline (the model shown before its full check)', () => {
  it('passes a valid model of every product, as parseProjectModel does', () => {
    for (const product of PRODUCTS) {
      const model = minimalModelJson(product);
      expect(parseProjectModel(model).ok).toBe(true);
      expect(checkProjectModelOutline(model)).toEqual({ ok: true, model });
    }
  });

  it.each([
    ['name', (m: Model) => delete m.name],
    ['_meta', (m: Model) => (m._meta = 'x')],
    ['_meta.version', (m: Model) => (m._meta.version = -1)],
    ['_meta.product', (m: Model) => (m._meta.product = 'shop')],
    ['_meta.lang', (m: Model) => (m._meta.lang = 'pl')],
    ['branding', (m: Model) => (m.branding = [])],
    ['project_settings', (m: Model) => delete m.project_settings],
    ['welcome.top', (m: Model) => delete m.welcome.top],
    ['welcome.popups.cookies', (m: Model) => (m.welcome.popups.cookies = {})],
    ['discover.topics', (m: Model) => (m.discover.topics = {})],
    ['discover.topics.0', (m: Model) => (m.discover.topics = [{ id: 'a' }])],
  ])('refuses a model whose %s is broken, as parseProjectModel does', (path, breakIt) => {
    const model = minimalModelJson();
    breakIt(model);
    expect(parseProjectModel(model).ok).toBe(false);
    expect(checkProjectModelOutline(model)).toMatchObject({ ok: false, path });
  });

  it('refuses what is not an object at all', () => {
    expect(checkProjectModelOutline('<html>')).toMatchObject({ ok: false, path: '' });
    expect(checkProjectModelOutline(null)).toMatchObject({ ok: false, path: '' });
  });
});
