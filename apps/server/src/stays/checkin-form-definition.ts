// The check-in form a project delivers (spec §3 formSections). Without its
// own `project_settings.integrations.checkin.formSections` a project gets the
// default form of its country (`defaultCheckinForm`): what an Austrian or
// German registration form (Gästeblatt / Meldeschein) asks, on two pages —
// the guest first, then the travel document, the accompanying persons and
// the signature; in Italy what an Alloggiati Web record needs
// (docs/decisions/052): places of birth and of issue, no address.
import type { CheckinFormField, CheckinFormSection } from '@hospes/domain';

const field = (type: string, name: string, required = true): CheckinFormField => ({
  type,
  name,
  required,
});

export const DEFAULT_CHECKIN_FORM: readonly CheckinFormSection[] = Object.freeze([
  {
    type: 'ARRIVAL_DEPARTURE',
    page_index: 0,
    fields: [
      field('DATEOFARRIVAL', 'date_of_arrival'),
      field('DATEOFDEPARTURE', 'date_of_departure'),
    ],
  },
  {
    type: 'MAIN_GUEST_PERSONAL_INFORMATION',
    page_index: 0,
    fields: [
      field('FIRSTNAME', 'first_name'),
      field('LASTNAME', 'last_name'),
      field('DATEOFBIRTH', 'date_of_birth'),
      field('GENDER', 'gender'),
      field('COUNTRY', 'nationality'),
    ],
  },
  {
    type: 'MAIN_GUEST_CONTACT',
    page_index: 0,
    fields: [field('EMAIL', 'email'), field('PHONE', 'phone_number', false)],
  },
  {
    type: 'MAIN_GUEST_ADDRESS',
    page_index: 0,
    fields: [
      field('STREET', 'street'),
      field('ZIPCODE', 'zipcode'),
      field('CITY', 'city'),
      field('PROVINCE', 'province', false),
      field('COUNTRY', 'country'),
    ],
  },
  {
    type: 'MAIN_GUEST_DOCUMENT',
    page_index: 1,
    fields: [
      field('DOCUMENTTYPE', 'doc_type'),
      field('DOCUMENTNUMBER', 'doc_id'),
      field('DATE', 'issue_date', false),
      field('AUTHORITY', 'doc_issue_authority', false),
    ],
  },
  {
    type: 'ACCOMPANYING_PERSONS_DATA',
    page_index: 1,
    repeatable: true,
    repeat_max: 20,
    fields: [
      field('FIRSTNAME', 'first_name'),
      field('LASTNAME', 'last_name'),
      field('DATEOFBIRTH', 'date_of_birth'),
      field('COUNTRY', 'nationality'),
    ],
  },
  {
    type: 'SIGNATURE',
    page_index: 1,
    fields: [field('SIGNATURE', 'signature')],
  },
]);

/**
 * Italy (Alloggiati Web): sex, country and place of birth (the municipality
 * when born in Italy) and nationality of every guest; the document's type,
 * number and where it was issued; no address — the record has none.
 */
export const ITALIAN_CHECKIN_FORM: readonly CheckinFormSection[] = Object.freeze([
  DEFAULT_CHECKIN_FORM[0]!,
  {
    type: 'MAIN_GUEST_PERSONAL_INFORMATION',
    page_index: 0,
    fields: [
      field('FIRSTNAME', 'first_name'),
      field('LASTNAME', 'last_name'),
      field('DATEOFBIRTH', 'date_of_birth'),
      field('GENDER', 'gender'),
      field('COUNTRY', 'nationality'),
      field('COUNTRY', 'birth_country'),
      field('PLACE', 'birth_place', false),
    ],
  },
  DEFAULT_CHECKIN_FORM[2]!,
  {
    type: 'MAIN_GUEST_DOCUMENT',
    page_index: 1,
    fields: [
      field('DOCUMENTTYPE', 'doc_type'),
      field('DOCUMENTNUMBER', 'doc_id'),
      field('COUNTRY', 'issue_country'),
      field('PLACE', 'issue_place', false),
    ],
  },
  {
    type: 'ACCOMPANYING_PERSONS_DATA',
    page_index: 1,
    repeatable: true,
    repeat_max: 20,
    fields: [
      field('FIRSTNAME', 'first_name'),
      field('LASTNAME', 'last_name'),
      field('DATEOFBIRTH', 'date_of_birth'),
      field('GENDER', 'gender'),
      field('COUNTRY', 'nationality'),
      field('COUNTRY', 'birth_country'),
      field('PLACE', 'birth_place', false),
    ],
  },
  DEFAULT_CHECKIN_FORM[6]!,
]);

/** The form of a project without its own: by the country of its address. */
export function defaultCheckinForm(
  country: string | null | undefined,
): readonly CheckinFormSection[] {
  return (country ?? '').toUpperCase() === 'IT' ? ITALIAN_CHECKIN_FORM : DEFAULT_CHECKIN_FORM;
}
