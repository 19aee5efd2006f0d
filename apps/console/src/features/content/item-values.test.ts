import { describe, expect, it } from 'vitest';
import {
  findItem,
  hoursFitForm,
  itemValues,
  topicsOf,
  withItem,
  withItemValues,
} from './item-values.ts';

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
    expect(values.hours[1]).toEqual({ from: '09:00', to: '18:00' });
    expect(values.hours[0]).toEqual({ from: '', to: '' });
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
    values.hours[1] = { from: '', to: '' };
    values.hours[0] = { from: '12:00', to: '16:00' };
    values.website = 'https://spa.example';
    const next = withItemValues(item, values, true);
    expect(next).toEqual({
      id: 'spa',
      type: 'POI',
      title: 'Spa',
      geo: { latitude: 47.1, longitude: 11.7 },
      contact: { phone: '+43 1', website: 'https://spa.example' },
      openingHours: [
        { day: 0, from: '12:00', to: '16:00' },
        { day: 6, from: '10:00', to: '14:00' },
      ],
      tags: ['wellness'],
    });
    const replaced = withItem(model, 'hotel', next) as {
      discover: { topics: { items: unknown[] }[] };
    };
    expect(replaced.discover.topics[0]!.items[0]).toBe(next);
  });

  it('leaves opening hours with two intervals a day to the JSON editor', () => {
    const split = {
      ...item,
      openingHours: [...item.openingHours, { day: 1, from: '19:00', to: '21:00' }],
    };
    expect(hoursFitForm(split)).toBe(false);
    expect(withItemValues(split, itemValues(split), false).openingHours).toBe(split.openingHours);
  });
});
