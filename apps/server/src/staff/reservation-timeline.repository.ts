// The rows of a reservation's timeline (SQL only here): the guests who used
// the app with the reservation — logged in with it, or whose requests,
// bookings and orders carry it — and their requests, bookings, orders and
// the messages between them and the staff (not the automatic ones).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface TimelineRows {
  requests: { id: string; user_id: string; subject: string; status: string; created_at: string }[];
  bookings: {
    id: string;
    user_id: string;
    subject: string;
    status: string;
    start_at: string;
    total_minor: number;
    currency: string;
    created_at: string;
  }[];
  orders: {
    id: string;
    user_id: string;
    number: string;
    status: string;
    total_minor: number;
    currency: string;
    created_at: string;
  }[];
  messages: { id: string; user_id: string; sender: string; content: string; created_at: string }[];
}

export function createTimelineRepository(db: Kysely<Database>) {
  return {
    /** The app's users of a reservation: logged in as one of `guestRefs`, or rows that carry it. */
    async usersOf(
      projectId: string,
      reservationId: string,
      guestRefs: readonly string[],
    ): Promise<string[]> {
      const tables = ['guest_requests', 'registrations', 'orders'] as const;
      const found = await Promise.all([
        guestRefs.length === 0
          ? Promise.resolve([])
          : db
              .selectFrom('reservation_users')
              .select('user_id')
              .where('project_id', '=', projectId)
              .where('guest_ref', 'in', guestRefs)
              .execute(),
        ...tables.map((table) =>
          db
            .selectFrom(table)
            .select('user_id')
            .distinct()
            .where('project_id', '=', projectId)
            .where('reservation_id', '=', reservationId)
            .execute(),
        ),
      ]);
      return [...new Set(found.flat().map((r) => r.user_id))];
    },

    /** Each kind's newest `limit` rows of these users (requests, bookings, orders of the reservation too). */
    async rows(
      projectId: string,
      reservationId: string,
      userIds: readonly string[],
      limit: number,
    ): Promise<TimelineRows> {
      if (userIds.length === 0) return { requests: [], bookings: [], orders: [], messages: [] };
      const [requests, bookings, orders, messages] = await Promise.all([
        db
          .selectFrom('guest_requests')
          .select(['id', 'user_id', 'subject', 'status', 'created_at'])
          .where('project_id', '=', projectId)
          .where((eb) =>
            eb.or([eb('user_id', 'in', userIds), eb('reservation_id', '=', reservationId)]),
          )
          .orderBy('created_at', 'desc')
          .limit(limit)
          .execute(),
        db
          .selectFrom('registrations')
          .select([
            'id',
            'user_id',
            'subject',
            'status',
            'start_at',
            'total_minor',
            'currency',
            'created_at',
          ])
          .where('project_id', '=', projectId)
          .where((eb) =>
            eb.or([eb('user_id', 'in', userIds), eb('reservation_id', '=', reservationId)]),
          )
          .orderBy('created_at', 'desc')
          .limit(limit)
          .execute(),
        db
          .selectFrom('orders')
          .select(['id', 'user_id', 'number', 'status', 'total_minor', 'currency', 'created_at'])
          .where('project_id', '=', projectId)
          .where((eb) =>
            eb.or([eb('user_id', 'in', userIds), eb('reservation_id', '=', reservationId)]),
          )
          .orderBy('created_at', 'desc')
          .limit(limit)
          .execute(),
        db
          .selectFrom('messages')
          .select(['id', 'user_id', 'sender', 'content', 'created_at'])
          .where('project_id', '=', projectId)
          .where('user_id', 'in', userIds)
          .where('sender', 'in', ['guest', 'staff'])
          .orderBy('created_at', 'desc')
          // Two messages of one millisecond: the later written first.
          .orderBy('seq', 'desc')
          .limit(limit)
          .execute(),
      ]);
      return { requests, bookings, orders, messages };
    },
  };
}
export type TimelineRepository = ReturnType<typeof createTimelineRepository>;
