// What waits for the staff, counted in our own tables (SQL only here): new
// requests, unread guest messages (by conversation), registrations waiting
// for confirmation, orders placed — each with the time of its oldest.
import type { Waiting } from '@hospes/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export type WaitingRepository = ReturnType<typeof createWaitingRepository>;

function waiting(
  row: { count: number | string | bigint; oldest: string | null } | undefined,
): Waiting {
  return { count: Number(row?.count ?? 0), oldestAt: row?.oldest ?? null };
}

export function createWaitingRepository(db: Kysely<Database>) {
  /** Rows of `table` in `status`: how many, and the oldest's creation. */
  const inStatus = async (
    table: 'guest_requests' | 'registrations' | 'orders',
    projectId: string,
    status: string,
  ) =>
    waiting(
      await db
        .selectFrom(table)
        .select((eb) => [
          eb.fn.countAll<number>().as('count'),
          eb.fn.min('created_at').as('oldest'),
        ])
        .where('project_id', '=', projectId)
        .where('status', '=', status)
        .executeTakeFirst(),
    );

  return {
    newRequests: (projectId: string) => inStatus('guest_requests', projectId, 'sent'),
    waitingRegistrations: (projectId: string) => inStatus('registrations', projectId, 'waiting'),
    placedOrders: (projectId: string) => inStatus('orders', projectId, 'placed'),

    /** Conversations with guest messages the staff have not read. */
    async unreadConversations(projectId: string): Promise<Waiting> {
      return waiting(
        await db
          .selectFrom('messages')
          .select((eb) => [
            eb.fn.count<number>('user_id').distinct().as('count'),
            eb.fn.min('created_at').as('oldest'),
          ])
          .where('project_id', '=', projectId)
          .where('sender', '=', 'guest')
          .where('staff_seen_at', 'is', null)
          .executeTakeFirst(),
      );
    },
  };
}
