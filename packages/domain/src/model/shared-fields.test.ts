import { describe, expect, it } from 'vitest';
import { withSharedFields } from './shared-fields.ts';

const german = {
  name: 'Hotel',
  branding: { color_scheme: '#111111', customCSS: 'a{}' },
  contact: { phone: '+43 1', homepage: 'https://hotel.example/de/', company: 'Hotel GmbH' },
  welcome: { top: { greeting: 'Willkommen', welcome_image: '/a.svg' }, popups: { custom: [] } },
  discover: {
    topics: [
      {
        id: 'spa',
        title: 'Wellness',
        items: [
          {
            id: 'sauna',
            title: 'Sauna',
            price: 'ab € 20',
            images: ['/old.svg'],
            openingHours: [{ day: 1, from: '10:00', to: '20:00' }],
            contact: { phone: '+43 1', website: 'https://de.example' },
            booking: {
              contingent: 8,
              price_options: [{ id: 'adult', label: 'Erwachsene', price_minor: 2000 }],
              reservation_text: 'Bitte Handtuch mitbringen',
            },
          },
          { id: 'only-german', title: 'Nur deutsch' },
        ],
      },
    ],
  },
  guest_services: {
    forms: [
      {
        id: 'towels',
        title: 'Handtücher',
        fields: [
          {
            id: 'kind',
            type: 'select',
            label: 'Art',
            options: [
              { value: 'bath', label: 'Badetuch' },
              { value: 'hand', label: 'Handtuch' },
            ],
          },
        ],
      },
    ],
  },
};

const englishEdit = {
  name: 'Hotel',
  branding: { color_scheme: '#222222' },
  contact: { phone: '+43 2', homepage: 'https://hotel.example/en/', company: 'Hotel GmbH' },
  welcome: { top: { greeting: 'Welcome', welcome_image: '/b.svg' }, popups: { custom: [] } },
  discover: {
    topics: [
      {
        id: 'spa',
        title: 'Spa',
        items: [
          {
            id: 'sauna',
            title: 'Sauna',
            price: 'from € 25',
            images: ['/new.webp'],
            geo: { latitude: 47.1, longitude: 11.2 },
            openingHours: [
              { day: 1, from: '10:00', to: '12:00' },
              { day: 1, from: '15:00', to: '20:00' },
            ],
            contact: { phone: '+43 2', website: 'https://en.example' },
            booking: {
              contingent: 10,
              confirmation: 'staff',
              price_options: [
                { id: 'adult', label: 'Adults', price_minor: 2500 },
                { id: 'child', label: 'Children', price_minor: 1000 },
              ],
              reservation_text: 'Bring a towel',
            },
          },
          { id: 'new-one', title: 'New entry' },
        ],
      },
    ],
  },
  guest_services: {
    forms: [
      {
        id: 'towels',
        title: 'Towels',
        fields: [
          {
            id: 'kind',
            type: 'select',
            required: true,
            label: 'Kind',
            options: [
              { value: 'bath', label: 'Bath towel' },
              { value: 'sauna', label: 'Sauna towel' },
            ],
          },
          { id: 'count', type: 'number', label: 'How many', min: 1 },
        ],
      },
    ],
  },
};

describe('withSharedFields: one edit for every language', () => {
  const result = withSharedFields(german, englishEdit) as typeof german;
  const topic = result.discover.topics[0]!;
  const sauna = topic.items[0] as unknown as Record<string, unknown> & {
    contact: object;
    booking: Record<string, unknown>;
  };

  it('lays pictures, colours, positions, hours and prices onto the other language', () => {
    expect(result.branding.color_scheme).toBe('#222222');
    expect(result.contact).toEqual({
      phone: '+43 2',
      homepage: 'https://hotel.example/de/',
      company: 'Hotel GmbH',
    });
    expect(result.welcome.top.welcome_image).toBe('/b.svg');
    expect(sauna.images).toEqual(['/new.webp']);
    expect(sauna.geo).toEqual({ latitude: 47.1, longitude: 11.2 });
    expect(sauna.openingHours).toHaveLength(2);
    expect(sauna.contact).toEqual({ phone: '+43 2', website: 'https://de.example' });
    expect(sauna.booking.contingent).toBe(10);
    expect(sauna.booking.confirmation).toBe('staff');
    expect(sauna.booking.price_options).toEqual([
      { id: 'adult', label: 'Erwachsene', price_minor: 2500 },
      { id: 'child', label: 'Children', price_minor: 1000 },
    ]);
  });

  it('keeps the language’s own texts and what the rule does not know', () => {
    expect(result.welcome.top.greeting).toBe('Willkommen');
    expect(topic.title).toBe('Wellness');
    expect(sauna.title).toBe('Sauna');
    expect(sauna.price).toBe('ab € 20');
    expect(sauna.booking.reservation_text).toBe('Bitte Handtuch mitbringen');
    expect(result.branding.customCSS).toBe('a{}');
  });

  it('adds a new entry with the edited language’s texts and keeps the language’s own entries', () => {
    expect(topic.items.map((i) => i.id)).toEqual(['sauna', 'new-one', 'only-german']);
    expect(topic.items[1]).toEqual({ id: 'new-one', title: 'New entry' });
  });

  it('shares a request form’s fields and choices, with the labels of the language', () => {
    const form = result.guest_services.forms[0] as unknown as {
      title: string;
      fields: { id: string; required?: boolean; label: string; options?: object[] }[];
    };
    expect(form.title).toBe('Handtücher');
    expect(form.fields.map((f) => f.id)).toEqual(['kind', 'count']);
    expect(form.fields[0]!.required).toBe(true);
    expect(form.fields[0]!.label).toBe('Art');
    expect(form.fields[0]!.options).toEqual([
      { value: 'bath', label: 'Badetuch' },
      { value: 'sauna', label: 'Sauna towel' },
    ]);
  });

  it("shares the chatbot's pictures and colours, not its words", () => {
    const target = {
      chatbot: { title: 'Rosi, Ihre Concierge', start_screen: { title: 'Hallo!' } },
    };
    const source = {
      chatbot: {
        title: 'Rosi, your concierge',
        bot_profile_image: '/rosi.svg',
        colors: { main: '#1f4d3a' },
        start_screen: { title: 'Hello!', top_image: '/top.svg' },
        launcher: { launcher_img_url: '/launcher.svg' },
      },
    };
    expect(withSharedFields(target, source).chatbot).toEqual({
      title: 'Rosi, Ihre Concierge',
      bot_profile_image: '/rosi.svg',
      colors: { main: '#1f4d3a' },
      start_screen: { title: 'Hallo!', top_image: '/top.svg' },
      launcher: { launcher_img_url: '/launcher.svg' },
    });
  });

  it('changes nothing when the languages already agree', () => {
    expect(withSharedFields(englishEdit, englishEdit)).toEqual(englishEdit);
  });
});
