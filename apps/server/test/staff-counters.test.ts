// What waits for the staff, on both databases: new requests, conversations
// with unread guest messages, bookings waiting for confirmation and new
// orders — counted, with the time of the oldest — and the project's
// escalation threshold from its model (default 10 minutes); the quick
// replies of a language.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { StaffCounters } from '@hospes/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './support/databases.ts';
import { inboxProjects } from './support/inbox-projects.ts';
import { ADMIN_TOKEN, startTestApp, type TestApp } from './support/test-app.ts';

const NOON = Date.parse('2026-03-10T11:00:00Z');
const STAFF = { authorization: `Bearer ${ADMIN_TOKEN}` };

describe.each(DIALECTS)('staff counters on %s', (dialect) => {
  let t: TestApp;
  let projects: { dir: string; remove(): void };
  const clock = { now: NOON };

  const staff = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: STAFF, ...(payload ? { payload } : {}) });
  const counters = async (project = 'alpha') =>
    (await staff('GET', `/api/staff/${project}/counters`)).json<StaffCounters>();

  async function newGuest(ip: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/guestdata/alpha/guests',
      headers: { 'x-forwarded-for': ip },
    });
    const token = res.cookies.find((c) => c.name === 'hospes_alpha')!.value;
    const userId = res.json<{ userId: string }>().userId;
    const as = (url: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { cookie: `hospes_alpha=${token}`, 'x-forwarded-for': ip },
      });
    return { userId, as };
  }

  beforeAll(async () => {
    projects = inboxProjects();
    // alpha's hotel answers within five minutes; beta keeps the default.
    for (const lang of ['de', 'en']) {
      const file = path.join(projects.dir, 'alpha', `model.${lang}.json`);
      const model = JSON.parse(readFileSync(file, 'utf8')) as { project_settings: object };
      // German guests get the hotel's own quick replies; English ones none (the console's).
      const quick = lang === 'de' ? { quick_replies: ['Gerne!', 'Ihr Tisch ist reserviert.'] } : {};
      model.project_settings = {
        ...model.project_settings,
        staff: { escalate_after_minutes: 5, ...quick },
      };
      writeFileSync(file, JSON.stringify(model));
    }
    t = await startTestApp(dialect, { projectsDir: projects.dir }, undefined, {
      now: () => clock.now,
    });
  });
  afterAll(async () => {
    await t?.close();
    projects?.remove();
  });

  it('counts new requests and unread conversations with their oldest, and forgets what the staff handled', async () => {
    const nothing = { count: 0, oldestAt: null };
    expect(await counters()).toEqual({
      requests: nothing,
      conversations: nothing,
      bookings: nothing,
      orders: nothing,
      escalateAfterMinutes: 5,
    });
    expect((await counters('beta')).escalateAfterMinutes).toBe(10);

    const anna = await newGuest('198.51.100.71');
    const ben = await newGuest('198.51.100.72');
    const first = await anna.as(`/api/requests/alpha/${anna.userId}`, {
      formId: 'towels',
      fields: { count: 2 },
      privacyAccepted: true,
      lang: 'en',
    });
    expect(first.statusCode, first.body).toBe(201);
    clock.now += 60_000;
    await ben.as(`/api/requests/alpha/${ben.userId}`, {
      formId: 'towels',
      fields: { count: 1 },
      privacyAccepted: true,
      lang: 'en',
    });
    await anna.as(`/api/messages/send/alpha/${anna.userId}`, { content: 'Hello' });
    clock.now += 60_000;
    await anna.as(`/api/messages/send/alpha/${anna.userId}`, { content: 'Anyone there?' });
    await ben.as(`/api/messages/send/alpha/${ben.userId}`, { content: 'Hi' });

    const waiting = await counters();
    expect(waiting.requests).toEqual({ count: 2, oldestAt: new Date(NOON).toISOString() });
    // Two guests wrote three messages: two conversations, the oldest unread a minute after noon.
    expect(waiting.conversations).toEqual({
      count: 2,
      oldestAt: new Date(NOON + 60_000).toISOString(),
    });

    // The staff accept Anna's request and read her conversation.
    const id = first.json<{ id: string }>().id;
    expect((await staff('POST', `/api/staff/alpha/requests/${id}/accept`)).statusCode).toBe(200);
    await staff('GET', `/api/staff/alpha/conversations/${anna.userId}`);
    const after = await counters();
    expect(after.requests).toEqual({ count: 1, oldestAt: new Date(NOON + 60_000).toISOString() });
    expect(after.conversations).toEqual({
      count: 1,
      oldestAt: new Date(NOON + 120_000).toISOString(),
    });
    // The list says since when each guest waits for an answer.
    const list = (await staff('GET', '/api/staff/alpha/conversations')).json<{
      conversations: { userId: string; waitingSince: string | null }[];
    }>().conversations;
    expect(Object.fromEntries(list.map((c) => [c.userId, c.waitingSince]))).toEqual({
      [anna.userId]: null,
      [ben.userId]: new Date(NOON + 120_000).toISOString(),
    });
  });

  it("answers the project's quick replies of a language, and none where it has set none", async () => {
    const de = await staff('GET', '/api/staff/alpha/quick-replies/de');
    expect(de.json()).toEqual({ lang: 'de', replies: ['Gerne!', 'Ihr Tisch ist reserviert.'] });
    expect((await staff('GET', '/api/staff/alpha/quick-replies/en')).json()).toEqual({
      lang: 'en',
      replies: [],
    });
    const unknown = await staff('GET', '/api/staff/alpha/quick-replies/xx');
    expect(unknown.statusCode).toBe(400);
  });
});
