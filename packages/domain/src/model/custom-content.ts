import { productFeatures } from '../menu.ts';
import type { CustomDiscoverContent } from './discover.ts';
import type { ProjectModel } from './project-model.ts';

/**
 * The custom discover content (spec §1, app variants; docs/decisions/044)
 * of one place: the topic overview (`topicId` undefined) or one topic's page.
 * None in the discover variants; a block without text is skipped.
 */
export function customContentOf(
  model: ProjectModel,
  topicId: string | undefined,
): CustomDiscoverContent[] {
  if (!productFeatures(model._meta.product).customDiscoverContent) return [];
  return (model.discover.custom_content ?? []).filter(
    (block) => block.html.trim() !== '' && (block.topic || undefined) === topicId,
  );
}

/** Blocks bound to a topic the model does not have: a model error to report. */
export function strayCustomContent(model: ProjectModel): CustomDiscoverContent[] {
  const topics = new Set(model.discover.topics.map((topic) => topic.id));
  return (model.discover.custom_content ?? []).filter(
    (block) => block.topic !== undefined && block.topic !== '' && !topics.has(block.topic),
  );
}
