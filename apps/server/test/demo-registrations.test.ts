// The demo guest's yoga registration is one she can still cancel: at 06:30
// today's 08:00 class is past its 2-hour deadline, so the demo books
// tomorrow's (the e2e journey cancels it at any hour).
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { ADMIN_TOKEN, startTestApp, type TestApp } from './support/test-app.ts';

const PROJECTS_DIR = path.join(REPO_ROOT, 'projects');
/** Tuesday 1 December 2026, 06:30 in Vienna. */
const EARLY = Date.parse('2026-12-01T05:30:00Z');

describe('demo registrations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { projectsDir: PROJECTS_DIR }, undefined, {
      now: () => EARLY,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("book tomorrow's yoga when today's can no longer be canceled", async () => {
    const res = await t.app.inject({
      url: '/api/staff/alpenrose/programme?days=3',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    const yoga = res
      .json<{ activities: { activityId: string; slots: { slotId: string; taken: number }[] }[] }>()
      .activities.find((a) => a.activityId === 'alp-prog-yoga')!;
    expect(yoga.slots.filter((s) => s.taken > 0).map((s) => s.slotId)).toEqual([
      '2026-12-02T08:00',
    ]);
  });
});
