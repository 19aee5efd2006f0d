import { describe, expect, it } from 'vitest';
import { findItem, itemValues, topicsOf, withItem, withItemValues } from './item-values.ts';

const item = {
  id: 'spa',
  type: 'POI',
  title: 'Spa',
  price: '€ 10',
  geo: { latitude: 47.1, longitude: 11.7 },
  contact: { phone: '+43 1' },
  openingHours: [
    { day: 1, from: '09:00', to: '18:00' },
    { day: 6, from: '10:00', to: '14:00' },
  ],
  tags: ['wellness'],
};
const model = {
  name: 'H',
  discover: { properties: {}, topics: [{ id: 'hotel', title: 'Hotel', items: [item] }] },
};

describe('item values', () => {
  it('reads an item into the form: hours per weekday, position, contact', () => {
    const values = itemValues(item);
    // One row a weekday at least (empty = closed), in the order of the week.
    expect(values.hours).toHaveLength(7);
    expect(values.hours[1]).toEqual({ day: '1', from: '09:00', to: '18:00' });
    expect(values.hours[0]).toEqual({ day: '0', from: '', to: '' });
    expect(values).toMatchObject({
      latitude: '47.1',
      longitude: '11.7',
      phone: '+43 1',
      price: '€ 10',
    });
    expect(topicsOf(model)).toEqual([
      { id: 'hotel', title: 'Hotel', items: [{ id: 'spa', title: 'Spa', type: 'POI' }] },
    ]);
    expect(findItem(model, 'hotel', 'spa')).toBe(item);
  });

  it('writes the form back, keeping what it does not show and dropping emptied fields', () => {
    const values = itemValues(item);
    values.price = '';
    values.hours[1] = { day: '1', from: '', to: '' };
    values.hours[0] = { day: '0', from: '12:00', to: '16:00' };
    values.website = 'https://spa.example';
    const next = withItemValues(item, values);
    expect(next).toEqual({
      id: 'spa',
      type: 'POI',
      title: 'Spa',
      geo: { latitude: 47.1, longitude: 11.7 },
      contact: { phone: '+43 1', website: 'https://spa.example' },
      openingHours: [
        { day: 6, from: '10:00', to: '14:00' },
        { day: 0, from: '12:00', to: '16:00' },
      ],
      tags: ['wellness'],
    });
    const replaced = withItem(model, 'hotel', next) as {
      discover: { topics: { items: unknown[] }[] };
    };
    expect(replaced.discover.topics[0]!.items[0]).toBe(next);
  });

  it('keeps split hours: two intervals on a day, each day’s in the order of their start', () => {
    const split = {
      ...item,
      openingHours: [...item.openingHours, { day: 1, from: '07:00', to: '08:30' }],
    };
    const values = itemValues(split);
    expect(values.hours.filter((h) => h.day === '1')).toHaveLength(2);
    values.hours.push(
      { day: '3', from: '15:00', to: '18:00' },
      { day: '3', from: '09:00', to: '12:00' },
    );
    expect(withItemValues(split, values).openingHours).toEqual([
      { day: 1, from: '07:00', to: '08:30' },
      { day: 1, from: '09:00', to: '18:00' },
      { day: 3, from: '09:00', to: '12:00' },
      { day: 3, from: '15:00', to: '18:00' },
      { day: 6, from: '10:00', to: '14:00' },
    ]);
  });

  it('sets a new first picture and drops the old picture’s credit line with it', () => {
    const pictured = { ...item, images: ['/a.svg', '/b.svg'], imageattributions: ['A', 'B'] };
    const values = itemValues(pictured);
    expect(values.image).toBe('/a.svg');
    values.image = '/media/alpenrose/uploads/new.webp';
    const next = withItemValues(pictured, values);
    expect(next.images).toEqual(['/media/alpenrose/uploads/new.webp', '/b.svg']);
    expect(next.imageattributions).toEqual(['', 'B']);
    expect(withItemValues(pictured, itemValues(pictured)).imageattributions).toEqual(['A', 'B']);
  });
});
