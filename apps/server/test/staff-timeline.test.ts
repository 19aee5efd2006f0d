// A reservation's timeline for the front desk, on both databases: what the
// guest logged in with the reservation asked, ordered and wrote, and the
// staff's answer, newest first — and nothing of another reservation's guest.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { DIALECTS } from './support/databases.ts';
import { ADMIN_TOKEN, startTestApp, type TestApp } from './support/test-app.ts';

const PROJECTS_DIR = path.join(REPO_ROOT, 'projects');
const STAFF = { authorization: `Bearer ${ADMIN_TOKEN}` };
let ip = 0;

describe.each(DIALECTS)('a reservation timeline on %s', (dialect) => {
  let t: TestApp;

  async function login(reservation_id: string, last_name: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/integrations/alpenrose/login',
      payload: { data: { reservation_id, last_name } },
      headers: { 'x-forwarded-for': `198.51.100.${(ip += 1)}` },
    });
    const c = res.cookies.find((k) => k.name === 'hospes_alpenrose')!;
    return { cookie: `${c.name}=${c.value}`, userId: res.json<{ user_id: string }>().user_id };
  }
  const timeline = async (reservation: string, limit?: number) => {
    const res = await t.app.inject({
      url: `/api/staff/alpenrose/reservations/${reservation}/timeline${limit ? `?limit=${limit}` : ''}`,
      headers: STAFF,
    });
    return res;
  };

  beforeAll(async () => {
    t = await startTestApp(dialect, { projectsDir: PROJECTS_DIR });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("shows the guest's request, order and messages and the staff's answer, newest first", async () => {
    const max = await login('R-1001', 'Muster');
    const erika = await login('R-1002', 'Gast');
    const as = (g: { cookie: string }, url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: { cookie: g.cookie }, payload });
    const request = await as(max, `/api/requests/alpenrose/${max.userId}`, {
      formId: 'towels',
      fields: { kind: 'bath', count: 2, note: '' },
      lang: 'de',
      privacyAccepted: true,
    });
    expect(request.statusCode, request.body).toBe(201);
    const order = await as(max, `/api/orders/alpenrose/${max.userId}`, {
      payment: 'online',
      lang: 'de',
      idempotencyKey: 'timeline-order-abcdefghijkl',
      items: [{ productId: 'honey', quantity: 1 }],
    });
    expect(order.statusCode, order.body).toBe(201);
    const written = await as(max, `/api/messages/send/alpenrose/${max.userId}`, {
      content: 'Wann gibt es Frühstück?',
    });
    expect(written.statusCode, written.body).toBe(201);
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/staff/alpenrose/messages/${max.userId}`,
      headers: STAFF,
      payload: { content: 'Von 7 bis 10 Uhr.' },
    });
    expect(answered.statusCode, answered.body).toBe(201);
    // Another reservation's guest: not on this timeline.
    await as(erika, `/api/messages/send/alpenrose/${erika.userId}`, { content: 'Late checkout?' });

    const res = await timeline('R-1001');
    expect(res.statusCode, res.body).toBe(200);
    const { entries, more } = res.json<{
      entries: { kind: string; from: string | null; text: string | null; status: string | null }[];
      more: boolean;
    }>();
    expect(more).toBe(false);
    expect(entries.map((e) => [e.kind, e.from, e.text ?? e.status])).toEqual([
      ['message', 'staff', 'Von 7 bis 10 Uhr.'],
      ['message', 'guest', 'Wann gibt es Frühstück?'],
      ['order', null, 'pending_payment'],
      ['request', null, 'sent'],
    ]);
    expect(JSON.stringify(entries)).not.toContain('Late checkout?');
    const two = (await timeline('R-1001', 2)).json<{ entries: unknown[]; more: boolean }>();
    expect(two.entries).toHaveLength(2);
    expect(two.more).toBe(true);
    expect((await timeline('R-0000')).statusCode).toBe(404);
  });
});
