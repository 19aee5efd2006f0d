// All SQL about projects and their per-language models. Callers get plain
// records, never rows, so the table layout can change behind this file.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface ProjectRecord {
  id: string;
  defaultLang: string;
  product: string;
  /** Languages with a stored model. */
  languages: string[];
}

export interface StoredModel {
  projectId: string;
  lang: string;
  version: number;
  name: string;
  /** The model as JSON text. */
  body: string;
  etag: string;
  updatedAt: string;
}

export interface ModelVersionInput {
  projectId: string;
  lang: string;
  version: number;
  name: string;
  body: string;
  etag: string;
  product: string;
  defaultLang: string;
  /** Who published it (history): a staff e-mail, 'admin token' or 'import'. */
  publishedBy: string;
}

export interface ModelHistoryEntry {
  version: number;
  publishedBy: string;
  publishedAt: string;
}

export type SaveModelResult =
  { saved: true; previousVersion: number | undefined } | { saved: false; storedVersion: number };

export type ProjectRepository = ReturnType<typeof createProjectRepository>;

export function createProjectRepository(db: Kysely<Database>) {
  async function languagesByProject(): Promise<Map<string, string[]>> {
    const rows = await db
      .selectFrom('project_models')
      .select(['project_id', 'lang'])
      .orderBy('project_id')
      .orderBy('lang')
      .execute();
    const map = new Map<string, string[]>();
    for (const row of rows) {
      const list = map.get(row.project_id) ?? [];
      list.push(row.lang);
      map.set(row.project_id, list);
    }
    return map;
  }

  return {
    async listProjects(): Promise<ProjectRecord[]> {
      const [rows, languages] = await Promise.all([
        db.selectFrom('projects').select(['id', 'default_lang', 'product']).orderBy('id').execute(),
        languagesByProject(),
      ]);
      return rows.map((row) => ({
        id: row.id,
        defaultLang: row.default_lang,
        product: row.product,
        languages: languages.get(row.id) ?? [],
      }));
    },

    async findModel(projectId: string, lang: string): Promise<StoredModel | undefined> {
      const row = await db
        .selectFrom('project_models')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('lang', '=', lang)
        .executeTakeFirst();
      return row && toStoredModel(row);
    },

    /** Any one model of the project, for projects that lack their default language. */
    async findAnyModel(projectId: string): Promise<StoredModel | undefined> {
      const row = await db
        .selectFrom('project_models')
        .selectAll()
        .where('project_id', '=', projectId)
        .orderBy('lang')
        .limit(1)
        .executeTakeFirst();
      return row && toStoredModel(row);
    },

    async findModelVersion(projectId: string, lang: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('project_models')
        .select('version')
        .where('project_id', '=', projectId)
        .where('lang', '=', lang)
        .executeTakeFirst();
      return row?.version;
    },

    /** Every stored model (for maintenance passes at start). */
    async listModels(): Promise<StoredModel[]> {
      const rows = await db
        .selectFrom('project_models')
        .selectAll()
        .orderBy('project_id')
        .orderBy('lang')
        .execute();
      return rows.map(toStoredModel);
    },

    /** Project, language and ETag of every stored model: cheap, for noticing changes. */
    async listModelEtags(): Promise<{ projectId: string; lang: string; etag: string }[]> {
      const rows = await db
        .selectFrom('project_models')
        .select(['project_id', 'lang', 'etag'])
        .execute();
      return rows.map((r) => ({ projectId: r.project_id, lang: r.lang, etag: r.etag }));
    },

    /** The compressed bodies stored for this ETag of a model, if any. */
    async findEncodings(
      projectId: string,
      lang: string,
      etag: string,
    ): Promise<{ br: Buffer; gzip: Buffer } | undefined> {
      const row = await db
        .selectFrom('project_model_encodings')
        .select(['br', 'gzip'])
        .where('project_id', '=', projectId)
        .where('lang', '=', lang)
        .where('etag', '=', etag)
        .executeTakeFirst();
      return row && { br: Buffer.from(row.br, 'base64'), gzip: Buffer.from(row.gzip, 'base64') };
    },

    async saveEncodings(
      projectId: string,
      lang: string,
      etag: string,
      encodings: { br: Buffer; gzip: Buffer },
    ): Promise<void> {
      const values = {
        project_id: projectId,
        lang,
        etag,
        br: encodings.br.toString('base64'),
        gzip: encodings.gzip.toString('base64'),
      };
      await db
        .insertInto('project_model_encodings')
        .values(values)
        .onConflict((oc) =>
          oc
            .columns(['project_id', 'lang'])
            .doUpdateSet({ etag: values.etag, br: values.br, gzip: values.gzip }),
        )
        .execute();
    },

    /**
     * Replaces the body of a stored model version without changing the
     * version (e.g. new image signatures); does nothing when another version
     * was stored meanwhile.
     */
    async replaceModelBody(
      input: Pick<StoredModel, 'projectId' | 'lang' | 'version' | 'body' | 'etag'>,
    ): Promise<boolean> {
      const result = await db
        .updateTable('project_models')
        .set({ body: input.body, etag: input.etag, updated_at: new Date().toISOString() })
        .where('project_id', '=', input.projectId)
        .where('lang', '=', input.lang)
        .where('version', '=', input.version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * Stores a model version only when it is higher than the stored one of the
     * same project and language (or none is stored), atomically: the check is
     * part of the upsert, so two writers cannot both win.
     */
    async saveModelIfNewer(input: ModelVersionInput): Promise<SaveModelResult> {
      return db.transaction().execute(async (trx) => {
        const now = new Date().toISOString();
        await trx
          .insertInto('projects')
          .values({
            id: input.projectId,
            default_lang: input.defaultLang,
            product: input.product,
            created_at: now,
            updated_at: now,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        const previous = await trx
          .selectFrom('project_models')
          .select('version')
          .where('project_id', '=', input.projectId)
          .where('lang', '=', input.lang)
          .executeTakeFirst();
        const stored = await trx
          .insertInto('project_models')
          .values({
            project_id: input.projectId,
            lang: input.lang,
            version: input.version,
            name: input.name,
            body: input.body,
            etag: input.etag,
            updated_at: now,
          })
          .onConflict((oc) =>
            oc
              .columns(['project_id', 'lang'])
              .doUpdateSet((eb) => ({
                version: eb.ref('excluded.version'),
                name: eb.ref('excluded.name'),
                body: eb.ref('excluded.body'),
                etag: eb.ref('excluded.etag'),
                updated_at: eb.ref('excluded.updated_at'),
              }))
              .where('project_models.version', '<', (eb) => eb.ref('excluded.version')),
          )
          .returning('version')
          .executeTakeFirst();
        if (!stored) return { saved: false, storedVersion: previous?.version ?? input.version };
        await trx
          .insertInto('project_model_history')
          .values({
            project_id: input.projectId,
            lang: input.lang,
            version: input.version,
            body: input.body,
            published_by: input.publishedBy,
            published_at: now,
          })
          .onConflict((oc) => oc.columns(['project_id', 'lang', 'version']).doNothing())
          .execute();
        await trx
          .updateTable('projects')
          .set({ product: input.product, default_lang: input.defaultLang, updated_at: now })
          .where('id', '=', input.projectId)
          .execute();
        return { saved: true, previousVersion: previous?.version };
      });
    },

    /** The published versions of a model, newest first. */
    async listHistory(projectId: string, lang: string, limit = 100): Promise<ModelHistoryEntry[]> {
      const rows = await db
        .selectFrom('project_model_history')
        .select(['version', 'published_by', 'published_at'])
        .where('project_id', '=', projectId)
        .where('lang', '=', lang)
        .orderBy('version', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        version: r.version,
        publishedBy: r.published_by,
        publishedAt: r.published_at,
      }));
    },

    /** The JSON text of one published version. */
    async findHistoryBody(
      projectId: string,
      lang: string,
      version: number,
    ): Promise<string | undefined> {
      const row = await db
        .selectFrom('project_model_history')
        .select('body')
        .where('project_id', '=', projectId)
        .where('lang', '=', lang)
        .where('version', '=', version)
        .executeTakeFirst();
      return row?.body;
    },
  };
}

function toStoredModel(row: Database['project_models']): StoredModel {
  return {
    projectId: row.project_id,
    lang: row.lang,
    version: row.version,
    name: row.name,
    body: row.body,
    etag: row.etag,
    updatedAt: row.updated_at,
  };
}
