// What check-in needs of a project beyond the PMS settings: its own form,
// whether guests sign, and how long identity data is kept — read from the
// default-language model (project_settings.integrations.checkin), parsed
// once per model version.
import {
  defaultRetention,
  ProjectSettingsSchema,
  readCheckinSettings,
  type CheckinFormSection,
  type RetentionSetting,
} from '@hospes/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { ProjectService, ProjectSummary } from '../projects/project.service.ts';
import { defaultCheckinForm } from './checkin-form-definition.ts';

export interface CheckinSettings {
  project: ProjectSummary;
  formSections: readonly CheckinFormSection[];
  /** Whether the SIGNATURE section is part of the form (default true). */
  signature: boolean;
  retention: RetentionSetting;
}

export class CheckinSettingsReader {
  private readonly cache = new Map<string, { etag: string; settings: CheckinSettings }>();

  constructor(
    private readonly projects: ProjectService,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  /** The settings of a project, or undefined for an unknown project. */
  async read(projectId: string): Promise<CheckinSettings | undefined> {
    const project = this.projects.findProject(projectId);
    if (!project) return undefined;
    const model = await this.projects.getModel(projectId, project.defaultLang);
    if (!model) return undefined;
    const cached = this.cache.get(projectId);
    if (cached?.etag === model.etag && cached.settings.project === project) return cached.settings;
    const parsed = ProjectSettingsSchema.safeParse(
      (JSON.parse(model.body) as { project_settings?: unknown }).project_settings ?? {},
    );
    const { settings, issue } = readCheckinSettings(parsed.success ? parsed.data : undefined);
    if (issue) {
      this.log.warn({ project: projectId, issue }, 'Check-in settings ignored: they do not parse');
    }
    const result: CheckinSettings = {
      project,
      formSections:
        settings.formSections ?? defaultCheckinForm(project.place.address.addressCountry),
      signature: settings.signature ?? true,
      retention: settings.retention ?? defaultRetention(project.place.address.addressCountry),
    };
    this.cache.set(projectId, { etag: model.etag, settings: result });
    return result;
  }
}
