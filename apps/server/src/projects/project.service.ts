// Projects as the rest of the server sees them: publishing a model version,
// reading a model with the language fallback, and a small in-memory catalog
// (ids, names, colours) so that every page request can look a project up
// without touching the database.
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  isLanguage,
  parseProjectModel,
  type ProjectModel,
} from '@hospes/domain';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { compressBestAsync, type Compressor, type EncodedBody } from '../http/encoded-body.ts';
import type { ModelHistoryEntry, ProjectRepository, StoredModel } from './project.repository.ts';
import {
  readBranding,
  readPlace,
  readSupplier,
  readStartScreen,
  serializeModel,
  type ModelBranding,
  type ProjectPlace,
  type ProjectSupplier,
  type StartScreenContent,
} from './model-content.ts';

export interface ProjectSummary extends ModelBranding {
  id: string;
  place: ProjectPlace;
  supplier: ProjectSupplier;
  /** Languages with a stored model, in the order of LANGUAGES. */
  languages: string[];
  /** The start screen of index.html per language with a stored model. */
  startScreens: Partial<Record<string, StartScreenContent>>;
}

/** A stored model as the server answers it: its text and its compressed bytes, in memory. */
export interface ServedModel extends StoredModel {
  encoded: EncodedBody;
}

export type PublishResult =
  | { status: 'created' | 'updated'; version: number; etag: string }
  | { status: 'invalid'; path: string; message: string }
  | { status: 'stale'; version: number; storedVersion: number };

/**
 * `_images` of a stored model: image URL → proxy signature (see
 * docs/api.md "Images"). Without one, models are stored as they come.
 */
export type ImageSignatures = (model: unknown, projectId: string) => Record<string, string>;

const modelKey = (projectId: string, lang: string) => `${projectId}\u0000${lang}`;

/** The gzip a model is answered with until its best compression is ready (milliseconds, not seconds). */
const QUICK_GZIP_LEVEL = 6;
const gzipAsync = promisify(gzip);

export class ProjectService {
  private catalog = new Map<string, ProjectSummary>();
  /** Every stored model, by project and language, as it is answered. */
  private served = new Map<string, ServedModel>();
  /** Compressions started when a version was stored, by ETag, until the catalog takes them. */
  private compressing = new Map<string, Promise<{ br: Buffer; gzip: Buffer }>>();
  /** The end of the line of best-quality compressions ({@link compressInTurn}). */
  private compressQueue: Promise<void> = Promise.resolve();
  /** Compressions whose result is not served yet. */
  private background = new Set<Promise<void>>();
  /** Hears a background compression that failed (the text stays served). */
  onBackgroundError: (err: unknown) => void = () => undefined;

  constructor(
    private readonly repository: ProjectRepository,
    private readonly imageSignatures?: ImageSignatures,
    /** How a new model version is compressed (brotli 11 and gzip 9; tests may pass a faster one). */
    private readonly compress: Compressor = compressBestAsync,
  ) {}

  /** The model as stored: with `_images` when the server signs images. */
  private withImages(model: ProjectModel, projectId: string): ProjectModel {
    if (!this.imageSignatures) return model;
    return { ...model, _images: this.imageSignatures(model, projectId) };
  }

  /**
   * Re-signs the images of stored models whose `_images` no longer match
   * (another secret or host list since they were stored). Returns how many
   * models changed.
   */
  async refreshImageSignatures(): Promise<number> {
    if (!this.imageSignatures) return 0;
    let changed = 0;
    for (const stored of await this.repository.listModels()) {
      const model = JSON.parse(stored.body) as ProjectModel;
      const next = serializeModel(this.withImages(model, stored.projectId));
      if (next.body === stored.body) continue;
      if (await this.repository.replaceModelBody({ ...stored, ...next })) changed += 1;
    }
    return changed;
  }

  /** Projects with at least one model, ordered by id. */
  listProjects(): ProjectSummary[] {
    return [...this.catalog.values()];
  }

  findProject(id: string): ProjectSummary | undefined {
    return this.catalog.get(id);
  }

