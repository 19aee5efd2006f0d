import { describe, expect, it } from 'vitest';
import { minimalModelJson } from '../test-support/minimal-model.ts';
import { parseProjectModel } from './project-model.ts';

/** A model that uses every part of docs/project-model.md. */
function fullModelJson(): Record<string, unknown> {
  return {
    ...minimalModelJson('app'),
    _meta: {
      version: 7,
      updated_at: '2025-05-01T08:00:00+02:00',
      product: 'app',
      lang: 'en',
      default_lang: 'de',
      languages: ['de', 'en'],
      timezone: 'Europe/Vienna',
    },
    branding: {
      favicon: '/media/alpenrose/favicon.svg',
      color_scheme: '#2d4a22',
      color_scheme_secondary: '#f4f1e8',
      customAppFonts: [{ family: 'Alpen Sans', url: '/media/alpenrose/alpen.woff2' }],
      customCSS: '.x { color: red; }',
      customCSSExternalLinks: [],
      show_link_to_website: true,
      logo_link_to_website: true,
      logo_link_to_website_suffix: '?utm=app',
    },
    welcome: {
      top: {
        logo: '/media/a/logo.svg',
        welcome_image: '/media/a/w.svg',
        greeting: 'Welcome',
        text: '<p>Hi</p>',
      },
      topics: ['hiking'],
      promotions: [{ id: 'spa', title: 'Spa', linkType: 'INT', link: '/topic/spa' }],
      popups: {
        custom: [
          {
            type: 'initial_stay',
            id: 'stay',
            title: 'Your stay',
            ask_again_if_no_stay_data_after_hours: 24,
          },
          {
            type: 'special_offer',
            id: 'offer',
            title: 'Offer',
            offerId: 'a-1',
            validFrom: '2025-01-01',
            validTo: '2025-12-31',
          },
        ],
        cookies: {
          valid_days: 180,
          list: [
            { id: 'main_app', title: 'App', essential: true, category: 'essential' },
            { id: 'youtube', title: 'YouTube', essential: false, category: 'marketing' },
          ],
        },
      },
    },
    contact: {
      homepage: 'https://alpenrose.example',
      company: 'Alpenrose GmbH',
      email: 'a@b.c',
      phone: '+43 1',
      impressum: '<p>x</p>',
      privacy: '<h2>1. Controller</h2><p>Alpenrose GmbH</p>',
    },
    address: {
      streetAddress: 'Dorf 1',
      postalCode: '5600',
      addressLocality: 'St. Johann',
      addressCountry: 'AT',
    },
    url: 'https://app.alpenrose.example',
    qrDesktop: true,
    geolocation: { latitude: 47.35, longitude: 13.2 },
    partner: {
      logo: '/media/a/partner.svg',
      text: 'In cooperation with',
      link: 'https://partner.example',
    },
    discover: {
      properties: {
        map: { tile_url: 'https://tile.example/{z}/{x}/{y}.png', attribution: '© OSM', zoom: 12 },
        customlinks: [
          { id: 'route', label: 'Route', template: 'https://maps.example/?q={geo}', icon: 'map' },
        ],
        locate_user_on_start: false,
        sort_topics_after_user_location: true,
      },
      topics: [
        {
          id: 'hiking',
          title: 'Hiking',
          sort: 'distance',
          filters: [{ id: 'kids', label: 'For kids', tag: 'kids' }],
          items: [
            {
              id: 'a-1',
              type: 'ACTIVITY',
              title: 'Gorge walk',
              tags: ['kids'],
              images: ['/media/a/1.svg'],
              frame: { images: [] },
              geo: { latitude: 47.3, longitude: 13.1 },
              contact: { website: 'https://x.example' },
              openingHours: [{ day: 0, from: '09:00', to: '17:30' }],
              features: ['ChildFriendly', 'AnyWeather'],
              durationMinutes: 90,
              tour: { condition: 'easy', distanceKm: 4.5, startingPoint: 'Car park' },
            },
            {
              id: 'e-1',
              type: 'EVENT',
              title: 'Concert',
              eventFrom: '2025-07-01',
              eventTo: '2025-07-02',
              eventFromTime: '19:30',
              eventToTime: '24:00',
              fullSchedule: [{ date: '2025-07-01', from: '19:30' }],
            },
          ],
        },
      ],
    },
    chatbot: { matching: [{ id: 'hiking', type: 'topic', title: 'Hiking' }] },
    push_notifications: { active: true },
    ui_labels: {
      app_customization: { menu: { welcome: 'Home' } },
      customlinks: { route: 'Route' },
    },
    project_settings: {
      invoicing: { supplier_name: 'Alpenrose Hotelbetriebs GmbH', vat_id: 'ATU12345678' },
      navigation: { mobile: [{ id: 'welcome', type: 'route', route: '/', icon: 'home' }] },
      navigationTabs: {
        mobile: {
          items: [{ id: 'plan', type: 'route', route: '/plan' }],
          rootNotActiveByDefault: true,
        },
      },
      messaging: { active: true },
      pms_login: { active: true, fields: ['reservation_id', 'last_name'] },
      login: { blocking_splash_screen: { active: false } },
      forms: { prefill_options: { FIRSTNAME: 'first_name' } },
      plan: {
        visible_fully: false,
        visible_fully_after_arrival_plus_days: 0,
        visible_fully_after_arrival_time: '00:00',
      },
      integrations: { pms: { kind: 'demo' } },
    },
  };
}

