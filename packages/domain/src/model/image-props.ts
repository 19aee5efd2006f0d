import type { ContentItem } from './content-item.ts';

/**
 * spec §3 `imageprops` of a content item: per picture (keyed by its address
 * as in `images`), how to draw it — its text for screen readers, the point
 * that stays in view when it is cropped (a card, a gallery), and its credit.
 * Read by hand, without zod: item cards and the welcome page are on the
 * first route, which stays free of schemas (docs/performance.md).
 */
export interface ImageProp {
  alt?: string;
  /** 0–1 from the left and from the top; 0.5/0.5 is the middle. */
  focus?: { x: number; y: number };
  credit?: string;
}

const MAX_ALT = 300;
const MAX_CREDIT = 200;

const text = (value: unknown, max: number): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed && trimmed.length <= max ? trimmed : undefined;
};
const unit = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;

/** The props of one picture of an item; what is malformed in them counts as absent. */
export function imagePropOf(item: Pick<ContentItem, 'imageprops'>, src: string): ImageProp {
  const raw = item.imageprops?.[src];
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const entry = raw as Record<string, unknown>;
  const prop: ImageProp = {};
  const alt = text(entry.alt, MAX_ALT);
  const credit = text(entry.credit, MAX_CREDIT);
  const focus = entry.focus as { x?: unknown; y?: unknown } | undefined;
  if (alt) prop.alt = alt;
  if (credit) prop.credit = credit;
  if (focus && unit(focus.x) && unit(focus.y)) prop.focus = { x: focus.x, y: focus.y };
  return prop;
}

/** CSS `object-position` of a picture's focus ("30% 20%"), or undefined for the middle. */
export function focusPosition(prop: ImageProp): string | undefined {
  if (!prop.focus) return undefined;
  const pct = (value: number) => `${Math.round(value * 100)}%`;
  return `${pct(prop.focus.x)} ${pct(prop.focus.y)}`;
}
