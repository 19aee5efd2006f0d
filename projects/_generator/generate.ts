/**
 * Writes every demo project from its one source in ./content:
 * projects/<id>/model.<lang>.json for the seven languages and
 * projects/<id>/media/*.svg.
 *
 *   npx tsx projects/_generator/generate.ts           write (npm run generate -w @hospes/projects)
 *   npx tsx projects/_generator/generate.ts --check   fail if a file is out of date
 *
 * _meta.version is raised automatically when the content of a project
 * changes (the server re-imports a project only when its version grows).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkMedia, checkModel } from './checks.ts';
import { withCredits } from './credits.ts';
import { withItemPictures } from './item-pictures.ts';
import { alpenrose } from './content/alpenrose/index.ts';
import { bergblick } from './content/bergblick/index.ts';
import { seenland } from './content/seenland/index.ts';
import { talhof } from './content/talhof/index.ts';
import { weinleiten } from './content/weinleiten/index.ts';
import { LANGS, localise, type Lang } from './localise.ts';
import type { ModelBody, ProjectModel } from './model-types.ts';
import type { ProjectSource } from './project-source.ts';
import { validateWithDomain } from './validate.ts';

const PROJECTS: ProjectSource[] = [alpenrose, seenland, bergblick, talhof, weinleiten].map(
  withItemPictures,
);

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const checkOnly = process.argv.includes('--check');

interface Meta {
  version: number;
  updated_at: string;
}

function readJson(file: string): Record<string, unknown> | undefined {
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)
    : undefined;
}

/** The model without the fields the generator stamps, for comparison. */
function content(model: Record<string, unknown> | undefined): string | undefined {
  if (!model) return undefined;
  const meta = { ...(model._meta as Record<string, unknown>) };
  delete meta.version;
  delete meta.updated_at;
  return JSON.stringify({ ...model, _meta: meta });
}

function build(source: ProjectSource, lang: Lang, meta: Meta): ProjectModel {
  const { name, ...raw } = localise<ModelBody>(source.model, lang);
  const body = withCredits(raw, lang);
  return {
    name,
    _meta: {
      version: meta.version,
      updated_at: meta.updated_at,
      product: source.product,
      lang,
      default_lang: 'de',
      languages: [...LANGS],
      timezone: source.timeZone ?? 'Europe/Vienna',
    },
    ...body,
  };
}

function serialise(model: ProjectModel): string {
  return `${JSON.stringify(model, null, 2)}\n`;
}

function run(): number {
  const problems: string[] = [];
  const stale: string[] = [];

  for (const source of PROJECTS) {
    const dir = join(ROOT, source.id);
    const mediaDir = join(dir, 'media');
    const files = LANGS.map((lang) => join(dir, `model.${lang}.json`));
    const existing = files.map(readJson);

    // Keep version and date while nothing changed; raise the version otherwise.
    const draft: Meta = { version: 0, updated_at: '1970-01-01T00:00:00.000Z' };
    const changed = LANGS.some(
      (lang, i) => content(existing[i]) !== content({ ...build(source, lang, draft) }),
    );
    const versions = existing.map((m) => Number((m?._meta as Meta | undefined)?.version ?? 0));
    const previous = existing[0]?._meta as Meta | undefined;
    const meta: Meta =
      !changed && previous
        ? { version: previous.version, updated_at: previous.updated_at }
        : {
            version: Math.max(0, ...versions) + 1,
            updated_at: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
          };

    problems.push(...checkMedia(source.id, source.media).map((p) => `${source.id}: ${p}`));
    for (const [i, lang] of LANGS.entries()) {
      const model = build(source, lang, meta);
      problems.push(
        ...checkModel(model, source.id, source.media).map((p) => `${source.id}/${lang}: ${p}`),
      );
      problems.push(...validateWithDomain(model).map((p) => `${source.id}/${lang}: ${p}`));
      const file = files[i] as string;
      const text = serialise(model);
      if (checkOnly) {
        if (!existsSync(file) || readFileSync(file, 'utf8') !== text) stale.push(file);
      } else if (changed || !existsSync(file)) {
        mkdirSync(dir, { recursive: true });
        writeFileSync(file, text);
      }
    }

    const onDisk = existsSync(mediaDir) ? readdirSync(mediaDir) : [];
    for (const [file, svgText] of Object.entries(source.media)) {
      const path = join(mediaDir, file);
      const same = existsSync(path) && readFileSync(path, 'utf8') === svgText;
      if (same) continue;
      if (checkOnly) stale.push(path);
      else {
        mkdirSync(mediaDir, { recursive: true });
        writeFileSync(path, svgText);
      }
    }
    for (const file of onDisk.filter((f) => !(f in source.media))) {
      if (checkOnly) stale.push(join(mediaDir, file));
      else rmSync(join(mediaDir, file));
    }
    if (!checkOnly) {
      console.log(
        `${source.id}: version ${meta.version}${changed ? ' (written)' : ' (unchanged)'}`,
      );
    }
  }

  for (const p of problems) console.error(`problem: ${p}`);
  for (const f of stale) console.error(`out of date: ${f}`);
  if (stale.length)
    console.error('Run `npm run generate -w @hospes/projects` and commit the result.');
  return problems.length || stale.length ? 1 : 0;
}

process.exitCode = run();
