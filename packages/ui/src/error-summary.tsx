import { forwardRef } from 'react';

export interface ErrorSummaryItem {
  /** Id of the input the entry takes the user to. */
  targetId: string;
  text: string;
  /** Id of the entry, for an input that names it in aria-describedby. */
  id?: string;
}

export interface ErrorSummaryProps {
  /** The heading, e.g. "Please check your entries:". */
  title: string;
  items: readonly ErrorSummaryItem[];
}

/**
 * spec §5: the problems of a form listed in red above its button — the one
 * summary of every form. Announced at once (role alert); each entry takes the
 * user to its field. The form moves the focus here (ref) after a failed
 * submit. Nothing is rendered while there is no problem.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary(
  { title, items },
  ref,
) {
  if (items.length === 0) return null;
  return (
    <div ref={ref} className="form-summary" tabIndex={-1} role="alert">
      <p className="form-summary__title">{title}</p>
      <ul>
        {items.map((item) => (
          <li key={item.targetId} id={item.id}>
            <button
              type="button"
              className="form-summary__link"
              onClick={() => {
                const target = document.getElementById(item.targetId);
                target?.scrollIntoView?.({ block: 'center' });
                target?.focus();
              }}
            >
              {item.text}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
});
