import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'onChange' | 'onBlur'
> {
  id: string;
  label: string;
  /** The field's binding to the form (react-hook-form's `register`). */
  registration: UseFormRegisterReturn;
  /** Shown below the input and read with it. */
  hint?: string | undefined;
  /** A warning below the input, read with it (e.g. a missing translation). */
  warning?: string | undefined;
  error?: string | undefined;
  /** A text of several lines: a textarea of this many rows. */
  rows?: number;
}

/** A labelled input (or textarea) with its error and hint below, both tied by aria-describedby. */
export function TextField({
  id,
  label,
  registration,
  hint,
  warning,
  error,
  rows,
  ...input
}: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const warningId = warning ? `${id}-warning` : undefined;
  const describedBy = [errorId, warningId, hintId].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {rows ? (
        <textarea
          id={id}
          rows={rows}
          required={input.required}
          maxLength={input.maxLength}
          {...registration}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
      ) : (
        <input
          id={id}
          {...input}
          {...registration}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
      )}
      {error && (
        <span id={errorId} className="field__error">
          {error}
        </span>
      )}
      {warning && (
        <span id={warningId} className="field__hint field__hint--warn">
          {warning}
        </span>
      )}
      {hint && (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      )}
    </div>
  );
}
