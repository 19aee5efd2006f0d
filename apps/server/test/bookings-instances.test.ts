// No overbooking across server instances: two apps on one PostgreSQL take
// 50 concurrent bookings (alternating between the instances, retries with
// the same key racing their originals) for a slot with 10 places.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingProjects } from './support/booking-projects.ts';
import { DIALECTS } from './support/databases.ts';
import { ADMIN_TOKEN, startTestApp, type TestApp } from './support/test-app.ts';

const NOON = Date.parse('2026-03-10T11:00:00Z');
const SLOT = '2026-03-17T09:00';

describe.runIf(DIALECTS.includes('postgres'))(
  'bookings across two instances on one PostgreSQL',
  () => {
    let a: TestApp;
    let b: TestApp;
    let projects: { dir: string; remove(): void };

    beforeAll(async () => {
      projects = bookingProjects();
      a = await startTestApp('postgres', { projectsDir: projects.dir }, undefined, {
        now: () => NOON,
      });
      b = await startTestApp('postgres', { projectsDir: projects.dir }, a.database, {
        now: () => NOON,
      });
    });
    afterAll(async () => {
      await b?.close({ keepDatabase: true });
      await a?.close();
      projects?.remove();
    });

    it('50 concurrent bookings through both instances take exactly the 10 places', async () => {
      const guests = await Promise.all(
        Array.from({ length: 40 }, async (_, i) => {
          const res = await a.app.inject({
            method: 'POST',
            url: '/api/guestdata/alpha/guests',
            headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
          });
          const token = res.cookies.find((c) => c.name === 'hospes_alpha')?.value;
          return { userId: res.json<{ userId: string }>().userId, cookie: `hospes_alpha=${token}` };
        }),
      );
      const attempts = [
        ...guests.map((g, i) => ({ g, key: `two-${i}-instances-key`, app: i % 2 ? a : b })),
        ...guests
          .slice(0, 10)
          .map((g, i) => ({ g, key: `two-${i}-instances-key`, app: i % 2 ? b : a })),
      ];
      const results = await Promise.all(
        attempts.map(({ g, key, app }) =>
          app.app.inject({
            method: 'POST',
            url: `/api/bookings/alpha/${g.userId}`,
            headers: { cookie: g.cookie },
            payload: {
              activityId: 'tour',
              slotId: SLOT,
              teamMemberId: 'anna',
              persons: [{ priceOptionId: 'adult', count: 1 }],
              idempotencyKey: key,
            },
          }),
        ),
      );
      const codes = results.map((r) => r.statusCode);
      expect(
        codes.every((c) => c === 201 || c === 409),
        codes.join(),
      ).toBe(true);
      const ids = new Set(
        results.filter((r) => r.statusCode === 201).map((r) => r.json<{ id: string }>().id),
      );
      expect(ids.size).toBe(10);
      for (const app of [a, b]) {
        const slot = await app.app.inject({
          url: `/api/staff/alpha/programme/tour/slots/${SLOT}`,
          headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
        });
        const list = slot.json<{ taken: number; registrations: { status: string }[] }>();
        expect(list.taken).toBe(10);
        expect(list.registrations.filter((r) => r.status === 'accepted')).toHaveLength(10);
      }
    });
  },
);
