// A project's guest journey as its models say it (docs/journeys.md): the
// default language's model decides the steps and their times; each
// language's model carries its own templates. One parse per model version.
import { GuestJourneySchema, type GuestJourney } from '@hospes/domain';
import type { ProjectService } from '../projects/project.service.ts';

export class JourneySettingsReader {
  private readonly cache = new Map<string, { etag: string; journey: GuestJourney | null }>();

  constructor(private readonly projects: Pick<ProjectService, 'getModel'>) {}

  /** The journey of a language's model (the default's when the project lacks the language). */
  async read(projectId: string, lang: string): Promise<GuestJourney | null> {
    const model = await this.projects.getModel(projectId, lang);
    if (!model) return null;
    const key = `${projectId}|${lang}`;
    const cached = this.cache.get(key);
    if (cached?.etag === model.etag) return cached.journey;
    const settings = (JSON.parse(model.body) as { project_settings?: { guest_journey?: unknown } })
      .project_settings?.guest_journey;
    const parsed = settings === undefined ? null : GuestJourneySchema.safeParse(settings);
    const journey = parsed?.success ? parsed.data : null;
    this.cache.set(key, { etag: model.etag, journey });
    return journey;
  }
}
