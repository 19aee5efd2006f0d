import type { Lang, ProjectModel, Product } from '@hospes/domain';

/** A valid project model as the server sends it (JSON), small but complete. */
export function testModel(
  options: { lang?: Lang; version?: number; product?: Product } = {},
  patch: (model: ProjectModel) => void = () => {},
): ProjectModel {
  const lang = options.lang ?? 'de';
  const model = {
    name: 'Hotel Alpenrose',
    _meta: {
      version: options.version ?? 3,
      updated_at: '2025-05-01T08:00:00Z',
      product: options.product ?? 'app',
      lang,
    },
    branding: {},
    welcome: {
      top: {
        greeting: lang === 'de' ? 'Willkommen im Hotel Alpenrose' : 'Welcome to Hotel Alpenrose',
        text: '<p>Schön, dass Sie da sind.</p>',
      },
      popups: { custom: [], cookies: { list: [] } },
    },
    contact: {},
    address: {},
    discover: {
      properties: {},
      topics: [
        { id: 'hiking', title: lang === 'de' ? 'Wandern' : 'Hiking', items: [] },
        { id: 'food', title: lang === 'de' ? 'Kulinarik' : 'Food', items: [] },
      ],
    },
    project_settings: {},
  } as unknown as ProjectModel;
  patch(model);
  return model;
}
