// A change of the model in the staff member's words, not a JSON path:
// "Price of “Alpine spa”", "Greeting (welcome page)", "Popup “info-winter”".
import type { TFunction } from 'i18next';
import { pathKeys } from '../../lib/model-merge.ts';

type Json = unknown;

/** The form labels of a content entry's fields (the entry editor's). */
const ITEM_FIELDS: Record<string, string> = {
  title: 'items.title',
  description: 'items.description',
  price: 'items.price',
  address: 'items.address',
  geo: 'items.address',
  openingHours: 'items.hours',
  contact: 'items.contact',
};
const WELCOME_FIELDS: Record<string, string> = {
  greeting: 'content.greeting',
  text: 'content.text',
  welcome_image: 'content.image',
};

const at = (root: Json, keys: readonly (string | number)[]): Json =>
  keys.reduce<Json>(
    (node, key) =>
      node !== null && typeof node === 'object'
        ? (node as Record<string | number, Json>)[key]
        : undefined,
    root,
  );

const titleOf = (node: Json): string => {
  const record = (node ?? {}) as { title?: unknown; id?: unknown };
  return typeof record.title === 'string' && record.title ? record.title : String(record.id ?? '');
};

/** One changed path of `model` in words (the model that has the path, for titles). */
export function changeWords(path: string, model: Json, t: TFunction): string {
  const keys = pathKeys(path);
  const [first, second, third, fourth, fifth, sixth] = keys;
  const label = (key: string | undefined, fallback: string) =>
    key ? t(key as 'items.title') : fallback;
  if (first === 'welcome' && second === 'top' && typeof third === 'string') {
    return t('merge.welcomePart', { field: label(WELCOME_FIELDS[third], third) });
  }
  if (first === 'welcome' && second === 'popups') {
    const popup = at(model, keys.slice(0, 4)) as { id?: string } | undefined;
    return t('merge.popup', { id: popup?.id ?? String(fourth ?? '') });
  }
  if (first === 'branding') return t('merge.colours');
  if (first === 'contact' || first === 'address') return t('merge.contactPart');
  if (first === 'project_settings' && second === 'staff') return t('merge.quickReplies');
  if (first === 'discover' && second === 'topics' && typeof third === 'number') {
    const topic = at(model, ['discover', 'topics', third]);
    if (fourth === 'items' && typeof fifth === 'number') {
      const entry = at(model, ['discover', 'topics', third, 'items', fifth]);
      const field = typeof sixth === 'string' ? label(ITEM_FIELDS[sixth], sixth) : t('items.item');
      return t('merge.inEntry', { field, entry: titleOf(entry) });
    }
    const field =
      typeof fourth === 'string' ? label(ITEM_FIELDS[fourth], fourth) : t('items.topic');
    return t('merge.inTopic', { field, topic: titleOf(topic) });
  }
  return t('merge.field', { path });
}

/** Several paths in words, each named once (the fields of an entry's address are one). */
export function changesInWords(paths: readonly string[], model: Json, t: TFunction): string {
  return [...new Set(paths.map((p) => changeWords(p, model, t)))].join(', ');
}