  /**
   * Reloads the catalog and the served models from the database (after
   * imports and uploads, and when another instance stored a version). A
   * model whose ETag did not change is kept as it is; a new one is
   * compressed once — or its compressed bytes are read, when another
   * instance or an earlier start stored them.
   */
  async refreshCatalog(): Promise<void> {
    const served = new Map<string, ServedModel>();
    const models = await this.repository.listModels();
    // New versions compress in parallel (the thread pool), not one by one.
    const entries = await Promise.all(
      models.map(async (stored) => {
        const known = this.served.get(modelKey(stored.projectId, stored.lang));
        return known?.etag === stored.etag
          ? known
          : { ...stored, encoded: await this.encode(stored) };
      }),
    );
    for (const entry of entries) served.set(modelKey(entry.projectId, entry.lang), entry);
    const next = new Map<string, ProjectSummary>();
    const order = (lang: string) => (LANGUAGES as readonly string[]).indexOf(lang);
    for (const project of await this.repository.listProjects()) {
      const models = project.languages
        .map((lang) => served.get(modelKey(project.id, lang)))
        .filter((m): m is ServedModel => m !== undefined);
      const main = models.find((m) => m.lang === project.defaultLang) ?? models[0];
      if (!main) continue;
      const parsed = JSON.parse(main.body) as ProjectModel;
      const startScreens: ProjectSummary['startScreens'] = {};
      for (const model of models) {
        startScreens[model.lang] = readStartScreen(JSON.parse(model.body) as ProjectModel);
      }
      next.set(project.id, {
        ...readBranding(parsed),
        id: project.id,
        place: readPlace(parsed),
        supplier: readSupplier(parsed),
        languages: [...project.languages].sort((a, b) => order(a) - order(b)),
        startScreens,
      });
    }
    this.served = served;
    this.catalog = next;
    // Compressions of versions that were replaced before the catalog took them.
    this.compressing.clear();
  }

  /**
   * Refreshes when a model was stored, replaced or removed since the last
   * refresh (by another instance on the same database); one small query
   * otherwise. True when something changed.
   */
  async refreshIfChanged(): Promise<boolean> {
    const rows = await this.repository.listModelEtags();
    const changed =
      rows.length !== this.served.size ||
      rows.some((r) => this.served.get(modelKey(r.projectId, r.lang))?.etag !== r.etag);
    if (changed) await this.refreshCatalog();
    return changed;
  }

  /**
   * The model's bytes to answer with now: with their compressed forms when
   * this or another instance stored them; otherwise the text and a quick
   * gzip while brotli's best quality (and gzip's) runs in the background —
   * a first start compresses every model and must not wait for that (it
   * took the start past its timeout on a busy machine). The best forms
   * replace the quick one in the same served body when they are ready.
   */
  private async encode(model: StoredModel): Promise<EncodedBody> {
    const identity = Buffer.from(model.body, 'utf8');
    const started = this.compressing.get(model.etag);
    this.compressing.delete(model.etag);
    const stored =
      started === undefined
        ? await this.repository.findEncodings(model.projectId, model.lang, model.etag)
        : undefined;
    if (stored) return { identity, ...stored, etag: model.etag };
    const encoded: EncodedBody = {
      identity,
      gzip: await gzipAsync(identity, { level: QUICK_GZIP_LEVEL }),
      etag: model.etag,
    };
    const done = (started ?? this.compressInTurn(identity))
      .then(async (compressed) => {
        await this.repository.saveEncodings(model.projectId, model.lang, model.etag, compressed);
        Object.assign(encoded, compressed);
      })
      .catch((err: unknown) => this.onBackgroundError(err))
      .finally(() => this.background.delete(done));
    this.background.add(done);
    return encoded;
  }

  /**
   * Best-quality compressions run one at a time: they are slow (brotli 11),
   * and all of them at once filled libuv's thread pool, which everything
   * else of a starting server waits on (file reads, gzip, password hashes).
   */
  private compressInTurn(bytes: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
    const turn = this.compressQueue.then(() => this.compress(bytes));
    this.compressQueue = turn.then(
      () => undefined,
      () => undefined,
    );
    return turn;
  }

  /** Resolves once every compression started so far is done (tests, benchmarks). */
  async idle(): Promise<void> {
    while (this.background.size > 0) await Promise.all([...this.background]);
  }

