import {
  resolveRefreshedModel,
  routeName,
  shouldRefetchModel,
  type Lang,
  type ProjectModel,
} from '@hospes/domain';
import type { QueryClient } from '@tanstack/react-query';
import { fetchModel, modelKeys, modelUrl } from '../lib/model/model-query.ts';
import { previewToken } from '../lib/model/preview.ts';

export interface RefreshModelInput {
  queryClient: QueryClient;
  projectId: string;
  lang: Lang;
  /** Notes the time of the refresh (project cache `lastModelUpdate`). */
  setLastModelUpdate(timestamp: number): void;
  now?: () => number;
}

/**
 * spec §4 model refresh, after the rule said "re-fetch": fetch the model from
 * the network; replace the stored model only when its version differs,
 * otherwise only note the time.
 */
export async function refreshModel(input: RefreshModelInput): Promise<'replaced' | 'unchanged'> {
  const now = input.now ?? Date.now;
  const key = modelKeys.model(input.projectId, input.lang);
  const fetched = await fetchModel(input.projectId, input.lang, { fresh: true });
  const current = input.queryClient.getQueryData<ProjectModel>(key);
  const { replace } = resolveRefreshedModel(current, fetched);
  if (replace) {
    input.queryClient.setQueryData(key, fetched);
    // Let the service worker's stale-while-revalidate cache pick up the new
    // version too, so that the next (maybe offline) start shows it — not a
    // preview's draft, which is never kept.
    if (!previewToken()) fetch(modelUrl(input.projectId, input.lang)).catch(() => undefined);
  }
  input.setLastModelUpdate(now());
  return replace ? 'replaced' : 'unchanged';
}

/**
 * Watches route changes and runs the spec §4 refresh rule on each change of
 * the route name. Returns a function that handles one new location.
 */
export function createRouteRefresh(options: {
  initialPath: string;
  getLastModelUpdate(): number | null;
  refresh(): Promise<unknown>;
  now?: () => number;
}): (pathname: string) => void {
  const now = options.now ?? Date.now;
  let previous = routeName(options.initialPath);
  let running = false;
  return (pathname) => {
    const next = routeName(pathname);
    const refetch = shouldRefetchModel({
      lastModelUpdate: options.getLastModelUpdate(),
      now: now(),
      previousRouteName: previous,
      nextRouteName: next,
    });
    previous = next;
    if (!refetch || running) return;
    running = true;
    options
      .refresh()
      // spec §8: a failed call is logged only; the current model stays.
      .catch((error: unknown) => console.warn('Model refresh failed', error))
      .finally(() => {
        running = false;
      });
  };
}
