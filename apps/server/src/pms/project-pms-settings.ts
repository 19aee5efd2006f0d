// What the login and the reservation views need of a project's model: its
// time zone, the login fields (spec §3 project_settings.pms_login) and the
// check-in/out settings (project_settings.integrations.checkin). Read from
// the default-language model and kept until the model's ETag changes.
import {
  CheckinCheckoutSettingsSchema,
  ProjectSettingsSchema,
  type CheckinCheckoutSettings,
  type LoginField,
} from '@hospes/domain';
import { z } from 'zod';
import type { ProjectService } from '../projects/project.service.ts';

/** Login fields when a project turns PMS login on without naming fields. */
export const DEFAULT_LOGIN_FIELDS: readonly LoginField[] = ['reservation_id', 'last_name'];

export interface PmsProjectSettings {
  projectId: string;
  /** IANA time zone of the project (`_meta.timezone`, default Europe/Vienna). */
  timeZone: string;
  /** spec §3 pms_login.active: whether guests log in with reservation data. */
  loginActive: boolean;
  /** spec §3 pms_login.fields, in the project's order, without duplicates. */
  loginFields: LoginField[];
  /** spec §3 check-in/out settings; missing values take the §9 defaults. */
  checkin: CheckinCheckoutSettings | undefined;
  /** spec §3 extras `invoice.active`: invoices shown, and unpaid ones block check-in/out. */
  invoiceActive: boolean;
}

/**
 * `project_settings.integrations.checkin` of a model:
 * `{ checkin: {…}, checkout: {…}, invoice: { active } }` (docs/project-model.md).
 */
const CheckinIntegrationSchema = CheckinCheckoutSettingsSchema.extend({
  invoice: z.looseObject({ active: z.boolean() }).optional(),
});

function readSettings(projectId: string, timeZone: string, body: string): PmsProjectSettings {
  const model = JSON.parse(body) as { project_settings?: unknown };
  const parsed = ProjectSettingsSchema.safeParse(model.project_settings ?? {});
  const settings = parsed.success ? parsed.data : {};
  const integration = CheckinIntegrationSchema.safeParse(settings.integrations?.checkin);
  const checkin = integration.success ? integration.data : undefined;
  const fields = settings.pms_login?.fields?.length
    ? [...new Set(settings.pms_login.fields)]
    : [...DEFAULT_LOGIN_FIELDS];
  return {
    projectId,
    timeZone,
    loginActive: settings.pms_login?.active === true,
    loginFields: fields,
    checkin,
    invoiceActive: checkin?.invoice?.active ?? true,
  };
}

/** How long settings are used before the model is read again (an upload elsewhere shows within). */
const SETTINGS_TTL_MS = 30_000;

/** Reads the settings of projects; one parse per model version, one read per 30 s. */
export class PmsSettingsReader {
  private readonly cache = new Map<
    string,
    { etag: string; readAt: number; settings: PmsProjectSettings }
  >();

  constructor(
    private readonly projects: ProjectService,
    private readonly now: () => number = Date.now,
  ) {}

  /** The settings of a project, or undefined for an unknown project. */
  async read(projectId: string): Promise<PmsProjectSettings | undefined> {
    const project = this.projects.findProject(projectId);
    if (!project) return undefined;
    const cached = this.cache.get(projectId);
    const now = this.now();
    if (cached && now - cached.readAt < SETTINGS_TTL_MS) return cached.settings;
    const model = await this.projects.getModel(projectId, project.defaultLang);
    if (!model) return undefined;
    const settings =
      cached && cached.etag === model.etag
        ? cached.settings
        : readSettings(projectId, project.place.timezone, model.body);
    this.cache.set(projectId, { etag: model.etag, readAt: now, settings });
    return settings;
  }
}
