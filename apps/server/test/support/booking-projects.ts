// Fixture projects for the booking tests: `alpha` gets three bookable
// entries — a guided tour (weekly Tuesday slots, team members, adult and
// child prices, auto-confirmed), a class the staff confirm (dated slots,
// two places), and a tasting charged to the room.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { copyFixtureProjects } from './test-app.ts';

export const TOUR_BOOKING = {
  contingent: 10,
  weekly: [{ day: 2, from: '09:00', to: '12:00' }],
  team_members: [
    { id: 'sepp', name: 'Sepp' },
    { id: 'anna', name: 'Anna' },
  ],
  price_options: [
    { id: 'adult', label: 'Adult', price_minor: 2000 },
    { id: 'child', label: 'Child 6–14', price_minor: 1000 },
  ],
  currency: 'EUR',
  opens_days_before: 30,
  closes_hours_before: 2,
  cancellation_deadline_hours: 24,
  confirmation: 'auto',
  payment: 'none',
  reservation_info_text: 'Meet at the hotel entrance.',
};

const CLASS_BOOKING = {
  contingent: 2,
  dates: [
    { date: '2026-03-12', from: '16:00', to: '18:00' },
    { date: '2026-03-19', from: '16:00', to: '18:00', contingent: 3 },
  ],
  price_options: [{ id: 'guest', label: 'Guest', price_minor: 0 }],
  confirmation: 'staff',
};

const TASTING_BOOKING = {
  contingent: 6,
  weekly: [{ day: 3, from: '20:00', to: '21:30' }],
  price_options: [{ id: 'adult', label: 'Adult', price_minor: 2900 }],
  payment: 'room',
  min_age: 18,
};

export function bookingProjects(): { dir: string; remove(): void } {
  const projects = copyFixtureProjects();
  for (const lang of ['de', 'en']) {
    const file = path.join(projects.dir, 'alpha', `model.${lang}.json`);
    const model = JSON.parse(readFileSync(file, 'utf8')) as {
      discover: { topics: { items: object[] }[] };
      project_settings?: object;
    };
    const base = { type: 'EVENT', description: 'Bookable' };
    model.discover.topics[0]!.items.push(
      {
        ...base,
        id: 'tour',
        title: lang === 'de' ? 'Geführte Tour' : 'Guided tour',
        booking: TOUR_BOOKING,
      },
      { ...base, id: 'class', title: 'Cooking class', booking: CLASS_BOOKING },
      { ...base, id: 'tasting', title: 'Wine tasting', booking: TASTING_BOOKING },
      { ...base, id: 'broken', title: 'Broken', booking: { contingent: 0 } },
    );
    model.project_settings = { ...model.project_settings, messaging: { active: true } };
    writeFileSync(file, JSON.stringify(model));
  }
  return projects;
}
