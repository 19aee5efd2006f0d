import { z } from 'zod';
import { COUNTRY_FIELD_TYPE, type FormField } from '../forms/check-in-form.ts';
import { parseIsoDate } from '../time/zoned.ts';
import { isCountryCode } from './country-codes.ts';
import { SIGNATURE_MISSING_MESSAGE, SignatureDataUrlSchema } from './signature.ts';

/**
 * Field types of the check-in form (spec §3 names DATEOFARRIVAL,
 * DATEOFDEPARTURE, FIRSTNAME, LASTNAME, DATEOFBIRTH and COUNTRY; the rest
 * cover the spec's guest, address and document fields). The type says how a
 * value is entered and checked; the field's `name` says what it is (e.g. two
 * COUNTRY fields `nationality` and `country`). Types that are also prefill
 * keys (FIRSTNAME, EMAIL …) are prefilled by `prefillValue`.
 */
export const CHECKIN_FIELD_TYPES = [
  'DATEOFARRIVAL',
  'DATEOFDEPARTURE',
  'FIRSTNAME',
  'LASTNAME',
  'DATEOFBIRTH',
  'GENDER',
  'EMAIL',
  'PHONE',
  'COUNTRY',
  'STREET',
  'ZIPCODE',
  'CITY',
  'PROVINCE',
  'PLACE',
  'DOCUMENTTYPE',
  'DOCUMENTNUMBER',
  'AUTHORITY',
  'DATE',
  'ROOMNUMBER',
  'TEXT',
  'SIGNATURE',
] as const;
export type CheckinFieldType = (typeof CHECKIN_FIELD_TYPES)[number];

/** spec §3 guest/document `gender` values (Austrian registration forms know a third). */
export const GENDERS = ['female', 'male', 'diverse'] as const;
/** spec §3 document `doc_type` values. */
export const DOCUMENT_TYPES = ['passport', 'id_card', 'driving_licence', 'other'] as const;

/** How a field is entered in the web form. */
export type CheckinFieldInput =
  'date' | 'date-of-birth' | 'text' | 'email' | 'tel' | 'country' | 'select' | 'signature';

const INPUTS: Readonly<Record<string, CheckinFieldInput>> = {
  DATEOFARRIVAL: 'date',
  DATEOFDEPARTURE: 'date',
  DATE: 'date',
  DATEOFBIRTH: 'date-of-birth',
  EMAIL: 'email',
  PHONE: 'tel',
  COUNTRY: 'country',
  GENDER: 'select',
  DOCUMENTTYPE: 'select',
  SIGNATURE: 'signature',
};

/**
 * How a field of this type is entered: a date picker, the three-field
 * date-of-birth input (spec §5), a searchable country list (spec §3), a
 * select of {@link checkinFieldOptions}, the signature pad, or text. Unknown
 * types are text.
 */
export function checkinFieldInput(type: string): CheckinFieldInput {
  return INPUTS[type] ?? 'text';
}

/** The values of a select field (GENDER, DOCUMENTTYPE); undefined for other types. */
export function checkinFieldOptions(type: string): readonly string[] | undefined {
  if (type === 'GENDER') return GENDERS;
  if (type === 'DOCUMENTTYPE') return DOCUMENT_TYPES;
  return undefined;
}

/** The longest value of a text field. */
export const CHECKIN_TEXT_MAX_LENGTH = 200;

