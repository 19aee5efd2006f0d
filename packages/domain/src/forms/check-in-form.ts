import { z } from 'zod';
import { ACCOMPANYING_PERSONS_MAX_DEFAULT } from '../constants.ts';

/** spec §3 check-in form section types. */
export const FORM_SECTION_TYPES = [
  'SIGNATURE',
  'ARRIVAL_DEPARTURE',
  'MAIN_GUEST_PERSONAL_INFORMATION',
  'MAIN_GUEST_ADDRESS',
  'MAIN_GUEST_DOCUMENT',
  'MAIN_GUEST_CONTACT',
  'ACCOMPANYING_PERSONS_DATA',
] as const;
export type FormSectionType = (typeof FORM_SECTION_TYPES)[number];

/** spec §3/§5: the field type whose values are country codes. */
export const COUNTRY_FIELD_TYPE = 'COUNTRY';

/**
 * spec §3 a field of a check-in form section. Field types include
 * DATEOFARRIVAL, DATEOFDEPARTURE, FIRSTNAME, LASTNAME, DATEOFBIRTH and
 * COUNTRY; the property system may send others, so any non-empty type
 * parses, and unknown keys (labels, options …) are kept.
 */
export const FormFieldSchema = z.looseObject({
  type: z.string().min(1),
  name: z.string().optional(),
  required: z.boolean().optional(),
  label: z.string().optional(),
});
export type FormField = z.infer<typeof FormFieldSchema>;

/**
 * spec §3 a section of the check-in form (`formSections`): its type (one of
 * {@link FORM_SECTION_TYPES}, others tolerated), fields, the page it is on,
 * and whether it repeats (accompanying persons) up to `repeat_max` times.
 */
export const FormSectionSchema = z.looseObject({
  type: z.string().min(1),
  fields: z.array(FormFieldSchema),
  page_index: z.number().int().nonnegative().optional(),
  repeatable: z.boolean().optional(),
  repeat_max: z.number().int().nonnegative().optional(),
});
export type FormSection = z.infer<typeof FormSectionSchema>;

/**
 * spec §4/§9: how many accompanying persons the check-in form asks for —
 * guests_count − 1, capped at `repeat_max`, or at 20 when `repeat_max` is
 * not a positive number (0 counts as unset, as in the original `|| 20`).
 * Never negative; a missing or broken guest count means the main guest only.
 */
export function accompanyingPersonsCount(
  guestsCount: number | null | undefined,
  repeatMax?: number | null,
): number {
  const guests = Number.isFinite(guestsCount) ? Math.floor(guestsCount as number) : 1;
  const cap =
    Number.isFinite(repeatMax) && (repeatMax as number) >= 1
      ? Math.floor(repeatMax as number)
      : ACCOMPANYING_PERSONS_MAX_DEFAULT;
  return Math.max(0, Math.min(guests - 1, cap));
}

/** What decides which sections of the check-in form show. */
export interface SectionsToRenderOptions {
  /** Whether signing is allowed for this check-in. */
  signatureAllowed: boolean;
  /** The reservation's `guests_count` (extras); missing = the main guest only. */
  guestsCount: number | null | undefined;
}

/**
 * spec §3/§5 check-in form: the sections to render, in their given order —
 * the SIGNATURE section is skipped unless signing is allowed, and the
 * ACCOMPANYING_PERSONS_DATA section is skipped when nobody accompanies the
 * main guest (guest count 1, or missing). Render an accompanying-persons
 * section {@link accompanyingPersonsCount} times.
 */
export function sectionsToRender<S extends Pick<FormSection, 'type' | 'repeat_max'>>(
  formSections: readonly S[],
  options: SectionsToRenderOptions,
): S[] {
  return formSections.filter((section) => {
    if (section.type === 'SIGNATURE') return options.signatureAllowed;
    if (section.type === 'ACCOMPANYING_PERSONS_DATA') {
      return accompanyingPersonsCount(options.guestsCount, section.repeat_max) > 0;
    }
    return true;
  });
}

/**
 * spec §5 check-in prefill: country values are lower-cased for the form
 * (the country options are keyed in lower case), e.g. 'AT' → 'at'.
 */
export function prefillCountry(value: string | null | undefined): string {
  return (value ?? '').trim().toLowerCase();
}

/** spec §3 check-in input: country values are sent upper-cased, e.g. 'at' → 'AT'. */
export function submitCountry(value: string | null | undefined): string {
  return (value ?? '').trim().toUpperCase();
}

/**
 * spec §3 check-in input: the value of one field as it is sent — upper-cased
 * when the field type is COUNTRY, any other value unchanged.
 */
export function submitFieldValue<T>(fieldType: string, value: T): T | string {
  return fieldType === COUNTRY_FIELD_TYPE && typeof value === 'string'
    ? submitCountry(value)
    : value;
}
