import { z } from 'zod';
import type { ContentItem } from './content-item.ts';

/**
 * spec §3 `imageprops` of a content item: per picture (keyed by its address
 * as in `images`), how to draw it — its text for screen readers, the point
 * that stays in view when it is cropped (a card, a gallery), and its credit.
 */
export const ImagePropSchema = z.looseObject({
  alt: z.string().trim().max(300).optional(),
  /** 0–1 from the left and from the top; 0.5/0.5 is the middle. */
  focus: z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) }).optional(),
  credit: z.string().trim().max(200).optional(),
});
export type ImageProp = z.infer<typeof ImagePropSchema>;

/** The props of one picture of an item; a malformed entry counts as none. */
export function imagePropOf(item: Pick<ContentItem, 'imageprops'>, src: string): ImageProp {
  const parsed = ImagePropSchema.safeParse(item.imageprops?.[src]);
  return parsed.success ? parsed.data : {};
}

/** CSS `object-position` of a picture's focus ("30% 20%"), or undefined for the middle. */
export function focusPosition(prop: ImageProp): string | undefined {
  if (!prop.focus) return undefined;
  const pct = (value: number) => `${Math.round(value * 100)}%`;
  return `${pct(prop.focus.x)} ${pct(prop.focus.y)}`;
}
