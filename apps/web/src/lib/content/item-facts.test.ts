import { formatDate, formatTimeRange, type ContentItem } from '@hospes/domain';
import { describe, expect, it } from 'vitest';
import {
  addressLines,
  galleryImages,
  mailHref,
  mapLink,
  openState,
  telHref,
  upcomingSchedule,
  weeklyTimeslots,
} from './item-facts.ts';

const VIENNA = 'Europe/Vienna';
/** Wednesday 2026-11-25, 10:00 in Vienna. */
const NOW = Date.parse('2026-11-25T09:00:00Z');
const base: ContentItem = { id: 'x', type: 'ACTIVITY', title: 'X' };

describe('facts of a content item', () => {
  it('open state: temporarily closed wins, then the opening hours, then the model flag', () => {
    const hours = [{ day: 3, from: '09:00', to: '12:00' }];
    expect(openState({ ...base, openingHours: hours }, NOW, VIENNA)).toBe('open');
    expect(openState({ ...base, openingHours: hours }, NOW + 3 * 3_600_000, VIENNA)).toBe('closed');
    expect(openState({ ...base, openingHours: hours, temporarilyClosed: true }, NOW, VIENNA)).toBe(
      'temporarily-closed',
    );
    expect(openState({ ...base, isOpenNow: true }, NOW, VIENNA)).toBe('open');
    expect(openState(base, NOW, VIENNA)).toBeNull();
  });

  it('gallery: the images with their attributions, else the frame images', () => {
    expect(
      galleryImages({ ...base, images: ['/a.jpg', '/b.jpg'], imageattributions: ['© A'] }),
    ).toEqual([{ src: '/a.jpg', attribution: '© A' }, { src: '/b.jpg' }]);
    expect(galleryImages({ ...base, frame: { images: ['/f.jpg'] } })).toEqual([{ src: '/f.jpg' }]);
    expect(galleryImages(base)).toEqual([]);
  });

  it('weekly timeslots are read leniently (a field beyond the schema)', () => {
    const item = {
      ...base,
      timeslots: [{ day: 2, from: '08:00', to: '14:00' }, { day: 9, from: 'x' }, 'nonsense'],
    } as unknown as ContentItem;
    expect(weeklyTimeslots(item)).toEqual([{ day: 2, from: '08:00', to: '14:00' }]);
    expect(weeklyTimeslots({ ...base, timeslots: 'no' } as unknown as ContentItem)).toEqual([]);
  });

  it('schedule: dates from today on that are valid (spec §5), in order; today’s until they end', () => {
    const item: ContentItem = {
      ...base,
      validTo: '2026-12-01',
      fullSchedule: [
        { date: '2026-12-02' },
        { date: '2026-11-25', from: '18:00' },
        { date: '2026-11-24' },
        { date: '2026-11-25', from: '09:30' },
        { date: '2026-11-25', from: '08:00' },
        { date: '2026-11-25', from: '07:00', to: '11:00' },
      ],
    };
    // At 10:00: the 08:00 class (an hour long) is over; 09:30 and 07:00–11:00 are still on.
    expect(upcomingSchedule(item, NOW, VIENNA)).toEqual([
      { date: '2026-11-25', from: '07:00', to: '11:00' },
      { date: '2026-11-25', from: '09:30' },
      { date: '2026-11-25', from: '18:00' },
    ]);
    // At 19:00 only what is still to come (nothing today any more).
    expect(upcomingSchedule(item, NOW + 9 * 3_600_000, VIENNA)).toEqual([]);
  });

  it('links: tel, mailto and a plain OpenStreetMap link (no embed)', () => {
    expect(telHref('+43 (5285) 62-200')).toBe('tel:+43528562200');
    expect(telHref('on request')).toBeNull();
    expect(mailHref(' info@hotel.example ')).toBe('mailto:info@hotel.example');
    expect(mailHref('a@b.example?bcc=evil@x.example')).toBeNull();
    expect(mapLink({ ...base, geo: { latitude: 47.2, longitude: 11.84 } })).toBe(
      'https://www.openstreetmap.org/?mlat=47.20000&mlon=11.84000#map=16/47.20000/11.84000',
    );
    expect(mapLink({ ...base, streetAddress: 'Dorfstraße 14', addressLocality: 'Lärchwald' })).toBe(
      'https://www.openstreetmap.org/search?query=Dorfstra%C3%9Fe%2014%2C%20L%C3%A4rchwald',
    );
    expect(mapLink(base)).toBeNull();
    expect(addressLines({ ...base, postalCode: '6299', addressLocality: 'Lärchwald' })).toEqual([
      '6299 Lärchwald',
    ]);
  });

  it('dates and times read as in the guest language (spec §9 hour suffix)', () => {
    expect(formatDate('2026-11-25', 'de')).toBe('Mi., 25. Nov. 2026');
    expect(formatTimeRange('08:30', '16:45', 'de')).toBe('08:30 – 16:45 Uhr');
    expect(formatTimeRange('08:30', undefined, 'en')).toBe('08:30 h');
    expect(formatTimeRange('nach Vereinbarung', '16:45', 'de')).toBe(
      'nach Vereinbarung – 16:45 Uhr',
    );
  });
});
