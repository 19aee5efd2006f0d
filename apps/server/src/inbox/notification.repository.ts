// All SQL about in-app notifications (spec §3 notification payload).
import { randomUUID } from 'node:crypto';
import type { InappNotification, LinkType } from '@hospes/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface NewNotification {
  title: string;
  body: string;
  link?: string | undefined;
  linkType?: LinkType | undefined;
  linkTitle?: string | undefined;
  omitPopup: boolean;
}

type Row = Database['inapp_notifications'];

function toPayload(row: Row): InappNotification {
  return {
    rId: row.id,
    data: {
      title: row.title,
      ...(row.body ? { body: row.body } : {}),
      ...(row.link ? { link: row.link } : {}),
      ...(row.link_type ? { linkType: row.link_type as LinkType } : {}),
      ...(row.link_title ? { linkTitle: row.link_title } : {}),
    },
    seen: row.seen_at !== null,
    omitPopup: row.omit_popup === 1,
    createdAt: row.created_at,
  };
}

export type NotificationRepository = ReturnType<typeof createNotificationRepository>;

export function createNotificationRepository(db: Kysely<Database>) {
  return {
    /** Stores the notification for each guest; answers the ids per guest. */
    async insert(
      projectId: string,
      userIds: readonly string[],
      notification: NewNotification,
      at: string,
    ): Promise<Map<string, string>> {
      const ids = new Map<string, string>();
      const rows: Row[] = userIds.map((userId) => {
        const id = randomUUID();
        ids.set(userId, id);
        return {
          id,
          project_id: projectId,
          user_id: userId,
          title: notification.title,
          body: notification.body,
          link: notification.link ?? null,
          link_type: notification.link ? (notification.linkType ?? 'INT') : null,
          link_title: notification.linkTitle ?? null,
          omit_popup: notification.omitPopup ? 1 : 0,
          seen_at: null,
          created_at: at,
        };
      });
      for (let i = 0; i < rows.length; i += 500) {
        await db
          .insertInto('inapp_notifications')
          .values(rows.slice(i, i + 500))
          .execute();
      }
      return ids;
    },

    /** A guest's unseen notifications, oldest first. */
    async unseen(projectId: string, userId: string): Promise<InappNotification[]> {
      const rows = await db
        .selectFrom('inapp_notifications')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('user_id', '=', userId)
        .where('seen_at', 'is', null)
        .orderBy('created_at')
        .orderBy('id')
        .limit(100)
        .execute();
      return rows.map(toPayload);
    },

    /** A guest's notifications ("news"), newest first. */
    async list(projectId: string, userId: string, limit = 50): Promise<InappNotification[]> {
      const rows = await db
        .selectFrom('inapp_notifications')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toPayload);
    },

    /** Marks one of a guest's notifications seen; false when the guest has none with that id. */
    async markSeen(projectId: string, userId: string, id: string, at: string): Promise<boolean> {
      const row = await db
        .selectFrom('inapp_notifications')
        .select(['seen_at'])
        .where('project_id', '=', projectId)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return false;
      if (row.seen_at === null) {
        await db
          .updateTable('inapp_notifications')
          .set({ seen_at: at })
          .where('project_id', '=', projectId)
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .execute();
      }
      return true;
    },
  };
}
