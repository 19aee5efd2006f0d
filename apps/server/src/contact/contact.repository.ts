// All SQL about contact form requests.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface ContactRequestInput {
  lang: string;
  name: string;
  email: string;
  phone?: string | undefined;
  message: string;
}

export interface ContactRequest extends ContactRequestInput {
  id: string;
  projectId: string;
  privacyAcceptedAt: string;
  createdAt: string;
}

export type ContactRepository = ReturnType<typeof createContactRepository>;

export function createContactRepository(db: Kysely<Database>) {
  return {
    /** Stores a request whose sender accepted the privacy policy at `at`. */
    async insertRequest(
      projectId: string,
      input: ContactRequestInput,
      at: Date,
    ): Promise<ContactRequest> {
      const id = randomUUID();
      const createdAt = at.toISOString();
      await db
        .insertInto('contact_requests')
        .values({
          id,
          project_id: projectId,
          lang: input.lang,
          name: input.name,
          email: input.email,
          phone: input.phone ?? null,
          message: input.message,
          privacy_accepted_at: createdAt,
          created_at: createdAt,
        })
        .execute();
      return { ...input, id, projectId, privacyAcceptedAt: createdAt, createdAt };
    },

    /** A project's requests, newest first (the staff's list). */
    async listRequests(projectId: string, limit = 100): Promise<ContactRequest[]> {
      const rows = await db
        .selectFrom('contact_requests')
        .selectAll()
        .where('project_id', '=', projectId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        projectId: row.project_id,
        lang: row.lang,
        name: row.name,
        email: row.email,
        ...(row.phone === null ? {} : { phone: row.phone }),
        message: row.message,
        privacyAcceptedAt: row.privacy_accepted_at,
        createdAt: row.created_at,
      }));
    },
  };
}
