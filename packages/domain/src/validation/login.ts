import { LOGIN_FIELDS, type LoginField } from '../model/project-settings.ts';

/** The message key of a missing login field (spec §5: `{field}_missing`). */
export type LoginMessageKey = `${LoginField}_missing`;

/** One error of {@link validateLogin}, listed under `login.errors` (spec §5). */
export interface LoginError {
  field: LoginField;
  /** spec §5: "Invalid {field}". */
  error: `Invalid ${LoginField}`;
  /** spec §5: the configured message `{field}_missing`. */
  message: LoginMessageKey;
}

/**
 * spec §5: the English texts of the login messages. The spec says only what
 * they ask for (first name, last name, name, date of birth — to be chosen —,
 * reservation number, e-mail address); the sentences are ours.
 */
export const LOGIN_MESSAGES_EN: Readonly<Record<LoginMessageKey, string>> = {
  reservation_id_missing: 'Please enter your reservation number.',
  first_name_missing: 'Please enter your first name.',
  last_name_missing: 'Please enter your last name.',
  name_missing: 'Please enter your name.',
  date_of_birth_missing: 'Please choose your date of birth.',
  email_missing: 'Please enter your e-mail address.',
};

/** What the guest typed into the login dialog, by login field. */
export type LoginInput = Partial<Record<LoginField, string | null | undefined>>;

/**
 * spec §5 login validation: each required login field (the fields the
 * server returned for the project) must be non-empty after trimming;
 * otherwise an error "Invalid {field}" with message `{field}_missing`, in the
 * order of `fields`, once per field. Only emptiness is checked (no e-mail
 * format): the server decides whether the data matches a reservation.
 */
export function validateLogin(fields: readonly LoginField[], input: LoginInput): LoginError[] {
  const errors: LoginError[] = [];
  for (const field of new Set(fields)) {
    // Ignore names the server may send that are not login fields of the spec.
    if (!(LOGIN_FIELDS as readonly string[]).includes(field)) continue;
    const value = input[field];
    if (typeof value !== 'string' || value.trim() === '') {
      errors.push({ field, error: `Invalid ${field}`, message: `${field}_missing` });
    }
  }
  return errors;
}
