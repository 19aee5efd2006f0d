import type { HTMLInputTypeAttribute } from 'react';

export interface ContactTextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown after the label, e.g. "optional". */
  hint?: string;
  error?: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  multiline?: boolean;
  required?: boolean;
}

/** A labelled text input (or textarea) with its error right below, tied by aria-describedby. */
export function ContactTextField({
  id,
  label,
  value,
  onChange,
  hint,
  error,
  type = 'text',
  autoComplete,
  multiline,
  required,
}: ContactTextFieldProps) {
  const errorId = `${id}-error`;
  const common = {
    id,
    value,
    required,
    className: 'contact-form__input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const;
  return (
    <div className="contact-form__field">
      <label htmlFor={id} className="contact-form__label">
        {label}
        {hint && <span className="contact-form__hint"> ({hint})</span>}
      </label>
      {multiline ? (
        <textarea {...common} rows={6} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error && (
        <p id={errorId} className="contact-form__error">
          {error}
        </p>
      )}
    </div>
  );
}
