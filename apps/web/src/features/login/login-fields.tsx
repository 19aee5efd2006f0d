import type { LoginField } from '@hospes/domain';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateOfBirthInput } from '../../components/form/date-of-birth-input.tsx';

type TextField = Exclude<LoginField, 'date_of_birth'>;

/** What the guest types: every login field as text, the date of birth as `YYYY-MM-DD` (or ''). */
export type LoginValues = Partial<Record<LoginField, string>>;

const INPUT: Record<TextField, { type: string; autoComplete: string }> = {
  reservation_id: { type: 'text', autoComplete: 'off' },
  first_name: { type: 'text', autoComplete: 'given-name' },
  last_name: { type: 'text', autoComplete: 'family-name' },
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
};

export interface LoginFieldsProps {
  idPrefix: string;
  fields: readonly LoginField[];
  register: UseFormRegister<LoginValues>;
  control: Control<LoginValues>;
  errors: FieldErrors<LoginValues>;
  now: number;
  timeZone: string;
}

/** Id of a field's entry in the error list. */
export function loginErrorId(idPrefix: string, field: LoginField): string {
  return `${idPrefix}-${field}-error`;
}

/** Id of the input that gets the focus for a field (the day of the date of birth). */
export function loginInputId(idPrefix: string, field: LoginField): string {
  return `${idPrefix}-${field}`;
}

/** spec §3: the inputs of the login fields the server returned, in its order. */
export function LoginFields(props: LoginFieldsProps) {
  const { idPrefix, fields, register, control, errors, now, timeZone } = props;
  const { t } = useTranslation();
  return (
    <>
      {fields.map((field) => {
        const error = errors[field];
        // The message itself is in the form's error list (spec §5 "listed in red").
        const errorId = error ? loginErrorId(idPrefix, field) : undefined;
        if (field === 'date_of_birth') {
          return (
            <div key={field} className="login-form__field">
              <Controller
                control={control}
                name={field}
                render={({ field: dob }) => (
                  <DateOfBirthInput
                    id={loginInputId(idPrefix, field)}
                    legend={t('login.fields.date_of_birth')}
                    value={dob.value ?? ''}
                    onChange={dob.onChange}
                    now={now}
                    timeZone={timeZone}
                    invalid={Boolean(error)}
                    describedBy={errorId}
                  />
                )}
              />
            </div>
          );
        }
        return (
          <div key={field} className="login-form__field">
            <label htmlFor={loginInputId(idPrefix, field)} className="login-form__label">
              {t(`login.fields.${field}`)}
            </label>
            <input
              id={loginInputId(idPrefix, field)}
              className="login-form__input"
              type={INPUT[field].type}
              autoComplete={INPUT[field].autoComplete}
              autoCapitalize={field === 'reservation_id' ? 'characters' : undefined}
              spellCheck={false}
              aria-invalid={error ? true : undefined}
              aria-describedby={errorId}
              {...register(field)}
            />
          </div>
        );
      })}
    </>
  );
}
