import type { RouteObject } from 'react-router';
import { labelPartsOf, loadLabelParts, type LabelPart } from './i18n.ts';
import { useActiveLanguage } from './language-store.ts';

/** The `lazy` of a route (its function form). */
type LazyRoute = () => Promise<object>;

const declared = new WeakSet<LazyRoute>();

/**
 * A route's `lazy` that loads the label parts its page needs beside its
 * chunk, and resolves only when both are there: the page never renders
 * before its labels. START_LABEL_PARTS are always there; list the others.
 *
 *     lazy: withLabelParts(['topics'], async () => ({
 *       Component: (await import('../features/topics/topics-page.tsx')).TopicsPage,
 *     })),
 */
export function withLabelParts<T extends object>(
  parts: readonly LabelPart[],
  lazy: () => Promise<T>,
): () => Promise<T> {
  const withParts = async () => {
    const [route] = await Promise.all([lazy(), loadLabelParts(parts)]);
    return route;
  };
  declared.add(withParts);
  return withParts;
}

/** A `lazy` that loads every part of the language first (for routes that declare none). */
function withEveryLabelPart(lazy: LazyRoute): LazyRoute {
  return async () => {
    const every = labelPartsOf(useActiveLanguage.getState().lang);
    const [route] = await Promise.all([lazy(), loadLabelParts(every)]);
    return route;
  };
}

/**
 * The routes with a safe default: a route whose `lazy` does not declare its
 * label parts (withLabelParts) loads every part of the language before it
 * renders — correct, only a little slower. Children are treated alike.
 */
export function withDefaultLabelParts(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const copy = { ...route } as RouteObject & { lazy?: unknown };
    if (typeof route.lazy === 'function' && !declared.has(route.lazy as LazyRoute)) {
      copy.lazy = withEveryLabelPart(route.lazy as LazyRoute);
    }
    if (route.children) copy.children = withDefaultLabelParts(route.children);
    return copy as RouteObject;
  });
}
