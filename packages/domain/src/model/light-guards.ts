// zod-free checks of what the web app reads before its first render: the
// stored consent list, a stored location and the outline of a model. zod
// stays out of the first route (docs/performance.md); property tests check
// that each agrees with its schema (light-guards.test.ts).
import { isLanguage } from '../languages.ts';
import { COOKIE_CATEGORIES } from './cookie-categories.ts';
import type { Geo } from './common.ts';
import type { ConsentEntry, ConsentList } from './cookies.ts';
import {
  arrayOf,
  isBoolean,
  isFiniteNumber,
  isNonEmptyString,
  isPlainRecord,
  isString,
  orNull,
  type Guard,
} from './guard-helpers.ts';
import { PRODUCTS } from './products.ts';
import type { ParseProjectModelResult, ProjectModel } from './project-model.ts';

const inRange = (value: unknown, min: number, max: number): value is number =>
  isFiniteNumber(value) && value >= min && value <= max;

/** A coordinate pair in WGS 84 degrees, as `GeoSchema` accepts it (extra fields allowed). */
export function isGeo(value: unknown): value is Geo {
  return (
    isPlainRecord(value) && inRange(value.latitude, -90, 90) && inRange(value.longitude, -180, 180)
  );
}

const isPositiveInteger: Guard<number> = (value): value is number =>
  Number.isSafeInteger(value) && (value as number) > 0;

const isConsentEntry: Guard<ConsentEntry> = (value): value is ConsentEntry =>
  isPlainRecord(value) &&
  (COOKIE_CATEGORIES as readonly unknown[]).includes(value.cat) &&
  isNonEmptyString(value.id) &&
  isBoolean(value.essential) &&
  isBoolean(value.ext) &&
  isBoolean(value.accepted) &&
  orNull(isFiniteNumber)(value.expires) &&
  isPositiveInteger(value.valid);

/**
 * Reads a stored cookie consent list (spec §3) as `ConsentListSchema` does:
 * the list when every entry is valid, else null (a broken list counts as
 * no consent, so the guest is asked again).
 */
export function readConsentList(value: unknown): ConsentList | null {
  return arrayOf(isConsentEntry)(value) ? value : null;
}

/** The first missing or mistyped field of the model's outline, '' when none. */
function firstOutlineProblem(model: Record<string, unknown>): string | null {
  const meta = model._meta;
  if (!isNonEmptyString(model.name)) return 'name';
  if (!isPlainRecord(meta)) return '_meta';
  if (!Number.isSafeInteger(meta.version) || (meta.version as number) < 0) return '_meta.version';
  if (!isString(meta.updated_at)) return '_meta.updated_at';
  if (!(PRODUCTS as readonly unknown[]).includes(meta.product)) return '_meta.product';
  if (!isLanguage(meta.lang)) return '_meta.lang';
  for (const key of ['branding', 'contact', 'address', 'project_settings'] as const) {
    if (!isPlainRecord(model[key])) return key;
  }
  const welcome = model.welcome;
  if (!isPlainRecord(welcome)) return 'welcome';
  if (!isPlainRecord(welcome.top)) return 'welcome.top';
  const popups = welcome.popups;
  if (!isPlainRecord(popups)) return 'welcome.popups';
  if (!Array.isArray(popups.custom)) return 'welcome.popups.custom';
  if (!isPlainRecord(popups.cookies) || !Array.isArray(popups.cookies.list)) {
    return 'welcome.popups.cookies';
  }
  const discover = model.discover;
  if (!isPlainRecord(discover)) return 'discover';
  if (!isPlainRecord(discover.properties)) return 'discover.properties';
  if (!Array.isArray(discover.topics)) return 'discover.topics';
  const topic = discover.topics.findIndex(
    (t) => !isPlainRecord(t) || !isString(t.id) || !Array.isArray(t.items),
  );
  return topic === -1 ? null : `discover.topics.${topic}`;
}

/**
 * A quick check of a model's outline — the fields every screen relies on,
 * without zod — so that the app can show a model before the full check of
 * {@link parseProjectModel} (which the web app runs right after its first
 * render). Whatever passes `parseProjectModel` passes this check. The
 * result has the shape of `parseProjectModel`'s; the model is not copied.
 */
export function checkProjectModelOutline(input: unknown): ParseProjectModelResult {
  if (!isPlainRecord(input)) return { ok: false, path: '', message: 'Expected an object' };
  const problem = firstOutlineProblem(input);
  if (problem !== null) return { ok: false, path: problem, message: 'Missing or invalid' };
  return { ok: true, model: input as ProjectModel };
}
