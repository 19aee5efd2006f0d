// The staff's quick replies of a project in one language
// (`project_settings.staff.quick_replies` of that language's model).
import { StaffSettingsSchema } from '@hospes/domain';
import { ModelPartReader } from '../projects/model-part-reader.ts';
import type { ProjectService } from '../projects/project.service.ts';

export interface QuickReplies {
  /** The model's language the replies are in (the default one when `lang` has no model). */
  lang: string;
  replies: string[];
}

export class QuickRepliesReader extends ModelPartReader<QuickReplies> {
  constructor(projects: ProjectService) {
    super(projects, (model, _project, lang) => {
      const staff = (model as { project_settings?: { staff?: unknown } }).project_settings?.staff;
      const parsed = StaffSettingsSchema.safeParse(staff ?? {});
      return { lang, replies: (parsed.success && parsed.data.quick_replies) || [] };
    });
  }
}
