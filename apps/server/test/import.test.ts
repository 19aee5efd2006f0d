// Import of projects/<id>/model.<lang>.json at start (README "Adding a
// project"): invalid files are skipped and logged with the path of the first
// bad field; only a higher _meta.version replaces a stored model.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DIALECTS } from './support/databases.ts';
import {
  copyFixtureProjects,
  readFixtureModel,
  startTestApp,
  type FixtureModel,
  type TestApp,
} from './support/test-app.ts';

function editModel(dir: string, file: string, edit: (model: FixtureModel) => void) {
  const model = readFixtureModel(file, dir);
  edit(model);
  writeFileSync(path.join(dir, file), JSON.stringify(model));
}

async function greeting(t: TestApp, project: string, lang: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/projects/${project}/model/${lang}` });
  const model = res.json<FixtureModel>();
  return { version: model._meta.version, greeting: model.welcome.top.greeting };
}

describe.each(DIALECTS)('project import on %s', (dialect) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function start(projectsDir: string) {
    const t = await startTestApp(dialect, { projectsDir });
    cleanups.push(() => t.close());
    return t;
  }

  it('skips an invalid model, logs the path of its first bad field, and still starts', async () => {
    const projects = copyFixtureProjects();
    cleanups.push(projects.remove);
    const t = await start(projects.dir);

    const warning = t.logs.find(
      (line) => line.level === 40 && String(line.file).includes('broken'),
    );
    expect(warning).toMatchObject({ path: 'discover.topics.0.items.0.geo.latitude' });
    expect(warning?.msg).toContain('discover.topics.0.items.0.geo.latitude');
    expect(warning?.msg).toContain(path.join('broken', 'model.de.json'));

    const broken = await t.app.inject({ method: 'GET', url: '/api/projects/broken/model/de' });
    expect(broken.statusCode).toBe(404);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('skips a file that is not JSON and a model whose _meta.lang contradicts its file name', async () => {
    const projects = copyFixtureProjects();
    cleanups.push(projects.remove);
    writeFileSync(path.join(projects.dir, 'beta', 'model.en.json'), '{ not json');
    editModel(projects.dir, 'alpha/model.en.json', (m) => (m._meta.lang = 'fr'));
    const t = await start(projects.dir);

    const warnings = t.logs.filter((line) => line.level === 40).map((line) => line.msg);
    expect(warnings.some((msg) => msg.includes('model.en.json: not valid JSON'))).toBe(true);
    expect(warnings.some((msg) => msg.includes('at _meta.lang'))).toBe(true);
    const list = await t.app.inject({ method: 'GET', url: '/api/projects' });
    const { projects: listed } = list.json<{ projects: { id: string; languages: string[] }[] }>();
    const byId = Object.fromEntries(listed.map((p) => [p.id, p.languages]));
    expect(byId).toEqual({ alpha: ['de'], beta: ['de'] });
  });

  it('replaces a stored model with a file of a higher version, and keeps it against a lower one', async () => {
    const projects = copyFixtureProjects();
    cleanups.push(projects.remove);
    let t = await startTestApp(dialect, { projectsDir: projects.dir });
    expect(await greeting(t, 'alpha', 'de')).toEqual({
      version: 2,
      greeting: 'Willkommen im Hotel Alpha',
    });

    // Higher version: stored on the next start.
    editModel(projects.dir, 'alpha/model.de.json', (m) => {
      m._meta.version = 5;
      m.welcome.top.greeting = 'Grüß Gott im Hotel Alpha';
    });
    t = await t.restart();
    expect(await greeting(t, 'alpha', 'de')).toEqual({
      version: 5,
      greeting: 'Grüß Gott im Hotel Alpha',
    });

    // Same version with other content, then a lower one: both left alone.
    editModel(projects.dir, 'alpha/model.de.json', (m) => {
      m.welcome.top.greeting = 'Changed without a new version';
    });
    t = await t.restart();
    expect(await greeting(t, 'alpha', 'de')).toEqual({
      version: 5,
      greeting: 'Grüß Gott im Hotel Alpha',
    });
    editModel(projects.dir, 'alpha/model.de.json', (m) => {
      m._meta.version = 3;
      m.welcome.top.greeting = 'An old file';
    });
    t = await t.restart();
    cleanups.push(() => t.close());
    expect(await greeting(t, 'alpha', 'de')).toEqual({
      version: 5,
      greeting: 'Grüß Gott im Hotel Alpha',
    });
  });

  it('starts with no projects when the folder is missing', async () => {
    const t = await start('/nonexistent/hospes-projects');
    const list = await t.app.inject({ method: 'GET', url: '/api/projects' });
    expect(list.json()).toEqual({ projects: [] });
    expect(t.logs.some((line) => line.msg === 'No projects folder to import from')).toBe(true);
  });
});
