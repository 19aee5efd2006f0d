import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import {
  ApiError,
  apiFetch,
  guestDataPath,
  integrationPath,
  parseRetryAfter,
} from './guest-api.ts';

afterEach(() => vi.unstubAllGlobals());

describe('apiFetch (the session is the HttpOnly cookie; ARCHITECTURE security rules)', () => {
  it('sends JSON with the same-origin cookie and returns the JSON answer', async () => {
    const fetchMock = mockFetch({
      '/api/integrations/alpenrose/login': { user_id: 'guest_res_1' },
    });
    const answer = await apiFetch<{ user_id: string }>('/api/integrations/alpenrose/login', {
      body: { data: { last_name: 'Muster' } },
    });
    expect(answer).toEqual({ user_id: 'guest_res_1' });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"data":{"last_name":"Muster"}}');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });

  it('throws ApiError with the status and the server’s {error, message}', async () => {
    mockFetch({ '/api/x': { status: 401 } });
    const failure = await apiFetch('/api/x').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, error: 'not_found', message: 'Not found' });
  });

  it('reads Retry-After of a 429 as seconds', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json(
        { error: 'Too Many Requests', message: 'Too many failed logins.' },
        { status: 429, headers: { 'retry-after': '1800' } },
      ),
    );
    const failure = (await apiFetch('/api/x').catch((error: unknown) => error)) as ApiError;
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

  it('builds the spec §7 paths with encoded segments', () => {
    expect(integrationPath('alpenrose', 'isloggedin')).toBe(
      '/api/integrations/alpenrose/isloggedin',
    );
    expect(guestDataPath('alpenrose', 'profile', 'a/b')).toBe(
      '/api/guestdata/alpenrose/profile/a%2Fb',
    );
  });
});
