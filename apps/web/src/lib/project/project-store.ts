import {
  emptyProjectCache,
  parseProjectCache,
  projectCacheKey,
  type Lang,
  type ProjectCache,
} from '@hospes/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { getProjectId } from './project-id.ts';

export interface ProjectStoreActions {
  setChosenLanguage(lang: Lang): void;
  setLastModelUpdate(timestamp: number): void;
  markPopupSeen(id: string, timestamp: number): void;
  /** Adds a content item to the favourites (spec §3 `favorites`), or removes it when it is one. */
  toggleFavorite(id: string): void;
  /** Removes a content item from the favourites (nothing happens when it is none). */
  removeFavorite(id: string): void;
  /** spec §3 `contexts`: adds key/value pairs (a later value of a key replaces the earlier). */
  addContexts(contexts: Readonly<Record<string, string>>): void;
}

export type ProjectStore = ProjectCache & ProjectStoreActions;

/** Only the data of spec §3 is persisted, never the actions. */
function cacheOf(state: ProjectStore): ProjectCache {
  const cache = emptyProjectCache();
  for (const key of Object.keys(cache) as (keyof ProjectCache)[]) {
    (cache as Record<keyof ProjectCache, unknown>)[key] = state[key];
  }
  return cache;
}

/**
 * The spec §3 "project cache": one persisted store per project, in local
 * storage under `projectCacheKey(projectId)`. Stored data is read leniently
 * (a broken field falls back to its empty value, see `parseProjectCache`).
 */
export const useProjectStore = create<ProjectStore>()(
  persist(
    (set) => ({
      ...emptyProjectCache(),
      setChosenLanguage: (lang) => set({ chosenLanguage: lang }),
      addContexts: (contexts) => set((state) => ({ contexts: { ...state.contexts, ...contexts } })),
      setLastModelUpdate: (timestamp) => set({ lastModelUpdate: timestamp }),
      markPopupSeen: (id, timestamp) =>
        set((state) => ({ popupsSeen: { ...state.popupsSeen, [id]: timestamp } })),
      toggleFavorite: (id) =>
        set((state) => ({
          favorites: state.favorites.includes(id)
            ? state.favorites.filter((f) => f !== id)
            : [...state.favorites, id],
        })),
      removeFavorite: (id) =>
        set((state) =>
          state.favorites.includes(id)
            ? { favorites: state.favorites.filter((f) => f !== id) }
            : state,
        ),
    }),
    {
      name: projectCacheKey(getProjectId()),
      storage: createJSONStorage(() => localStorage),
      partialize: cacheOf,
      merge: (persisted, current) => ({ ...current, ...parseProjectCache(persisted) }),
    },
  ),
);
