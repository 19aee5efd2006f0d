// ARCHITECTURE.md "Demo projects": the real projects/ folder imports cleanly —
// five projects, each in all seven languages, no file skipped.
import path from 'node:path';
import { LANGUAGES } from '@hospes/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { DIALECTS } from './support/databases.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const DEMO_PROJECTS = ['alpenrose', 'bergblick', 'seenland', 'talhof', 'weinleiten'];

describe.each(DIALECTS)('demo projects on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, { projectsDir: path.join(REPO_ROOT, 'projects') });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('imports every model file without a validation error', () => {
    const problems = t.logs.filter((line) => line.level >= 40).map((line) => line.msg);
    expect(problems).toEqual([]);
  });

  it('has the five demo projects in all seven languages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/projects' });
    const projects = res.json().projects as { id: string; languages: string[] }[];
    expect(projects.map((p) => p.id)).toEqual(DEMO_PROJECTS);
    for (const project of projects) expect(project.languages, project.id).toEqual([...LANGUAGES]);
  });
});
