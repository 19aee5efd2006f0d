// A hotel that takes bookings only within the guest's stay
// (`project_settings.bookings.outside_stay: 'refuse'`), on both databases:
// R-1001 arrives on 1 December for three nights; yoga on 2 December is
// booked, yoga on 7 December is refused with `outside_stay` (409) and takes
// no place.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { DIALECTS } from './support/databases.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

/** Tuesday 1 December 2026, 10:00 in Vienna. */
const NOW = Date.parse('2026-12-01T09:00:00Z');

/** The demo projects with alpenrose taking bookings only within the stay. */
function refusingProjects(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'hospes-stay-'));
  cpSync(path.join(REPO_ROOT, 'projects', 'alpenrose'), path.join(dir, 'alpenrose'), {
    recursive: true,
  });
  for (const lang of ['de', 'en', 'es', 'fr', 'hr', 'it', 'ru']) {
    const file = path.join(dir, 'alpenrose', `model.${lang}.json`);
    const model = JSON.parse(readFileSync(file, 'utf8')) as { project_settings: object };
    model.project_settings = { ...model.project_settings, bookings: { outside_stay: 'refuse' } };
    writeFileSync(file, JSON.stringify(model));
  }
  return dir;
}

describe.each(DIALECTS)('bookings within the stay on %s', (dialect) => {
  let t: TestApp;
  let dir: string;
  let guest: { cookie: string; userId: string };
  let keys = 0;

  const book = (slotId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/bookings/alpenrose/${guest.userId}`,
      headers: { cookie: guest.cookie },
      payload: {
        activityId: 'alp-prog-yoga',
        slotId,
        persons: [{ priceOptionId: 'guest', count: 1 }],
        idempotencyKey: `stay-${(keys += 1)}-key-abcdefghij`,
        lang: 'en',
      },
    });
  const free = async (slotId: string) =>
    (
      await t.app.inject({
        url: `/api/programme/alpenrose/alp-prog-yoga/slots?from=${slotId.slice(0, 10)}&to=${slotId.slice(0, 10)}`,
      })
    )
      .json<{ slots: { slotId: string; free: number }[] }>()
      .slots.find((s) => s.slotId === slotId)?.free;

  beforeAll(async () => {
    dir = refusingProjects();
    t = await startTestApp(dialect, { projectsDir: dir }, undefined, { now: () => NOW });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/integrations/alpenrose/login',
      payload: { data: { reservation_id: 'R-1001', last_name: 'Muster' } },
      headers: { 'x-forwarded-for': '203.0.113.77' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const c = res.cookies.find((k) => k.name === 'hospes_alpenrose')!;
    const body = res.json<{ user_id?: string; userId?: string }>();
    guest = { cookie: `${c.name}=${c.value}`, userId: body.user_id ?? body.userId ?? '' };
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('books a date within the stay and refuses one after the departure, keeping its places', async () => {
    const inside = await book('2026-12-02T08:00');
    expect(inside.statusCode, inside.body).toBe(201);

    const before = await free('2026-12-07T08:00');
    const outside = await book('2026-12-07T08:00');
    expect(outside.statusCode).toBe(409);
    expect(outside.json()).toMatchObject({
      code: 'outside_stay',
      message: 'This date is outside your stay (2026-12-01 – 2026-12-04).',
    });
    expect(await free('2026-12-07T08:00')).toBe(before);
  });
});
