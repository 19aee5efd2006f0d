import type { ProjectModel } from '@hospes/domain';
import { allItems, type FoundItem } from '../../lib/content/find-item.ts';

/** The favourites of the guest resolved against the model. */
export interface ResolvedFavorites {
  /** Items that exist in the model, in the order the guest added them. */
  items: FoundItem[];
  /** Stored ids whose item the model no longer has. */
  missing: string[];
}

/**
 * Looks the stored favourite ids up in every topic of the model. Ids that
 * no item has any more (the hotel removed it) are reported as `missing`;
 * the favourites page drops them from the project cache, so the list and
 * the storage agree (decision: a favourite of a removed item cannot be
 * opened, keeping it would only leave a hidden entry behind).
 */
export function resolveFavorites(model: ProjectModel, ids: readonly string[]): ResolvedFavorites {
  const byId = new Map(allItems(model).map((found) => [found.item.id, found]));
  const items: FoundItem[] = [];
  const missing: string[] = [];
  for (const id of new Set(ids)) {
    const found = byId.get(id);
    if (found) items.push(found);
    else missing.push(id);
  }
  return { items, missing };
}
