// All SQL about the conversations between guests and the staff.
import { randomUUID } from 'node:crypto';
import type { ConversationMessage, MessageSender } from '@hospes/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface NewMessage {
  projectId: string;
  userId: string;
  sender: MessageSender;
  type: string;
  title: string;
  content: string;
  requestId?: string | null;
  /** The guest caused it (a request they sent or canceled): it counts as seen. */
  seenByGuest?: boolean;
}

export interface StoredMessage extends ConversationMessage {
  projectId: string;
  userId: string;
  staffSeen: boolean;
}

type Row = Omit<Database['messages'], 'seq'>;

function toMessage(row: Row): StoredMessage {
  return {
    id: row.id,
    projectId: row.project_id,
    userId: row.user_id,
    sender: row.sender as MessageSender,
    type: row.type,
    title: row.title,
    content: row.content,
    createdAt: row.created_at,
    seen: row.seen_at !== null,
    staffSeen: row.staff_seen_at !== null,
    requestId: row.request_id,
  };
}

/** The conversation summary of one guest, for the staff's list. */
export interface ConversationSummary {
  userId: string;
  count: number;
  /** Guest messages the staff has not seen. */
  unread: number;
  /** The oldest guest message the staff have not seen; null when all are read. */
  waitingSince: string | null;
  lastAt: string;
  last: StoredMessage;
}

export type MessageRepository = ReturnType<typeof createMessageRepository>;

export function createMessageRepository(db: Kysely<Database>) {
  return {
    /** Stores messages (one per guest for a broadcast), all at `at`. */
    async insert(messages: readonly NewMessage[], at: string): Promise<StoredMessage[]> {
      if (messages.length === 0) return [];
      const rows: Row[] = messages.map((m) => ({
        id: randomUUID(),
        project_id: m.projectId,
        user_id: m.userId,
        sender: m.sender,
        type: m.type,
        title: m.title,
        content: m.content,
        request_id: m.requestId ?? null,
        // A guest has seen what they wrote; the staff what they (or the system) wrote.
        seen_at: m.sender === 'guest' || m.seenByGuest === true ? at : null,
        staff_seen_at: m.sender === 'guest' ? null : at,
        created_at: at,
      }));
      for (let i = 0; i < rows.length; i += 500) {
        await db
          .insertInto('messages')
          .values(rows.slice(i, i + 500))
          .execute();
      }
      return rows.map(toMessage);
    },

    /**
     * The newest `limit` messages of a guest older than message `before`
     * (all when undefined), oldest first; `hasMore` when older ones exist.
     */
    async conversation(
      projectId: string,
      userId: string,
      limit: number,
      before?: string,
    ): Promise<{ messages: StoredMessage[]; hasMore: boolean }> {
      let query = db
        .selectFrom('messages')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('user_id', '=', userId);
      if (before) {
        const anchor = await db
          .selectFrom('messages')
          .select(['seq'])
          .where('project_id', '=', projectId)
          .where('user_id', '=', userId)
          .where('id', '=', before)
          .executeTakeFirst();
        if (!anchor) return { messages: [], hasMore: false };
        query = query.where('seq', '<', anchor.seq);
      }
      const rows = await query
        .orderBy('seq', 'desc')
        .limit(limit + 1)
        .execute();
      const hasMore = rows.length > limit;
      return { messages: rows.slice(0, limit).reverse().map(toMessage), hasMore };
    },

    /** Counts of a guest's conversation: all and unseen by the guest. */
    async counts(projectId: string, userId: string): Promise<{ count: number; unseen: number }> {
      const row = await db
        .selectFrom('messages')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('count'),
          eb.fn
            .sum<number | string | null>(
              eb.case().when('seen_at', 'is', null).then(1).else(0).end(),
            )
            .as('unseen'),
        ])
        .where('project_id', '=', projectId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return { count: Number(row?.count ?? 0), unseen: Number(row?.unseen ?? 0) };
    },

    /** Marks a guest's messages seen (all, or those ids); answers how many changed. */
    async markSeen(projectId: string, userId: string, at: string, ids?: readonly string[]) {
      let query = db
        .updateTable('messages')
        .set({ seen_at: at })
        .where('project_id', '=', projectId)
        .where('user_id', '=', userId)
        .where('seen_at', 'is', null);
      if (ids) {
        if (ids.length === 0) return 0;
        query = query.where('id', 'in', ids);
      }
      return Number((await query.executeTakeFirst()).numUpdatedRows);
    },

    /** Marks a guest's messages seen by the staff (the staff opened the conversation). */
    async markStaffSeen(projectId: string, userId: string, at: string): Promise<number> {
      const result = await db
        .updateTable('messages')
        .set({ staff_seen_at: at })
        .where('project_id', '=', projectId)
        .where('user_id', '=', userId)
        .where('staff_seen_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /**
     * The staff's list: one entry per guest who wrote or was written to
     * (automatic messages alone do not make a conversation), latest first (by
     * the last message, then the user id), `limit` from after `after` — the
     * last entry of the page before — and only those with messages the
     * staff have not read when `unreadOnly`.
     */
    async conversations(
      projectId: string,
      page: {
        limit: number;
        after?: { lastAt: string; userId: string } | undefined;
        unreadOnly?: boolean | undefined;
      },
    ): Promise<ConversationSummary[]> {
      let query = db
        .selectFrom('messages')
        .select((eb) => [
          'user_id',
          eb.fn.countAll<number | string>().as('count'),
          eb.fn.max('created_at').as('last_at'),
          eb.fn
            .sum<number | string | null>(
              eb.case().when('staff_seen_at', 'is', null).then(1).else(0).end(),
            )
            .as('unread'),
          eb.fn
            .min<string | null>(
              eb
                .case()
                .when(eb.and([eb('sender', '=', 'guest'), eb('staff_seen_at', 'is', null)]))
                .then(eb.ref('created_at'))
                .else(null)
                .end(),
            )
            .as('waiting_since'),
        ])
        .where('project_id', '=', projectId)
        .groupBy('user_id')
        // A conversation is one the guest or the staff wrote in: a guest who
        // only got automatic messages (request answers, broadcasts) has none.
        .having(
          (eb) =>
            eb.fn.sum(eb.case().when('sender', 'in', ['guest', 'staff']).then(1).else(0).end()),
          '>',
          0,
        );
      const { after } = page;
      if (after) {
        query = query.having((eb) =>
          eb.or([
            eb(eb.fn.max('created_at'), '<', after.lastAt),
            eb.and([
              eb(eb.fn.max('created_at'), '=', after.lastAt),
              eb('user_id', '<', after.userId),
            ]),
          ]),
        );
      }
      if (page.unreadOnly) {
        query = query.having(
          (eb) => eb.fn.sum(eb.case().when('staff_seen_at', 'is', null).then(1).else(0).end()),
          '>',
          0,
        );
      }
      const groups = await query
        .orderBy('last_at', 'desc')
        .orderBy('user_id', 'desc')
        .limit(page.limit)
        .execute();
      const out: ConversationSummary[] = [];
      for (const group of groups) {
        const last = await db
          .selectFrom('messages')
          .selectAll()
          .where('project_id', '=', projectId)
          .where('user_id', '=', group.user_id)
          .orderBy('seq', 'desc')
          .limit(1)
          .executeTakeFirstOrThrow();
        out.push({
          userId: group.user_id,
          count: Number(group.count),
          unread: Number(group.unread ?? 0),
          waitingSince: group.waiting_since ?? null,
          lastAt: String(group.last_at),
          last: toMessage(last),
        });
      }
      return out;
    },
  };
}
