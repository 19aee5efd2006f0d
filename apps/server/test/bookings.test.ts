// The bookable programme over HTTP, on both databases: slots with free
// places, totals computed by the server, idempotent retries, the spec §4
// statuses with their auto messages, cancellation until the deadline (the
// place is free again at once), the staff's decisions, bad input (400/409
// with paths and the spec's texts, never 500), other guests' registrations
// (404), and 50 concurrent bookings for 10 places.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingProjects } from './support/booking-projects.ts';
import { DIALECTS } from './support/databases.ts';
import { ADMIN_TOKEN, startTestApp, type TestApp } from './support/test-app.ts';

/** Tuesday 10 March 2026, 12:00 in Vienna. */
const NOON = Date.parse('2026-03-10T11:00:00Z');
const NEXT_TUESDAY = '2026-03-17T09:00';
const STAFF = { authorization: `Bearer ${ADMIN_TOKEN}` };
const NO_FREE_DATES = 'There are currently no free dates.';
const CANCEL_TEXT = 'Cancellation is no longer possible. Please contact the provider directly.';

interface Guest {
  userId: string;
  cookie: string;
}
interface Slot {
  slotId: string;
  start: string;
  free: number;
  capacity: number;
  bookable: string;
}

describe.each(DIALECTS)('bookings on %s', (dialect) => {
  let t: TestApp;
  let projects: { dir: string; remove(): void };
  const clock = { now: NOON };
  let ip = 0;
  let keys = 0;

  async function newGuest(): Promise<Guest> {
    ip += 1;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/guestdata/alpha/guests',
      headers: { 'x-forwarded-for': `198.51.${100 + (ip >> 8)}.${ip & 255}` },
    });
    expect(res.statusCode).toBe(201);
    const token = res.cookies.find((c) => c.name === 'hospes_alpha')?.value;
    return { userId: res.json<{ userId: string }>().userId, cookie: `hospes_alpha=${token}` };
  }
  const as = (g: Guest, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: g.cookie }, ...(payload ? { payload } : {}) });
  const book = (g: Guest, body: object) =>
    as(g, 'POST', `/api/bookings/alpha/${g.userId}`, {
      activityId: 'tour',
      slotId: NEXT_TUESDAY,
      teamMemberId: 'sepp',
      persons: [{ priceOptionId: 'adult', count: 1 }],
      idempotencyKey: `key-${(keys += 1)}-abcdefghijkl`,
      lang: 'en',
      ...body,
    });
  const slots = async (activity = 'tour', query = 'from=2026-03-10&to=2026-03-24') => {
    const res = await t.app.inject({ url: `/api/programme/alpha/${activity}/slots?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ slots: Slot[]; maxPersons: number; minAge: number | null }>().slots;
  };
  const freeOf = async (slotId: string, activity = 'tour') =>
    (await slots(activity)).find((s) => s.slotId === slotId)?.free;
  const inbox = async (g: Guest) =>
    (await as(g, 'GET', `/api/messages/inbox/alpha/${g.userId}`)).json<{
      registrations: { id: string; status: string; cancelable: boolean; total: number }[];
    }>();
  const lastMessage = async (g: Guest) =>
    (await as(g, 'GET', `/api/messages/conversation/alpha/${g.userId}`))
      .json<{ messages: { title: string; content: string }[] }>()
      .messages.at(-1);

  beforeAll(async () => {
    projects = bookingProjects();
    t = await startTestApp(dialect, { projectsDir: projects.dir }, undefined, {
      now: () => clock.now,
    });
  });
  afterAll(async () => {
    await t?.close();
    projects?.remove();
  });

  it('lists weekly slots in the zone with free places and whether they can be booked', async () => {
    const list = await slots();
    expect(list.map((s) => [s.slotId, s.start, s.free, s.bookable])).toEqual([
      ['2026-03-10T09:00', '2026-03-10T09:00:00+01:00', 10, 'past'],
      [NEXT_TUESDAY, '2026-03-17T09:00:00+01:00', 10, 'open'],
      ['2026-03-24T09:00', '2026-03-24T09:00:00+01:00', 10, 'open'],
    ]);
    const bad = await t.app.inject({
      url: '/api/programme/alpha/tour/slots?from=2026-03-10&to=2026-09-10',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('92 days');
    expect((await t.app.inject({ url: '/api/programme/alpha/summit-walk/slots' })).statusCode).toBe(
      404,
    );
    // A block that does not parse makes only its item unbookable.
    expect((await t.app.inject({ url: '/api/programme/alpha/broken/slots' })).statusCode).toBe(404);
  });

  it('books: the server computes the total (a price sent by the app is ignored); retries answer the same registration', async () => {
    const g = await newGuest();
    const body = {
      persons: [
        { priceOptionId: 'adult', count: 2, priceMinor: 1 },
        { priceOptionId: 'child', count: 1 },
      ],
      total: 1,
      idempotencyKey: 'same-key-1234567890',
    };
    const first = await book(g, body);
    expect(first.statusCode, first.body).toBe(201);
    const receipt = first.json<{ id: string; status: string; total: number; currency: string }>();
    expect(receipt).toMatchObject({ status: 'accepted', total: 5000, currency: 'EUR' });
    const again = await book(g, body);
    expect(again.statusCode).toBe(201);
    expect(again.json<{ id: string }>().id).toBe(receipt.id);
    expect(await freeOf(NEXT_TUESDAY)).toBe(7);

    // spec §4: auto-confirmed → "Registration confirmed" in the guest's language.
    expect(await lastMessage(g)).toMatchObject({
      title: 'Registration confirmed',
      content: 'Your registration for "Guided tour" is confirmed.',
    });
    const [registration] = (await inbox(g)).registrations;
    expect(registration).toMatchObject({
      id: receipt.id,
      status: 'accepted',
      cancelable: true,
      total: 5000,
    });
    // getbookings feeds "my plan" and its hint.
    const bookings = await as(g, 'POST', '/api/integrations/alpha/getbookings', { lang: 'en' });
    expect(bookings.json()).toEqual({
      bookings: [
        {
          id: receipt.id,
          title: 'Guided tour',
          start: '2026-03-17T09:00:00+01:00',
          reservation_info_text: 'Meet at the hotel entrance.',
        },
      ],
    });
  });

  it('bad input: 400 with field paths, 409 with the spec texts — never 500', async () => {
    const g = await newGuest();
    const cases: [object, number, string][] = [
      [{ activityId: 'nope' }, 400, 'activityId'],
      [{ activityId: 'summit-walk' }, 400, 'activityId'],
      [{ slotId: '2026-03-18T09:00' }, 400, 'slotId'],
      [{ slotId: 'yesterday' }, 400, 'slotId'],
      [{ teamMemberId: undefined }, 400, 'teamMemberId'],
      [{ teamMemberId: 'hans' }, 400, 'teamMemberId'],
      [{ persons: [{ priceOptionId: 'senior', count: 1 }] }, 400, 'persons.0.priceOptionId'],
      [{ persons: [{ priceOptionId: 'adult', count: 0 }] }, 400, 'persons.0.count'],
      [{ persons: [{ priceOptionId: 'adult', count: -3 }] }, 400, 'persons.0.count'],
      [{ persons: [{ priceOptionId: 'adult', count: 11 }] }, 400, 'persons'],
      [{ persons: [] }, 400, 'persons'],
      [
        { persons: Array.from({ length: 11 }, () => ({ priceOptionId: 'adult', count: 1 })) },
        400,
        'persons',
      ],
      [{ persons: [{ priceOptionId: 'adult', count: 1.5 }] }, 400, 'persons.0.count'],
      [{ idempotencyKey: 'short' }, 400, 'idempotencyKey'],
    ];
    for (const [body, status, path] of cases) {
      const res = await book(g, body);
      expect(res.statusCode, `${JSON.stringify(body)} → ${res.body}`).toBe(status);
      const answer = res.json<{ message: string; issues?: { path: string }[] }>();
      const where = `body/${path.split('.').join('/')}`;
      expect(answer.issues?.map((e) => e.path) ?? [], res.body).toContain(where);
    }
    const past = await book(g, { slotId: '2026-03-10T09:00' });
    expect(past.statusCode).toBe(409);
    expect(past.json<{ message: string }>().message).toBe('This date can no longer be booked.');
    const huge = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/alpha/${g.userId}`,
      headers: { cookie: g.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ activityId: 'tour', pad: 'x'.repeat(20_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect((await inbox(g)).registrations).toEqual([]);
  });

  it('a full slot answers "There are currently no free dates." and the slot shows no free place', async () => {
    const slot = '2026-03-24T09:00';
    const [a, b, c] = [await newGuest(), await newGuest(), await newGuest()];
    expect(
      (await book(a, { slotId: slot, persons: [{ priceOptionId: 'adult', count: 6 }] })).statusCode,
    ).toBe(201);
    expect(
      (await book(b, { slotId: slot, persons: [{ priceOptionId: 'child', count: 4 }] })).statusCode,
    ).toBe(201);
    const full = await book(c, { slotId: slot });
    expect(full.statusCode).toBe(409);
    expect(full.json<{ message: string }>().message).toBe(NO_FREE_DATES);
    expect(await freeOf(slot)).toBe(0);
    expect((await inbox(c)).registrations).toEqual([]);
  });

  it('spec §4: cancel until the deadline (the place is free again at once), then the "contact the provider" text', async () => {
    const g = await newGuest();
    const before = (await freeOf(NEXT_TUESDAY))!;
    const first = (await book(g, { persons: [{ priceOptionId: 'adult', count: 2 }] })).json<{
      id: string;
    }>();
    const second = (await book(g, {})).json<{ id: string }>();
    expect(await freeOf(NEXT_TUESDAY)).toBe(before - 3);

    const other = await newGuest();

    expect(
      (await as(other, 'POST', `/api/bookings/alpha/${other.userId}/${first.id}/cancel`))
        .statusCode,
    ).toBe(404);
    expect((await inbox(other)).registrations).toEqual([]);

    const canceled = await as(g, 'POST', `/api/bookings/alpha/${g.userId}/${first.id}/cancel`);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json()).toMatchObject({ status: 'canceled', cancelable: false });
    expect(await freeOf(NEXT_TUESDAY)).toBe(before - 1);
    expect(await lastMessage(g)).toMatchObject({ title: 'Registration canceled' });
    const twice = await as(g, 'POST', `/api/bookings/alpha/${g.userId}/${first.id}/cancel`);
    expect(twice.statusCode).toBe(409);

    // 24 h before the start cancelling closes (the deadline instant itself still allows it).
    clock.now = Date.parse('2026-03-16T08:00:00Z') + 1;
    try {
      const late = await as(g, 'POST', `/api/bookings/alpha/${g.userId}/${second.id}/cancel`);
      expect(late.statusCode).toBe(409);
      expect(late.json<{ message: string }>().message).toBe(CANCEL_TEXT);
      const view = (await inbox(g)).registrations.find((r) => r.id === second.id);
      expect(view).toMatchObject({ status: 'accepted', cancelable: false });
    } finally {
      clock.now = NOON;
    }
  });

  it('staff confirmation: "Not confirmed" until the staff accept; a rejection gives the places back', async () => {
    const [g, h] = [await newGuest(), await newGuest()];
    const slot = '2026-03-19T16:00';
    const waiting = await book(g, {
      activityId: 'class',
      slotId: slot,
      teamMemberId: undefined,
      persons: [{ priceOptionId: 'guest', count: 2 }],
    });
    expect(waiting.json()).toMatchObject({ status: 'waiting', total: 0 });
    const id = waiting.json<{ id: string }>().id;
    expect(await lastMessage(g)).toMatchObject({ title: 'Registration received' });
    const other = await book(h, {
      activityId: 'class',
      slotId: slot,
      teamMemberId: undefined,
      persons: [{ priceOptionId: 'guest', count: 1 }],
    });
    expect(other.statusCode).toBe(201);
    expect(await freeOf(slot, 'class')).toBe(0);

    const participants = await t.app.inject({
      url: `/api/staff/alpha/programme/class/slots/${slot}`,
      headers: STAFF,
    });
    expect(participants.json()).toMatchObject({ capacity: 3, taken: 3 });
    expect(participants.json<{ registrations: unknown[] }>().registrations).toHaveLength(2);
    expect(
      (await t.app.inject({ url: `/api/staff/alpha/programme/class/slots/${slot}` })).statusCode,
    ).toBe(401);

    const accept = await t.app.inject({
      method: 'POST',
      url: `/api/staff/alpha/registrations/${id}/accept`,
      headers: STAFF,
      payload: {},
    });
    expect(accept.json()).toMatchObject({ status: 'accepted' });
    expect(await lastMessage(g)).toMatchObject({ title: 'Registration confirmed' });
    const acceptTwice = await t.app.inject({
      method: 'POST',
      url: `/api/staff/alpha/registrations/${id}/accept`,
      headers: STAFF,
      payload: {},
    });
    expect(acceptTwice.statusCode).toBe(409);

    const reject = await t.app.inject({
      method: 'POST',
      url: `/api/staff/alpha/registrations/${other.json<{ id: string }>().id}/reject`,
      headers: STAFF,
      payload: { note: 'The class is for two only.' },
    });
    expect(reject.json()).toMatchObject({ status: 'rejected', note: 'The class is for two only.' });
    expect(await freeOf(slot, 'class')).toBe(1);
    expect((await inbox(h)).registrations[0]).toMatchObject({
      status: 'rejected',
      cancelable: false,
    });
  });

  it('room charges need a logged-in guest staying in the hotel (403 otherwise)', async () => {
    const g = await newGuest();
    const res = await book(g, {
      activityId: 'tasting',
      slotId: '2026-03-11T20:00',
      teamMemberId: undefined,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ message: string }>().message).toMatch(/logged in and staying in the hotel/);
    expect(await freeOf('2026-03-11T20:00', 'tasting')).toBe(6);
  });

  it('50 concurrent bookings (shared and own keys) for 10 places: exactly 10 taken, the rest refused', async () => {
    const slot = '2026-03-31T09:00';
    const guests = await Promise.all(Array.from({ length: 40 }, () => newGuest()));
    // Guests 0–9 send twice with one key each (a retry racing the original).
    const attempts = [
      ...guests.map((g, i) => ({ g, key: `race-${i}-key-abcdefgh` })),
      ...guests.slice(0, 10).map((g, i) => ({ g, key: `race-${i}-key-abcdefgh` })),
    ];
    const results = await Promise.all(
      attempts.map(({ g, key }) => book(g, { slotId: slot, idempotencyKey: key })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(
      codes.every((c) => c === 201 || c === 409),
      codes.join(),
    ).toBe(true);
    const participants = await t.app.inject({
      url: `/api/staff/alpha/programme/tour/slots/${slot}`,
      headers: STAFF,
    });
    const list = participants.json<{
      taken: number;
      registrations: { status: string; persons: number; id: string }[];
    }>();
    expect(list.taken).toBe(10);
    expect(
      list.registrations.filter((r) => r.status === 'accepted').reduce((n, r) => n + r.persons, 0),
    ).toBe(10);
    const after = await slots('tour', 'from=2026-03-31&to=2026-03-31');
    expect(after[0]).toMatchObject({ slotId: slot, free: 0 });
    // Every 201 names a stored registration; a key used twice never made two.
    const ids = new Set(
      results.filter((r) => r.statusCode === 201).map((r) => r.json<{ id: string }>().id),
    );
    expect(ids.size).toBe(10);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json<{ message: string }>().message).toBe(NO_FREE_DATES);
    }
  });
});
