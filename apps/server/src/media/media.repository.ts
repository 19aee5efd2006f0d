// All SQL about uploaded media of projects.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface StoredMedia {
  contentType: string;
  body: Buffer;
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;

export function createMediaRepository(db: Kysely<Database>) {
  return {
    /** Stores a file once (the name is its hash: the same bytes give the same name). */
    async save(input: {
      projectId: string;
      name: string;
      contentType: string;
      body: Buffer;
      uploadedBy: string;
    }): Promise<void> {
      await db
        .insertInto('project_media')
        .values({
          project_id: input.projectId,
          name: input.name,
          content_type: input.contentType,
          body: input.body.toString('base64'),
          bytes: input.body.length,
          uploaded_by: input.uploadedBy,
          created_at: new Date().toISOString(),
        })
        .onConflict((oc) => oc.columns(['project_id', 'name']).doNothing())
        .execute();
    },

    async find(projectId: string, name: string): Promise<StoredMedia | undefined> {
      const row = await db
        .selectFrom('project_media')
        .select(['content_type', 'body'])
        .where('project_id', '=', projectId)
        .where('name', '=', name)
        .executeTakeFirst();
      return row && { contentType: row.content_type, body: Buffer.from(row.body, 'base64') };
    },
  };
}
