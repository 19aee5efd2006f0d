// Web push (spec §4 push) against a local push service that decrypts the
// aes128gcm payload with the subscription's keys: a staff message, a request
// decision and a staff notification each arrive with title, body and link,
// VAPID-signed; a subscription the push service calls gone (410) is removed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './support/databases.ts';
import { inboxProjects } from './support/inbox-projects.ts';
import { startPushReceiver, type PushReceiver } from './support/push-receiver.ts';
import { ADMIN_TOKEN, startTestApp, type TestApp } from './support/test-app.ts';

const STAFF = { authorization: `Bearer ${ADMIN_TOKEN}` };

describe.each(DIALECTS)('web push on %s', (dialect) => {
  let t: TestApp;
  let receiver: PushReceiver;
  let projects: { dir: string; remove(): void };

  async function subscribedGuest(status?: number) {
    const res = await t.app.inject({ method: 'POST', url: '/api/guestdata/alpha/guests' });
    const cookie = `hospes_alpha=${res.cookies[0]!.value}`;
    const userId = res.json<{ userId: string }>().userId;
    const subscription = receiver.subscribe({ status });
    const registered = await t.app.inject({
      method: 'POST',
      url: `/api/guestdata/alpha/notifications/${userId}/register`,
      headers: { cookie },
      payload: {
        registrations: {
          push: { permission: true, registrationToken: JSON.stringify(subscription) },
          inapp: { permission: true },
        },
      },
    });
    expect(registered.statusCode).toBe(200);
    return { userId, cookie };
  }

  beforeAll(async () => {
    receiver = await startPushReceiver();
    projects = inboxProjects();
    t = await startTestApp(dialect, { projectsDir: projects.dir }, undefined, {
      pushEndpoints: { hosts: ['127.0.0.1'], allowHttp: true },
    });
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
    projects?.remove();
  });

  it('serves the public VAPID key, the same after a restart', async () => {
    const key = (await t.app.inject({ method: 'GET', url: '/api/notifications/push/key' })).json()
      .publicKey;
    expect(key).toMatch(/^[A-Za-z0-9_-]{86,88}$/);
    t = await t.restart();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/notifications/push/key' })).json().publicKey,
    ).toBe(key);
  });

  it('a staff message is pushed: encrypted, VAPID-signed, with title, shortened body and link', async () => {
    const g = await subscribedGuest();
    const long = 'Your room is ready. '.repeat(10).trim();
    await t.app.inject({
      method: 'POST',
      url: `/api/staff/alpha/messages/${g.userId}`,
      headers: STAFF,
      payload: { title: 'Room ready', content: long },
    });
    await t.app.inbox.push.idle();
    const push = await receiver.next();
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.authorization).toMatch(/^vapid t=.+, k=.+$/);
    expect(push.payload).toEqual({
      title: 'Room ready',
      body: `${long.slice(0, 100)}…`,
      link: '/registrations/messages',
      linkType: 'INT',
    });
  });

  it('a request decision and a staff notification are pushed', async () => {
    const g = await subscribedGuest();
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/guestdata/alpha/guests' });
    const silent = { userId: anonymous.json<{ userId: string }>().userId };
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/requests/alpha/${g.userId}`,
      headers: { cookie: g.cookie },
      payload: { formId: 'towels', fields: { count: 3 }, privacyAccepted: true, lang: 'en' },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/staff/alpha/requests/${sent.json().id}/accept`,
      headers: STAFF,
    });
    await t.app.inbox.push.idle();
    expect((await receiver.next()).payload).toEqual({
      title: 'Request accepted',
      body: 'Your request "Extra towels" has been accepted.',
      link: '/registrations',
      linkType: 'INT',
    });

    const notified = await t.app.inject({
      method: 'POST',
      url: '/api/staff/alpha/notifications',
      headers: STAFF,
      payload: {
        // One guest allowed push, the other did not: one phone is reached by push.
        userIds: [g.userId, silent.userId],
        title: 'Wine tasting',
        body: 'Tonight at 19:00 in the cellar.',
        link: 'https://alpenrose.example/wine',
        linkType: 'EXT',
        push: true,
        inapp: true,
      },
    });
    expect(notified.json()).toEqual({ recipients: 2, inapp: 2, push: 1 });
    await t.app.inbox.push.idle();
    const push = await receiver.next();
    expect(push.payload).toMatchObject({
      title: 'Wine tasting',
      body: 'Tonight at 19:00 in the cellar.',
      link: 'https://alpenrose.example/wine',
      linkType: 'EXT',
    });
    expect(push.payload.rId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never posts to an address that is not a push service (and forgets it)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/guestdata/alpha/guests' });
    const cookie = `hospes_alpha=${res.cookies[0]!.value}`;
    const userId = res.json<{ userId: string }>().userId;
    const evil = { ...receiver.subscribe(), endpoint: 'http://169.254.169.254/latest/meta-data' };
    await t.app.inject({
      method: 'POST',
      url: `/api/guestdata/alpha/notifications/${userId}/register`,
      headers: { cookie },
      payload: {
        registrations: {
          push: { permission: true, registrationToken: JSON.stringify(evil) },
          inapp: { permission: true },
        },
      },
    });
    const before = receiver.received.length;
    await t.app.inject({
      method: 'POST',
      url: `/api/staff/alpha/messages/${userId}`,
      headers: STAFF,
      payload: { content: 'Hello' },
    });
    await t.app.inbox.push.idle();
    expect(receiver.received.length).toBe(before);
    expect(
      (await t.app.guests.getRegistrations('alpha', userId))?.push.registrationToken,
    ).toBeUndefined();
  });

  it('a subscription the push service calls gone (410) is removed', async () => {
    const g = await subscribedGuest(410);
    await t.app.inject({
      method: 'POST',
      url: `/api/staff/alpha/messages/${g.userId}`,
      headers: STAFF,
      payload: { content: 'Hello?' },
    });
    await t.app.inbox.push.idle();
    const stored = await t.app.guests.getRegistrations('alpha', g.userId);
    expect(stored?.push.registrationToken).toBeUndefined();
    expect(stored?.push.permission).toBe(true);
  });
});
