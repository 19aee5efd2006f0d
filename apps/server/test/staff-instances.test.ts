// The staff console across two instances on one PostgreSQL: a session
// started on one instance works on the other and a logout on one ends it
// on both; failed logins count together, so the lock after 10 failures
// holds whichever instance a guesser asks.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { DIALECTS } from './support/databases.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const PROJECTS_DIR = path.join(REPO_ROOT, 'projects');
const FRONTDESK = { email: 'frontdesk@alpenrose.example', password: 'alpenrose-demo' };

describe.runIf(DIALECTS.includes('postgres'))(
  'staff console across two instances on one PostgreSQL',
  () => {
    let a: TestApp;
    let b: TestApp;

    beforeAll(async () => {
      a = await startTestApp('postgres', { projectsDir: PROJECTS_DIR });
      b = await startTestApp('postgres', { projectsDir: PROJECTS_DIR }, a.database);
    });
    afterAll(async () => {
      await b?.close({ keepDatabase: true });
      await a?.close();
    });

    const login = (app: TestApp, body: object) =>
      app.app.inject({ method: 'POST', url: '/api/staff/login', payload: body });

    it('a session from instance A works on B, and a logout on B ends it on A', async () => {
      const res = await login(a, FRONTDESK);
      expect(res.statusCode, res.body).toBe(200);
      const c = res.cookies.find((k) => k.name === 'hospes.staff')!;
      const cookie = `${c.name}=${c.value}`;
      expect((await b.app.inject({ url: '/api/staff/me', headers: { cookie } })).statusCode).toBe(
        200,
      );
      await b.app.inject({ method: 'POST', url: '/api/staff/logout', headers: { cookie } });
      expect((await a.app.inject({ url: '/api/staff/me', headers: { cookie } })).statusCode).toBe(
        401,
      );
    });

    it('ten failed logins spread over both instances lock the account on either', async () => {
      const email = 'staff@alpenrose.example';
      for (let i = 0; i < 10; i += 1) {
        const res = await login(i % 2 ? a : b, { email, password: `wrong-${i}` });
        expect(res.statusCode).toBe(401);
      }
      expect((await login(a, { email, password: 'alpenrose-demo' })).statusCode).toBe(429);
      expect((await login(b, { email, password: 'alpenrose-demo' })).statusCode).toBe(429);
    });
  },
);
