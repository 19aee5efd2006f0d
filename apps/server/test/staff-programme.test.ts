// The programme board of the staff console, on both databases: every
// bookable item's slots with the places taken, and canceling a slot — its
// participants' registrations are canceled with the staff's note, the guest
// is told, the slot shows no free places and refuses new bookings.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { DIALECTS } from './support/databases.ts';
import { ADMIN_TOKEN, startTestApp, type TestApp } from './support/test-app.ts';

const PROJECTS_DIR = path.join(REPO_ROOT, 'projects');
/** Tuesday 1 December 2026, 10:00 in Vienna. */
const NOW = Date.parse('2026-12-01T09:00:00Z');
const STAFF = { authorization: `Bearer ${ADMIN_TOKEN}` };

interface Overview {
  from: string;
  to: string;
  activities: {
    activityId: string;
    title: string;
    slots: {
      slotId: string;
      capacity: number;
      taken: number;
      canceled: boolean;
      waiting: number;
      unpaid: number;
    }[];
  }[];
}

describe.each(DIALECTS)('staff programme on %s', (dialect) => {
  let t: TestApp;
  let gast: { cookie: string; userId: string };

  beforeAll(async () => {
    t = await startTestApp(dialect, { projectsDir: PROJECTS_DIR }, undefined, { now: () => NOW });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/integrations/alpenrose/login',
      payload: { data: { reservation_id: 'R-1002', last_name: 'Gast' } },
      headers: { 'x-forwarded-for': '203.0.113.77' },
    });
    const c = res.cookies.find((k) => k.name === 'hospes_alpenrose')!;
    gast = { cookie: `${c.name}=${c.value}`, userId: res.json<{ user_id: string }>().user_id };
  });
  afterAll(async () => {
    await t?.close();
  });

  const overview = async (query = '') =>
    (
      await t.app.inject({ url: `/api/staff/alpenrose/programme${query}`, headers: STAFF })
    ).json<Overview>();

  it("lists every bookable item's slots from the project's today, with the demo guest's places taken", async () => {
    const answer = await overview('?lang=en&days=7');
    expect(answer).toMatchObject({ from: '2026-12-01', to: '2026-12-07' });
    expect(answer.activities.map((a) => a.activityId).sort()).toEqual([
      'alp-prog-cooking',
      'alp-prog-snowshoe',
      'alp-prog-wine',
      'alp-prog-yoga',
    ]);
    const yoga = answer.activities.find((a) => a.activityId === 'alp-prog-yoga')!;
    expect(yoga.slots.length).toBe(7);
    expect(yoga.slots.reduce((sum, s) => sum + s.taken, 0)).toBeGreaterThan(0);
    // What waits on the staff: the demo guest's snowshoe hike waits for the hotel's confirmation.
    const hike = answer.activities.find((a) => a.activityId === 'alp-prog-snowshoe')!;
    expect(hike.slots.filter((s) => s.waiting > 0).map((s) => [s.waiting, s.unpaid])).toEqual([
      [1, 0],
    ]);
    expect(yoga.slots.every((s) => s.waiting === 0)).toBe(true);
    const bad = await t.app.inject({
      url: '/api/staff/alpenrose/programme?days=99',
      headers: STAFF,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('cancels a slot: the registrations are canceled with the note, the guest is told, nobody can book it', async () => {
    const yoga = (await overview('?days=7')).activities.find(
      (a) => a.activityId === 'alp-prog-yoga',
    )!;
    const slot = yoga.slots.find((s) => s.taken > 0)!;
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/staff/alpenrose/programme/alp-prog-yoga/slots/${slot.slotId}/cancel`,
      headers: STAFF,
      payload: { note: 'Our yoga teacher is ill, sorry.' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const answer = cancel.json<{
      canceled: boolean;
      taken: number;
      registrations: { status: string; note: string | null }[];
    }>();
    expect(answer.canceled).toBe(true);
    expect(answer.taken).toBe(0);
    expect(answer.registrations.map((r) => [r.status, r.note])).toEqual(
      answer.registrations.map(() => ['canceled', 'Our yoga teacher is ill, sorry.']),
    );

    const again = (await overview('?days=7')).activities
      .find((a) => a.activityId === 'alp-prog-yoga')!
      .slots.find((s) => s.slotId === slot.slotId)!;
    expect(again).toMatchObject({ canceled: true, taken: 0 });

    const guestView = await t.app.inject({
      url: `/api/programme/alpenrose/alp-prog-yoga/slots?from=${slot.slotId.slice(0, 10)}&to=${slot.slotId.slice(0, 10)}`,
    });
    expect(guestView.json<{ slots: object[] }>().slots[0]).toMatchObject({
      slotId: slot.slotId,
      free: 0,
      bookable: 'closed',
      canceled: true,
    });

    const book = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/alpenrose/${gast.userId}`,
      headers: { cookie: gast.cookie },
      payload: {
        activityId: 'alp-prog-yoga',
        slotId: slot.slotId,
        persons: [{ priceOptionId: 'guest', count: 1 }],
        idempotencyKey: 'cancel-slot-key-abcdefghijkl',
        lang: 'en',
      },
    });
    expect(book.statusCode).toBe(409);

    const conversation = await t.app.inject({
      url: `/api/staff/alpenrose/conversations/${gast.userId}`,
      headers: STAFF,
    });
    const texts = conversation
      .json<{ messages: { content: string }[] }>()
      .messages.map((m) => m.content);
    expect(texts.some((c) => /cancel|storniert/i.test(c))).toBe(true);

    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/staff/alpenrose/programme/alp-prog-yoga/slots/${slot.slotId}/cancel`,
      headers: STAFF,
    });
    expect(twice.statusCode).toBe(200);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/staff/alpenrose/programme/alp-prog-yoga/slots/2026-12-01T03:33/cancel',
      headers: STAFF,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('books a date at the desk for a reservation: the booker sees it in the app, confirmed', async () => {
    const hike = (await overview('?days=7')).activities.find(
      (a) => a.activityId === 'alp-prog-snowshoe',
    )!;
    // A date two days ahead or later: inside every booking deadline.
    const slot = hike.slots.find((s) => !s.canceled && s.slotId >= '2026-12-03')!;
    const desk = (activity: string, slotId: string, body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/staff/alpenrose/programme/${activity}/slots/${slotId}/bookings`,
        headers: STAFF,
        payload: {
          idempotencyKey: `desk-${activity}-${slotId}-abcdefghijkl`.replace(/[^\w-]/g, '-'),
          ...body,
        },
      });
    // The number as the guest would type it; snowshoe waits for the hotel — made by the hotel, confirmed.
    const booked = await desk('alp-prog-snowshoe', slot.slotId, {
      reservationNumber: 'r-1001',
      persons: [{ priceOptionId: 'guest', count: 2 }],
      teamMemberId: 'anna',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).toMatchObject({ status: 'accepted', persons: 2 });

    // Max Muster logs in with R-1001 and finds it among his bookings.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/integrations/alpenrose/login',
      payload: { data: { reservation_id: 'R-1001', last_name: 'Muster' } },
      headers: { 'x-forwarded-for': '203.0.113.78' },
    });
    const c = login.cookies.find((k) => k.name === 'hospes_alpenrose')!;
    const max = login.json<{ user_id: string }>().user_id;
    const inbox = await t.app.inject({
      url: `/api/messages/inbox/alpenrose/${max}`,
      headers: { cookie: `${c.name}=${c.value}` },
    });
    expect(
      inbox
        .json<{ registrations: { id: string; status: string }[] }>()
        .registrations.find((r) => r.id === booked.json<{ id: string }>().id),
    ).toMatchObject({ status: 'accepted' });

    // Paid online: the guest books it in the app; an unknown number is named as such.
    const cooking = await desk('alp-prog-cooking', '2026-12-03T15:00', {
      reservationNumber: 'R-1001',
      persons: [{ priceOptionId: 'adult', count: 1 }],
    });
    expect(cooking.statusCode).toBe(409);
    expect(cooking.json<{ message: string }>().message).toContain('paid online');
    const unknown = await desk('alp-prog-snowshoe', slot.slotId, {
      reservationNumber: 'R-0000',
      persons: [{ priceOptionId: 'guest', count: 1 }],
      teamMemberId: 'anna',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ issues: { path: string }[] }>().issues[0]!.path).toBe(
      'body/reservationNumber',
    );
  });
});
