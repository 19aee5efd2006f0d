/**
 * Every demo picture is drawn by this generator, so every content item gets
 * one attribution per image and the same image source, unless its source
 * names them itself.
 */
import { DEMO_CREDIT, DEMO_IMAGE_SOURCE } from './labels.ts';
import type { Lang } from './localise.ts';
import type { ContentItem, ModelBody } from './model-types.ts';

function credit(item: ContentItem, lang: Lang): ContentItem {
  const images = item.images ?? [];
  if (!images.length) return item;
  return {
    ...item,
    imageattributions: item.imageattributions ?? images.map(() => DEMO_CREDIT[lang]),
    imagesource: item.imagesource ?? DEMO_IMAGE_SOURCE[lang],
  };
}

/** The model body with image credits on every item that has pictures. */
export function withCredits<T extends Omit<ModelBody, 'name'>>(body: T, lang: Lang): T {
  return {
    ...body,
    discover: {
      ...body.discover,
      topics: body.discover.topics.map((topic) => ({
        ...topic,
        items: topic.items.map((item) => credit(item, lang)),
      })),
    },
  };
}
