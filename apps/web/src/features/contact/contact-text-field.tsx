import type { HTMLInputTypeAttribute } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface ContactTextFieldProps {
  id: string;
  label: string;
  /** The field's binding to the form (react-hook-form's `register`). */
  registration: UseFormRegisterReturn;
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
  registration,
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
    required,
    className: 'contact-form__input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    ...registration,
  } as const;
  return (
    <div className="contact-form__field">
      <label htmlFor={id} className="contact-form__label">
        {label}
        {hint && <span className="contact-form__hint"> ({hint})</span>}
      </label>
      {multiline ? (
        <textarea {...common} rows={6} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} />
      )}
      {error && (
        <p id={errorId} className="contact-form__error">
          {error}
        </p>
      )}
    </div>
  );
}
