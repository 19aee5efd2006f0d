import { describe, expect, it } from 'vitest';
import {
  fieldKey,
  firstPageWithError,
  formLayout,
  prefilledValues,
  sectionsInput,
  serverErrors,
  validateForm,
} from './form-model.ts';
import { formResponse } from '../../test/checkin-fixtures.ts';

const TODAY = '2026-11-22';

describe('the check-in form from formSections (spec §3/§5)', () => {
  it('pages follow page_index; accompanying persons repeat guests_count − 1 times', () => {
    const layout = formLayout(formResponse({ guests_count: 3 }));
    expect(layout.pages).toEqual([0, 1]);
    expect(layout.instances.map((i) => [i.key, i.page])).toEqual([
      ['ARRIVAL_DEPARTURE', 0],
      ['MAIN_GUEST_PERSONAL_INFORMATION', 0],
      ['MAIN_GUEST_CONTACT', 0],
      ['ACCOMPANYING_PERSONS_DATA#1', 1],
      ['ACCOMPANYING_PERSONS_DATA#2', 1],
      ['SIGNATURE', 1],
    ]);
  });

  it('accompanying persons are capped at repeat_max, or at 20 without it (spec §9)', () => {
    const sections = formResponse().formSections.map((s) =>
      s.type === 'ACCOMPANYING_PERSONS_DATA' ? { ...s, repeat_max: 2 } : s,
    );
    const capped = formLayout(formResponse({ guests_count: 9, formSections: sections }));
    expect(capped.instances.filter((i) => i.person !== null)).toHaveLength(2);
    const defaults = formResponse().formSections.map((s) =>
      s.type === 'ACCOMPANYING_PERSONS_DATA' ? { ...s, repeat_max: undefined } : s,
    );
    const many = formLayout(formResponse({ guests_count: 40, formSections: defaults }));
    expect(many.instances.filter((i) => i.person !== null)).toHaveLength(20);
  });

  it('a single guest has no accompanying persons; without signing there is no signature', () => {
    const layout = formLayout(formResponse({ guests_count: 1, signature: false }));
    expect(layout.instances.map((i) => i.key)).toEqual([
      'ARRIVAL_DEPARTURE',
      'MAIN_GUEST_PERSONAL_INFORMATION',
      'MAIN_GUEST_CONTACT',
    ]);
    expect(layout.pages).toEqual([0]);
  });

  it('prefills the main guest from profile and stay, never the companions (spec §3 prefill)', () => {
    const layout = formLayout(formResponse());
    const values = prefilledValues(layout, {
      profile: {
        firstName: ' Max ',
        lastName: 'Muster',
        dob: '1985-06-15',
        email: 'max@example.org',
      },
      stay: { doa: '2026-11-22T15:00', dod: '2026-11-25T10:00' },
    });
    expect(values.ARRIVAL_DEPARTURE).toEqual({
      date_of_arrival: '2026-11-22',
      date_of_departure: '2026-11-25',
    });
    expect(values.MAIN_GUEST_PERSONAL_INFORMATION).toEqual({
      first_name: 'Max',
      last_name: 'Muster',
      date_of_birth: '1985-06-15',
      nationality: '',
    });
    expect(values['ACCOMPANYING_PERSONS_DATA#1']).toEqual({ first_name: '', last_name: '' });
  });

  it('sends country values upper-cased and empty fields as null (spec §3 check-in input)', () => {
    const layout = formLayout(formResponse());
    const sections = sectionsInput(layout, {
      ...prefilledValues(layout, {}),
      MAIN_GUEST_PERSONAL_INFORMATION: {
        first_name: ' Max ',
        last_name: 'Muster',
        date_of_birth: '1985-06-15',
        nationality: 'at',
      },
    });
    expect(sections[1]).toEqual({
      type: 'MAIN_GUEST_PERSONAL_INFORMATION',
      fields: {
        first_name: 'Max',
        last_name: 'Muster',
        date_of_birth: '1985-06-15',
        nationality: 'AT',
      },
    });
    expect(sections[2]).toEqual({ type: 'MAIN_GUEST_CONTACT', fields: { email: null } });
  });

  it("checks with the server's rules and names each bad field; the first bad page wins", () => {
    const form = formResponse();
    const layout = formLayout(form);
    const values = prefilledValues(layout, {});
    values.ARRIVAL_DEPARTURE = { date_of_arrival: '2026-11-25', date_of_departure: '2026-11-22' };
    const errors = validateForm(form, layout, values, TODAY);
    expect(errors[fieldKey('ARRIVAL_DEPARTURE', 'date_of_departure')]).toBe(
      'Departure date must be after arrival date.',
    );
    expect(errors[fieldKey('MAIN_GUEST_PERSONAL_INFORMATION', 'first_name')]).toBe(
      'Please enter the first name.',
    );
    expect(errors[fieldKey('SIGNATURE', 'signature')]).toBe(
      'Please sign the form with your finger / cursor.',
    );
    expect(errors[fieldKey('MAIN_GUEST_CONTACT', 'email')]).toBeUndefined();
    expect(firstPageWithError(layout, errors)).toBe(0);
  });

  it("maps the server's 400 paths to the fields of the form", () => {
    const layout = formLayout(formResponse());
    const errors = serverErrors(layout, [
      { path: 'checkinInput/sections/3/fields/last_name', message: 'Please enter the last name.' },
      { path: 'checkinInput/privacy_accepted', message: 'Please accept the privacy policy.' },
    ]);
    expect(errors).toEqual({
      [fieldKey('ACCOMPANYING_PERSONS_DATA#1', 'last_name')]: 'Please enter the last name.',
    });
    expect(firstPageWithError(layout, errors)).toBe(1);
  });
});
