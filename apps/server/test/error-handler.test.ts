// ARCHITECTURE.md: bad input is a 400 `{ error, message }`; a server fault is
// logged and answered without detail — never a stack trace.
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import errorHandling from '../src/plugins/app/error-handler.ts';
import { testConfig, type LogLine } from './support/test-app.ts';

describe('error handler', () => {
  const logs: LogLine[] = [];
  const app = Fastify({
    logger: {
      level: 'error',
      stream: { write: (line: string) => void logs.push(JSON.parse(line)) },
    },
  }).withTypeProvider<ZodTypeProvider>();

  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('config', testConfig('sqlite::memory:'));
    await app.register(errorHandling);
    app.get('/api/boom', async () => {
      throw new Error('database password is hunter2');
    });
    app.get('/api/db-gone', async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
        code: 'ECONNREFUSED',
      });
    });
    app.get('/db-gone-page', async () => {
      throw Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      });
    });
    app.post(
      '/api/things',
      { schema: { body: z.object({ name: z.string().min(2), count: z.number().int() }) } },
      async (request) => ({ ok: request.body.name }),
    );
    app.get(
      '/api/wrong-response',
      { schema: { response: { 200: z.object({ id: z.string() }) } } },
      async () => ({ id: 42 }) as unknown as { id: string },
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers a database that is away with 503 and Retry-After, in the route kind', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/db-gone' });
    expect(api.statusCode).toBe(503);
    expect(api.headers['retry-after']).toBe('5');
    expect(api.json()).toEqual({
      error: 'Service Unavailable',
      code: 'unavailable',
      message: 'The service is briefly unavailable. Please try again in a moment.',
    });
    const page = await app.inject({ method: 'GET', url: '/db-gone-page' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('answers an unexpected error with a generic 500 and logs it', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: 'Internal Server Error',
      code: 'internal_error',
      message: 'Something went wrong.',
    });
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('at ');
    expect(logs.some((line) => line.level === 50 && JSON.stringify(line).includes('hunter2'))).toBe(
      true,
    );
  });

  it('answers a response that breaks its schema with the generic 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/wrong-response' });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toBe('Something went wrong.');
  });

  it('names the first bad field of a body that fails its zod schema', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/things',
      payload: { name: 'x', count: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Bad Request',
      code: 'invalid_request',
      message: expect.stringMatching(/^body\/name: Too small/),
      issues: [{ path: 'body/name', message: expect.stringMatching(/^Too small/) }],
    });
  });

  it('answers an empty JSON body with 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/things',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Bad Request',
      code: 'invalid_request',
      message: 'The request body is empty but its content type says JSON.',
    });
  });

  it('answers a malformed URL with 400', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Bad Request');
  });
});
