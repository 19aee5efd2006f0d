// A content item (activity, event, point of interest, directory entry) as
// the item form edits it, and back: only the fields the form shows change;
// everything else of the item stays as it was.
import type { ModelJson } from '../../lib/content-api.ts';
import { slugId } from './slug-id.ts';
import { bookingValues, withBookingValues, type BookingValues } from './booking-values.ts';

type Item = Record<string, unknown>;

export interface ItemValues {
  title: string;
  description: string;
  /** The first picture (the entry's image in lists and at the top of its page). */
  image: string;
  price: string;
  streetAddress: string;
  postalCode: string;
  addressLocality: string;
  latitude: string;
  longitude: string;
  phone: string;
  email: string;
  website: string;
  temporarilyClosed: boolean;
  /**
   * Opening intervals, any number per weekday (split hours: 09:00–12:00 and
   * 15:00–18:00); `day` as text, 0 = Sunday … 6 = Saturday (spec §9).
   */
  hours: { day: string; from: string; to: string }[];
  eventFrom: string;
  eventTo: string;
  eventFromTime: string;
  eventToTime: string;
  booking: BookingValues;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const record = (v: unknown): Item =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Item) : {};

export interface TopicRef {
  id: string;
  title: string;
  items: { id: string; title: string; type: string }[];
}

export function topicsOf(model: ModelJson): TopicRef[] {
  const topics = record(model.discover).topics;
  if (!Array.isArray(topics)) return [];
  return topics.map((t) => {
    const topic = record(t);
    const items = Array.isArray(topic.items) ? topic.items.map(record) : [];
    return {
      id: text(topic.id),
      title: text(topic.title),
      items: items.map((i) => ({ id: text(i.id), title: text(i.title), type: text(i.type) })),
    };
  });
}

export function findItem(model: ModelJson, topicId: string, itemId: string): Item | undefined {
  const topics = record(model.discover).topics;
  if (!Array.isArray(topics)) return undefined;
  const topic = topics.map(record).find((t) => t.id === topicId);
  const items = Array.isArray(topic?.items) ? topic.items.map(record) : [];
  return items.find((i) => i.id === itemId);
}

export function itemValues(item: Item): ItemValues {
  const geo = record(item.geo);
  const contact = record(item.contact);
  const hours = Array.isArray(item.openingHours) ? item.openingHours.map(record) : [];
  const images = Array.isArray(item.images) ? item.images : [];
  return {
    title: text(item.title),
    description: text(item.description),
    image: text(images[0]),
    price: text(item.price),
    streetAddress: text(item.streetAddress),
    postalCode: text(item.postalCode),
    addressLocality: text(item.addressLocality),
    latitude: typeof geo.latitude === 'number' ? String(geo.latitude) : '',
    longitude: typeof geo.longitude === 'number' ? String(geo.longitude) : '',
    phone: text(contact.phone),
    email: text(contact.email),
    website: text(contact.website),
    temporarilyClosed: item.temporarilyClosed === true,
    // Each weekday has at least one interval to fill (empty = closed).
    hours: Array.from({ length: 7 }, (_, day) => {
      const own = hours.filter((h) => h.day === day);
      return own.length > 0
        ? own.map((h) => ({ day: String(day), from: text(h.from), to: text(h.to) }))
        : [{ day: String(day), from: '', to: '' }];
    }).flat(),
    eventFrom: text(item.eventFrom),
    eventTo: text(item.eventTo),
    eventFromTime: text(item.eventFromTime),
    eventToTime: text(item.eventToTime),
    booking: bookingValues(item),
  };
}

function setText(target: Item, key: string, value: string) {
  if (value.trim()) target[key] = value.trim();
  else delete target[key];
}

/** The item with the form's values (the form's fields only). */
export function withItemValues(item: Item, values: ItemValues): Item {
  const next: Item = { ...item, title: values.title.trim() };
  for (const key of [
    'description',
    'price',
    'streetAddress',
    'postalCode',
    'addressLocality',
  ] as const) {
    setText(next, key, values[key]);
  }
  for (const key of ['eventFrom', 'eventTo', 'eventFromTime', 'eventToTime'] as const) {
    if (item.type === 'EVENT' || key in item) setText(next, key, values[key]);
  }
  const lat = values.latitude.trim();
  const lng = values.longitude.trim();
  if (lat && lng) next.geo = { ...record(item.geo), latitude: Number(lat), longitude: Number(lng) };
  else delete next.geo;
  const contact: Item = { ...record(item.contact) };
  setText(contact, 'phone', values.phone);
  setText(contact, 'email', values.email);
  setText(contact, 'website', values.website);
  if (Object.keys(contact).length > 0) next.contact = contact;
  else delete next.contact;
  if (values.temporarilyClosed) next.temporarilyClosed = true;
  else delete next.temporarilyClosed;
  // Monday first as staff read a week, each day's intervals by their start.
  const hours = values.hours
    .filter((h) => h.from && h.to)
    .map((h) => ({ day: Number(h.day), from: h.from, to: h.to }))
    .sort((a, b) => ((a.day + 6) % 7) - ((b.day + 6) % 7) || a.from.localeCompare(b.from));
  if (hours.length > 0) next.openingHours = hours;
  else delete next.openingHours;
  const images = Array.isArray(item.images) ? item.images.slice(1) : [];
  const image = values.image.trim();
  if (image) next.images = [image, ...images];
  else if (images.length > 0) next.images = images;
  else delete next.images;
  // A credit line belongs to its picture (spec §3 `imageattributions`): a new first picture has none yet.
  const credits = Array.isArray(item.imageattributions) ? item.imageattributions : undefined;
  const first = Array.isArray(item.images) ? item.images[0] : undefined;
  if (credits && first !== image) {
    next.imageattributions = image ? ['', ...credits.slice(1)] : credits.slice(1);
  }
  const booking = withBookingValues(item.booking, values.booking);
  if (booking) next.booking = booking;
  else delete next.booking;
  return next;
}

/** The model with the item put into its topic: replacing the one with its id, else added last. */
export function withItem(model: ModelJson, topicId: string, item: Item): ModelJson {
  const discover = record(model.discover);
  const topics = Array.isArray(discover.topics) ? discover.topics.map(record) : [];
  return {
    ...model,
    discover: {
      ...discover,
      topics: topics.map((t) => {
        if (t.id !== topicId) return t;
        const items = Array.isArray(t.items) ? t.items : [];
        return items.some((i) => record(i).id === item.id)
          ? { ...t, items: items.map((i) => (record(i).id === item.id ? item : i)) }
          : { ...t, items: [...items, item] };
      }),
    },
  };
}

/**
 * The id of a new entry: its title as a slug ("Ski rental" → `ski-rental`),
 * numbered when another entry of any topic has it (ids are the app's links).
 */
export function newItemId(model: ModelJson, title: string): string {
  const taken = topicsOf(model).flatMap((t) => t.items.map((i) => i.id));
  return slugId(title, taken, { fallback: 'entry', maxLength: 60 });
}

/** A new, empty entry of a topic: the type of the topic's entries, else a place. */
export function newItem(model: ModelJson, topicId: string): Item {
  const type = topicsOf(model).find((t) => t.id === topicId)?.items[0]?.type || 'POI';
  return { id: '', type, title: '' };
}
