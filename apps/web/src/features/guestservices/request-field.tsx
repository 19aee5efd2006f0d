import type { RequestField } from '@hospes/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export interface RequestFieldProps {
  field: RequestField;
  id: string;
  /** The field's binding to the form (react-hook-form's `register`). */
  registration: UseFormRegisterReturn;
  error: string | undefined;
}

/** One field of a request form (model `guest_services`), labelled, with its error below. */
export function RequestFieldInput({ field, id, registration, error }: RequestFieldProps) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [field.description ? hintId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    required: field.required === true,
    ...registration,
  } as const;
  const errorText = error && (
    <p id={errorId} className="form-field__error">
      {error}
    </p>
  );

  if (field.type === 'checkbox') {
    return (
      <div className="form-check">
        <input {...common} type="checkbox" />
        <label htmlFor={id}>{field.label}</label>
        {errorText}
      </div>
    );
  }

  let control;
  if (field.type === 'textarea') {
    control = (
      <textarea
        {...common}
        className="form-field__input"
        rows={3}
        maxLength={field.max_length ?? 2000}
      />
    );
  } else if (field.type === 'select') {
    control = (
      <select {...common} className="form-field__input">
        {field.required !== true && <option value="">—</option>}
        {(field.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else {
    control = (
      <input
        {...common}
        className="form-field__input"
        type={field.type}
        inputMode={field.type === 'number' ? 'numeric' : undefined}
        min={field.min}
        max={field.max}
        maxLength={field.type === 'text' ? (field.max_length ?? 200) : undefined}
      />
    );
  }
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {field.label}
        {field.required !== true && (
          <span className="form-field__hint"> ({t('guestServices.optional')})</span>
        )}
      </label>
      {field.description && (
        <p id={hintId} className="form-field__hint">
          {field.description}
        </p>
      )}
      {control}
      {errorText}
    </div>
  );
}
