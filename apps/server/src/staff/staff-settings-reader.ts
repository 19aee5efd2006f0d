// The console's working rules of a project in one language, read once per
// model version from `project_settings.staff` (ADR 036): the escalation
// threshold and the staff's quick replies.
import { DEFAULT_ESCALATE_AFTER_MINUTES, StaffSettingsSchema } from '@hospes/domain';
import { ModelPartReader } from '../projects/model-part-reader.ts';
import type { ProjectService } from '../projects/project.service.ts';

export interface StaffSettings {
  /** The model's language (the default one when the language asked for has no model). */
  lang: string;
  escalateAfterMinutes: number;
  quickReplies: string[];
}

export class StaffSettingsReader extends ModelPartReader<StaffSettings> {
  constructor(projects: ProjectService) {
    super(projects, (model, _project, lang) => {
      const staff = (model as { project_settings?: { staff?: unknown } }).project_settings?.staff;
      const parsed = StaffSettingsSchema.safeParse(staff ?? {});
      const settings = parsed.success ? parsed.data : {};
      return {
        lang,
        escalateAfterMinutes: settings.escalate_after_minutes ?? DEFAULT_ESCALATE_AFTER_MINUTES,
        quickReplies: settings.quick_replies ?? [],
      };
    });
  }
}
