// The check-in form as the web renders it: the server's `formSections` turned
// into section instances on pages, their starting values and the input the
// checkin call takes. Every rule comes from the domain (which sections show,
// how many accompanying persons, prefill, country case, field checks).
import {
  accompanyingPersonsCount,
  checkinFieldInput,
  PREFILL_KEYS,
  prefillCountry,
  prefillValue,
  sectionsToRender,
  submitFieldValue,
  validateCheckinSections,
  type CheckinFormResponse,
  type CheckinFormSection,
  type CheckinSectionInput,
  type PrefillKey,
  type PrefillSource,
} from '@hospes/domain';

/** One rendered section: accompanying persons appear once per person. */
export interface SectionInstance {
  /** Unique key of the instance, e.g. `MAIN_GUEST_ADDRESS` or `ACCOMPANYING_PERSONS_DATA#1`. */
  key: string;
  section: CheckinFormSection;
  /** 0-based number of the accompanying person; null for the other sections. */
  person: number | null;
  /** The page the section is on (`page_index`, default 0). */
  page: number;
}

export interface FormLayout {
  instances: SectionInstance[];
  /** The pages in order (the distinct `page_index` values, ascending). */
  pages: number[];
}

/** Values of the form: instance key → field name → value as typed (countries lower-cased). */
export type FormValues = Record<string, Record<string, string>>;

/** Problems of the form: `instanceKey/fieldName` → the domain's English message. */
export type FormErrors = Record<string, string>;

export const fieldKey = (instanceKey: string, fieldName: string) => `${instanceKey}/${fieldName}`;

const ACCOMPANYING = 'ACCOMPANYING_PERSONS_DATA';

/**
 * spec §3/§5: the sections of a delivered form in their order — SIGNATURE only
 * when allowed, accompanying persons repeated guests_count − 1 times (capped
 * at repeat_max or 20) — grouped by `page_index` into the steps of the form.
 */
export function formLayout(form: CheckinFormResponse): FormLayout {
  const shown = sectionsToRender(form.formSections, {
    signatureAllowed: form.signature,
    guestsCount: form.guests_count,
  });
  const instances: SectionInstance[] = [];
  for (const section of shown) {
    const page = section.page_index ?? 0;
    if (section.type === ACCOMPANYING) {
      const count = accompanyingPersonsCount(form.guests_count, section.repeat_max);
      for (let person = 0; person < count; person++) {
        instances.push({ key: `${ACCOMPANYING}#${person + 1}`, section, person, page });
      }
    } else {
      instances.push({ key: section.type, section, person: null, page });
    }
  }
  const pages = [...new Set(instances.map((i) => i.page))].sort((a, b) => a - b);
  return { instances, pages };
}

const isPrefillKey = (type: string): type is PrefillKey =>
  (PREFILL_KEYS as readonly string[]).includes(type);

/**
 * spec §3/§5 prefill: the starting values of the main guest's and the stay's
 * fields from the guest's profile and stay (`prefillValue`, the project's
 * `prefill_options`); country values lower-cased. Accompanying persons start
 * empty: the profile is the main guest's.
 */
export function prefilledValues(
  layout: FormLayout,
  source: PrefillSource,
  prefillOptions?: Readonly<Record<string, string>> | null,
): FormValues {
  const values: FormValues = {};
  for (const instance of layout.instances) {
    const fields: Record<string, string> = {};
    for (const field of instance.section.fields) {
      let value = '';
      if (instance.person === null && isPrefillKey(field.type)) {
        value = prefillValue(field.type, source, prefillOptions) ?? '';
      }
      fields[field.name] =
        checkinFieldInput(field.type) === 'country' ? prefillCountry(value) : value;
    }
    values[instance.key] = fields;
  }
  return values;
}

/**
 * The sections of the checkin input (spec §3): one per instance, in order;
 * each field's value trimmed, COUNTRY values upper-cased (`submitFieldValue`),
 * empty values null.
 */
export function sectionsInput(layout: FormLayout, values: FormValues): CheckinSectionInput[] {
  return layout.instances.map((instance) => {
    const fields: Record<string, string | null> = {};
    for (const field of instance.section.fields) {
      const raw = (values[instance.key]?.[field.name] ?? '').trim();
      fields[field.name] = raw === '' ? null : String(submitFieldValue(field.type, raw));
    }
    return { type: instance.section.type, fields } as CheckinSectionInput;
  });
}

/**
 * Checks the whole form with the rules the server applies
 * (`validateCheckinSections`) and returns the problems by field. `today` is
 * the project's calendar date (dates of birth lie before it).
 */
export function validateForm(
  form: CheckinFormResponse,
  layout: FormLayout,
  values: FormValues,
  today: string,
): FormErrors {
  const result = validateCheckinSections(sectionsInput(layout, values), {
    formSections: form.formSections,
    guestsCount: form.guests_count,
    signatureAllowed: form.signature,
    today,
  });
  if (result.success) return {};
  const errors: FormErrors = {};
  for (const issue of result.issues) {
    const [index, , name] = issue.path;
    const instance = typeof index === 'number' ? layout.instances[index] : undefined;
    if (instance && typeof name === 'string') {
      errors[fieldKey(instance.key, name)] ??= issue.message;
    }
  }
  return errors;
}

/**
 * The problems the server named (400 `issues` with paths like
 * `checkinInput/sections/2/fields/first_name`), by field of the form.
 */
export function serverErrors(
  layout: FormLayout,
  issues: readonly { path: string; message: string }[],
): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const match = /sections\/(\d+)\/fields\/([a-z][a-z0-9_]*)/.exec(issue.path);
    const instance = match ? layout.instances[Number(match[1])] : undefined;
    if (instance && match?.[2]) errors[fieldKey(instance.key, match[2])] ??= issue.message;
  }
  return errors;
}

/** The page of the first field with a problem, in form order; null when none. */
export function firstPageWithError(layout: FormLayout, errors: FormErrors): number | null {
  for (const instance of layout.instances) {
    if (instance.section.fields.some((f) => errors[fieldKey(instance.key, f.name)])) {
      return instance.page;
    }
  }
  return null;
}

/** The errors of the fields on one page, in form order. */
export function pageErrors(
  layout: FormLayout,
  errors: FormErrors,
  page: number,
): {
  key: string;
  instance: SectionInstance;
  fieldName: string;
  fieldType: string;
  message: string;
}[] {
  return layout.instances
    .filter((instance) => instance.page === page)
    .flatMap((instance) =>
      instance.section.fields.flatMap((field) => {
        const key = fieldKey(instance.key, field.name);
        const message = errors[key];
        return message
          ? [{ key, instance, fieldName: field.name, fieldType: field.type, message }]
          : [];
      }),
    );
}

/** Only the errors of fields on the given page. */
export function errorsOnPage(layout: FormLayout, errors: FormErrors, page: number): FormErrors {
  return Object.fromEntries(pageErrors(layout, errors, page).map((e) => [e.key, e.message]));
}