/** Parses and returns the failure, or fails the test. */
function failureOf(input: unknown) {
  const result = parseProjectModel(input);
  if (result.ok) throw new Error('expected the model to be rejected');
  return result;
}

describe('spec §3 model schema', () => {
  it('accepts the smallest model', () => {
    expect(parseProjectModel(minimalModelJson()).ok).toBe(true);
  });

  it('accepts a model using every documented field', () => {
    const result = parseProjectModel(fullModelJson());
    expect(result).toMatchObject({ ok: true, model: { _meta: { version: 7, product: 'app' } } });
  });

  it('keeps unknown extra fields at every level (models evolve)', () => {
    const json = fullModelJson();
    json.future_feature = { on: true };
    const discover = json.discover as { topics: { items: Record<string, unknown>[] }[] };
    discover.topics[0]!.items[0]!.newField = 'kept';
    (json.branding as Record<string, unknown>).dark_mode = 'auto';

    const result = parseProjectModel(json);
    if (!result.ok) throw new Error(result.message);
    expect(result.model.future_feature).toEqual({ on: true });
    expect(result.model.discover.topics[0]!.items[0]!.newField).toBe('kept');
    expect(result.model.branding.dark_mode).toBe('auto');
  });
});

describe('spec §3 a broken model is reported with the path of the first bad field', () => {
  it('names a deep field in dotted form', () => {
    const json = fullModelJson();
    const items = (json.discover as { topics: { items: Record<string, unknown>[] }[] }).topics[0]!
      .items;
    items.push(
      { id: 'p-1', type: 'POI', title: 'Lake', geo: { latitude: 'north', longitude: 13 } },
      { id: 'p-2', type: 'POI', title: 'Hut', geo: { latitude: 'south', longitude: 13 } },
    );
    const failure = failureOf(json);
    expect(failure.path).toBe('discover.topics.0.items.2.geo.latitude');
    expect(failure.message).toMatch(/number/);
  });

  it('reports the first bad field when several are broken', () => {
    const json = fullModelJson();
    json.name = '';
    (json.geolocation as Record<string, unknown>).latitude = 91;
    expect(failureOf(json).path).toBe('name');
  });

  it('names a missing required field', () => {
    const json = minimalModelJson();
    delete json.welcome;
    expect(failureOf(json).path).toBe('welcome');
  });

  it('rejects an unknown product', () => {
    const json = minimalModelJson();
    json._meta = { ...(json._meta as object), product: 'premium' };
    expect(failureOf(json).path).toBe('_meta.product');
  });

  it('rejects a language that is not offered', () => {
    const json = minimalModelJson();
    json._meta = { ...(json._meta as object), lang: 'pl' };
    expect(failureOf(json).path).toBe('_meta.lang');
  });

  it('rejects event dates that are not YYYY-MM-DD', () => {
    const json = fullModelJson();
    const items = (json.discover as { topics: { items: Record<string, unknown>[] }[] }).topics[0]!
      .items;
    items[1]!.eventFrom = '01.07.2025';
    expect(failureOf(json).path).toBe('discover.topics.0.items.1.eventFrom');
  });

  it('rejects an opening-hours weekday outside Sunday (0) to Saturday (6)', () => {
    const json = fullModelJson();
    const items = (json.discover as { topics: { items: Record<string, unknown>[] }[] }).topics[0]!
      .items;
    items[0]!.openingHours = [{ day: 7, from: '09:00', to: '10:00' }];
    expect(failureOf(json).path).toBe('discover.topics.0.items.0.openingHours.0.day');
  });

  it('rejects an invoicing VAT id that is no VAT id (it is printed on every invoice)', () => {
    const json = minimalModelJson();
    json.project_settings = { invoicing: { vat_id: 'U 1234' } };
    expect(failureOf(json).path).toBe('project_settings.invoicing.vat_id');
    json.project_settings = { invoicing: { vat_id: 'ATU12345678' } };
    expect(parseProjectModel(json).ok).toBe(true);
  });

  it('reports the root with an empty path', () => {
    expect(failureOf('not a model').path).toBe('');
    expect(failureOf(null).path).toBe('');
  });
});
