// Table types for Kysely. Timestamps are ISO strings and model bodies JSON
// text, so both engines store and return exactly the same values.

export interface ProjectsTable {
  id: string;
  default_lang: string;
  product: string;
  created_at: string;
  updated_at: string;
}

export interface ProjectModelsTable {
  project_id: string;
  lang: string;
  /** `_meta.version` of the stored model. */
  version: number;
  /** `name` of the model, kept beside the body for cheap listings. */
  name: string;
  /** The validated model as JSON text, served byte for byte. */
  body: string;
  /** Strong ETag (quoted) derived from a hash of `body`. */
  etag: string;
  /** When this version was stored. */
  updated_at: string;
}

export interface Database {
  projects: ProjectsTable;
  project_models: ProjectModelsTable;
}
