// Imports the project folders (projects/<id>/model.<lang>.json) at start.
// One bad file must not keep the other projects offline: it is logged with
// the path of its first bad field and skipped.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { isLanguage } from '@hospes/domain';
import type { FastifyBaseLogger } from 'fastify';
import { PROJECT_ID_PATTERN } from '../config.ts';
import type { ProjectService } from './project.service.ts';

export interface ImportReport {
  /** `<project>/<lang>` stored because new or of a higher version. */
  stored: string[];
  /** Same or lower version than stored: left alone. */
  unchanged: string[];
  /** Files that could not be read, parsed or validated. */
  skipped: string[];
}

const MODEL_FILE = /^model\.([a-z]{2})\.json$/;

export async function importProjects(
  projectsDir: string,
  service: ProjectService,
  log: FastifyBaseLogger,
): Promise<ImportReport> {
  const report: ImportReport = { stored: [], unchanged: [], skipped: [] };
  let entries;
  try {
    entries = await readdir(projectsDir, { withFileTypes: true });
  } catch {
    log.warn({ projectsDir }, 'No projects folder to import from');
    return report;
  }
  const folders = entries.filter((e) => e.isDirectory()).map((e) => e.name);
  for (const projectId of folders.sort()) {
    if (!PROJECT_ID_PATTERN.test(projectId)) continue;
    const folder = path.join(projectsDir, projectId);
    for (const file of (await readdir(folder)).sort()) {
      const lang = MODEL_FILE.exec(file)?.[1];
      if (!lang) continue;
      const filePath = path.join(folder, file);
      const key = `${projectId}/${lang}`;
      if (!isLanguage(lang)) {
        log.warn({ file: filePath }, `Skipped ${filePath}: "${lang}" is not a supported language`);
        report.skipped.push(key);
        continue;
      }
      let json: unknown;
      try {
        json = JSON.parse(await readFile(filePath, 'utf8'));
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        log.warn({ file: filePath }, `Skipped ${filePath}: not valid JSON (${reason})`);
        report.skipped.push(key);
        continue;
      }
      const result = await service.publishModel(projectId, lang, json, {
        refreshCatalog: false,
        skipValidationWhenStale: true,
      });
      if (result.status === 'invalid') {
        const at = result.path || '(root)';
        log.warn(
          { file: filePath, path: result.path },
          `Skipped invalid model ${filePath} at ${at}: ${result.message}`,
        );
        report.skipped.push(key);
      } else if (result.status === 'stale') {
        report.unchanged.push(key);
      } else {
        report.stored.push(key);
      }
    }
  }
  await service.refreshCatalog();
  log.info(
    {
      stored: report.stored.length,
      unchanged: report.unchanged.length,
      skipped: report.skipped.length,
    },
    'Imported project models',
  );
  return report;
}
