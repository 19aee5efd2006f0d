import { useProjectStore } from '../project/project-store.ts';

/** The ids of the guest's favourites (spec §3 project cache `favorites`), in the order kept. */
export function useFavoriteIds(): readonly string[] {
  return useProjectStore((state) => state.favorites);
}

/** Whether the item `id` is a favourite, and the action that toggles it. */
export function useFavorite(id: string): { isFavorite: boolean; toggle: () => void } {
  const isFavorite = useProjectStore((state) => state.favorites.includes(id));
  const toggleFavorite = useProjectStore((state) => state.toggleFavorite);
  return { isFavorite, toggle: () => toggleFavorite(id) };
}
