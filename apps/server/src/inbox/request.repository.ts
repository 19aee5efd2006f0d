// All SQL about guest-service requests.
import { randomUUID } from 'node:crypto';
import {
  RequestProgressSchema,
  type RequestFields,
  type RequestProgress,
  type RequestStatus,
} from '@hospes/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface StoredRequest {
  id: string;
  projectId: string;
  userId: string;
  reservationId: string | null;
  formId: string;
  subject: string;
  fields: RequestFields;
  lang: string;
  status: RequestStatus;
  note: string | null;
  startAt: string | null;
  cancellationDeadlineHours: number | null;
  createdAt: string;
  updatedAt: string;
  /** The staff's own progress and who handles it (never the guest's). */
  progress: RequestProgress;
  assigneeId: string | null;
}

export type NewRequest = Omit<
  StoredRequest,
  'id' | 'status' | 'note' | 'createdAt' | 'updatedAt' | 'progress' | 'assigneeId'
>;

type Row = Database['guest_requests'];

function toRequest(row: Row): StoredRequest {
  return {
    id: row.id,
    projectId: row.project_id,
    userId: row.user_id,
    reservationId: row.reservation_id,
    formId: row.form_id,
    subject: row.subject,
    fields: JSON.parse(row.fields) as RequestFields,
    lang: row.lang,
    status: row.status as RequestStatus,
    note: row.note,
    startAt: row.start_at,
    cancellationDeadlineHours: row.cancellation_deadline_hours,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    progress: RequestProgressSchema.catch('open').parse(row.progress),
    assigneeId: row.assignee_id,
  };
}

export type RequestRepository = ReturnType<typeof createRequestRepository>;

export function createRequestRepository(db: Kysely<Database>) {
  return {
    async insert(input: NewRequest, at: string): Promise<StoredRequest> {
      const row: Row = {
        id: randomUUID(),
        project_id: input.projectId,
        user_id: input.userId,
        reservation_id: input.reservationId,
        form_id: input.formId,
        subject: input.subject,
        fields: JSON.stringify(input.fields),
        lang: input.lang,
        status: 'sent',
        note: null,
        start_at: input.startAt,
        cancellation_deadline_hours: input.cancellationDeadlineHours,
        created_at: at,
        updated_at: at,
        progress: 'open',
        assignee_id: null,
      };
      await db.insertInto('guest_requests').values(row).execute();
      return toRequest(row);
    },

    async find(projectId: string, id: string): Promise<StoredRequest | undefined> {
      const row = await db
        .selectFrom('guest_requests')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toRequest(row);
    },

    /** A guest's requests, newest first. */
    async listForUser(projectId: string, userId: string, limit = 100): Promise<StoredRequest[]> {
      const rows = await db
        .selectFrom('guest_requests')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toRequest);
    },

    /** A project's requests for the staff, newest first, optionally of one status. */
    async listForProject(
      projectId: string,
      status: RequestStatus | undefined,
      limit = 200,
    ): Promise<StoredRequest[]> {
      let query = db.selectFrom('guest_requests').selectAll().where('project_id', '=', projectId);
      if (status) query = query.where('status', '=', status);
      const rows = await query
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toRequest);
    },

    /** The staff's progress and/or assignee; false for an unknown request. */
    async setWork(
      projectId: string,
      id: string,
      work: { progress?: RequestProgress | undefined; assigneeId?: string | null | undefined },
    ): Promise<boolean> {
      const result = await db
        .updateTable('guest_requests')
        .set({
          ...(work.progress !== undefined ? { progress: work.progress } : {}),
          ...(work.assigneeId !== undefined ? { assignee_id: work.assigneeId } : {}),
        })
        .where('project_id', '=', projectId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Sets the status only if it is still `from`: of two decisions at once
     * (two staff members, two instances) one wins; answers whether this one did.
     */
    async transition(
      projectId: string,
      id: string,
      from: RequestStatus,
      to: RequestStatus,
      note: string | null,
      at: string,
    ): Promise<boolean> {
      const result = await db
        .updateTable('guest_requests')
        .set({ status: to, note, updated_at: at })
        .where('project_id', '=', projectId)
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
