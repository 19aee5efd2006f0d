// spec §3/§5: a filled-in check-in form checked against the project's form
// definition — the same rules in the web form and on the server.
import { z } from 'zod';
import {
  accompanyingPersonsCount,
  FormFieldSchema,
  FormSectionSchema,
  sectionsToRender,
} from '../forms/check-in-form.ts';
import { checkinFieldSchema, type CheckinFieldContext } from './checkin-fields.ts';
import type { CheckinSectionInput } from './checkin-input.ts';

/** A field of a delivered check-in form: `name` is the key of its value in the input. */
export const CheckinFormFieldSchema = FormFieldSchema.extend({
  name: z.string().regex(/^[a-z][a-z0-9_]{0,49}$/, 'Expected a field name'),
});
export type CheckinFormField = z.infer<typeof CheckinFormFieldSchema>;

/** A section of a delivered check-in form (spec §3 `formSections`) whose fields have names. */
export const CheckinFormSectionSchema = FormSectionSchema.extend({
  fields: z.array(CheckinFormFieldSchema),
});
export type CheckinFormSection = z.infer<typeof CheckinFormSectionSchema>;

/** What decides how a check-in form must be filled in. */
export interface CheckinFormRules extends CheckinFieldContext {
  formSections: readonly CheckinFormSection[];
  /** The reservation's guest count (spec §3 extras `guests_count`). */
  guestsCount: number | null | undefined;
  /** Whether the SIGNATURE section is part of the form. */
  signatureAllowed: boolean;
}

/** One problem of a filled-in form; `path` is relative to the sections array. */
export interface CheckinFormIssue {
  path: (string | number)[];
  message: string;
}

/** A valid form's values: sections in input order, fields trimmed, empty ones left out. */
export interface CheckedCheckinSection {
  type: string;
  fields: Record<string, string>;
}

export type CheckinFormResult =
  | { success: true; sections: CheckedCheckinSection[] }
  | { success: false; issues: CheckinFormIssue[] };

/** spec §5 (stay rule, same text): departure after arrival. */
export const DEPARTURE_BEFORE_ARRIVAL_MESSAGE = 'Departure date must be after arrival date.';

function checkSection(
  definition: CheckinFormSection,
  input: CheckinSectionInput,
  index: number,
  rules: CheckinFormRules,
  issues: CheckinFormIssue[],
): CheckedCheckinSection {
  const fields: Record<string, string> = {};
  const known = new Set(definition.fields.map((f) => f.name));
  for (const name of Object.keys(input.fields)) {
    if (!known.has(name)) {
      issues.push({
        path: [index, 'fields', name],
        message: 'This field is not part of the form.',
      });
    }
  }
  for (const field of definition.fields) {
    const value: unknown = (input.fields as Record<string, unknown>)[field.name];
    const parsed = checkinFieldSchema(field, rules).safeParse(value);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Invalid value.';
      issues.push({ path: [index, 'fields', field.name], message });
    } else if (parsed.data !== undefined) {
      fields[field.name] = parsed.data;
    }
  }
  const arrival = definition.fields.find((f) => f.type === 'DATEOFARRIVAL')?.name;
  const departure = definition.fields.find((f) => f.type === 'DATEOFDEPARTURE')?.name;
  const [from, to] = [arrival && fields[arrival], departure && fields[departure]];
  if (departure && from && to && to <= from) {
    issues.push({ path: [index, 'fields', departure], message: DEPARTURE_BEFORE_ARRIVAL_MESSAGE });
  }
  return { type: input.type, fields };
}

/**
 * spec §3/§5: checks the sections of a check-in input against the form —
 * every section the form shows (`sectionsToRender`: SIGNATURE only when
 * allowed, accompanying persons only with more than one guest) appears once,
 * except ACCOMPANYING_PERSONS_DATA, which appears up to
 * `accompanyingPersonsCount` times (fewer is fine: not every companion may
 * need registering); each field passes `checkinFieldSchema`; a section or
 * field the form lacks is an error; departure lies after arrival. Returns the
 * trimmed values, or every issue with its path (index, 'fields', name).
 */
export function validateCheckinSections(
  input: readonly CheckinSectionInput[],
  rules: CheckinFormRules,
): CheckinFormResult {
  const issues: CheckinFormIssue[] = [];
  const shown = sectionsToRender(rules.formSections, rules);
  const byType = new Map(shown.map((s) => [s.type, s]));
  const sections: CheckedCheckinSection[] = [];
  input.forEach((section, index) => {
    const definition = byType.get(section.type);
    if (!definition) {
      issues.push({ path: [index, 'type'], message: 'This section is not part of the form.' });
      return;
    }
    sections.push(checkSection(definition, section, index, rules, issues));
  });
  for (const definition of shown) {
    const count = input.filter((s) => s.type === definition.type).length;
    if (definition.type === 'ACCOMPANYING_PERSONS_DATA') {
      const max = accompanyingPersonsCount(rules.guestsCount, definition.repeat_max);
      if (count > max) {
        issues.push({
          path: [],
          message: `At most ${max} accompanying persons can be registered.`,
        });
      }
    } else if (count !== 1) {
      const message =
        count === 0
          ? `The section ${definition.type} is missing.`
          : `The section ${definition.type} appears more than once.`;
      issues.push({ path: [], message });
    }
  }
  return issues.length > 0 ? { success: false, issues } : { success: true, sections };
}

/** The data of one guest (spec §3 "Guest (check-in)") taken from the form. */
export interface CheckinGuest {
  [field: string]: string | Record<string, string> | undefined;
  address?: Record<string, string>;
  document?: Record<string, string>;
}

/** A checked form as the property system and the registration form read it. */
export interface CheckinGuestData {
  /** The ARRIVAL_DEPARTURE fields, e.g. `date_of_arrival`, `date_of_departure`. */
  stay: Record<string, string>;
  main: CheckinGuest;
  accompanying: CheckinGuest[];
  /** The signature's data URL, when the form had one. */
  signature?: string;
}

/**
 * spec §3 "Guest (check-in)": groups a checked form's values by guest — the
 * personal information and contact fields at the top of the main guest, the
 * address fields under `address`, the document fields under `document`, one
 * guest per accompanying-persons section, the arrival/departure fields as
 * `stay` and the SIGNATURE section's value as `signature`.
 */
export function checkinGuestData(sections: readonly CheckedCheckinSection[]): CheckinGuestData {
  const data: CheckinGuestData = { stay: {}, main: {}, accompanying: [] };
  for (const { type, fields } of sections) {
    if (type === 'ARRIVAL_DEPARTURE') Object.assign(data.stay, fields);
    else if (type === 'MAIN_GUEST_ADDRESS') data.main.address = { ...data.main.address, ...fields };
    else if (type === 'MAIN_GUEST_DOCUMENT')
      data.main.document = { ...data.main.document, ...fields };
    else if (type === 'ACCOMPANYING_PERSONS_DATA') data.accompanying.push({ ...fields });
    else if (type === 'SIGNATURE') {
      const value = Object.values(fields)[0];
      if (value) data.signature = value;
    } else Object.assign(data.main, fields);
  }
  return data;
}
