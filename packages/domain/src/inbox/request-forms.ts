import { z } from 'zod';
import { LangSchema } from '../languages.ts';
import { zonedTimeToEpoch } from '../time/zoned.ts';

/**
 * Guest-service request forms (spec §2 /guestservices, §4 request
 * statuses): defined per project in the model's `guest_services`, validated
 * by the same schema in the app and on the server (docs/project-model.md).
 */

/** The kinds of field a request form may have. */
export const REQUEST_FIELD_TYPES = [
  'text',
  'textarea',
  'number',
  'date',
  'time',
  'select',
  'checkbox',
] as const;
export type RequestFieldType = (typeof REQUEST_FIELD_TYPES)[number];

const FieldIdSchema = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,39}$/, 'Expected a field id of lower-case letters, digits and _');

export const RequestFieldSchema = z.looseObject({
  id: FieldIdSchema,
  type: z.enum(REQUEST_FIELD_TYPES),
  label: z.string().trim().min(1).max(200),
  required: z.boolean().optional(),
  /** Hint under the field. */
  description: z.string().max(500).optional(),
  /** number: bounds (inclusive). */
  min: z.number().int().optional(),
  max: z.number().int().optional(),
  /** text and textarea: most characters (default 200 and 2,000). */
  max_length: z.number().int().min(1).max(2000).optional(),
  /** select: the choices. */
  options: z
    .array(z.looseObject({ value: z.string().min(1).max(100), label: z.string().min(1).max(200) }))
    .min(1)
    .optional(),
  /** A value filled in when the form opens (e.g. a number or a choice). */
  default: z.union([z.string(), z.number(), z.boolean()]).optional(),
});
export type RequestField = z.infer<typeof RequestFieldSchema>;

export const RequestFormSchema = z.looseObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'Expected a form id such as late-checkout'),
  title: z.string().trim().min(1).max(120),
  description: z.string().max(1000).optional(),
  /** An icon name of the app's icon set. */
  icon: z.string().max(40).optional(),
  fields: z.array(RequestFieldSchema).max(20),
  /**
   * The fields that say when the service takes place (a date field and/or a
   * time field): cancelling closes at that time (spec §4, "once in the past").
   */
  start: z
    .looseObject({ date_field: z.string().optional(), time_field: z.string().optional() })
    .optional(),
  /** spec §4 "past the allowed time": hours before the start that cancelling closes. */
  cancellation_deadline_hours: z.number().min(0).max(720).optional(),
});
export type RequestForm = z.infer<typeof RequestFormSchema>;

/** The model's `guest_services`: the forms a guest can send to the hotel. */
export const GuestServicesSchema = z.looseObject({
  forms: z.array(RequestFormSchema).max(50),
});
export type GuestServices = z.infer<typeof GuestServicesSchema>;

/** A value a guest may enter in a request field. */
export type RequestFieldValue = string | number | boolean;

/** A field of a sent request as the staff read it: the form's label, the choice's label. */
export const RequestEntrySchema = z.object({
  id: z.string(),
  /** The form's label of the field (the field id when the form no longer has it). */
  label: z.string(),
  type: z.enum(REQUEST_FIELD_TYPES).nullable(),
  value: z.union([z.string(), z.number(), z.boolean()]),
  /** select: the chosen option's label. */
  option: z.string().nullable(),
});
export type RequestEntry = z.infer<typeof RequestEntrySchema>;

/**
 * The fields of a request with the labels of its form (in the language the
 * form is read in): the form's order first, then any value the form no
 * longer has, under its id.
 */
