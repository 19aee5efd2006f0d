// POST /api/contact/{project}: stored for the staff; privacy consent
// required; only products with a contact form; rate-limited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContactRepository } from '../src/contact/contact.repository.ts';
import { DIALECTS } from './support/databases.ts';
import { GUIDE_PROJECTS, startTestApp, type TestApp } from './support/test-app.ts';

const request = {
  name: 'Erika Gast',
  email: 'erika@example.com',
  phone: '+43 664 123 45 67',
  message: 'Haben Sie am Samstag ein Doppelzimmer frei?',
  privacyAccepted: true,
  lang: 'de',
};

describe.each(DIALECTS)('contact API on %s', (dialect) => {
  let t: TestApp;
  let ip = 0;
  const send = (project: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/contact/${project}`,
      payload: payload as Record<string, unknown>,
      headers: { 'x-forwarded-for': `203.0.113.${ip}` },
    });

  beforeAll(async () => {
    t = await startTestApp(dialect, { projectsDir: GUIDE_PROJECTS });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores the request and answers 201 with its id', async () => {
    ip += 1;
    const res = await send('gamma', request);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    const stored = await createContactRepository(t.app.database.db).listRequests('gamma');
    expect(stored.find((r) => r.id === body.id)).toEqual({
      id: body.id,
      projectId: 'gamma',
      lang: 'de',
      name: 'Erika Gast',
      email: 'erika@example.com',
      phone: '+43 664 123 45 67',
      message: 'Haben Sie am Samstag ein Doppelzimmer frei?',
      privacyAcceptedAt: body.receivedAt,
      createdAt: body.receivedAt,
    });
  });

  it('trims the fields and takes a request without phone', async () => {
    ip += 1;
    const { phone: _phone, ...rest } = request;
    const res = await send('gamma', { ...rest, name: '  Max  ', email: ' max@example.com ' });
    expect(res.statusCode).toBe(201);
    const stored = await createContactRepository(t.app.database.db).listRequests('gamma');
    expect(stored.find((r) => r.id === res.json().id)).toMatchObject({
      name: 'Max',
      email: 'max@example.com',
    });
    expect(stored.find((r) => r.id === res.json().id)?.phone).toBeUndefined();
  });

  it.each([
    [
      'privacy not accepted',
      { privacyAccepted: false },
      'body/privacyAccepted: Please accept the privacy policy to send the form.',
    ],
    [
      'privacy missing',
      { privacyAccepted: undefined },
      'body/privacyAccepted: Please accept the privacy policy to send the form.',
    ],
    ['an empty name', { name: '   ' }, 'body/name: Please enter your name.'],
    ['a bad e-mail', { email: 'erika@' }, 'body/email: Please enter a valid e-mail address.'],
    ['a bad phone', { phone: 'call me' }, 'body/phone: Please enter a valid phone number.'],
    ['an empty message', { message: '' }, 'body/message: Please enter a message.'],
  ])('refuses %s with 400 and a clear message', async (_name, patch, message) => {
    ip += 1;
    const res = await send('gamma', { ...request, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Bad Request',
      code: 'invalid_request',
      message,
      issues: [{ path: message.split(':')[0], message: message.replace(/^[^:]*: /, '') }],
    });
  });

  it('refuses an unknown language with 400', async () => {
    ip += 1;
    const res = await send('gamma', { ...request, lang: 'pl' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^body\/lang: /);
  });

  it.each([
    ['discover (no contact form, spec §1)', 'delta'],
    ['an unknown project', 'nowhere'],
  ])('answers 404 for %s and stores nothing', async (_name, project) => {
    ip += 1;
    const res = await send(project, request);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'Not Found',
      code: 'not_found',
      message: `Project "${project}" has no contact form.`,
    });
    expect(await createContactRepository(t.app.database.db).listRequests(project)).toEqual([]);
  });

  it('takes requests of the app variant', async () => {
    ip += 1;
    expect((await send('epsilon', request)).statusCode).toBe(201);
  });

  it('limits a sender to 10 requests in 10 minutes per project', async () => {
    ip += 1;
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await send('gamma', request)).statusCode);
    expect(codes).toEqual([...Array(10).fill(201), 429]);
    // The limit is per project.
    expect((await send('epsilon', request)).statusCode).toBe(201);
  });
});
