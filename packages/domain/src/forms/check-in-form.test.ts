import { describe, expect, it } from 'vitest';
import { ACCOMPANYING_PERSONS_MAX_DEFAULT } from '../constants.ts';
import {
  FORM_SECTION_TYPES,
  FormSectionSchema,
  accompanyingPersonsCount,
  prefillCountry,
  sectionsToRender,
  submitCountry,
  submitFieldValue,
  type FormSection,
} from './check-in-form.ts';

const section = (type: string, extra: Partial<FormSection> = {}): FormSection => ({
  type,
  fields: [],
  ...extra,
});
const ALL = FORM_SECTION_TYPES.map((t) => section(t));
const types = (list: readonly FormSection[]): string[] => list.map((s) => s.type);

describe('spec §3 check-in form sections', () => {
  it('knows the seven section types', () => {
    expect(FORM_SECTION_TYPES).toEqual([
      'SIGNATURE',
      'ARRIVAL_DEPARTURE',
      'MAIN_GUEST_PERSONAL_INFORMATION',
      'MAIN_GUEST_ADDRESS',
      'MAIN_GUEST_DOCUMENT',
      'MAIN_GUEST_CONTACT',
      'ACCOMPANYING_PERSONS_DATA',
    ]);
  });

  it('parses a section with fields, page index and repeat settings, keeping unknown keys', () => {
    const parsed = FormSectionSchema.parse({
      type: 'ACCOMPANYING_PERSONS_DATA',
      fields: [{ type: 'FIRSTNAME', name: 'first_name', required: true, label: 'First name' }],
      page_index: 2,
      repeatable: true,
      repeat_max: 4,
      title: 'Companions',
    });
    expect(parsed.fields[0]?.type).toBe('FIRSTNAME');
    expect(parsed).toMatchObject({ repeat_max: 4, title: 'Companions' });
  });

  it('rejects a section without type or fields', () => {
    expect(FormSectionSchema.safeParse({ fields: [] }).success).toBe(false);
    expect(FormSectionSchema.safeParse({ type: 'SIGNATURE' }).success).toBe(false);
    expect(FormSectionSchema.safeParse({ type: 'X', fields: [], page_index: -1 }).success).toBe(
      false,
    );
    expect(FormSectionSchema.safeParse({ type: '', fields: [] }).success).toBe(false);
    expect(FormSectionSchema.safeParse({ type: 'X', fields: [{ type: '' }] }).success).toBe(false);
  });
});

describe('spec §5 signature section skipped unless allowed', () => {
  it('keeps it when signing is allowed', () => {
    expect(types(sectionsToRender(ALL, { signatureAllowed: true, guestsCount: 2 }))).toContain(
      'SIGNATURE',
    );
  });

  it('skips it when signing is not allowed, keeping every other section in order', () => {
    expect(types(sectionsToRender(ALL, { signatureAllowed: false, guestsCount: 2 }))).toEqual(
      FORM_SECTION_TYPES.filter((t) => t !== 'SIGNATURE'),
    );
  });
});

describe('spec §5 accompanying-persons section skipped when the guest count is 1', () => {
  const render = (guestsCount: number | null | undefined, repeat_max?: number) =>
    types(
      sectionsToRender(
        [section('MAIN_GUEST_CONTACT'), section('ACCOMPANYING_PERSONS_DATA', { repeat_max })],
        {
          signatureAllowed: true,
          guestsCount,
        },
      ),
    );

  it('skips it for 1 guest', () => {
    expect(render(1)).toEqual(['MAIN_GUEST_CONTACT']);
  });

  it('keeps it for 2 guests', () => {
    expect(render(2)).toEqual(['MAIN_GUEST_CONTACT', 'ACCOMPANYING_PERSONS_DATA']);
  });

  it('skips it when the guest count is 0 or missing (main guest only)', () => {
    expect(render(0)).toEqual(['MAIN_GUEST_CONTACT']);
    expect(render(undefined)).toEqual(['MAIN_GUEST_CONTACT']);
    expect(render(null)).toEqual(['MAIN_GUEST_CONTACT']);
  });
});

describe('spec §4/§9 accompanying persons = guests_count − 1, capped at repeat_max or 20', () => {
  it('is guests_count − 1', () => {
    expect(accompanyingPersonsCount(1)).toBe(0);
    expect(accompanyingPersonsCount(2)).toBe(1);
    expect(accompanyingPersonsCount(4)).toBe(3);
  });

  it('is capped at repeat_max', () => {
    expect(accompanyingPersonsCount(4, 2)).toBe(2);
    expect(accompanyingPersonsCount(3, 2)).toBe(2);
    expect(accompanyingPersonsCount(2, 2)).toBe(1);
    expect(accompanyingPersonsCount(5, 1)).toBe(1);
    expect(accompanyingPersonsCount(5, 2.9)).toBe(2);
    expect(accompanyingPersonsCount(3.9)).toBe(2);
  });

  it('is capped at 20 without repeat_max (or with 0)', () => {
    expect(ACCOMPANYING_PERSONS_MAX_DEFAULT).toBe(20);
    expect(accompanyingPersonsCount(21)).toBe(20);
    expect(accompanyingPersonsCount(22)).toBe(20);
    expect(accompanyingPersonsCount(50, 0)).toBe(20);
    expect(accompanyingPersonsCount(50, null)).toBe(20);
    expect(accompanyingPersonsCount(50, 30)).toBe(30);
  });

  it('is never negative, and 0 for a missing or broken count', () => {
    expect(accompanyingPersonsCount(0)).toBe(0);
    expect(accompanyingPersonsCount(-3)).toBe(0);
    expect(accompanyingPersonsCount(undefined)).toBe(0);
    expect(accompanyingPersonsCount(Number.NaN)).toBe(0);
  });
});

describe('spec §3/§5 country values: lower-cased for prefill, upper-cased when submitting', () => {
  it('lower-cases for prefill', () => {
    expect(prefillCountry('AT')).toBe('at');
    expect(prefillCountry(' De ')).toBe('de');
    expect(prefillCountry(undefined)).toBe('');
  });

  it('upper-cases for the check-in input', () => {
    expect(submitCountry('at')).toBe('AT');
    expect(submitCountry(' at ')).toBe('AT');
    expect(submitCountry(null)).toBe('');
  });

  it('upper-cases only fields of type COUNTRY', () => {
    expect(submitFieldValue('COUNTRY', 'at')).toBe('AT');
    expect(submitFieldValue('LASTNAME', 'van der Berg')).toBe('van der Berg');
    expect(submitFieldValue('COUNTRY', 42)).toBe(42);
  });
});