  /**
   * The model of a language as it is answered; a language that is unknown
   * or that the project lacks falls back to the project's default language
   * (ARCHITECTURE.md API contract). Undefined only for an unknown project.
   */
  findServedModel(projectId: string, lang: string): ServedModel | undefined {
    const project = this.catalog.get(projectId);
    if (!project) return undefined;
    return (
      (isLanguage(lang) ? this.served.get(modelKey(projectId, lang)) : undefined) ??
      this.served.get(modelKey(projectId, project.defaultLang)) ??
      this.served.get(modelKey(projectId, DEFAULT_LANGUAGE)) ??
      project.languages.map((l) => this.served.get(modelKey(projectId, l))).find(Boolean)
    );
  }

  /** {@link findServedModel}, for callers that read the model's text. */
  async getModel(projectId: string, lang: string): Promise<StoredModel | undefined> {
    return this.findServedModel(projectId, lang);
  }

  /**
   * Validates and stores a model version for a project and language. Only a
   * version higher than the stored one is stored, so an old file never
   * replaces a model that staff published later.
   */
  async publishModel(
    projectId: string,
    lang: string,
    input: unknown,
    options: {
      refreshCatalog?: boolean;
      skipValidationWhenStale?: boolean;
      /** Recorded in the version history (default 'import'). */
      publishedBy?: string;
    } = {},
  ): Promise<PublishResult> {
    // At start every model file is offered again: one whose version is
    // stored already needs no validation (the stored one was validated).
    if (options.skipValidationWhenStale) {
      const version = (input as { _meta?: { version?: unknown } } | null)?._meta?.version;
      const storedVersion = await this.repository.findModelVersion(projectId, lang);
      if (typeof version === 'number' && storedVersion !== undefined && version <= storedVersion) {
        return { status: 'stale', version, storedVersion };
      }
    }
    const checked = this.check(lang, input);
    if (checked.status === 'invalid') return checked;
    const model = checked.model;
    const { body, etag } = serializeModel(this.withImages(model, projectId));
    const branding = readBranding(model);
    const result = await this.repository.saveModelIfNewer({
      projectId,
      lang,
      version: model._meta.version,
      name: model.name,
      body,
      etag,
      product: branding.product,
      defaultLang: branding.defaultLang,
      publishedBy: options.publishedBy ?? 'import',
    });
    if (!result.saved) {
      return { status: 'stale', version: model._meta.version, storedVersion: result.storedVersion };
    }
    // Compressing runs in the thread pool while an import validates the next file.
    const compressing = this.compressInTurn(Buffer.from(body, 'utf8'));
    compressing.catch(() => undefined);
    this.compressing.set(etag, compressing);
    // A batch import refreshes once at its end instead of after every file.
    if (options.refreshCatalog !== false) await this.refreshCatalog();
    return {
      status: result.previousVersion === undefined ? 'created' : 'updated',
      version: model._meta.version,
      etag,
    };
  }

  /**
   * A draft checked exactly like a publication and answered as the guest app
   * would get it (images signed) — for a preview; nothing is stored.
   */
  draftBody(
    projectId: string,
    lang: string,
    input: unknown,
  ): { status: 'ok'; body: string } | { status: 'invalid'; path: string; message: string } {
    const checked = this.check(lang, input);
    if (checked.status === 'invalid') return checked;
    return { status: 'ok', body: serializeModel(this.withImages(checked.model, projectId)).body };
  }

  private check(
    lang: string,
    input: unknown,
  ): { status: 'ok'; model: ProjectModel } | { status: 'invalid'; path: string; message: string } {
    const parsed = parseProjectModel(input, { toPublish: true });
    if (!parsed.ok) return { status: 'invalid', path: parsed.path, message: parsed.message };
    if (parsed.model._meta.lang !== lang) {
      return {
        status: 'invalid',
        path: '_meta.lang',
        message: `The model says language "${parsed.model._meta.lang}" but is published as "${lang}"`,
      };
    }
    return { status: 'ok', model: parsed.model };
  }

  /** The published versions of a model, newest first. */
  history(projectId: string, lang: string): Promise<ModelHistoryEntry[]> {
    return this.repository.listHistory(projectId, lang);
  }

  /** One published version's JSON text. */
  historyBody(projectId: string, lang: string, version: number): Promise<string | undefined> {
    return this.repository.findHistoryBody(projectId, lang, version);
  }
}