export function requestEntries(
  form: RequestForm | undefined,
  fields: Readonly<Record<string, RequestFieldValue>>,
): RequestEntry[] {
  const known = (form?.fields ?? []).filter((f) => fields[f.id] !== undefined);
  const entries: RequestEntry[] = known.map((f) => ({
    id: f.id,
    label: f.label,
    type: f.type,
    value: fields[f.id]!,
    option: f.options?.find((o) => o.value === String(fields[f.id]))?.label ?? null,
  }));
  const ids = new Set(known.map((f) => f.id));
  for (const [id, value] of Object.entries(fields)) {
    if (!ids.has(id)) entries.push({ id, label: id, type: null, value, option: null });
  }
  return entries;
}
export type RequestFields = Record<string, RequestFieldValue>;

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** An empty input ('' or null) counts as not given. */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** The schema of one field's value; optional fields also take '' (left empty). */
function fieldValueSchema(field: RequestField): z.ZodType<RequestFieldValue | undefined> {
  const required = field.required === true;
  const maybe = (schema: z.ZodType<RequestFieldValue>) =>
    z.preprocess(blankToUndefined, required ? schema : schema.optional());
  switch (field.type) {
    case 'text':
    case 'textarea': {
      const max = field.max_length ?? (field.type === 'text' ? 200 : 2000);
      const text = z
        .string('Please fill in this field.')
        .trim()
        .max(max, `At most ${max} characters.`)
        .refine((value) => !required || value !== '', 'Please fill in this field.');
      return required ? text : text.optional();
    }
    case 'number': {
      let number = z.number('Please enter a number.').int('Please enter a whole number.');
      if (field.min !== undefined) number = number.min(field.min, `At least ${field.min}.`);
      if (field.max !== undefined) number = number.max(field.max, `At most ${field.max}.`);
      // An input of type number hands over text: "4" is 4.
      return z.preprocess(
        (value) => {
          const blank = blankToUndefined(value);
          return typeof blank === 'string' && blank.trim() !== '' ? Number(blank) : blank;
        },
        required ? number : number.optional(),
      );
    }
    case 'date':
      return maybe(z.iso.date('Please choose a date.'));
    case 'time':
      return maybe(z.string('Please choose a time.').regex(TIME, 'Please choose a time.'));
    case 'select': {
      const values = (field.options ?? []).map((option) => option.value);
      return maybe(
        z
          .string('Please choose one of the options.')
          .refine((value) => values.includes(value), 'Please choose one of the options.'),
      );
    }
    case 'checkbox':
      return required ? z.literal(true, 'Please confirm this field.') : z.boolean().optional();
  }
}

/**
 * The schema of a form's values: every field of the form with its rules,
 * nothing else (unknown keys are refused so that a guest cannot store
 * arbitrary data). The same schema runs in the form and on the server.
 */
export function requestFieldsSchema(form: RequestForm) {
  const shape: Record<string, z.ZodType<RequestFieldValue | undefined>> = {};
  for (const field of form.fields) shape[field.id] = fieldValueSchema(field);
  return z.strictObject(shape);
}

/** `POST /api/requests/{project}/{userId}`. */
export const GuestRequestBodySchema = z.object({
  formId: z.string().min(1).max(60),
  fields: z.record(
    z.string().max(40),
    z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]),
  ),
  privacyAccepted: z.literal(true, {
    error: 'Please accept the privacy policy to send the form.',
  }),
  /** The language the guest sees; the auto-generated messages use it. */
  lang: LangSchema.optional(),
});
export type GuestRequestBody = z.infer<typeof GuestRequestBodySchema>;

/**
 * When the requested service takes place (spec §4 cancellation): the form's
 * date field plus its time field (00:00 without one) in the project's time
 * zone, as epoch ms; null when the form names no date or it was left empty.
 * A form with only a time field (a wake-up call) has no date: null.
 */
export function requestStartEpoch(
  form: RequestForm,
  fields: RequestFields,
  timeZone: string,
): number | null {
  const dateField = form.start?.date_field;
  if (!dateField) return null;
  const date = fields[dateField];
  if (typeof date !== 'string' || date === '') return null;
  const timeField = form.start?.time_field;
  const time = timeField ? fields[timeField] : undefined;
  const clock = typeof time === 'string' && TIME.test(time) ? time : '00:00';
  try {
    return zonedTimeToEpoch(`${date}T${clock}`, timeZone);
  } catch {
    return null;
  }
}
