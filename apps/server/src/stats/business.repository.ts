// The statistics' business rows (SQL only here): shop orders and confirmed
// bookings of a period, the guest-service requests received in it and the
// staff's first decision on each (from the audit log).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Orders that count as sold: paid or put on the room, and not canceled. */
const SOLD_ORDERS = ['placed', 'confirmed', 'ready', 'delivered'];
/** Bookings that count as sold: confirmed by the hotel. */
const SOLD_BOOKINGS = ['accepted'];

export type BusinessRepository = ReturnType<typeof createBusinessRepository>;

export function createBusinessRepository(db: Kysely<Database>) {
  return {
    /** Sold orders created from `from` (inclusive) to `until` (exclusive), ISO instants. */
    orders(projectId: string, from: string, until: string) {
      return db
        .selectFrom('orders')
        .select(['items', 'total_minor', 'currency', 'created_at'])
        .where('project_id', '=', projectId)
        .where('status', 'in', SOLD_ORDERS)
        .where('created_at', '>=', from)
        .where('created_at', '<', until)
        .execute();
    },

    /** Confirmed bookings made in the period. */
    bookings(projectId: string, from: string, until: string) {
      return db
        .selectFrom('registrations')
        .select(['subject', 'persons', 'total_minor', 'currency', 'created_at'])
        .where('project_id', '=', projectId)
        .where('status', 'in', SOLD_BOOKINGS)
        .where('created_at', '>=', from)
        .where('created_at', '<', until)
        .execute();
    },

    /** Requests received in the period. */
    requests(projectId: string, from: string, until: string) {
      return db
        .selectFrom('guest_requests')
        .select(['id', 'subject', 'created_at'])
        .where('project_id', '=', projectId)
        .where('created_at', '>=', from)
        .where('created_at', '<', until)
        .execute();
    },

    /** The first accept or reject of each of these requests, from the audit log. */
    async firstDecisions(
      projectId: string,
      requestIds: readonly string[],
    ): Promise<Map<string, string>> {
      const decided = new Map<string, string>();
      for (let i = 0; i < requestIds.length; i += 500) {
        const rows = await db
          .selectFrom('staff_audit')
          .select(['target', (eb) => eb.fn.min('at').as('at')])
          .where('project_id', '=', projectId)
          .where('action', 'in', ['request.accept', 'request.reject'])
          .where('target', 'in', requestIds.slice(i, i + 500))
          .groupBy('target')
          .execute();
        for (const r of rows) if (r.target) decided.set(r.target, String(r.at));
      }
      return decided;
    },
  };
}
