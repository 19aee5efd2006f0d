import { parseProjectModel, type Lang, type ProjectModel } from '@hospes/domain';
import { queryOptions } from '@tanstack/react-query';

/** Why a model could not be used. */
export class ModelLoadError extends Error {
  override name = 'ModelLoadError';
}

/** API path of a project's model in one language (relative to the origin). */
export function modelUrl(projectId: string, lang: Lang): string {
  return `/api/projects/${encodeURIComponent(projectId)}/model/${lang}`;
}

/**
 * Fetches and validates a model. `fresh` is the spec §4 refresh: it adds a
 * time stamp (spec §7 "forceModel") so that it passes the service worker's
 * stale-while-revalidate cache and revalidates with the server.
 */
export async function fetchModel(
  projectId: string,
  lang: Lang,
  options: { fresh?: boolean } = {},
): Promise<ProjectModel> {
  if (!projectId) throw new ModelLoadError('No project id');
  const url = options.fresh
    ? `${modelUrl(projectId, lang)}?t=${Date.now()}`
    : modelUrl(projectId, lang);
  const response = await fetch(url, {
    headers: { accept: 'application/json' },
    cache: options.fresh ? 'no-cache' : 'default',
  });
  if (!response.ok) throw new ModelLoadError(`Model request failed with ${response.status}`);
  const parsed = parseProjectModel(await response.json());
  if (!parsed.ok) {
    throw new ModelLoadError(`Invalid model at "${parsed.path}": ${parsed.message}`);
  }
  return parsed.model;
}

/** Query key factory of the model (one entry per project and language). */
export const modelKeys = {
  all: ['model'] as const,
  model: (projectId: string, lang: Lang) => ['model', projectId, lang] as const,
};

/**
 * The model query. It never goes stale on its own: spec §4 says when to
 * refetch (see use-model-refresh.ts); offline, the service worker answers.
 */
export function modelQueryOptions(projectId: string, lang: Lang) {
  return queryOptions({
    queryKey: modelKeys.model(projectId, lang),
    // No abort signal: React's StrictMode remount would cancel and repeat the request.
    queryFn: () => fetchModel(projectId, lang),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
  });
}
