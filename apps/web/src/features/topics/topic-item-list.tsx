import type { ContentItem } from '@hospes/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TopicItemCard, type CardContext } from './topic-item-card.tsx';
import { TOPIC_PAGE_SIZE } from './topic-items.ts';

export interface TopicItemListProps {
  /** Filtered and sorted items; the first `shown` of them are on screen. */
  items: readonly ContentItem[];
  shown: number;
  onShowMore(nextShown: number): void;
  context: CardContext;
  /** Accessible name of the list. */
  label: string;
}

/**
 * The cards of a topic with "show more" paging (TOPIC_PAGE_SIZE per tap).
 * After "show more" the focus moves to the first new card's link, so a
 * keyboard or screen-reader user goes on reading where the new items begin
 * instead of landing at the end of the list.
 */
export function TopicItemList({ items, shown, onShowMore, context, label }: TopicItemListProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);
  const visible = items.slice(0, shown);

  useEffect(() => {
    const index = focusIndex.current;
    if (index === null) return;
    focusIndex.current = null;
    listRef.current?.querySelectorAll<HTMLAnchorElement>('.topic-card__link')[index]?.focus();
  }, [shown]);

  const showMore = () => {
    focusIndex.current = visible.length;
    onShowMore(Math.min(items.length, shown + TOPIC_PAGE_SIZE));
  };

  return (
    <>
      <ul ref={listRef} className="topic-list" aria-label={label}>
        {visible.map((item) => (
          <TopicItemCard key={item.id} item={item} context={context} />
        ))}
      </ul>
      <div className="topic-list__more">
        <p className="topic-list__count" aria-live="polite">
          {t('topics.shown', { shown: visible.length, total: items.length })}
        </p>
        {visible.length < items.length && (
          <button type="button" className="ui-button ui-button--secondary" onClick={showMore}>
            {t('topics.showMore')}
          </button>
        )}
      </div>
    </>
  );
}
