// The shop of a project's model in a language, with the project's time zone
// and login setting.
import { shopOf, type Lang, type Shop } from '@hospes/domain';
import { ModelPartReader } from '../projects/model-part-reader.ts';
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

export class ShopReader extends ModelPartReader<ProjectShop> {
  constructor(projects: ProjectService) {
    super(projects, (model, project, lang) => {
      const body = model as {
        name?: unknown;
        shop?: unknown;
        project_settings?: { pms_login?: { active?: unknown } };
      };
      return {
        projectId: project.id,
        name: typeof body.name === 'string' ? body.name : project.id,
        lang,
        timeZone: project.place.timezone,
        shop: shopOf(body),
        loginRequired: body.project_settings?.pms_login?.active === true,
      };
    });
  }
}
