import type { ContentItem, ProjectModel } from '@hospes/domain';
import { testModel } from './model-fixture.ts';

// Wednesday 2026-11-25 in Vienna (UTC+1 in winter).
/** 10:00 on a Wednesday in Vienna. */
export const WEDNESDAY_10_00 = Date.parse('2026-11-25T09:00:00Z');
/** 20:00 on a Wednesday in Vienna. */
export const WEDNESDAY_20_00 = Date.parse('2026-11-25T19:00:00Z');

/** A cable car with everything the detail page shows. */
export const cableCar: ContentItem = {
  id: 'cablecar',
  type: 'ACTIVITY',
  title: 'Lärchwald-Bergbahn',
  description:
    '<p>In acht Minuten <strong>auf 2.010 m</strong>.</p><img src="x" onerror="window.pwned=1"><script>window.pwned=2</script>',
  images: ['/media/alpenrose/a.svg', '/media/alpenrose/b.svg', '/media/alpenrose/c.svg'],
  imageattributions: ['Foto: Anna', 'Foto: Ben', 'Foto: Clara'],
  imagesource: 'Bergbahnen Lärchwald',
  streetAddress: 'Bergbahnstraße 3',
  postalCode: '6299',
  addressLocality: 'Lärchwald',
  geo: { latitude: 47.2035, longitude: 11.8458 },
  contact: {
    phone: '+43 5285 62200',
    email: 'info@bahn.example',
    website: 'https://www.bahn.example/winter',
  },
  openingHours: [1, 2, 3, 4, 5, 6, 0].map((day) => ({ day, from: '08:30', to: '16:45' })),
  features: ['ChildFriendly', 'AnyWeather'],
  price: 'Erwachsene € 27',
};

/** A guided summit tour with weekly timeslots and tour details. */
export const summitTour: ContentItem = {
  id: 'summit',
  type: 'ACTIVITY',
  title: 'Gipfeltour Rosskopf',
  images: ['/media/alpenrose/summit.svg'],
  durationMinutes: 360,
  tour: {
    condition: 'hard',
    distanceKm: 11.2,
    startingPoint: 'Bergstation',
    meetingPoint: 'Hotellobby',
  },
  // A field beyond the schema (projects/README.md): weekly timeslots.
  ...({ timeslots: [{ day: 2, from: '08:00', to: '14:00' }] } as object),
} as ContentItem;

/** A closed lake café. */
export const lakeCafe: ContentItem = {
  id: 'lake-cafe',
  type: 'POI',
  title: 'Seecafé',
  temporarilyClosed: true,
  openingHours: [{ day: 3, from: '09:00', to: '18:00' }],
  contact: { website: 'javascript:alert(1)' },
};

/** An event with a full schedule. */
export const torchWalk: ContentItem = {
  id: 'torch',
  type: 'EVENT',
  title: 'Fackelwanderung',
  eventFrom: '2026-11-23',
  eventTo: '2027-01-18',
  eventFromTime: '19:30',
  eventToTime: '21:00',
  fullSchedule: [
    '2026-11-23',
    '2026-11-30',
    '2026-12-07',
    '2026-12-14',
    '2026-12-21',
    '2026-12-28',
    '2027-01-04',
    '2027-01-11',
    '2027-01-18',
  ].map((date) => ({ date, from: '19:30', to: '21:00' })),
};

/** The test model with the items above in two topics. */
export function activityModel(patch: (model: ProjectModel) => void = () => {}): ProjectModel {
  return testModel({}, (m) => {
    m.discover.topics = [
      { id: 'hiking', title: 'Wandern', items: [summitTour] },
      { id: 'region', title: 'Region', items: [cableCar, lakeCafe, torchWalk] },
    ];
    patch(m);
  });
}

export const MODEL_DE = '/api/projects/alpenrose/model/de';
export const MODEL_EN = '/api/projects/alpenrose/model/en';
