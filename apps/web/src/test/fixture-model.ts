import { ProjectModelSchema, type ProjectModel } from '@hospes/domain';

/**
 * A small, valid model of the "app" variant for component tests: a menu with
 * a separator, mobile tabs with a plan tab, messaging, cookies of all three
 * categories, a website and a regional partner.
 */
export function fixtureModel(overrides: Partial<ProjectModel> = {}): ProjectModel {
  return ProjectModelSchema.parse({
    name: 'Hotel Testhof',
    _meta: { version: 1, updated_at: '2025-01-01T00:00:00Z', product: 'app', lang: 'en' },
    branding: { show_link_to_website: true },
    welcome: {
      top: { greeting: 'Welcome to the Testhof', welcome_image: '/media/testhof/welcome.svg' },
      popups: {
        custom: [],
        cookies: {
          list: [
            {
              id: 'main_app',
              title: 'App',
              description: 'Remembers your language.',
              essential: true,
              category: 'essential',
            },
            { id: 'main_chatbot', title: 'Chatbot', essential: true, category: 'essential' },
            {
              id: 'staylytics',
              title: 'Staylytics',
              description: 'Counts page views.',
              essential: false,
              category: 'stats',
            },
            {
              id: 'youtube',
              title: 'YouTube',
              description: 'Shows videos.',
              essential: false,
              category: 'marketing',
            },
          ],
        },
      },
    },
    contact: { homepage: 'https://www.testhof.example/', company: 'Testhof GmbH' },
    address: {},
    url: 'https://app.testhof.example/testhof/',
    qrDesktop: true,
    discover: { properties: {}, topics: [] },
    project_settings: {
      messaging: { active: true },
      navigation: {
        desktop: [
          { id: 'welcome', type: 'route', route: '/', icon: 'home' },
          {
            id: 'hiking',
            type: 'route',
            route: '/topic/hiking',
            icon: 'map',
            label: 'Hiking trails',
          },
          { id: 'separator-1', type: 'separator' },
          { id: 'registrations', type: 'route', route: '/registrations', icon: 'inbox' },
          { id: 'favorites', type: 'route', route: '/favorites', icon: 'heart' },
        ],
      },
      navigationTabs: {
        mobile: {
          items: [
            { id: 'welcome', type: 'route', route: '/', icon: 'home' },
            { id: 'plan', type: 'route', route: '/plan', icon: 'calendar' },
            { id: 'more', type: 'route', route: '/more', icon: 'menu' },
          ],
        },
      },
    },
    ...overrides,
  });
}
