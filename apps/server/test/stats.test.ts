// POST /api/stats/{project}: form-encoded, validated, stored without IP,
// cookies or user agent, 204, rate-limited per IP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATS_RATE_LIMIT_PER_MINUTE } from '../src/routes/api/stats/index.ts';
import { createStatsRepository } from '../src/stats/stats.repository.ts';
import { DIALECTS } from './support/databases.ts';
import { GUIDE_PROJECTS, startTestApp, type TestApp } from './support/test-app.ts';

const FORM = 'application/x-www-form-urlencoded;charset=UTF-8';

const pageview = {
  business_id: 'gamma',
  hittype: 'pageview',
  gen_id: 'guest_app_1764752400000_0f0c8f7e-3d7c-4f0b-9a47-0a4b1c1e2d3f',
  userlang: 'de-AT',
  z: '0.5738',
  documentpath: '/gamma/#/topic/rooms',
  documenttitle: 'Zimmer – Hotel Gamma',
  screen: '390x844',
  viewport: '390x664',
  cn: 'winter',
  cs: 'newsletter',
  cm: 'email',
};

describe.each(DIALECTS)('statistics API on %s', (dialect) => {
  let t: TestApp;
  let ip = 0;
  /** Each test posts from its own address, so the rate limit test stands alone. */
  const post = (project: string, body: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/stats/${project}`,
      payload: body,
      headers: { 'content-type': FORM, 'x-forwarded-for': `198.51.100.${ip}`, ...headers },
    });
  const hits = () => createStatsRepository(t.app.database.db).listHits('gamma');

  beforeAll(async () => {
    t = await startTestApp(dialect, { projectsDir: GUIDE_PROJECTS });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores a pageview and answers 204 without setting a cookie', async () => {
    ip += 1;
    const before = (await hits()).length;
    const res = await post('gamma', new URLSearchParams(pageview).toString(), {
      'user-agent': 'Mozilla/5.0 (iPhone) Test',
      cookie: 'tracking=1',
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(res.headers['set-cookie']).toBeUndefined();
    const stored = (await hits()).slice(before);
    expect(stored).toHaveLength(1);
    const { id, createdAt, ...hit } = stored[0]!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(createdAt)).not.toBeNaN();
    const { z: _z, ...fields } = pageview;
    expect(hit).toEqual({ projectId: 'gamma', ...fields });
    // Nothing about the sender beyond what the app sent.
    expect(JSON.stringify(stored[0])).not.toMatch(/198\.51\.100|Mozilla|tracking/);
  });

  it('stores an engagement event', async () => {
    ip += 1;
    const before = (await hits()).length;
    const body = new URLSearchParams({
      business_id: 'gamma',
      hittype: 'event',
      gen_id: 'guest_app_1',
      event_category: 'engagement',
      event_action: 'share',
      event_label: 'whatsapp',
      documentpath: '/gamma/#/activity/suite',
    });
    expect((await post('gamma', body.toString())).statusCode).toBe(204);
    const [hit] = (await hits()).slice(before);
    expect(hit).toMatchObject({
      hittype: 'event',
      event_category: 'engagement',
      event_action: 'share',
      event_label: 'whatsapp',
    });
    expect(hit?.documenttitle).toBeUndefined();
  });

  it('treats empty fields as absent and drops unknown ones', async () => {
    ip += 1;
    const before = (await hits()).length;
    const res = await post('gamma', 'hittype=pageview&documenttitle=&ip=1.2.3.4&ua=Mozilla');
    expect(res.statusCode).toBe(204);
    const [hit] = (await hits()).slice(before);
    expect(hit).toEqual({
      id: hit?.id,
      projectId: 'gamma',
      createdAt: hit?.createdAt,
      hittype: 'pageview',
    });
  });

  it.each([
    ['no hittype', 'documentpath=%2F', /^body\/hittype: /],
    ['another hittype', 'hittype=click', /^body\/hittype: /],
    ['an event without action', 'hittype=event&event_category=engagement', /^body\/event_action: /],
    [
      'another event category',
      'hittype=event&event_action=x&event_category=ads',
      /^body\/event_category: /,
    ],
    ['a malformed screen', 'hittype=pageview&screen=big', /^body\/screen: /],
    ['a malformed language', 'hittype=pageview&userlang=%3Cscript%3E', /^body\/userlang: /],
    [
      'an overlong title',
      `hittype=pageview&documenttitle=${'x'.repeat(501)}`,
      /^body\/documenttitle: /,
    ],
  ])('refuses %s with 400', async (_name, body, message) => {
    ip += 1;
    const res = await post('gamma', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Bad Request');
    expect(res.json().message).toMatch(message);
  });

  it('refuses a body over 16 KB with 413', async () => {
    ip += 1;
    const res = await post('gamma', `hittype=pageview&documenttitle=${'x'.repeat(17_000)}`);
    expect(res.statusCode).toBe(413);
  });

  it('answers 404 for an unknown project', async () => {
    ip += 1;
    const res = await post('nowhere', 'hittype=pageview');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'Not Found',
      code: 'not_found',
      message: 'There is no project "nowhere".',
    });
  });

  it('limits each IP to 600 hits a minute (429 with Retry-After)', async () => {
    ip += 1;
    expect(STATS_RATE_LIMIT_PER_MINUTE).toBe(600);
    const codes = await Promise.all(
      Array.from({ length: 600 }, () =>
        post('gamma', 'hittype=pageview').then((r) => r.statusCode),
      ),
    );
    expect(codes.every((c) => c === 204)).toBe(true);
    const limited = await post('gamma', 'hittype=pageview');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({ error: 'Too Many Requests' });
    // Another address is not affected.
    ip += 1;
    expect((await post('gamma', 'hittype=pageview')).statusCode).toBe(204);
  });
});
