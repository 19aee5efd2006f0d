import {
  CHECKIN_FIELD_TYPES,
  checkinFieldMessage,
  DEPARTURE_BEFORE_ARRIVAL_MESSAGE,
  ITALIAN_MUNICIPALITY_MESSAGE,
  type CheckinFormField,
} from '@hospes/domain';
import type { TFunction } from 'i18next';
import { dataLabel } from '../../i18n/data-label.ts';

const KNOWN_TYPES: ReadonlySet<string> = new Set(CHECKIN_FIELD_TYPES);

/**
 * The label of a form field: the project's own label when the form brings
 * one, else our translation of the field's name (first_name, nationality …),
 * else of its type.
 */
export function fieldLabel(t: TFunction, field: CheckinFormField): string {
  if (typeof field.label === 'string' && field.label.trim() !== '') return field.label;
  const byType = KNOWN_TYPES.has(field.type)
    ? dataLabel(t, `checkinForm.fieldTypes.${field.type}`, { defaultValue: field.type })
    : t('checkinForm.fieldTypes.TEXT');
  return dataLabel(t, `checkinForm.fields.${field.name}`, { defaultValue: byType });
}

/**
 * The guest's-language text of a problem the domain (or the server) named in
 * English: the field type's message, "departure after arrival", a place in
 * Italy the authority's list does not know, or — for
 * anything else, such as an oversized signature — a general one.
 */
export function fieldErrorText(t: TFunction, fieldType: string, message: string): string {
  if (message === DEPARTURE_BEFORE_ARRIVAL_MESSAGE) {
    return t('checkinForm.errors.departureBeforeArrival');
  }
  if (message === ITALIAN_MUNICIPALITY_MESSAGE) return t('checkinForm.errors.italianMunicipality');
  if (message === checkinFieldMessage(fieldType)) {
    return KNOWN_TYPES.has(fieldType)
      ? dataLabel(t, `checkinForm.errors.${fieldType}`, {
          defaultValue: t('checkinForm.errors.TEXT'),
        })
      : t('checkinForm.errors.TEXT');
  }
  return t('checkinForm.errors.invalid');
}

/** The browser's autofill hint for the main guest's fields (accompanying persons get none). */
export function autoCompleteOf(fieldType: string, mainGuest: boolean): string {
  if (!mainGuest) return 'off';
  const tokens: Record<string, string> = {
    FIRSTNAME: 'given-name',
    LASTNAME: 'family-name',
    EMAIL: 'email',
    PHONE: 'tel',
    STREET: 'street-address',
    ZIPCODE: 'postal-code',
    CITY: 'address-level2',
    PROVINCE: 'address-level1',
  };
  return tokens[fieldType] ?? 'off';
}
