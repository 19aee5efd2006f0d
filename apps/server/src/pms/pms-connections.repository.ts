// The projects' property systems (migration 022): which one, its settings,
// its credentials encrypted with the data key. Read by the PMS router on
// every call through a small cache that a save clears.
import type { MewsConnectionSettings, MewsSecrets, PmsKind } from '@hospes/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { DataCipher } from '../secrets/data-cipher.ts';

export type StoredPmsConnection =
  | { kind: 'builtin'; updatedAt: string }
  | {
      kind: 'mews';
      settings: MewsConnectionSettings;
      secrets: MewsSecrets | null;
      updatedAt: string;
    };

export class PmsConnections {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly cipher: DataCipher,
    private readonly now: () => number = Date.now,
  ) {}

  async read(projectId: string): Promise<StoredPmsConnection | null> {
    const row = await this.db
      .selectFrom('pms_connections')
      .selectAll()
      .where('project_id', '=', projectId)
      .executeTakeFirst();
    if (!row) return null;
    if (row.kind !== 'mews') return { kind: 'builtin', updatedAt: row.updated_at };
    const secrets = JSON.parse(this.cipher.decrypt(row.secrets)) as MewsSecrets | null;
    return {
      kind: 'mews',
      settings: JSON.parse(row.settings) as MewsConnectionSettings,
      secrets,
      updatedAt: row.updated_at,
    };
  }

  /**
   * Stores a project's choice. Mews without new secrets keeps the stored
   * ones (the console never has them to send back).
   */
  async save(
    projectId: string,
    input:
      | { kind: 'builtin' }
      | { kind: 'mews'; settings: MewsConnectionSettings; secrets?: MewsSecrets | undefined },
    by: string,
  ): Promise<StoredPmsConnection> {
    const previous = await this.read(projectId);
    const secrets =
      input.kind === 'mews'
        ? (input.secrets ?? (previous?.kind === 'mews' ? previous.secrets : null))
        : null;
    const row = {
      kind: input.kind satisfies PmsKind,
      settings: JSON.stringify(input.kind === 'mews' ? input.settings : {}),
      secrets: this.cipher.encrypt(JSON.stringify(secrets)),
      updated_at: new Date(this.now()).toISOString(),
      updated_by: by,
    };
    await this.db
      .insertInto('pms_connections')
      .values({ project_id: projectId, ...row })
      .onConflict((c) => c.column('project_id').doUpdateSet(row))
      .execute();
    return (await this.read(projectId))!;
  }
}
