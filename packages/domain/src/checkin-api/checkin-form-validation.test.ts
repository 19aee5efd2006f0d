import { describe, expect, it } from 'vitest';
import {
  checkinGuestData,
  DEPARTURE_BEFORE_ARRIVAL_MESSAGE,
  validateCheckinSections,
  type CheckinFormRules,
  type CheckinFormSection,
} from './checkin-form-validation.ts';
import type { CheckinSectionInput } from './checkin-input.ts';
import { SIGNATURE_MISSING_MESSAGE } from './signature.ts';

const SIGNATURE = 'data:image/png;base64,iVBORw0KGgo=';
const form: CheckinFormSection[] = [
  {
    type: 'ARRIVAL_DEPARTURE',
    page_index: 0,
    fields: [
      { type: 'DATEOFARRIVAL', name: 'date_of_arrival', required: true },
      { type: 'DATEOFDEPARTURE', name: 'date_of_departure', required: true },
    ],
  },
  {
    type: 'MAIN_GUEST_PERSONAL_INFORMATION',
    page_index: 0,
    fields: [
      { type: 'FIRSTNAME', name: 'first_name', required: true },
      { type: 'LASTNAME', name: 'last_name', required: true },
      { type: 'COUNTRY', name: 'nationality', required: true },
    ],
  },
  {
    type: 'MAIN_GUEST_ADDRESS',
    page_index: 0,
    fields: [
      { type: 'STREET', name: 'street' },
      { type: 'COUNTRY', name: 'country', required: true },
    ],
  },
  {
    type: 'MAIN_GUEST_DOCUMENT',
    page_index: 1,
    fields: [{ type: 'DOCUMENTNUMBER', name: 'doc_id', required: true }],
  },
  {
    type: 'ACCOMPANYING_PERSONS_DATA',
    page_index: 1,
    repeatable: true,
    repeat_max: 20,
    fields: [
      { type: 'FIRSTNAME', name: 'first_name', required: true },
      { type: 'LASTNAME', name: 'last_name', required: true },
    ],
  },
  {
    type: 'SIGNATURE',
    page_index: 1,
    fields: [{ type: 'SIGNATURE', name: 'signature', required: true }],
  },
];
const rules = (patch: Partial<CheckinFormRules> = {}): CheckinFormRules => ({
  formSections: form,
  guestsCount: 2,
  signatureAllowed: true,
  today: '2026-11-22',
  ...patch,
});
const filled = (): CheckinSectionInput[] => [
  {
    type: 'ARRIVAL_DEPARTURE',
    fields: { date_of_arrival: '2026-11-22', date_of_departure: '2026-11-25' },
  },
  {
    type: 'MAIN_GUEST_PERSONAL_INFORMATION',
    fields: { first_name: ' Max ', last_name: 'Muster', nationality: 'at' },
  },
  { type: 'MAIN_GUEST_ADDRESS', fields: { street: '', country: 'de' } },
  { type: 'MAIN_GUEST_DOCUMENT', fields: { doc_id: 'P1234567' } },
  { type: 'ACCOMPANYING_PERSONS_DATA', fields: { first_name: 'Anna', last_name: 'Muster' } },
  { type: 'SIGNATURE', fields: { signature: SIGNATURE } },
];
const issues = (sections: CheckinSectionInput[], r = rules()) => {
  const result = validateCheckinSections(sections, r);
  return result.success ? [] : result.issues.map((i) => [i.path.join('/'), i.message]);
};

