import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ANY_ANSWER,
  ApiError,
  apiRequest,
  isNetworkFailure,
  MalformedAnswerError,
  parseRetryAfter,
} from './api-client.ts';

afterEach(() => vi.unstubAllGlobals());

// The shapes of two routes' answers, as the domain's schemas give them to the apps.
const LoginAnswerSchema = z.object({
  user_id: z.string().min(1),
  status: z.literal('SUCESSFULLY_LOGGED_IN'),
});
const StepRefusalSchema = z.object({ code: z.string(), reason: z.string() });

/** Replaces `fetch` — the network boundary — with one answer, and records the calls. */
function mockFetch(answers: Record<string, unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
    Response.json(answers[String(input)] ?? null, { status: String(input) in answers ? 200 : 404 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const LOGIN = '/api/integrations/alpenrose/login';

describe('apiRequest (the session is the HttpOnly cookie; ARCHITECTURE security rules)', () => {
  it('sends JSON with the same-origin cookie and returns the answer as its schema reads it', async () => {
    const fetchMock = mockFetch({
      [LOGIN]: { user_id: 'guest_res_1', status: 'SUCESSFULLY_LOGGED_IN' },
    });
    const answer = await apiRequest(LOGIN, {
      body: { data: { last_name: 'Muster' } },
      schema: LoginAnswerSchema,
    });
    expect(answer).toEqual({ user_id: 'guest_res_1', status: 'SUCESSFULLY_LOGGED_IN' });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.cache).toBe('no-store');
    expect(init?.body).toBe('{"data":{"last_name":"Muster"}}');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('loads a schema given as a loader beside the call', async () => {
    mockFetch({ [LOGIN]: { user_id: 'u1', status: 'SUCESSFULLY_LOGGED_IN' } });
    const answer = await apiRequest(LOGIN, { schema: async () => LoginAnswerSchema });
    expect(answer.user_id).toBe('u1');
  });

  it.each([
    ['a field of the wrong type', { user_id: 42, status: 'SUCESSFULLY_LOGGED_IN' }, 'user_id'],
    ['another status', { user_id: 'u1', status: 'WELCOME' }, 'status'],
    ['an empty answer', undefined, '(root)'],
  ])(
    'spec §8: a malformed answer (%s) is logged and becomes a MalformedAnswerError',
    async (_name, body, where) => {
      vi.stubGlobal('fetch', async () =>
        body === undefined ? new Response('', { status: 200 }) : Response.json(body),
      );
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const failure = await apiRequest(LOGIN, { schema: LoginAnswerSchema }).catch(
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(MalformedAnswerError);
      expect((failure as MalformedAnswerError).where).toMatch(
        new RegExp(`^${where.replace(/[()]/g, '\\$&')}`),
      );
      expect(logged).toHaveBeenCalledWith(expect.stringContaining(LOGIN));
    },
  );

  it('an answer that is not JSON is malformed too', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>', { status: 200 }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = await apiRequest(LOGIN, { schema: LoginAnswerSchema }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ name: 'MalformedAnswerError', where: 'not JSON' });
  });

  it('ANY_ANSWER takes any answer of a call whose body is not read', async () => {
    vi.stubGlobal('fetch', async () => new Response('whatever', { status: 200 }));
    await expect(apiRequest('/api/x', { schema: ANY_ANSWER })).resolves.toBeUndefined();
  });

  it('throws ApiError with the status, the server’s {error, code, message} and the whole body', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json(
        {
          error: 'Conflict',
          code: 'step_refused',
          message: 'Already checked in.',
          reason: 'CHECKIN_FINISHED',
        },
        { status: 409 },
      ),
    );
    const failure = await apiRequest('/api/x', { schema: ANY_ANSWER }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 409,
      error: 'Conflict',
      code: 'step_refused',
      message: 'Already checked in.',
    });
    expect((failure as ApiError).bodyAs(StepRefusalSchema)).toMatchObject({
      reason: 'CHECKIN_FINISHED',
    });
  });

  it('a refusal that is not JSON keeps the status text', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const failure = await apiRequest('/api/x', { schema: ANY_ANSWER }).catch((e: unknown) => e);
    expect(failure).toMatchObject({
      status: 502,
      error: 'Bad Gateway',
      code: null,
      body: undefined,
    });
  });

  it('reads Retry-After of a 429 as seconds', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json(
        { error: 'Too Many Requests', code: 'rate_limited', message: 'Too many failed logins.' },
        { status: 429, headers: { 'retry-after': '1800' } },
      ),
    );
    const failure = (await apiRequest('/api/x', { schema: ANY_ANSWER }).catch(
      (error: unknown) => error,
    )) as ApiError;
    expect(failure.status).toBe(429);
    expect(failure.retryAfterSeconds).toBe(1800);
  });

  it('parseRetryAfter takes seconds or an HTTP date; anything else is null', () => {
    const now = Date.parse('2026-01-01T10:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter('Thu, 01 Jan 2026 10:05:00 GMT', now)).toBe(300);
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
  });

  it('a 400 carries the fields at fault as issues', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json(
        {
          error: 'Bad Request',
          code: 'invalid_body',
          message: 'Check the marked fields.',
          issues: [{ path: 'body/email', message: 'Invalid email address' }, { path: 3 }],
        },
        { status: 400 },
      ),
    );
    const failure = (await apiRequest('/api/x', { body: {}, schema: ANY_ANSWER }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(failure.code).toBe('invalid_body');
    // An entry without a path and message is not an issue the apps could show.
    expect(failure.issues).toEqual([{ path: 'body/email', message: 'Invalid email address' }]);
  });

  it('sends a file as it is, with its own type (an upload)', async () => {
    const fetchMock = mockFetch({ '/api/media': { url: '/media/a.png' } });
    const file = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    await apiRequest('/api/media', { method: 'POST', file, schema: ANY_ANSWER });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.body).toBe(file);
    expect(new Headers(init?.headers).get('content-type')).toBe('image/png');
  });

  it('a call that never reaches the server is a network failure, not an ApiError', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const failure = await apiRequest('/api/x', { schema: ANY_ANSWER }).catch((e: unknown) => e);
    expect(isNetworkFailure(failure)).toBe(true);
    expect(failure).not.toBeInstanceOf(ApiError);
  });
});
