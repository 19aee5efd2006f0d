// The console's realtime stream, over real sockets on both databases: a
// guest's new request and message reach the staff's stream at once, and
// only a staff session (or the admin token) may open it.
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { DIALECTS } from './support/databases.ts';
import { openSse } from './support/sse-client.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const PROJECTS_DIR = path.join(REPO_ROOT, 'projects');

describe.each(DIALECTS)('staff realtime on %s', (dialect) => {
  let t: TestApp;
  let base: string;
  let staffCookie: string;
  let guest: { cookie: string; userId: string };

  beforeAll(async () => {
    t = await startTestApp(dialect, { projectsDir: PROJECTS_DIR });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: 'frontdesk@alpenrose.example', password: 'alpenrose-demo' },
    });
    const c = login.cookies.find((k) => k.name === 'hospes.staff')!;
    staffCookie = `${c.name}=${c.value}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/integrations/alpenrose/login',
      payload: { data: { reservation_id: 'R-1002', last_name: 'Gast' } },
    });
    const g = res.cookies.find((k) => k.name === 'hospes_alpenrose')!;
    guest = { cookie: `${g.name}=${g.value}`, userId: res.json<{ user_id: string }>().user_id };
  });
  afterAll(async () => {
    await t?.close();
  });

  it("a guest's request and message arrive on the staff's stream", async () => {
    const stream = await openSse(`${base}/api/staff/alpenrose/events`, { cookie: staffCookie });
    expect(stream.status).toBe(200);
    await stream.next((e) => e.event === 'ready');
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/requests/alpenrose/${guest.userId}`,
      headers: { cookie: guest.cookie },
      payload: {
        formId: 'towels',
        fields: { kind: 'bath', count: 2 },
        privacyAccepted: true,
        lang: 'en',
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await stream.next((e) => e.event === 'requests-changed');
    const message = await t.app.inject({
      method: 'POST',
      url: `/api/messages/send/alpenrose/${guest.userId}`,
      headers: { cookie: guest.cookie },
      payload: { content: 'Could we have a late check-out?' },
    });
    expect(message.statusCode, message.body).toBeLessThan(300);
    await stream.next((e) => e.event === 'messages-changed');
    stream.close();
  });

  it('refuses the stream without a staff session', async () => {
    const anonymous = await openSse(`${base}/api/staff/alpenrose/events`, {});
    expect(anonymous.status).toBe(401);
    anonymous.close();
    const asGuest = await openSse(`${base}/api/staff/alpenrose/events`, { cookie: guest.cookie });
    expect(asGuest.status).toBe(401);
    asGuest.close();
  });
});
