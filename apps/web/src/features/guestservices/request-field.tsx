import type { RequestField, RequestFieldValue } from '@hospes/domain';
import { useTranslation } from 'react-i18next';

export interface RequestFieldProps {
  field: RequestField;
  id: string;
  value: RequestFieldValue | undefined;
  error: string | undefined;
  onChange: (value: RequestFieldValue) => void;
}

/** One field of a request form (model `guest_services`), labelled, with its error below. */
export function RequestFieldInput({ field, id, value, error, onChange }: RequestFieldProps) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [field.description ? hintId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    name: field.id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    required: field.required === true,
  } as const;
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';

  if (field.type === 'checkbox') {
    return (
      <div className="request-form__check">
        <input
          {...common}
          type="checkbox"
          checked={value === true}
          onChange={(e) => onChange(e.target.checked)}
        />
        <label htmlFor={id}>{field.label}</label>
        {error && (
          <p id={errorId} className="request-form__error">
            {error}
          </p>
        )}
      </div>
    );
  }

  let control;
  if (field.type === 'textarea') {
    control = (
      <textarea
        {...common}
        className="request-form__input"
        rows={3}
        maxLength={field.max_length ?? 2000}
        value={text}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  } else if (field.type === 'select') {
    control = (
      <select
        {...common}
        className="request-form__input"
        value={text}
        onChange={(e) => onChange(e.target.value)}
      >
        {field.required !== true || text === '' ? <option value="">—</option> : null}
        {(field.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else {
    const type = field.type === 'number' ? 'number' : field.type === 'text' ? 'text' : field.type;
    control = (
      <input
        {...common}
        className="request-form__input"
        type={type}
        inputMode={field.type === 'number' ? 'numeric' : undefined}
        min={field.min}
        max={field.max}
        maxLength={field.type === 'text' ? (field.max_length ?? 200) : undefined}
        value={text}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  return (
    <div className="request-form__field">
      <label htmlFor={id} className="request-form__label">
        {field.label}
        {field.required !== true && (
          <span className="request-form__hint"> ({t('guestServices.optional')})</span>
        )}
      </label>
      {field.description && (
        <p id={hintId} className="request-form__hint">
          {field.description}
        </p>
      )}
      {control}
      {error && (
        <p id={errorId} className="request-form__error">
          {error}
        </p>
      )}
    </div>
  );
}
