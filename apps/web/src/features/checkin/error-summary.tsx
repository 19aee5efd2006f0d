import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface ErrorSummaryItem {
  /** Id of the input to focus. */
  targetId: string;
  text: string;
}

/**
 * The list of every problem above the form (with each problem also next to
 * its field): announced at once, and each entry takes the guest to the field.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, { items: ErrorSummaryItem[] }>(
  function ErrorSummary({ items }, ref) {
    const { t } = useTranslation();
    if (items.length === 0) return null;
    return (
      <div ref={ref} className="checkin-summary" tabIndex={-1} role="alert">
        <p className="checkin-summary__title">
          {t('checkinForm.summary', { count: items.length })}
        </p>
        <ul>
          {items.map((item) => (
            <li key={item.targetId}>
              <button
                type="button"
                className="checkin-summary__link"
                onClick={() => {
                  const target = document.getElementById(item.targetId);
                  target?.scrollIntoView({ block: 'center' });
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
  },
);
