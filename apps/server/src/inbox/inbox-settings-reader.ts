// What the inbox needs from a project's model: its request forms in a
// language (the form's title is the request's subject), whether messaging
// and push are active.
import { GuestServicesSchema, type Lang, type RequestForm } from '@hospes/domain';
import { ModelPartReader } from '../projects/model-part-reader.ts';
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

export class InboxSettingsReader extends ModelPartReader<InboxSettings> {
  constructor(projects: ProjectService) {
    super(projects, (model, project, lang) => {
      const body = model as ModelParts;
      const services = GuestServicesSchema.safeParse(body.guest_services ?? { forms: [] });
      return {
        projectId: project.id,
        lang,
        timeZone: project.place.timezone,
        forms: services.success ? services.data.forms : [],
        messagingActive: body.project_settings?.messaging?.active === true,
        pushActive: body.push_notifications?.active === true,
        loginRequired: body.project_settings?.pms_login?.active === true,
      };
    });
  }
}
