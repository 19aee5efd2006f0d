import type { LoginError, LoginField } from '@hospes/domain';
import { useTranslation } from 'react-i18next';
import { DobInput, type DobValue } from './dob-input.tsx';
import type { LoginDraft } from './login-draft.ts';

type TextField = Exclude<LoginField, 'date_of_birth'>;

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
  draft: LoginDraft;
  errors: readonly LoginError[];
  onValue: (field: TextField, value: string) => void;
  onDob: (value: DobValue) => void;
  timeZone: string;
}

/** Id of a field's entry in the error list. */
export function loginErrorId(idPrefix: string, field: LoginField): string {
  return `${idPrefix}-${field}-error`;
}

/** Id of the input that gets the focus for a field (the day of the date of birth). */
export function loginInputId(idPrefix: string, field: LoginField): string {
  return field === 'date_of_birth' ? `${idPrefix}-${field}-day` : `${idPrefix}-${field}`;
}

/** spec §3: the inputs of the login fields the server returned, in its order. */
export function LoginFields({
  idPrefix,
  fields,
  draft,
  errors,
  onValue,
  onDob,
  timeZone,
}: LoginFieldsProps) {
  const { t } = useTranslation();
  const errorOf = (field: LoginField) => errors.find((e) => e.field === field);
  return (
    <>
      {fields.map((field) => {
        const error = errorOf(field);
        // The message itself is in the form's error list (spec §5 "listed in red").
        const errorId = loginErrorId(idPrefix, field);
        if (field === 'date_of_birth') {
          return (
            <div key={field} className="login-form__field">
              <DobInput
                id={`${idPrefix}-${field}`}
                legend={t('login.fields.date_of_birth')}
                value={draft.dob}
                onChange={onDob}
                timeZone={timeZone}
                invalid={Boolean(error)}
                describedBy={error ? errorId : undefined}
              />
            </div>
          );
        }
        return (
          <div key={field} className="login-form__field">
            <label htmlFor={`${idPrefix}-${field}`} className="login-form__label">
              {t(`login.fields.${field}`)}
            </label>
            <input
              id={`${idPrefix}-${field}`}
              className="login-form__input"
              type={INPUT[field].type}
              autoComplete={INPUT[field].autoComplete}
              autoCapitalize={field === 'reservation_id' ? 'characters' : undefined}
              spellCheck={false}
              value={draft.values[field] ?? ''}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => onValue(field, event.target.value)}
            />
          </div>
        );
      })}
    </>
  );
}
