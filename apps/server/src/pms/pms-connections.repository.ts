// The projects' property systems (migration 022): which one, its settings,
// its credentials encrypted with the data key. Read by the PMS router on
// every call through a small cache that a save clears.
import type {
  ApaleoConnectionSettings,
  ApaleoSecrets,
  MewsConnectionSettings,
  MewsSecrets,
  PmsConnectionInput,
  PmsKind,
} from '@hospes/domain';
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
    }
  | {
      kind: 'apaleo';
      settings: ApaleoConnectionSettings;
      secrets: ApaleoSecrets | null;
      updatedAt: string;
    };

/** A remote PMS's connection (what the router builds an adapter from). */
export type RemotePmsConnection = Exclude<StoredPmsConnection, { kind: 'builtin' }>;

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
    if (row.kind !== 'mews' && row.kind !== 'apaleo')
      return { kind: 'builtin', updatedAt: row.updated_at };
    return {
      kind: row.kind,
      settings: JSON.parse(row.settings) as never,
      secrets: JSON.parse(this.cipher.decrypt(row.secrets)) as never,
      updatedAt: row.updated_at,
    };
  }

  /**
   * Stores a project's choice. A remote PMS without new secrets keeps the
   * stored ones of the same PMS (the console never has them to send back).
   */
  async save(
    projectId: string,
    input: PmsConnectionInput,
    by: string,
  ): Promise<StoredPmsConnection> {
    const previous = await this.read(projectId);
    const secrets =
      input.kind === 'builtin'
        ? null
        : (input.secrets ??
          (previous && previous.kind === input.kind && 'secrets' in previous
            ? previous.secrets
            : null));
    const row = {
      kind: input.kind satisfies PmsKind,
      settings: JSON.stringify(input.kind === 'builtin' ? {} : input.settings),
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
