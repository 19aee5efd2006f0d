// The shop of a project's model in a language, with the project's time zone
// and login setting; parsed once per model version (ETag).
import { LANGUAGES, shopOf, type Lang, type Shop } from '@hospes/domain';
import type { ProjectService } from '../projects/project.service.ts';

export interface ProjectShop {
  projectId: string;
  /** The hotel's name: the payment page says whom the guest pays. */
  name: string;
  lang: Lang;
  timeZone: string;
  shop: Shop | null;
  loginRequired: boolean;
}

export class ShopReader {
  private readonly cache = new Map<string, { etag: string; shop: ProjectShop }>();

  constructor(private readonly projects: ProjectService) {}

  async read(projectId: string, lang?: string): Promise<ProjectShop | undefined> {
    const project = this.projects.findProject(projectId);
    if (!project) return undefined;
    const wanted = lang && (LANGUAGES as readonly string[]).includes(lang) ? lang : undefined;
    const model =
      (wanted && (await this.projects.getModel(projectId, wanted))) ||
      (await this.projects.getModel(projectId, project.defaultLang));
    if (!model) return undefined;
    const key = `${projectId}/${model.lang}`;
    const cached = this.cache.get(key);
    if (cached?.etag === model.etag) return cached.shop;
    const body = JSON.parse(model.body) as {
      name?: unknown;
      shop?: unknown;
      project_settings?: { pms_login?: { active?: unknown } };
    };
    const shop: ProjectShop = {
      projectId,
      name: typeof body.name === 'string' ? body.name : projectId,
      lang: model.lang as Lang,
      timeZone: project.place.timezone,
      shop: shopOf(body),
      loginRequired: body.project_settings?.pms_login?.active === true,
    };
    this.cache.set(key, { etag: model.etag, shop });
    return shop;
  }
}
