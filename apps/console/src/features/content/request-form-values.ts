// A guest-service request form (docs/project-model.md "Request forms") as
// the console edits it: title, description, icon, the fields (label, type,
// required, hint, bounds, choices) and when the service takes place for the
// cancelling deadline. Ids never change once published — staff read sent
// requests by them — so a new field or choice gets one from its label, and
// an edited choice keeps its value when its label is the one it had.
import { GuestServicesSchema, REQUEST_FIELD_TYPES, type RequestFieldType } from '@hospes/domain';
import type { ModelJson } from '../../lib/content-api.ts';
import { slugId } from './slug-id.ts';

type Json = Record<string, unknown>;
const record = (v: unknown): Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : {};
const list = (v: unknown): Json[] => (Array.isArray(v) ? v.map(record) : []);
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' ? String(v) : '');

/** The icons of the app's set that suit a service (the app draws them). */
export const SERVICE_ICONS = [
  'bell',
  'towel',
  'clock',
  'car',
  'utensils',
  'bed',
  'calendar',
  'chat',
  'info',
  'shop',
  'sun',
  'heart',
] as const;

export interface RequestFieldValues {
  id: string;
  label: string;
  type: RequestFieldType;
  required: boolean;
  description: string;
  min: string;
  max: string;
  /** select: one choice per line. */
  choices: string;
}

export interface RequestFormValues {
  title: string;
  description: string;
  icon: string;
  cancellationHours: string;
  startDate: string;
  startTime: string;
  fields: RequestFieldValues[];
}

export function requestFormsOf(model: ModelJson): { id: string; title: string }[] {
  return list(record(model.guest_services).forms).map((f) => ({
    id: text(f.id),
    title: text(f.title),
  }));
}

export function findRequestForm(model: ModelJson, id: string): Json | undefined {
  return list(record(model.guest_services).forms).find((f) => f.id === id);
}

export function requestFormValues(form: Json): RequestFormValues {
  const start = record(form.start);
  return {
    title: text(form.title),
    description: text(form.description),
    icon: text(form.icon),
    cancellationHours: num(form.cancellation_deadline_hours),
    startDate: text(start.date_field),
    startTime: text(start.time_field),
    fields: list(form.fields).map((f) => ({
      id: text(f.id),
      label: text(f.label),
      type: (REQUEST_FIELD_TYPES as readonly string[]).includes(text(f.type))
        ? (f.type as RequestFieldType)
        : 'text',
      required: f.required === true,
      description: text(f.description),
      min: num(f.min),
      max: num(f.max),
      choices: list(f.options)
        .map((o) => text(o.label))
        .join('\n'),
    })),
  };
}

function setText(target: Json, key: string, value: string) {
  if (value.trim()) target[key] = value.trim();
  else delete target[key];
}

function setNumber(target: Json, key: string, typed: string) {
  const cleaned = typed.trim().replace(',', '.');
  if (cleaned === '') delete target[key];
  else target[key] = Number(cleaned);
}

/** A select's choices from its lines: a label it had keeps its value. */
function choicesOf(lines: string, before: Json[]): Json[] {
  const byLabel = new Map(before.map((o) => [text(o.label), o]));
  const taken = before.map((o) => text(o.value));
  return lines
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((label) => {
      const own = byLabel.get(label);
      if (own) return own;
      const value = slugId(label, taken, { fallback: 'choice' });
      taken.push(value);
      return { value, label };
    });
}

/** A new field's id from its label: lower-case letters, digits and _, a letter first. */
function fieldId(label: string, taken: string[]): string {
  const id = slugId(label, taken, { fallback: 'field', separator: '_' });
  return /^[a-z]/.test(id) ? id : slugId(`f_${id}`, taken, { fallback: 'field', separator: '_' });
}

/** The fields' ids as they are published: its own, or a new field's from its label. */
export function publishedFieldIds(fields: readonly RequestFieldValues[]): string[] {
  const taken = fields.map((f) => f.id).filter(Boolean);
  return fields.map((f) => {
    if (f.id) return f.id;
    const id = fieldId(f.label, taken);
    taken.push(id);
    return id;
  });
}

/** The form with the values (what the editor does not show — defaults, lengths — stays). */
export function withRequestFormValues(form: Json, values: RequestFormValues): Json {
  const next: Json = { ...form, title: values.title.trim() };
  setText(next, 'description', values.description);
  setText(next, 'icon', values.icon);
  setNumber(next, 'cancellation_deadline_hours', values.cancellationHours);
  // A start field must be one of the form's fields of its kind (a removed one is forgotten).
  const ids = publishedFieldIds(values.fields);
  const ofType = (id: string, type: RequestFieldType) =>
    values.fields.some((f, i) => ids[i] === id && f.type === type) ? id : '';
  const start: Json = { ...record(form.start) };
  setText(start, 'date_field', ofType(values.startDate, 'date'));
  setText(start, 'time_field', ofType(values.startTime, 'time'));
  if (Object.keys(start).length > 0) next.start = start;
  else delete next.start;
  const before = new Map(list(form.fields).map((f) => [text(f.id), f]));
  next.fields = values.fields.map((f, i) => {
    const own = before.get(f.id) ?? {};
    const id = ids[i]!;
    const field: Json = { ...own, id, type: f.type, label: f.label.trim() };
    if (f.required) field.required = true;
    else delete field.required;
    setText(field, 'description', f.description);
    if (f.type === 'number') {
      setNumber(field, 'min', f.min);
      setNumber(field, 'max', f.max);
    } else {
      delete field.min;
      delete field.max;
    }
    if (f.type === 'select') {
      field.options = choicesOf(f.choices, list(own.options));
      const values = (field.options as Json[]).map((o) => o.value);
      if (field.default !== undefined && !values.includes(field.default)) delete field.default;
    } else {
      delete field.options;
      if (own.type !== f.type) delete field.default;
    }
    return field;
  });
  return next;
}

export function withRequestForm(model: ModelJson, form: Json): ModelJson {
  const services = record(model.guest_services);
  const forms = list(services.forms);
  return {
    ...model,
    guest_services: {
      ...services,
      forms: forms.some((f) => f.id === form.id)
        ? forms.map((f) => (f.id === form.id ? form : f))
        : [...forms, form],
    },
  };
}

export function newRequestFormId(model: ModelJson, title: string): string {
  return slugId(
    title,
    requestFormsOf(model).map((f) => f.id),
    { fallback: 'request', maxLength: 60 },
  );
}

/**
 * The problems of the request forms the model would publish, on the
 * editor's fields (`fields.2.label`, `title` …); none when they are valid.
 */
export function requestFormProblems(model: ModelJson, formId: string): string[] {
  const parsed = GuestServicesSchema.safeParse(model.guest_services);
  if (parsed.success) return [];
  const index = list(record(model.guest_services).forms).findIndex((f) => f.id === formId);
  return parsed.error.issues.flatMap((issue) => {
    const [head, at, key, n, leaf] = issue.path.map(String);
    if (head !== 'forms' || Number(at) !== index) return [];
    if (key === 'fields' && n !== undefined) {
      if (leaf === 'options') return [`fields.${n}.choices`];
      if (leaf === 'min' || leaf === 'max') return [`fields.${n}.${leaf}`];
      return [`fields.${n}.label`];
    }
    if (key === 'fields') return ['fieldList'];
    if (key === 'description') return ['description'];
    if (key === 'cancellation_deadline_hours') return ['cancellationHours'];
    return ['title'];
  });
}
