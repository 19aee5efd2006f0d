import { checkinFieldInput, checkinFieldOptions, type CheckinFormField } from '@hospes/domain';
import { useTranslation } from 'react-i18next';
import { dataLabel } from '../../i18n/data-label.ts';
import { SignatureField } from '../../components/signature/signature-field.tsx';
import { CountrySelect } from './country-select.tsx';
import { DateOfBirthInput } from '../../components/form/date-of-birth-input.tsx';
import { autoCompleteOf, fieldLabel } from './field-texts.ts';

export interface CheckinFieldProps {
  id: string;
  field: CheckinFormField;
  value: string;
  onChange: (value: string) => void;
  /** The translated problem of the field, shown right under it. */
  error?: string;
  /** Whether the field belongs to the main guest (autofill) or a companion. */
  mainGuest: boolean;
  lang: string;
  now: number;
  timeZone: string;
}

/**
 * One field of the check-in form, entered the way its type asks
 * (`checkinFieldInput`): text, e-mail, phone, date, the three-field date of
 * birth, the searchable country list, a choice, or the signature.
 */
export function CheckinField(props: CheckinFieldProps) {
  const { id, field, value, onChange, error, mainGuest, lang, now, timeZone } = props;
  const { t } = useTranslation();
  const label = fieldLabel(t, field);
  const required = field.required === true;
  const errorId = `${id}-error`;
  const input = checkinFieldInput(field.type);

  if (input === 'signature') {
    return (
      <SignatureField
        id={id}
        label={label}
        value={value}
        onChange={onChange}
        error={error}
        required={required}
      />
    );
  }
  if (input === 'country') {
    return (
      <CountrySelect
        id={id}
        label={label}
        value={value}
        onChange={onChange}
        lang={lang}
        error={error}
        errorId={errorId}
        required={required}
      />
    );
  }
  if (input === 'date-of-birth') {
    return (
      <div className="checkin-field">
        <DateOfBirthInput
          id={id}
          legend={label}
          value={value}
          onChange={onChange}
          now={now}
          timeZone={timeZone}
          invalid={Boolean(error)}
          describedBy={error ? errorId : undefined}
          required={required}
        />
        {error && (
          <p id={errorId} className="checkin-field__error">
            {error}
          </p>
        )}
      </div>
    );
  }

  const common = {
    id,
    value,
    required,
    className: 'checkin-field__input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const;
  const options = checkinFieldOptions(field.type);
  return (
    <div className="checkin-field">
      <label htmlFor={id} className="checkin-field__label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {input === 'select' && options ? (
        <select {...common} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t('checkinForm.choose')}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {dataLabel(t, `checkinForm.options.${option}`, { defaultValue: option })}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={
            input === 'date'
              ? 'date'
              : input === 'email'
                ? 'email'
                : input === 'tel'
                  ? 'tel'
                  : 'text'
          }
          inputMode={input === 'email' ? 'email' : input === 'tel' ? 'tel' : undefined}
          autoComplete={autoCompleteOf(field.type, mainGuest)}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error && (
        <p id={errorId} className="checkin-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
