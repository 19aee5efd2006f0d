// What a service needs from a project's model in one language (its request
// forms, its bookable items, its shop …), parsed once per model version
// (ETag) and kept until the model changes.
import { LANGUAGES, type Lang } from '@hospes/domain';
import type { ProjectService, ProjectSummary } from './project.service.ts';

export class ModelPartReader<T> {
  private readonly cache = new Map<string, { etag: string; part: T }>();

  constructor(
    private readonly projects: ProjectService,
    /** Reads the part from the parsed model body. */
    private readonly parse: (body: unknown, project: ProjectSummary, lang: Lang) => T,
  ) {}

  /** The part in `lang` (the default language's model when that one is missing). */
  async read(projectId: string, lang?: string): Promise<T | undefined> {
    const project = this.projects.findProject(projectId);
    if (!project) return undefined;
    const wanted = lang && (LANGUAGES as readonly string[]).includes(lang) ? lang : undefined;
    const model =
      (wanted && (await this.projects.getModel(projectId, wanted))) ||
      (await this.projects.getModel(projectId, project.defaultLang));
    if (!model) return undefined;
    const key = `${projectId}/${model.lang}`;
    const cached = this.cache.get(key);
    if (cached?.etag === model.etag) return cached.part;
    const part = this.parse(JSON.parse(model.body), project, model.lang as Lang);
    this.cache.set(key, { etag: model.etag, part });
    return part;
  }
}
