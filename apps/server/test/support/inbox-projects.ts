// Fixture projects for the inbox tests: `alpha` (app, no PMS login) gets
// request forms, messaging and push; `beta` stays without them.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { copyFixtureProjects } from './test-app.ts';

export const INBOX_FORMS = [
  {
    id: 'towels',
    title: 'Extra towels',
    fields: [
      { id: 'count', type: 'number', label: 'How many?', required: true, min: 1, max: 10 },
      { id: 'note', type: 'textarea', label: 'Anything else?' },
    ],
  },
  {
    id: 'table',
    title: 'Table in the restaurant',
    fields: [
      { id: 'date', type: 'date', label: 'Date', required: true },
      { id: 'time', type: 'time', label: 'Time', required: true },
      { id: 'persons', type: 'number', label: 'Persons', required: true, min: 1, max: 12 },
      {
        id: 'area',
        type: 'select',
        label: 'Where',
        options: [
          { value: 'inside', label: 'Inside' },
          { value: 'terrace', label: 'Terrace' },
        ],
      },
    ],
    start: { date_field: 'date', time_field: 'time' },
    cancellation_deadline_hours: 2,
  },
];

export function inboxProjects(): { dir: string; remove(): void } {
  const projects = copyFixtureProjects();
  for (const lang of ['de', 'en']) {
    const file = path.join(projects.dir, 'alpha', `model.${lang}.json`);
    const model = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown> & {
      project_settings?: object;
    };
    model.guest_services = { forms: INBOX_FORMS };
    model.push_notifications = { active: true };
    model.project_settings = { ...model.project_settings, messaging: { active: true } };
    writeFileSync(file, JSON.stringify(model));
  }
  return projects;
}
