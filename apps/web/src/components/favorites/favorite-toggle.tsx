import { useTranslation } from 'react-i18next';
import { useFavorite } from '../../lib/favorites/use-favorites.ts';

/** The heart of the toggle: outlined, or filled when the item is a favourite. */
function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 20s-7.5-4.6-9-9.3C2 7.4 4.2 4.5 7.3 4.5c2 0 3.6 1.1 4.7 2.8 1.1-1.7 2.7-2.8 4.7-2.8 3.1 0 5.3 2.9 4.3 6.2-1.5 4.7-9 9.3-9 9.3z" />
    </svg>
  );
}

/**
 * The favourite toggle of an item (spec §1 favourites): a toggle button
 * (aria-pressed) that reads "Add to favourites" or "Remove from favourites".
 * The choice is kept in the project cache, so it survives a reload.
 */
export function FavoriteToggle({ itemId }: { itemId: string }) {
  const { t } = useTranslation();
  const { isFavorite, toggle } = useFavorite(itemId);
  return (
    <button
      type="button"
      className={`ui-button ui-button--secondary favorite-toggle${isFavorite ? ' favorite-toggle--on' : ''}`}
      aria-pressed={isFavorite}
      onClick={toggle}
    >
      <HeartIcon filled={isFavorite} />
      {isFavorite ? t('favorites.remove') : t('favorites.add')}
    </button>
  );
}
