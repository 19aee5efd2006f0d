import { MODEL_REFRESH_THRESHOLD_MS } from './constants.ts';

/**
 * Route name of the model refresh rule (spec §4): the first path segment,
 * '' for the welcome page ('/topic/hiking' → 'topic', '/' → '').
 * Query and hash are ignored.
 */
export function routeName(path: string): string {
  const end = path.search(/[?#]/);
  const pathname = end === -1 ? path : path.slice(0, end);
  return pathname.split('/').find((s) => s !== '') ?? '';
}

/** Inputs of {@link shouldRefetchModel}. */
export interface RefetchInput {
  /** When the model was last fetched or confirmed (epoch ms); null if never. */
  lastModelUpdate: number | null;
  now: number;
  previousRouteName: string | null;
  nextRouteName: string;
}

/**
 * spec §4 model refresh: re-fetch only on a change of the route name, and
 * only when at least 5 minutes passed since the last update (or there never
 * was one). Navigations within the same route name never re-fetch.
 */
export function shouldRefetchModel(input: RefetchInput): boolean {
  if (input.previousRouteName === input.nextRouteName) return false;
  if (input.lastModelUpdate === null) return true;
  return input.now - input.lastModelUpdate >= MODEL_REFRESH_THRESHOLD_MS;
}

/** The part of a model the refresh rule looks at. */
export interface VersionedModel {
  _meta: { version: number };
}

/**
 * spec §4: after a re-fetch, replace the stored model only when the version
 * differs (higher or lower: the server's model is the truth); otherwise the
 * caller only notes the time (`lastModelUpdate`). No current model → replace.
 */
export function resolveRefreshedModel(
  current: VersionedModel | null | undefined,
  fetched: VersionedModel,
): { replace: boolean } {
  return { replace: !current || current._meta.version !== fetched._meta.version };
}
