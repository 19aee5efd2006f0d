import { describe, expect, it } from 'vitest';
import type { ContentItem } from './content-item.ts';
import { customLinkApplies, fillCustomLink } from './custom-links.ts';

const item: ContentItem = {
  id: 'hut',
  type: 'POI',
  title: 'Rosskopf hut',
  geo: { latitude: 47.1, longitude: 11.9 },
  streetAddress: 'Alm 1',
  postalCode: '6299',
  addressLocality: 'Lärchwald',
};
const route = 'https://www.openstreetmap.org/directions?route=%3B{latitude}%2C{longitude}';

describe('spec §3 customlinks', () => {
  it('fills the template with the item, values URL-encoded', () => {
    expect(fillCustomLink({ template: route }, item)).toEqual({
      ok: true,
      href: 'https://www.openstreetmap.org/directions?route=%3B47.1%2C11.9',
    });
    expect(fillCustomLink({ template: 'https://maps.example/?q={address}' }, item)).toEqual({
      ok: true,
      href: 'https://maps.example/?q=Alm%201%2C%206299%20L%C3%A4rchwald',
    });
  });

  it('gives no link for an item without the value, and names a template error', () => {
    expect(fillCustomLink({ template: route }, { ...item, geo: undefined })).toMatchObject({
      ok: false,
      reason: 'missing',
      placeholder: 'latitude',
    });
    expect(fillCustomLink({ template: 'https://x.example/{colour}' }, item)).toMatchObject({
      ok: false,
      reason: 'unknown',
      placeholder: 'colour',
    });
    expect(fillCustomLink({ template: 'javascript:alert({id})' }, item)).toEqual({
      ok: false,
      reason: 'not-http',
    });
  });

  it('limits a link to one type of item with additionalType', () => {
    expect(customLinkApplies({}, item)).toBe(true);
    expect(customLinkApplies({ additionalType: 'poi' }, item)).toBe(true);
    expect(customLinkApplies({ additionalType: 'EVENT' }, item)).toBe(false);
  });
});
