// Staff know who and where, on both databases: a request, an order, a
// conversation, a booking and an audit entry name the guest — the property
// system's name, room and reservation for a guest logged in with a
// reservation, what the guest gave in the app otherwise — and the guest's
// language. A guest who only got automatic messages has no conversation;
// an account in the audit log is named by its e-mail.
import path from 'node:path';
import type { StaffGuest } from '@hospes/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { DIALECTS } from './support/databases.ts';
import { ADMIN_TOKEN, startTestApp, type TestApp } from './support/test-app.ts';

const PROJECTS_DIR = path.join(REPO_ROOT, 'projects');
const STAFF = { authorization: `Bearer ${ADMIN_TOKEN}` };

interface Guest {
  userId: string;
  cookie: string;
  ip: string;
}

let address = 40;
const nextIp = () => `198.51.100.${(address += 1) & 255}`;

describe.each(DIALECTS)('the guest beside what the staff see, on %s', (dialect) => {
  let t: TestApp;

  const as = (g: Guest, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: g.cookie, 'x-forwarded-for': g.ip },
      ...(payload ? { payload } : {}),
    });
  const staff = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: STAFF, ...(payload ? { payload } : {}) });

  async function anonymous(): Promise<Guest> {
    const ip = nextIp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/guestdata/alpenrose/guests',
      headers: { 'x-forwarded-for': ip },
    });
    const token = res.cookies.find((c) => c.name === 'hospes_alpenrose')!.value;
    return {
      userId: res.json<{ userId: string }>().userId,
      cookie: `hospes_alpenrose=${token}`,
      ip,
    };
  }
  async function loggedIn(reservation: string, lastName: string): Promise<Guest> {
    const ip = nextIp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/integrations/alpenrose/login',
      payload: { data: { reservation_id: reservation, last_name: lastName } },
      headers: { 'x-forwarded-for': ip },
    });
    expect(res.statusCode, res.body).toBe(200);
    const token = res.cookies.find((c) => c.name === 'hospes_alpenrose')!.value;
    return {
      userId: res.json<{ user_id: string }>().user_id,
      cookie: `hospes_alpenrose=${token}`,
      ip,
    };
  }
  const towels = (g: Guest, note: string) =>
    as(g, 'POST', `/api/requests/alpenrose/${g.userId}`, {
      formId: 'towels',
      fields: { kind: 'bath', count: 1, note },
      privacyAccepted: true,
      lang: 'en',
    });

  beforeAll(async () => {
    t = await startTestApp(dialect, { projectsDir: PROJECTS_DIR });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('names a logged-in guest by the property system: name, room, reservation; the language the guest wrote in', async () => {
    const max = await loggedIn('R-1001', 'Muster');
    const sent = await towels(max, 'who-and-where 1');
    expect(sent.statusCode, sent.body).toBe(201);
    const { requests } = (await staff('GET', '/api/staff/alpenrose/requests?lang=de')).json<{
      requests: { userId: string; guest: StaffGuest; entries: object[] }[];
    }>();
    // The fields labelled from the form in the staff's language, the choice by its label.
    expect(requests.find((r) => r.userId === max.userId)?.entries).toEqual([
      { id: 'kind', label: 'Art', type: 'select', value: 'bath', option: 'Badetücher' },
      { id: 'count', label: 'Anzahl', type: 'number', value: 1, option: null },
      { id: 'note', label: 'Anmerkung', type: 'textarea', value: 'who-and-where 1', option: null },
    ]);
    expect(requests.find((r) => r.userId === max.userId)?.guest).toEqual({
      name: 'Max Muster',
      room: '204',
      reservationId: 'R-1001',
      reservationNumber: 'R-1001',
      // The language he wrote the request in (the property system says German).
      lang: 'en',
    });
    // His app connects later in Italian (another device): the request is still
    // answered in the language he wrote it in.
    const connect = await as(max, 'POST', `/api/guestdata/alpenrose/connect/${max.userId}`, {
      registrations: { push: { permission: false }, inapp: { permission: true } },
      lang: 'it',
    });
    expect(connect.statusCode, connect.body).toBe(200);
    const again = (await staff('GET', '/api/staff/alpenrose/requests?lang=de')).json<{
      requests: { userId: string; guest: StaffGuest }[];
    }>();
    expect(again.requests.find((r) => r.userId === max.userId)?.guest.lang).toBe('en');
  });

  it('names an anonymous guest by what the guest gave; automatic messages alone make no conversation', async () => {
    const anna = await anonymous();
    await as(anna, 'PUT', `/api/guestdata/alpenrose/profile/${anna.userId}`, {
      profile: { firstName: 'Anna', lastName: 'Berg' },
    });
    await as(anna, 'PUT', `/api/guestdata/alpenrose/stay/${anna.userId}`, {
      stay: { roomNumber: '12' },
    });
    await as(anna, 'POST', `/api/guestdata/alpenrose/language/${anna.userId}`, { language: 'fr' });
    const silent = await loggedIn('R-1002', 'Gast');
    const sent = await towels(silent, 'who-and-where 2');
    expect(sent.statusCode, sent.body).toBe(201);
    const request = sent.json<{ id: string }>();
    const accepted = await staff('POST', `/api/staff/alpenrose/requests/${request.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<{ guest: StaffGuest }>().guest).toEqual({
      name: 'Erika Gast',
      room: '112',
      reservationId: 'R-1002',
      reservationNumber: 'R-1002',
      lang: 'en',
    });
    const wrote = await as(anna, 'POST', `/api/messages/send/alpenrose/${anna.userId}`, {
      content: 'Is the sauna open tonight?',
    });
    expect(wrote.statusCode, wrote.body).toBe(201);

    const { conversations } = (await staff('GET', '/api/staff/alpenrose/conversations')).json<{
      conversations: { userId: string; guest: StaffGuest }[];
    }>();
    const ids = conversations.map((c) => c.userId);
    expect(ids).toContain(anna.userId);
    // The silent guest has "Request sent" and "Request accepted" — automatic, no conversation.
    expect(ids).not.toContain(silent.userId);
    expect(conversations.find((c) => c.userId === anna.userId)?.guest).toEqual({
      name: 'Anna Berg',
      room: '12',
      reservationId: null,
      reservationNumber: null,
      lang: 'fr',
    });
    // Once the staff write to the silent guest, it is a conversation.
    await staff('POST', `/api/staff/alpenrose/messages/${silent.userId}`, { content: 'Hello!' });
    const after = (await staff('GET', '/api/staff/alpenrose/conversations')).json<{
      conversations: { userId: string }[];
    }>();
    expect(after.conversations.map((c) => c.userId)).toContain(silent.userId);
  });

  it('names the guest of an audit entry: a request decided, a message written, a reservation viewed', async () => {
    const max = await loggedIn('R-1001', 'Muster');
    const request = (await towels(max, 'who-and-where 3')).json<{ id: string }>();
    await staff('POST', `/api/staff/alpenrose/requests/${request.id}/accept`);
    await staff('POST', `/api/staff/alpenrose/messages/${max.userId}`, { content: 'Welcome!' });
    await staff('GET', '/api/staff/alpenrose/reservations/R-1002?full=true');
    const { entries } = (await staff('GET', '/api/staff/alpenrose/audit?limit=3')).json<{
      entries: { action: string; guest: StaffGuest | null }[];
    }>();
    expect(entries.map((e) => [e.action, e.guest?.name, e.guest?.reservationId])).toEqual([
      ['reservation.identity.view', 'Erika Gast', 'R-1002'],
      ['message.send', 'Max Muster', 'R-1001'],
      ['request.accept', 'Max Muster', 'R-1001'],
    ]);
  });

  it('names an account disabled or enabled by its e-mail, not its id', async () => {
    const created = await staff('POST', '/api/staff/alpenrose/accounts', {
      email: 'night.porter@alpenrose.example',
      name: 'Night Porter',
      role: 'frontdesk',
      password: 'a-long-enough-password',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: string }>();
    expect((await staff('POST', `/api/staff/alpenrose/accounts/${id}/disable`)).statusCode).toBe(
      204,
    );
    const { entries } = (await staff('GET', '/api/staff/alpenrose/audit?limit=1')).json<{
      entries: { action: string; target: string }[];
    }>();
    expect(entries[0]).toMatchObject({
      action: 'account.disable',
      target: 'night.porter@alpenrose.example',
    });
  });

  it("shows a reservation's invoice lines in the staff's language and its PDF", async () => {
    const de = await staff('GET', '/api/staff/alpenrose/reservations/R-1002?lang=de');
    const invoice = de.json<{
      invoices: { id: string; lines: { description: string; amountMinor: number }[] }[];
    }>().invoices[0]!;
    expect(invoice.lines.length).toBeGreaterThan(0);
    const en = await staff('GET', '/api/staff/alpenrose/reservations/R-1002?lang=en');
    const english = en.json<{ invoices: { lines: { description: string }[] }[] }>().invoices[0]!;
    // The same lines, described in each language the property system has.
    expect(english.lines.map((l) => l.description)).not.toEqual(
      invoice.lines.map((l) => l.description),
    );
    const pdf = await staff(
      'GET',
      `/api/staff/alpenrose/reservations/R-1002/invoices/${invoice.id}/pdf?lang=de`,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await staff(
      'GET',
      `/api/staff/alpenrose/reservations/R-1001/invoices/${invoice.id}/pdf`,
    );
    expect(other.statusCode, other.body).toBe(404);
  });

  it("counts the demo's snowshoe booking that waits for the staff, and forgets it once confirmed", async () => {
    const before = (await staff('GET', '/api/staff/alpenrose/counters')).json<{
      bookings: { count: number; oldestAt: string | null };
    }>();
    expect(before.bookings.count).toBe(1);
    expect(before.bookings.oldestAt).not.toBeNull();
    const programme = (await staff('GET', '/api/staff/alpenrose/programme')).json<{
      activities: { activityId: string; slots: { slotId: string; taken: number }[] }[];
    }>();
    const waiting = await Promise.all(
      programme.activities.flatMap((a) =>
        a.slots
          .filter((slot) => slot.taken > 0)
          .map(
            async (slot) =>
              (
                await staff(
                  'GET',
                  `/api/staff/alpenrose/programme/${a.activityId}/slots/${slot.slotId}`,
                )
              ).json<{ registrations: { id: string; status: string }[] }>().registrations,
          ),
      ),
    );
    const hike = waiting.flat().find((r) => r.status === 'waiting')!;
    expect(
      (await staff('POST', `/api/staff/alpenrose/registrations/${hike.id}/accept`)).statusCode,
    ).toBe(200);
    const after = (await staff('GET', '/api/staff/alpenrose/counters')).json<{
      bookings: { count: number; oldestAt: string | null };
    }>();
    expect(after.bookings).toEqual({ count: 0, oldestAt: null });
  });
});
