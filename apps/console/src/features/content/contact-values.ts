// The contact block and the custom popups of a model as the form edits
// them, and back; what the form does not show stays as it is.
import type { ModelJson } from '../../lib/content-api.ts';

type Json = Record<string, unknown>;
const record = (v: unknown): Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : {};
const text = (v: unknown) => (typeof v === 'string' ? v : '');

export const CONTACT_FIELDS = [
  'company',
  'phone',
  'email',
  'homepage',
  'impressum',
  'privacy',
] as const;
export type ContactValues = Record<(typeof CONTACT_FIELDS)[number], string>;

export interface PopupValues {
  id: string;
  type: string;
  title: string;
  description: string;
  validFrom: string;
  validTo: string;
}

export function contactValues(model: ModelJson): ContactValues {
  const contact = record(model.contact);
  return Object.fromEntries(CONTACT_FIELDS.map((k) => [k, text(contact[k])])) as ContactValues;
}

export function popupValues(model: ModelJson): PopupValues[] {
  const custom = record(record(model.welcome).popups).custom;
  return (Array.isArray(custom) ? custom.map(record) : []).map((p) => ({
    id: text(p.id),
    type: text(p.type),
    title: text(p.title),
    description: text(p.description),
    validFrom: text(p.validFrom),
    validTo: text(p.validTo),
  }));
}

function setText(target: Json, key: string, value: string) {
  if (value.trim()) target[key] = value.trim();
  else delete target[key];
}

export function withContactAndPopups(
  model: ModelJson,
  contact: ContactValues,
  popups: PopupValues[],
): ModelJson {
  const nextContact: Json = { ...record(model.contact) };
  for (const key of CONTACT_FIELDS) setText(nextContact, key, contact[key]);
  const welcome = record(model.welcome);
  const popupBlock = record(welcome.popups);
  const custom = Array.isArray(popupBlock.custom) ? popupBlock.custom.map(record) : [];
  const byId = new Map(popups.map((p) => [p.id, p]));
  const nextCustom = custom.map((p) => {
    const values = byId.get(text(p.id));
    if (!values) return p;
    const next: Json = { ...p, title: values.title.trim() };
    for (const key of ['description', 'validFrom', 'validTo'] as const)
      setText(next, key, values[key]);
    return next;
  });
  return {
    ...model,
    contact: nextContact,
    welcome: { ...welcome, popups: { ...popupBlock, custom: nextCustom } },
  };
}
