// All SQL about the server's own generated secrets (server_secrets).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export type ServerSecretRepository = ReturnType<typeof createServerSecretRepository>;

export function createServerSecretRepository(db: Kysely<Database>) {
  return {
    /**
     * The stored secret of that name; when there is none, stores `candidate`
     * and returns it. Two instances starting at once both get the value that
     * won the insert, so they sign alike.
     */
    async getOrCreate(name: string, candidate: string): Promise<string> {
      await db
        .insertInto('server_secrets')
        .values({ name, value: candidate, created_at: new Date().toISOString() })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const row = await db
        .selectFrom('server_secrets')
        .select('value')
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      return row.value;
    },
  };
}
