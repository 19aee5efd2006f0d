import {
  DEFAULT_TIMEZONE,
  OpeningHoursSchema,
  focusPosition,
  imagePropOf,
  isOpenNow,
  isValidOnDate,
  zonedDate,
  zonedParts,
  type ContentItem,
  type OpeningHours,
  type ProjectModel,
  type WeeklySlot,
} from '@hospes/domain';
import { httpUrl } from '../html/safe-url.ts';

/** The project's time zone (`_meta.timezone`, default Europe/Vienna, spec §9). */
export function projectTimeZone(model: ProjectModel): string {
  return model._meta.timezone ?? DEFAULT_TIMEZONE;
}

/** One picture of the gallery with its credit line (spec §3 `imageattributions`). */
export interface GalleryImage {
  src: string;
  attribution?: string;
  /** What the picture shows, for screen readers (spec §3 `imageprops`). */
  alt?: string;
  /** CSS `object-position` keeping the picture's subject in view when cropped. */
  position?: string;
}

/**
 * The pictures of an item: its `images`, else those of its `frame`
 * (spec §3). Attributions belong to `images` by position, else they are the
 * picture's `imageprops` credit; `imageprops` also give its text and focus.
 */
export function galleryImages(item: ContentItem): GalleryImage[] {
  const own = (item.images ?? []).filter(Boolean);
  const sources = own.length > 0 ? own : (item.frame?.images ?? []).filter(Boolean);
  return sources.map((src, i) => {
    const prop = imagePropOf(item, src);
    const attribution = (own.length > 0 ? item.imageattributions?.[i]?.trim() : '') || prop.credit;
    const position = focusPosition(prop);
    return {
      src,
      ...(attribution ? { attribution } : {}),
      ...(prop.alt ? { alt: prop.alt } : {}),
      ...(position ? { position } : {}),
    };
  });
}

/**
 * The weekly timeslots of an activity (spec §3 "weekly timeslot"; the model
 * field `timeslots`, same shape as opening hours, see projects/README.md).
 * The schema keeps the field without checking it, so entries are read
 * leniently: a malformed one is left out.
 */
export function weeklyTimeslots(item: ContentItem): OpeningHours[] {
  const raw = (item as { timeslots?: unknown }).timeslots;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry) => {
    const parsed = OpeningHoursSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The item as the domain's `nextDate` reads it: with its weekly timeslots. */
export function schedulable(item: ContentItem): ContentItem & { timeslots?: WeeklySlot[] } {
  const timeslots = weeklyTimeslots(item);
  return timeslots.length > 0 ? { ...item, timeslots } : item;
}

/** Whether a place is open: temporarily closed, open or closed now; null without hours. */
export type OpenState = 'temporarily-closed' | 'open' | 'closed' | null;

/**
 * The open state of an item at `now`: a temporarily closed place is never
 * open; otherwise the domain's opening-hours rule (spec §3) in the project's
 * time zone; without opening hours the model's own `isOpenNow` when an
 * external source set it; else unknown (null).
 */
export function openState(item: ContentItem, now: number, timeZone: string): OpenState {
  if (item.temporarilyClosed === true) return 'temporarily-closed';
  if (item.openingHours && item.openingHours.length > 0) {
    return isOpenNow(item.openingHours, now, timeZone) ? 'open' : 'closed';
  }
  if (typeof item.isOpenNow === 'boolean') return item.isOpenNow ? 'open' : 'closed';
  return null;
}

/** The dates of a full schedule that are still to come (today's until they end) and valid (spec §5). */
export function upcomingSchedule(
  item: ContentItem,
  now: number,
  timeZone: string,
): NonNullable<ContentItem['fullSchedule']> {
  const today = zonedDate(now, timeZone);
  const { hour, minute } = zonedParts(now, timeZone);
  const clock = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  // Today's dates count until they end — one without an end an hour after
  // it begins (the default length of a slot): at 19:00 the 08:00 yoga is no
  // longer "to come".
  const stillToday = (entry: { from?: string; to?: string }) => {
    if (entry.to) return entry.to.padStart(5, '0') > clock;
    if (!entry.from) return true;
    const [h = 0, m = 0] = entry.from.split(':').map(Number);
    const end = `${String(Math.min(h + 1, 24)).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
    return end > clock;
  };
  return (item.fullSchedule ?? [])
    .filter((entry) => entry.date > today || (entry.date === today && stillToday(entry)))
    .filter((entry) => isValidOnDate(item, entry.date))
    .sort((a, b) =>
      a.date === b.date ? (a.from ?? '').localeCompare(b.from ?? '') : a.date < b.date ? -1 : 1,
    );
}

/** The address of an item in lines: street, then postal code and place. */
export function addressLines(item: ContentItem): string[] {
  const place = [item.postalCode, item.addressLocality].filter(Boolean).join(' ');
  return [item.streetAddress, place].filter((line): line is string => Boolean(line?.trim()));
}

/**
 * A plain link to the place on OpenStreetMap (no third-party embed, so no
 * consent is needed): the coordinates when the item has them, else a search
 * for its address; null when there is neither.
 */
export function mapLink(item: ContentItem): string | null {
  if (item.geo) {
    const lat = item.geo.latitude.toFixed(5);
    const lon = item.geo.longitude.toFixed(5);
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
  }
  const lines = addressLines(item);
  if (lines.length === 0) return null;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(lines.join(', '))}`;
}

/** The `tel:` link of a phone number as people write it ("+43 5285 61234"); null if none. */
export function telHref(phone: string | undefined): string | null {
  const digits = phone?.replace(/[^\d+]/g, '') ?? '';
  return /\d/.test(digits) ? `tel:${digits}` : null;
}

const EMAIL = /^[^\s@?&#/:]+@[^\s@?&#/:]+\.[^\s@?&#/:]+$/;

/** The `mailto:` link of an e-mail address; null for anything that is not one address. */
export function mailHref(email: string | undefined): string | null {
  const value = email?.trim() ?? '';
  return EMAIL.test(value) ? `mailto:${value}` : null;
}

/** The item's website when it is an http(s) URL (nothing else gets into an href). */
export function websiteHref(item: ContentItem): string | null {
  return httpUrl(item.contact?.website) ?? null;
}

/** Who provides the data of an item (spec §3 Activity "source"; a field beyond the schema). */
export function sourceOf(item: ContentItem): string | null {
  const source = (item as { source?: unknown }).source;
  return typeof source === 'string' && source.trim() ? source.trim() : null;
}

/**
 * Model HTML as plain text (for a teaser): parsed as an inert document —
 * nothing runs, nothing loads — and read as text.
 */
export function plainText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