describe('spec §3/§5 a filled-in check-in form against the project form', () => {
  it('takes a complete form, trims, upper-cases countries and leaves empty fields out', () => {
    const result = validateCheckinSections(filled(), rules());
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.sections[1]?.fields).toEqual({
      first_name: 'Max',
      last_name: 'Muster',
      nationality: 'AT',
    });
    expect(result.sections[2]?.fields).toEqual({ country: 'DE' });
  });

  it('reports every bad field with its path', () => {
    const sections = filled();
    sections[1] = { type: 'MAIN_GUEST_PERSONAL_INFORMATION', fields: { first_name: '' } };
    sections[5] = { type: 'SIGNATURE', fields: { signature: '' } };
    expect(issues(sections)).toEqual([
      ['1/fields/first_name', 'Please enter the first name.'],
      ['1/fields/last_name', 'Please enter the last name.'],
      ['1/fields/nationality', 'Please choose a country.'],
      ['5/fields/signature', SIGNATURE_MISSING_MESSAGE],
    ]);
  });

  it('spec §5: departure after arrival', () => {
    const sections = filled();
    sections[0] = {
      type: 'ARRIVAL_DEPARTURE',
      fields: { date_of_arrival: '2026-11-22', date_of_departure: '2026-11-22' },
    };
    expect(issues(sections)).toEqual([
      ['0/fields/date_of_departure', DEPARTURE_BEFORE_ARRIVAL_MESSAGE],
    ]);
  });

  it('refuses fields and sections the form does not have', () => {
    const sections = filled();
    sections[3] = { type: 'MAIN_GUEST_DOCUMENT', fields: { doc_id: 'P1234567', pin: '1234' } };
    expect(issues(sections)).toEqual([['3/fields/pin', 'This field is not part of the form.']]);
    const withContact = [...filled(), { type: 'MAIN_GUEST_CONTACT' as const, fields: {} }];
    expect(issues(withContact)).toEqual([['6/type', 'This section is not part of the form.']]);
  });

  it('needs every section of the form once', () => {
    const missing = filled().filter((s) => s.type !== 'MAIN_GUEST_DOCUMENT');
    expect(issues(missing)).toEqual([['', 'The section MAIN_GUEST_DOCUMENT is missing.']]);
    const twice = [...filled(), filled()[3]!];
    expect(issues(twice)).toEqual([
      ['', 'The section MAIN_GUEST_DOCUMENT appears more than once.'],
    ]);
  });

  it('spec §5: without signing allowed the SIGNATURE section is not part of the form', () => {
    const noSignature = filled().filter((s) => s.type !== 'SIGNATURE');
    expect(issues(noSignature, rules({ signatureAllowed: false }))).toEqual([]);
    expect(issues(filled(), rules({ signatureAllowed: false }))).toEqual([
      ['5/type', 'This section is not part of the form.'],
    ]);
  });

  it('spec §9: accompanying persons up to guests_count − 1', () => {
    const sections = filled();
    const person = sections[4]!;
    expect(issues([...sections, person])).toEqual([
      ['', 'At most 1 accompanying persons can be registered.'],
    ]);
    expect(issues([...sections, person, person], rules({ guestsCount: 3 }))).toEqual([
      ['', 'At most 2 accompanying persons can be registered.'],
    ]);
    expect(issues(sections.filter((s) => s !== person))).toEqual([]);
    // spec §5: guest count 1 → the section is skipped altogether
    expect(issues(sections, rules({ guestsCount: 1 }))).toEqual([
      ['4/type', 'This section is not part of the form.'],
    ]);
  });
});

describe('spec §3 "Guest (check-in)" from the form', () => {
  it('groups the values by guest: address, document, companions, stay, signature', () => {
    const result = validateCheckinSections(filled(), rules());
    if (!result.success) throw new Error('expected a valid form');
    expect(checkinGuestData(result.sections)).toEqual({
      stay: { date_of_arrival: '2026-11-22', date_of_departure: '2026-11-25' },
      main: {
        first_name: 'Max',
        last_name: 'Muster',
        nationality: 'AT',
        address: { country: 'DE' },
        document: { doc_id: 'P1234567' },
      },
      accompanying: [{ first_name: 'Anna', last_name: 'Muster' }],
      signature: SIGNATURE,
    });
  });
});
