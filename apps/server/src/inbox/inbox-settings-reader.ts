// What the inbox needs from a project's model: its request forms in a
// language (the form's title is the request's subject), whether messaging
// and push are active. Parsed once per model version (ETag).
import { GuestServicesSchema, LANGUAGES, type Lang, type RequestForm } from '@hospes/domain';
import type { ProjectService } from '../projects/project.service.ts';

export interface InboxSettings {
  projectId: string;
  lang: Lang;
  timeZone: string;
  forms: RequestForm[];
  messagingActive: boolean;
  pushActive: boolean;
  /** spec §6: with PMS login, requests and the inbox need a logged-in guest. */
  loginRequired: boolean;
}

interface ModelParts {
  guest_services?: unknown;
  push_notifications?: { active?: unknown };
  project_settings?: { messaging?: { active?: unknown }; pms_login?: { active?: unknown } };
}

export class InboxSettingsReader {
  private readonly cache = new Map<string, { etag: string; settings: InboxSettings }>();

  constructor(private readonly projects: ProjectService) {}

  /** The settings in `lang` (the default language's model when that one is missing). */
  async read(projectId: string, lang?: string): Promise<InboxSettings | undefined> {
    const project = this.projects.findProject(projectId);
    if (!project) return undefined;
    const wanted = lang && (LANGUAGES as readonly string[]).includes(lang) ? lang : undefined;
    const model =
      (wanted && (await this.projects.getModel(projectId, wanted))) ||
      (await this.projects.getModel(projectId, project.defaultLang));
    if (!model) return undefined;
    const cacheKey = `${projectId}/${model.lang}`;
    const cached = this.cache.get(cacheKey);
    if (cached?.etag === model.etag) return cached.settings;
    const body = JSON.parse(model.body) as ModelParts;
    const services = GuestServicesSchema.safeParse(body.guest_services ?? { forms: [] });
    const settings: InboxSettings = {
      projectId,
      lang: model.lang as Lang,
      timeZone: project.place.timezone,
      forms: services.success ? services.data.forms : [],
      messagingActive: body.project_settings?.messaging?.active === true,
      pushActive: body.push_notifications?.active === true,
      loginRequired: body.project_settings?.pms_login?.active === true,
    };
    this.cache.set(cacheKey, { etag: model.etag, settings });
    return settings;
  }
}
