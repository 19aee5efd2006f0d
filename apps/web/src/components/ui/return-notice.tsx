import './button.css';
import './return-notice.css';

export interface ReturnNoticeProps {
  text: string;
  /** An error is announced at once (alert), good news politely (status). */
  error: boolean;
  dismissLabel: string;
  onDismiss: () => void;
}

/** What happened while the guest was away (back from a payment page), until dismissed. */
export function ReturnNotice({ text, error, dismissLabel, onDismiss }: ReturnNoticeProps) {
  return (
    <div
      className={`return-notice${error ? ' return-notice--error' : ''}`}
      role={error ? 'alert' : 'status'}
    >
      <p>{text}</p>
      <button type="button" className="ui-button ui-button--secondary" onClick={onDismiss}>
        {dismissLabel}
      </button>
    </div>
  );
}
