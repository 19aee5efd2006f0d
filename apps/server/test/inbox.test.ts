// The guest's line to the hotel over HTTP, on both databases: requests with
// their spec §4 statuses and auto-generated messages, cancellation rules,
// messages both ways, in-app notifications, the staff API, bad input (400
// with paths, never 500), rate limits, and 404 for every other guest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './support/databases.ts';
import { inboxProjects } from './support/inbox-projects.ts';
import { ADMIN_TOKEN, startTestApp, type TestApp } from './support/test-app.ts';

/** 12:00 in Vienna. */
const NOON = Date.parse('2026-03-10T11:00:00Z');
const STAFF = { authorization: `Bearer ${ADMIN_TOKEN}` };
const CANCEL_TEXT = 'Cancellation is no longer possible. Please contact the provider directly.';

interface Guest {
  userId: string;
  cookie: string;
  /** Each guest writes from a phone of its own (limits count per client address too). */
  ip: string;
}

describe.each(DIALECTS)('inbox on %s', (dialect) => {
  let t: TestApp;
  let projects: { dir: string; remove(): void };
  const clock = { now: NOON };
  let ip = 10;

  async function newGuest(project = 'alpha'): Promise<Guest> {
    ip += 1;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/guestdata/${project}/guests`,
      headers: { 'x-forwarded-for': `198.51.100.${ip}` },
    });
    expect(res.statusCode).toBe(201);
    const token = res.cookies.find((c) => c.name === `hospes_${project}`)?.value;
    return {
      userId: res.json<{ userId: string }>().userId,
      cookie: `hospes_${project}=${token}`,
      ip: `198.51.100.${ip}`,
    };
  }
  const as = (g: Guest, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: g.cookie, 'x-forwarded-for': g.ip },
      ...(payload ? { payload } : {}),
    });
  const staff = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: STAFF, ...(payload ? { payload } : {}) });
  const sendRequest = (g: Guest, body: object) =>
    as(g, 'POST', `/api/requests/alpha/${g.userId}`, {
      privacyAccepted: true,
      lang: 'en',
      ...body,
    });
  const conversation = async (g: Guest) =>
    (await as(g, 'GET', `/api/messages/conversation/alpha/${g.userId}`)).json<{
      messages: { title: string; content: string; sender: string; type: string; seen: boolean }[];
      hasMore: boolean;
    }>();
  const unseen = async (g: Guest) =>
    (await as(g, 'GET', `/api/messages/unseen/alpha/${g.userId}`)).json<{ count: number }>().count;

  beforeAll(async () => {
    projects = inboxProjects();
    t = await startTestApp(dialect, { projectsDir: projects.dir }, undefined, {
      now: () => clock.now,
    });
  });
  afterAll(async () => {
    await t?.close();
    projects?.remove();
  });

  it('spec §4: a request is sent (Open), accepted, reopened and rejected — each with its auto message', async () => {
    const g = await newGuest();
    const sent = await sendRequest(g, { formId: 'towels', fields: { count: 2, note: '' } });
    expect(sent.statusCode).toBe(201);
    const { id, status } = sent.json<{ id: string; status: string }>();
    expect(status).toBe('sent');
    // The guest sent it: the "Request sent" message counts as seen.
    expect(await unseen(g)).toBe(0);
    let messages = (await conversation(g)).messages;
    expect(messages.at(-1)).toMatchObject({
      sender: 'system',
      title: 'Request sent',
      content:
        'Your request "Extra towels" has been sent. We will get back to you as soon as possible.',
    });

    const accepted = await staff('POST', `/api/staff/alpha/requests/${id}/accept`, {
      note: 'On the way',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', note: 'On the way' });
    expect(await unseen(g)).toBe(1);
    messages = (await conversation(g)).messages;
    expect(messages.at(-1)).toMatchObject({
      type: 'request_accepted',
      title: 'Request accepted',
      content: 'Your request "Extra towels" has been accepted.',
      seen: false,
    });
    const inbox = (await as(g, 'GET', `/api/messages/inbox/alpha/${g.userId}`)).json();
    expect(inbox.requests[0]).toMatchObject({ id, status: 'accepted', fields: { count: 2 } });
    expect(inbox.registrations).toEqual([]);
    expect(inbox.messages).toMatchObject({ count: 2, unseen: 1 });

    expect((await staff('POST', `/api/staff/alpha/requests/${id}/revert`)).json().status).toBe(
      'sent',
    );
    expect((await conversation(g)).messages.at(-1)?.type).toBe('request_reverted');
    expect((await staff('POST', `/api/staff/alpha/requests/${id}/reject`)).json().status).toBe(
      'rejected',
    );
    expect((await conversation(g)).messages.at(-1)?.content).toBe(
      'Unfortunately, your request "Extra towels" could not be accepted.',
    );
    // A decided request changes only through revert.
    const again = await staff('POST', `/api/staff/alpha/requests/${id}/accept`);
    expect(again.statusCode).toBe(409);

    const seen = await as(g, 'POST', `/api/messages/seen/alpha/${g.userId}`, {});
    expect(seen.json()).toEqual({ count: 0 });
  });

  it('writes the auto messages in the language the guest sent the request in', async () => {
    const g = await newGuest();
    const { id } = (
      await sendRequest(g, { formId: 'towels', fields: { count: 1 }, lang: 'de' })
    ).json<{ id: string }>();
    await staff('POST', `/api/staff/alpha/requests/${id}/accept`);
    const last = (await conversation(g)).messages.at(-1);
    expect(last).toMatchObject({ title: 'Anfrage angenommen' });
    expect(last?.content).toContain('wurde angenommen');
  });

  it('spec §4: cancelling is refused in the past and past the allowed time, allowed before', async () => {
    const g = await newGuest();
    const book = async (date: string, time: string) =>
      (
        await sendRequest(g, {
          formId: 'table',
          fields: { date, time, persons: 2, area: 'terrace' },
        })
      ).json<{ id: string }>().id;
    const cancel = (id: string) => as(g, 'POST', `/api/requests/alpha/${g.userId}/${id}/cancel`);

    // 12:00 now; 13:00 today is within the 2-hour deadline.
    const soon = await book('2026-03-10', '13:00');
    const res = await cancel(soon);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CANCEL_TEXT);
    // Yesterday is in the past.
    expect((await cancel(await book('2026-03-09', '19:00'))).json().message).toBe(CANCEL_TEXT);
    const inbox = (await as(g, 'GET', `/api/messages/inbox/alpha/${g.userId}`)).json();
    expect(inbox.requests.find((r: { id: string }) => r.id === soon)).toMatchObject({
      cancelable: false,
      cancelImpossible: 'deadline_passed',
    });

    const later = await book('2026-03-10', '19:30');
    const ok = await cancel(later);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'canceled', cancelable: false });
    expect((await conversation(g)).messages.at(-1)).toMatchObject({
      type: 'request_canceled',
      content: 'Your request "Table in the restaurant" has been canceled.',
    });
    // Canceled is final for the guest.
    expect((await cancel(later)).statusCode).toBe(409);
  });

  it.each([
    ['an unknown form', { formId: 'spa', fields: {} }, 'formId'],
    ['a missing required field', { formId: 'towels', fields: {} }, 'fields.count'],
    ['a number out of range', { formId: 'towels', fields: { count: 99 } }, 'fields.count'],
    ['an unknown field', { formId: 'towels', fields: { count: 1, evil: 'x' } }, 'fields'],
    [
      'a choice not offered',
      { formId: 'table', fields: { date: '2026-03-12', time: '19:00', persons: 2, area: 'roof' } },
      'fields.area',
    ],
    [
      'a malformed date',
      { formId: 'table', fields: { date: '12.03.2026', time: '19:00', persons: 2 } },
      'fields.date',
    ],
    [
      'no privacy consent',
      { formId: 'towels', fields: { count: 1 }, privacyAccepted: false },
      'privacyAccepted',
    ],
  ])('a request with %s is 400 with the field path', async (_name, body, path) => {
    const g = await newGuest();
    const res = await sendRequest(g, body);
    expect(res.statusCode).toBe(400);
    const where = `body/${path.split('.').join('/')}`;
    expect(res.json().issues.map((e: { path: string }) => e.path)).toContain(where);
  });

  it('messages: the guest writes, the staff answers; plain text kept as text; pages of older ones', async () => {
    const g = await newGuest();
    const html = '<img src=x onerror=alert(1)> Can I have a late breakfast?';
    const sent = await as(g, 'POST', `/api/messages/send/alpha/${g.userId}`, { content: html });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ sender: 'guest', content: html, seen: true });
    const conversations = (await staff('GET', '/api/staff/alpha/conversations')).json();
    expect(
      conversations.conversations.find((c: { userId: string }) => c.userId === g.userId),
    ).toMatchObject({
      unread: 1,
    });
    const reply = await staff('POST', `/api/staff/alpha/messages/${g.userId}`, {
      content: 'Of course — until 11:30.',
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ sender: 'staff', title: '', seen: false });
    expect(await unseen(g)).toBe(1);
    const opened = (await staff('GET', `/api/staff/alpha/conversations/${g.userId}`)).json();
    expect(opened.messages.map((m: { content: string }) => m.content)).toEqual([
      html,
      'Of course — until 11:30.',
    ]);

    for (let i = 0; i < 5; i += 1) {
      clock.now += 1;
      await staff('POST', `/api/staff/alpha/messages/${g.userId}`, { content: `Note ${i}` });
    }
    const page = await as(g, 'GET', `/api/messages/conversation/alpha/${g.userId}?limit=3`);
    const first = page.json<{ messages: { id: string; content: string }[]; hasMore: boolean }>();
    expect(first.messages.map((m) => m.content)).toEqual(['Note 2', 'Note 3', 'Note 4']);
    expect(first.hasMore).toBe(true);
    const older = (
      await as(
        g,
        'GET',
        `/api/messages/conversation/alpha/${g.userId}?limit=3&before=${first.messages[0]!.id}`,
      )
    ).json<{ messages: { content: string }[]; hasMore: boolean }>();
    expect(older.messages.map((m) => m.content)).toEqual([
      'Of course — until 11:30.',
      'Note 0',
      'Note 1',
    ]);
    expect(older.hasMore).toBe(true);
  });

  it.each([
    ['empty', { content: '   ' }],
    ['too long', { content: 'x'.repeat(2001) }],
    ['missing', {}],
    ['not text', { content: 42 }],
  ])('a message that is %s is 400', async (_name, body) => {
    const g = await newGuest();
    const res = await as(g, 'POST', `/api/messages/send/alpha/${g.userId}`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toMatch(/^body(\/content)?$/);
  });

  it('a project without messaging refuses guest messages (404)', async () => {
    const g = await newGuest('beta');
    const res = await as(g, 'POST', `/api/messages/send/beta/${g.userId}`, { content: 'Hello' });
    expect(res.statusCode).toBe(404);
  });

  it('guests are limited to 30 messages and 20 requests per 10 minutes (429)', async () => {
    const g = await newGuest();
    for (let i = 0; i < 30; i += 1) {
      const res = await as(g, 'POST', `/api/messages/send/alpha/${g.userId}`, { content: `m${i}` });
      expect(res.statusCode).toBe(201);
    }
    const over = await as(g, 'POST', `/api/messages/send/alpha/${g.userId}`, { content: 'again' });
    expect(over.statusCode).toBe(429);
    clock.now += 61_000; // a minute on: the guest's address may write again
    for (let i = 0; i < 20; i += 1) {
      expect((await sendRequest(g, { formId: 'towels', fields: { count: 1 } })).statusCode).toBe(
        201,
      );
    }
    expect((await sendRequest(g, { formId: 'towels', fields: { count: 1 } })).statusCode).toBe(429);
    // (The address limit, 40 a minute, is tested in inbox-limits.test.ts.)
    // Ten minutes later the guest may write again.
    clock.now += 10 * 60_000 + 1;
    expect(
      (await as(g, 'POST', `/api/messages/send/alpha/${g.userId}`, { content: 'later' }))
        .statusCode,
    ).toBe(201);
  });

  it('spec §3/§4: staff notifications reach the guests in-app; seen ones leave the unseen list', async () => {
    const a = await newGuest();
    const b = await newGuest();
    const res = await staff('POST', '/api/staff/alpha/notifications', {
      userIds: [a.userId, 'guest_app_nobody'],
      title: 'Sauna open late',
      body: 'Tonight until 23:00.',
      link: '/topic/spa',
      linkType: 'INT',
      linkTitle: 'To the spa',
      inapp: true,
      push: false,
      omitPopup: true,
    });
    expect(res.json()).toEqual({ recipients: 1, inapp: 1, push: 0 });
    const list = (await as(a, 'GET', `/api/notifications/inapp/unseen/alpha/${a.userId}`)).json();
    expect(list.notifications).toEqual([
      expect.objectContaining({
        data: {
          title: 'Sauna open late',
          body: 'Tonight until 23:00.',
          link: '/topic/spa',
          linkType: 'INT',
          linkTitle: 'To the spa',
        },
        seen: false,
        omitPopup: true,
      }),
    ]);
    const rId = list.notifications[0].rId as string;
    // Another guest cannot mark it.
    expect(
      (await as(b, 'POST', `/api/notifications/inapp/seen/alpha/${b.userId}/${rId}`)).statusCode,
    ).toBe(404);
    expect(
      (await as(a, 'POST', `/api/notifications/inapp/seen/alpha/${a.userId}/${rId}`)).statusCode,
    ).toBe(204);
    expect(
      (await as(a, 'GET', `/api/notifications/inapp/unseen/alpha/${a.userId}`)).json()
        .notifications,
    ).toEqual([]);
    // It stays in the inbox as news, seen.
    const inbox = (await as(a, 'GET', `/api/messages/inbox/alpha/${a.userId}`)).json();
    expect(inbox.news[0]).toMatchObject({ rId, seen: true });

    const all = await staff('POST', '/api/staff/alpha/notifications', {
      audience: 'all',
      title: 'Hello everyone',
      body: '',
      inapp: true,
      push: false,
    });
    expect(all.json().recipients).toBeGreaterThanOrEqual(2);
    expect(
      (await as(b, 'GET', `/api/notifications/inapp/unseen/alpha/${b.userId}`)).json()
        .notifications[0].data.title,
    ).toBe('Hello everyone');
  });

  it.each([
    ['neither userIds nor audience', { title: 'x', inapp: true }],
    ['both', { title: 'x', userIds: ['a'], audience: 'all' }],
    ['nothing to send', { title: 'x', audience: 'all', inapp: false, push: false }],
    [
      'an EXT link without https',
      { title: 'x', audience: 'all', link: 'javascript:alert(1)', linkType: 'EXT' },
    ],
    ['no title', { audience: 'all' }],
  ])('a staff notification with %s is 400', async (_name, body) => {
    const res = await staff('POST', '/api/staff/alpha/notifications', body);
    expect(res.statusCode).toBe(400);
  });

  it('the staff routes need the admin token (401), before reading the body', async () => {
    for (const [method, url] of [
      ['GET', '/api/staff/alpha/requests'],
      ['POST', '/api/staff/alpha/requests/x/accept'],
      ['GET', '/api/staff/alpha/conversations'],
      ['POST', '/api/staff/alpha/messages/u'],
      ['POST', '/api/staff/alpha/notifications'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { authorization: 'Bearer wrong-token-123' },
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(res.statusCode, url).toBe(401);
    }
    expect((await staff('GET', '/api/staff/nowhere/requests')).statusCode).toBe(404);
    expect(
      (await staff('POST', '/api/staff/alpha/messages/guest_app_unknown', { content: 'Hi' }))
        .statusCode,
    ).toBe(404);
  });

  it("a guest never reaches another guest's conversation, requests or notifications (404)", async () => {
    const a = await newGuest();
    const b = await newGuest();
    const other = await newGuest('beta');
    const { id } = (await sendRequest(a, { formId: 'towels', fields: { count: 1 } })).json<{
      id: string;
    }>();
    const routes: ['GET' | 'POST', string, object?][] = [
      ['GET', `/api/messages/conversation/alpha/${a.userId}`],
      ['GET', `/api/messages/inbox/alpha/${a.userId}`],
      ['GET', `/api/messages/unseen/alpha/${a.userId}`],
      ['POST', `/api/messages/seen/alpha/${a.userId}`, {}],
      ['POST', `/api/messages/send/alpha/${a.userId}`, { content: 'x' }],
      ['GET', `/api/notifications/inapp/unseen/alpha/${a.userId}`],
      ['POST', `/api/notifications/inapp/seen/alpha/${a.userId}/x`],
      [
        'POST',
        `/api/requests/alpha/${a.userId}`,
        { formId: 'towels', fields: { count: 1 }, privacyAccepted: true },
      ],
      ['POST', `/api/requests/alpha/${a.userId}/${id}/cancel`],
      ['GET', `/api/events/alpha/${a.userId}`],
    ];
    for (const [method, url, body] of routes) {
      for (const intruder of [b, other, undefined]) {
        const res = await t.app.inject({
          method,
          url,
          headers: intruder ? { cookie: intruder.cookie } : {},
          ...(body ? { payload: body } : {}),
        });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    // B's own session with A's request id: still 404.
    const cancel = await as(b, 'POST', `/api/requests/alpha/${b.userId}/${id}/cancel`);
    expect(cancel.statusCode).toBe(404);
    expect((await as(b, 'GET', `/api/messages/inbox/alpha/${b.userId}`)).json().requests).toEqual(
      [],
    );
  });

  it('lists the new routes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    for (const path of [
      '/api/messages/conversation/{project}/{userId}',
      '/api/messages/inbox/{project}/{userId}',
      '/api/messages/send/{project}/{userId}',
      '/api/notifications/inapp/unseen/{project}/{userId}',
      '/api/requests/{project}/{userId}',
      '/api/requests/{project}/{userId}/{requestId}/cancel',
      '/api/events/{project}/{userId}',
      '/api/staff/{project}/requests',
      '/api/staff/{project}/notifications',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });
});
