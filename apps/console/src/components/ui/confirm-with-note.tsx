// An action that cannot be undone and tells the guest: asked first (as
// ConfirmAction), with a message to the guest that goes with it — written
// in the guest's language, optional.
import { useId, useState } from 'react';
import { ConfirmAction } from './confirm-action.tsx';

export function ConfirmWithNote({
  label,
  yes,
  consequence,
  noteLabel,
  noteHint,
  lang,
  busy,
  describedBy,
  className,
  onConfirm,
}: {
  label: string;
  yes: string;
  consequence: string;
  /** "Message to the guest, in Italian (optional)". */
  noteLabel: string;
  noteHint: string;
  /** The guest's language: the text field is marked with it (spelling, screen readers). */
  lang?: string | null | undefined;
  busy: boolean;
  describedBy?: string;
  className?: string;
  onConfirm: (note: string | undefined) => void;
}) {
  const [note, setNote] = useState('');
  const id = useId();
  return (
    <ConfirmAction
      label={label}
      yes={yes}
      consequence={consequence}
      busy={busy}
      describedBy={describedBy}
      className={className}
      onConfirm={() => onConfirm(note.trim() || undefined)}
    >
      <div className="field">
        <label htmlFor={id}>{noteLabel}</label>
        <textarea
          id={id}
          rows={3}
          maxLength={1000}
          lang={lang ?? undefined}
          value={note}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setNote(e.target.value)}
        />
        <span id={`${id}-hint`} className="field__hint">
          {noteHint}
        </span>
      </div>
    </ConfirmAction>
  );
}
