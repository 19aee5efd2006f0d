// spec §5: connect accepts only contexts the project's model knows
// (`project_settings.contexts`, docs/project-model.md). Read from the
// default-language model, parsed once per model version (ETag).
import { KnownContextsSchema, type KnownContexts } from '@hospes/domain';
import type { ProjectService } from '../projects/project.service.ts';

export class KnownContextsReader {
  private readonly cache = new Map<string, { etag: string; contexts: KnownContexts }>();

  constructor(private readonly projects: ProjectService) {}

  /** The project's known contexts; `{}` when it names none or is unknown. */
  async read(projectId: string): Promise<KnownContexts> {
    const project = this.projects.findProject(projectId);
    const model = project && (await this.projects.getModel(projectId, project.defaultLang));
    if (!model) return {};
    const cached = this.cache.get(projectId);
    if (cached?.etag === model.etag) return cached.contexts;
    const body = JSON.parse(model.body) as { project_settings?: { contexts?: unknown } };
    const parsed = KnownContextsSchema.safeParse(body.project_settings?.contexts ?? {});
    const contexts = parsed.success ? parsed.data : {};
    this.cache.set(projectId, { etag: model.etag, contexts });
    return contexts;
  }
}
