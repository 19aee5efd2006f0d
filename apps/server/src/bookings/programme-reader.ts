// What bookings need from a project's model: the bookable items (content
// items with a valid `booking` block) in a language, the time zone, and
// whether PMS login is on. Parsed once per model version (ETag).
import { bookingBlockOf, LANGUAGES, type BookingBlock, type Lang } from '@hospes/domain';
import type { ProjectService } from '../projects/project.service.ts';

export interface BookableItem {
  id: string;
  title: string;
  block: BookingBlock;
}

export interface Programme {
  projectId: string;
  lang: Lang;
  timeZone: string;
  items: Map<string, BookableItem>;
  /** spec §6: with PMS login, booking needs a logged-in guest. */
  loginRequired: boolean;
}

interface ModelParts {
  discover?: { topics?: { items?: { id?: unknown; title?: unknown; booking?: unknown }[] }[] };
  project_settings?: { pms_login?: { active?: unknown } };
}

export class ProgrammeReader {
  private readonly cache = new Map<string, { etag: string; programme: Programme }>();

  constructor(private readonly projects: ProjectService) {}

  /** The programme in `lang` (the default language's model when that one is missing). */
  async read(projectId: string, lang?: string): Promise<Programme | undefined> {
    const project = this.projects.findProject(projectId);
    if (!project) return undefined;
    const wanted = lang && (LANGUAGES as readonly string[]).includes(lang) ? lang : undefined;
    const model =
      (wanted && (await this.projects.getModel(projectId, wanted))) ||
      (await this.projects.getModel(projectId, project.defaultLang));
    if (!model) return undefined;
    const cacheKey = `${projectId}/${model.lang}`;
    const cached = this.cache.get(cacheKey);
    if (cached?.etag === model.etag) return cached.programme;
    const body = JSON.parse(model.body) as ModelParts;
    const items = new Map<string, BookableItem>();
    for (const topic of body.discover?.topics ?? []) {
      for (const item of topic.items ?? []) {
        if (typeof item.id !== 'string' || items.has(item.id)) continue;
        const block = bookingBlockOf(item);
        if (block) {
          items.set(item.id, { id: item.id, title: String(item.title ?? item.id), block });
        }
      }
    }
    const programme: Programme = {
      projectId,
      lang: model.lang as Lang,
      timeZone: project.place.timezone,
      items,
      loginRequired: body.project_settings?.pms_login?.active === true,
    };
    this.cache.set(cacheKey, { etag: model.etag, programme });
    return programme;
  }
}