/** English messages of the server; the web shows its own translations by field. */
const MESSAGES: Readonly<Record<string, string>> = {
  DATEOFARRIVAL: 'Please enter a valid arrival date.',
  DATEOFDEPARTURE: 'Please enter a valid departure date.',
  DATE: 'Please enter a valid date.',
  FIRSTNAME: 'Please enter the first name.',
  LASTNAME: 'Please enter the last name.',
  DATEOFBIRTH: 'Please enter a valid date of birth.',
  GENDER: 'Please choose the gender.',
  EMAIL: 'Please enter a valid e-mail address.',
  PHONE: 'Please enter a valid phone number.',
  COUNTRY: 'Please choose a country.',
  DOCUMENTTYPE: 'Please choose the document type.',
  DOCUMENTNUMBER: 'Please enter a valid document number.',
  SIGNATURE: SIGNATURE_MISSING_MESSAGE,
};
const FILL_IN = 'Please fill in this field.';
/**
 * A place in Italy that the Polizia di Stato's list of municipalities does
 * not know (a hotel in Italy reports birth and document places by that
 * list; docs/registration.md). The server checks it; the web says it in the
 * guest's language.
 */
export const ITALIAN_MUNICIPALITY_MESSAGE =
  'Please enter the municipality in Italy as it is written in Italian, e.g. Bolzano.';

/** The message for a missing or invalid value of a field type. */
export function checkinFieldMessage(type: string): string {
  return MESSAGES[type] ?? FILL_IN;
}

/** What the per-field rules need to know about the moment of checking. */
export interface CheckinFieldContext {
  /** Today `YYYY-MM-DD` in the project's time zone (dates of birth lie before). */
  today: string;
}

/** The earliest date of birth taken (older ones are typing mistakes). */
export const DATE_OF_BIRTH_MIN = '1900-01-01';

const isDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && parseIsoDate(s) !== null;

function valueRule(type: string, message: string, ctx: CheckinFieldContext) {
  const text = (max = CHECKIN_TEXT_MAX_LENGTH) => z.string().max(max, message);
  switch (type) {
    case 'SIGNATURE':
      return SignatureDataUrlSchema;
    case 'DATEOFARRIVAL':
    case 'DATEOFDEPARTURE':
    case 'DATE':
      return z.string().refine(isDate, message);
    case 'DATEOFBIRTH':
      return z
        .string()
        .refine((s) => isDate(s) && s >= DATE_OF_BIRTH_MIN && s <= ctx.today, message);
    case 'EMAIL':
      return z.string().max(254, message).pipe(z.email(message));
    case 'PHONE':
      return z
        .string()
        .max(40, message)
        .regex(/^\+?[0-9 ()/.-]*[0-9][0-9 ()/.-]*$/, message);
    case COUNTRY_FIELD_TYPE:
      return z
        .string()
        .transform((s) => s.toUpperCase())
        .refine(isCountryCode, message);
    case 'GENDER':
      return z.enum(GENDERS, { error: message });
    case 'DOCUMENTTYPE':
      return z.enum(DOCUMENT_TYPES, { error: message });
    case 'DOCUMENTNUMBER':
      return z.string().regex(/^[A-Za-z0-9][A-Za-z0-9 <-]{2,39}$/, message);
    case 'FIRSTNAME':
    case 'LASTNAME':
      return text(100);
    default:
      return text();
  }
}

/**
 * The zod schema of one check-in form field's value (spec §3/§5), shared by
 * the web form and the server. Strings are trimmed; an empty value (missing,
 * null or only spaces) is an error with {@link checkinFieldMessage} when the
 * field is `required`, else it parses to undefined. COUNTRY values are
 * upper-cased and must be one of `COUNTRY_CODES`; dates are `YYYY-MM-DD`; a
 * date of birth lies between {@link DATE_OF_BIRTH_MIN} and today; a
 * SIGNATURE is a PNG/WebP data URL (`SignatureDataUrlSchema`).
 */
export function checkinFieldSchema(
  field: Pick<FormField, 'type' | 'required'>,
  ctx: CheckinFieldContext,
) {
  const message = checkinFieldMessage(field.type);
  const required = field.required === true;
  return z
    .union([z.string(), z.null(), z.undefined()], { error: message })
    .transform((value, transform) => {
      const text = typeof value === 'string' ? value.trim() : '';
      if (text !== '') return text;
      if (required) transform.addIssue({ code: 'custom', message });
      return undefined;
    })
    .pipe(valueRule(field.type, message, ctx).optional());
}
