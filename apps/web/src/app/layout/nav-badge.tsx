import { VisuallyHidden } from '../../components/ui/visually-hidden.tsx';
import './nav-badge.css';

export interface NavBadgeProps {
  count: number;
  /** What the count means for a screen reader, e.g. "3 unseen messages". */
  label: string;
}

/** A red count badge on a menu item or tab; nothing at 0. */
export function NavBadge({ count, label }: NavBadgeProps) {
  if (count <= 0) return null;
  return (
    <>
      <span className="nav-badge" aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
      {/* The space keeps the count apart from the item's label when read out. */}{' '}
      <VisuallyHidden>{`(${label})`}</VisuallyHidden>
    </>
  );
}
