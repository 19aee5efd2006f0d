import { productFeatures, type ProjectModel, type Topic } from '@hospes/domain';

/**
 * The topics the welcome page offers: the app variants may pick and order
 * them (`welcome.topics`, spec §1 "welcome topics"); otherwise all topics of
 * `discover.topics` in their order. Unknown ids are skipped.
 */
export function welcomeTopicsOf(model: ProjectModel): Topic[] {
  const all = model.discover.topics;
  const picked = model.welcome.topics;
  if (!picked || !productFeatures(model._meta.product).welcomeTopics) return all;
  return picked.flatMap((id) => all.filter((topic) => topic.id === id));
}
