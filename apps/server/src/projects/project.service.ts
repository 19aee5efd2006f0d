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
import type { ProjectRepository, StoredModel } from './project.repository.ts';
import {
  readBranding,
  readPlace,
  readStartScreen,
  serializeModel,
  type ModelBranding,
  type ProjectPlace,
  type StartScreenContent,
} from './model-content.ts';

export interface ProjectSummary extends ModelBranding {
  id: string;
  place: ProjectPlace;
  /** Languages with a stored model, in the order of LANGUAGES. */
  languages: string[];
  /** The start screen of index.html per language with a stored model. */
  startScreens: Partial<Record<string, StartScreenContent>>;
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

export class ProjectService {
  private catalog = new Map<string, ProjectSummary>();

  constructor(
    private readonly repository: ProjectRepository,
    private readonly imageSignatures?: ImageSignatures,
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

  /** Reloads the catalog from the database (after imports and uploads). */
  async refreshCatalog(): Promise<void> {
    const next = new Map<string, ProjectSummary>();
    for (const project of await this.repository.listProjects()) {
      const model =
        (await this.repository.findModel(project.id, project.defaultLang)) ??
        (await this.repository.findAnyModel(project.id));
      if (!model) continue;
      const parsed = JSON.parse(model.body) as ProjectModel;
      const branding = readBranding(parsed);
      const order = (lang: string) => (LANGUAGES as readonly string[]).indexOf(lang);
      const startScreens: ProjectSummary['startScreens'] = {};
      for (const lang of project.languages) {
        const stored =
          lang === model.lang ? model : await this.repository.findModel(project.id, lang);
        if (stored) startScreens[lang] = readStartScreen(JSON.parse(stored.body) as ProjectModel);
      }
      next.set(project.id, {
        ...branding,
        id: project.id,
        place: readPlace(parsed),
        languages: [...project.languages].sort((a, b) => order(a) - order(b)),
        startScreens,
      });
    }
    this.catalog = next;
  }

  /**
   * The model of a language; a language that is unknown or that the project
   * lacks falls back to the project's default language (ARCHITECTURE.md API
   * contract). Undefined only for an unknown project.
   */
  async getModel(projectId: string, lang: string): Promise<StoredModel | undefined> {
    const project = this.catalog.get(projectId);
    if (!project) return undefined;
    if (isLanguage(lang) && project.languages.includes(lang)) {
      const model = await this.repository.findModel(projectId, lang);
      if (model) return model;
    }
    return (
      (await this.repository.findModel(projectId, project.defaultLang)) ??
      (await this.repository.findModel(projectId, DEFAULT_LANGUAGE)) ??
      (await this.repository.findAnyModel(projectId))
    );
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
    options: { refreshCatalog?: boolean } = {},
  ): Promise<PublishResult> {
    const parsed = parseProjectModel(input);
    if (!parsed.ok) return { status: 'invalid', path: parsed.path, message: parsed.message };
    const model = parsed.model;
    if (model._meta.lang !== lang) {
      return {
        status: 'invalid',
        path: '_meta.lang',
        message: `The model says language "${model._meta.lang}" but is published as "${lang}"`,
      };
    }
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
    });
    if (!result.saved) {
      return { status: 'stale', version: model._meta.version, storedVersion: result.storedVersion };
    }
    // A batch import refreshes once at its end instead of after every file.
    if (options.refreshCatalog !== false) await this.refreshCatalog();
    return {
      status: result.previousVersion === undefined ? 'created' : 'updated',
      version: model._meta.version,
      etag,
    };
  }
}
