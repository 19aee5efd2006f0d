import {
  checkProjectModelOutline,
  type Lang,
  type ParseProjectModelResult,
  type ProjectModel,
} from '@hospes/domain';
import { queryOptions } from '@tanstack/react-query';
import { checkModelInFull } from './model-full-check.ts';
import { previewModelUrl, previewToken } from './preview.ts';

/** Why a model could not be used. */
export class ModelLoadError extends Error {
  override name = 'ModelLoadError';
}

/**
 * API path of a project's model in one language (relative to the origin);
 * in a staff preview, the draft's (see preview.ts).
 */
export function modelUrl(projectId: string, lang: Lang): string {
  const preview = previewToken();
  if (preview) return previewModelUrl(projectId, preview, lang);
  return `/api/projects/${encodeURIComponent(projectId)}/model/${lang}`;
}

/** Throws the reason when a check refused the model. */
export function modelOrThrow(parsed: ParseProjectModelResult): ProjectModel {
  if (!parsed.ok) {
    throw new ModelLoadError(`Invalid model at "${parsed.path}": ${parsed.message}`);
  }
  return parsed.model;
}

/**
 * Fetches and validates a model. `fresh` is the spec §4 refresh: it adds a
 * time stamp (spec §7 "forceModel") so that it passes the service worker's
 * stale-while-revalidate cache and revalidates with the server.
 *
 * `check: 'outline'` checks only the model's outline (zod-free, so that zod
 * stays out of the first route, docs/performance.md); the caller then runs
 * the full check later (see use-full-model-check.ts). The server has checked
 * every model with the same schema when it imported it.
 */
export async function fetchModel(
  projectId: string,
  lang: Lang,
  options: { fresh?: boolean; check?: 'full' | 'outline' } = {},
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
  const json: unknown = await response.json();
  const outline = modelOrThrow(checkProjectModelOutline(json));
  return options.check === 'outline' ? outline : modelOrThrow(await checkModelInFull(json));
}

/** Query key factory of the model (one entry per project and language). */
export const modelKeys = {
  all: ['model'] as const,
  model: (projectId: string, lang: Lang) => ['model', projectId, lang] as const,
};

/**
 * The model query. It never goes stale on its own: spec §4 says when to
 * refetch (see use-model-refresh.ts); offline, the service worker answers.
 * Its models are checked in outline only: whoever shows them runs the full
 * check right after (`useFullModelCheck`, app.tsx).
 */
export function modelQueryOptions(projectId: string, lang: Lang) {
  return queryOptions({
    queryKey: modelKeys.model(projectId, lang),
    // No abort signal: React's StrictMode remount would cancel and repeat the request.
    queryFn: () => fetchModel(projectId, lang, { check: 'outline' }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
  });
}
