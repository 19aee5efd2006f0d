// Test-only builders; not exported from the package entry.
import type { Product, ProjectModel } from '../model/project-model.ts';

/** The smallest valid model, as plain JSON (what a model file holds). */
export function minimalModelJson(product: Product = 'app'): Record<string, unknown> {
  return {
    name: 'Hotel Alpenrose',
    _meta: { version: 3, updated_at: '2025-05-01T08:00:00Z', product, lang: 'de' },
    branding: {},
    welcome: { top: {}, popups: { custom: [], cookies: { list: [] } } },
    contact: {},
    address: {},
    discover: { properties: {}, topics: [] },
    project_settings: {},
  };
}

/** A typed model built from {@link minimalModelJson} with overrides applied. */
export function modelWith(
  product: Product,
  patch: (model: ProjectModel) => void = () => {},
): ProjectModel {
  const model = minimalModelJson(product) as unknown as ProjectModel;
  patch(model);
  return model;
}
