// An action that cannot be undone asks first, in place: what will happen
// (and what the guest is told), "Yes, …" and "No, keep it". Focus moves to
// the question and back to the action when kept.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function ConfirmAction({
  label,
  text,
  yes,
  consequence,
  busy = false,
  onConfirm,
  className = 'button button--small button--danger',
  describedBy,
  children,
}: {
  /** The action ("Cancel order"), as read out and naming the question. */
  label: string;
  /** The button's visible text when shorter than `label` ("Disable" for "Disable: anna@…"). */
  text?: string;
  /** The confirmation ("Yes, cancel the order"). */
  yes: string;
  /** What will happen, in words the staff member reads before deciding. */
  consequence: string;
  busy?: boolean;
  onConfirm: () => void;
  className?: string;
  describedBy?: string;
  /** Asked with the question (e.g. the message the guest gets with a cancellation). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const question = useRef<HTMLDivElement>(null);
  const action = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) question.current?.focus();
    else if (wasAsking.current) action.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <button
        ref={action}
        type="button"
        className={className}
        disabled={busy}
        aria-describedby={describedBy}
        aria-label={text ? label : undefined}
        onClick={() => setAsking(true)}
      >
        {text ?? label}
      </button>
    );
  }
  return (
    <div ref={question} className="confirm" role="group" aria-label={label} tabIndex={-1}>
      <p>{consequence}</p>
      {children}
      <div className="actions">
        <button
          type="button"
          className="button button--small button--danger"
          disabled={busy}
          onClick={() => {
            setAsking(false);
            onConfirm();
          }}
        >
          {yes}
        </button>
        <button type="button" className="button button--small" onClick={() => setAsking(false)}>
          {t('app.keep')}
        </button>
      </div>
    </div>
  );
}
