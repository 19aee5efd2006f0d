// All SQL of draft previews (staff look at a draft in the guest app before
// they publish): the draft model of one language, checked like a
// publication, reachable for an hour by a random token (only its sha256 is
// stored, so a database copy opens no draft). In the database so that every
// instance answers it; a project keeps its newest few.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** How long a preview link works. */
export const PREVIEW_TTL_MS = 60 * 60 * 1000;
/** Older previews of a project are deleted beyond this many. */
const PREVIEWS_KEPT = 20;
/** The shape of a token in a URL (32 random bytes, base64url). */
export const PREVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export type ModelPreviewRepository = ReturnType<typeof createModelPreviewRepository>;

export function createModelPreviewRepository(db: Kysely<Database>, now: () => number = Date.now) {
  return {
    /** Stores a draft; answers its token and when it stops working. */
    async create(input: {
      projectId: string;
      lang: string;
      body: string;
      createdBy: string;
    }): Promise<{ token: string; expiresAt: string }> {
      const token = randomBytes(32).toString('base64url');
      const at = now();
      const expiresAt = new Date(at + PREVIEW_TTL_MS).toISOString();
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('model_previews')
          .where('expires_at', '<=', new Date(at).toISOString())
          .execute();
        await trx
          .insertInto('model_previews')
          .values({
            token_hash: hash(token),
            project_id: input.projectId,
            lang: input.lang,
            body: input.body,
            created_by: input.createdBy,
            created_at: new Date(at).toISOString(),
            expires_at: expiresAt,
          })
          .execute();
        const kept = await trx
          .selectFrom('model_previews')
          .select('token_hash')
          .where('project_id', '=', input.projectId)
          .orderBy('created_at', 'desc')
          .limit(PREVIEWS_KEPT)
          .execute();
        await trx
          .deleteFrom('model_previews')
          .where('project_id', '=', input.projectId)
          .where(
            'token_hash',
            'not in',
            kept.map((k) => k.token_hash),
          )
          .execute();
      });
      return { token, expiresAt };
    },

    /** The draft of a token of this project, while it works. */
    async find(
      projectId: string,
      token: string,
    ): Promise<{ lang: string; body: string } | undefined> {
      if (!PREVIEW_TOKEN_PATTERN.test(token)) return undefined;
      return db
        .selectFrom('model_previews')
        .select(['lang', 'body'])
        .where('token_hash', '=', hash(token))
        .where('project_id', '=', projectId)
        .where('expires_at', '>', new Date(now()).toISOString())
        .executeTakeFirst();
    },
  };
}
