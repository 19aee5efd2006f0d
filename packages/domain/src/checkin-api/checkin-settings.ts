import { z } from 'zod';
import type { ProjectSettings } from '../model/project-settings.ts';
import { CheckinFormSectionSchema } from './checkin-form-validation.ts';
import { RetentionSettingSchema } from './retention.ts';

/**
 * A project's own check-in settings, `project_settings.integrations.checkin`
 * of its model (all optional): the form (`formSections`, replacing the
 * server's default form), whether guests sign (`signature`, default true),
 * and how long identity data is kept (`retention`, default by the country of
 * the project's address, see `defaultRetention`).
 */
export const CheckinProjectSettingsSchema = z.looseObject({
  formSections: z.array(CheckinFormSectionSchema).min(1).optional(),
  signature: z.boolean().optional(),
  retention: RetentionSettingSchema.optional(),
});
export type CheckinProjectSettings = z.infer<typeof CheckinProjectSettingsSchema>;

/**
 * The check-in settings of a model's project settings; settings that do not
 * parse count as absent (the defaults apply), so a broken setting never
 * blocks check-in. `issue` names the first problem for the server's log.
 */
export function readCheckinSettings(settings: ProjectSettings | undefined): {
  settings: CheckinProjectSettings;
  issue?: string;
} {
  const raw = settings?.integrations?.checkin;
  if (raw === undefined) return { settings: {} };
  const parsed = CheckinProjectSettingsSchema.safeParse(raw);
  if (parsed.success) return { settings: parsed.data };
  const first = parsed.error.issues[0];
  return { settings: {}, issue: `${first?.path.join('.') ?? ''}: ${first?.message ?? 'invalid'}` };
}
