import type { ContentItem } from './content-item.ts';
import type { CustomLink } from './discover.ts';

/**
 * spec §3 `discover.properties.customlinks`: a link every content item may
 * carry, made from a template with the item's values in braces —
 * "https://www.openstreetmap.org/directions?route=%3B{latitude}%2C{longitude}".
 */

/** The values a template may name, read from the item (URL-encoded when filled in). */
const VALUES: Readonly<Record<string, (item: ContentItem) => string | number | undefined>> = {
  id: (item) => item.id,
  title: (item) => item.title,
  latitude: (item) => item.geo?.latitude,
  longitude: (item) => item.geo?.longitude,
  streetAddress: (item) => item.streetAddress,
  postalCode: (item) => item.postalCode,
  addressLocality: (item) => item.addressLocality,
  address: (item) =>
    [item.streetAddress, [item.postalCode, item.addressLocality].filter(Boolean).join(' ')]
      .filter((part) => part && String(part).trim())
      .join(', ') || undefined,
  externalSourceId: (item) => item.externalSourceId,
};

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** What filling a template gave: the link, or why the item gets none. */
export type FilledCustomLink =
  | { ok: true; href: string }
  /** The item lacks a value the template needs (no coordinates): no link, no warning. */
  | { ok: false; reason: 'missing'; placeholder: string }
  /** The template names something no item has, or is no http(s) address: a model error. */
  | { ok: false; reason: 'unknown'; placeholder: string }
  | { ok: false; reason: 'not-http' };

/** The template of a custom link filled with an item's values. */
export function fillCustomLink(
  link: Pick<CustomLink, 'template'>,
  item: ContentItem,
): FilledCustomLink {
  let problem: FilledCustomLink | null = null;
  const href = link.template.replace(PLACEHOLDER, (_, name: string) => {
    const read = VALUES[name];
    if (!read) {
      problem ??= { ok: false, reason: 'unknown', placeholder: name };
      return '';
    }
    const value = read(item);
    if (value === undefined || String(value).trim() === '') {
      problem ??= { ok: false, reason: 'missing', placeholder: name };
      return '';
    }
    return encodeURIComponent(String(value));
  });
  if (problem) return problem;
  try {
    const url = new URL(href);
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      return { ok: false, reason: 'not-http' };
    return { ok: true, href: url.href };
  } catch {
    return { ok: false, reason: 'not-http' };
  }
}

/**
 * Whether a custom link belongs on an item: `additionalType` limits it to
 * items of that type (e.g. only POIs get "Plan route"); without it, every item.
 */
export function customLinkApplies(
  link: Pick<CustomLink, 'additionalType'>,
  item: ContentItem,
): boolean {
  const only = link.additionalType?.trim();
  return !only || only.toUpperCase() === item.type;
}
