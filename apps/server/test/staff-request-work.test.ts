// The staff's own work on a guest request, on both databases: progress
// (open, in progress, done) and the colleague who handles it, beside the
// status the guest sees — which it never changes.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { DIALECTS } from './support/databases.ts';
import { ADMIN_TOKEN, startTestApp, type TestApp } from './support/test-app.ts';

const PROJECTS_DIR = path.join(REPO_ROOT, 'projects');
const STAFF = { authorization: `Bearer ${ADMIN_TOKEN}` };

describe.each(DIALECTS)('work on requests on %s', (dialect) => {
  let t: TestApp;
  let requestId: string;
  let guest: { cookie: string; userId: string };

  beforeAll(async () => {
    t = await startTestApp(dialect, { projectsDir: PROJECTS_DIR });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/integrations/alpenrose/login',
      payload: { data: { reservation_id: 'R-1002', last_name: 'Gast' } },
      headers: { 'x-forwarded-for': '198.51.100.90' },
    });
    const c = login.cookies.find((k) => k.name === 'hospes_alpenrose')!;
    guest = { cookie: `${c.name}=${c.value}`, userId: login.json<{ user_id: string }>().user_id };
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/requests/alpenrose/${guest.userId}`,
      headers: { cookie: guest.cookie },
      payload: {
        formId: 'towels',
        fields: { kind: 'bath', count: 2, note: '' },
        lang: 'de',
        privacyAccepted: true,
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    requestId = sent.json<{ id: string }>().id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const work = (body: object, id = requestId) =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/alpenrose/requests/${id}/work?lang=en`,
      headers: STAFF,
      payload: body,
    });
  const colleagues = async () =>
    (await t.app.inject({ url: '/api/staff/alpenrose/colleagues', headers: STAFF })).json<{
      colleagues: { id: string; name: string }[];
    }>().colleagues;

  it('starts open and unassigned; a colleague takes it on and finishes it', async () => {
    const list = await t.app.inject({ url: '/api/staff/alpenrose/requests', headers: STAFF });
    const mine = list
      .json<{ requests: { id: string; progress: string; assignee: unknown }[] }>()
      .requests.find((r) => r.id === requestId)!;
    expect(mine).toMatchObject({ progress: 'open', assignee: null });

    const team = await colleagues();
    expect(team.map((c) => c.name)).toEqual(expect.arrayContaining(['Lukas Berger']));
    const lukas = team.find((c) => c.name === 'Lukas Berger')!;
    const taken = await work({ progress: 'in_progress', assigneeId: lukas.id });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({
      id: requestId,
      status: 'sent',
      progress: 'in_progress',
      assignee: { id: lukas.id, name: 'Lukas Berger' },
    });
    const done = await work({ progress: 'done' });
    expect(done.json()).toMatchObject({ progress: 'done', assignee: { name: 'Lukas Berger' } });
    const unassigned = await work({ assigneeId: null });
    expect(unassigned.json()).toMatchObject({ progress: 'done', assignee: null });

    // The guest's view of the request is untouched.
    const mineAsGuest = await t.app.inject({
      url: `/api/requests/alpenrose/${guest.userId}`,
      headers: { cookie: guest.cookie },
    });
    expect(mineAsGuest.body).not.toContain('in_progress');
    expect(mineAsGuest.body).not.toContain('Lukas');
    const audit = await t.app.inject({ url: '/api/staff/alpenrose/audit', headers: STAFF });
    expect(
      audit
        .json<{ entries: { action: string; target: string }[] }>()
        .entries.filter((e) => e.action === 'request.work' && e.target === requestId),
    ).toHaveLength(3);
  });

  it('refuses an unknown colleague, an empty change and an unknown request', async () => {
    const stranger = await work({ assigneeId: 'no-such-account' });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json<{ message: string }>().message).toContain('There is no such colleague');
    expect((await work({})).statusCode).toBe(400);
    expect((await work({ progress: 'finished' })).statusCode).toBe(400);
    expect((await work({ progress: 'done' }, 'no-such-request')).statusCode).toBe(404);
  });
});
