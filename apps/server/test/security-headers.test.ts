// ARCHITECTURE.md security rules: every response carries the headers, HSTS
// only over HTTPS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../src/plugins/external/security-headers.ts';
import { DIALECTS } from './support/databases.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const REQUESTS = [
  { kind: 'API', method: 'GET', url: '/api/health' },
  { kind: 'model', method: 'GET', url: '/api/projects/alpha/model/de' },
  { kind: 'HTML page', method: 'GET', url: '/' },
  { kind: 'API 404', method: 'GET', url: '/api/nope' },
  { kind: 'HTML 404', method: 'GET', url: '/nope/' },
  { kind: 'web app not built (503)', method: 'GET', url: '/alpha/' },
  { kind: 'redirect', method: 'GET', url: '/alpha' },
  { kind: 'media file', method: 'GET', url: '/media/alpha/welcome.svg' },
  { kind: 'stylesheet', method: 'GET', url: '/_hospes/pages.css' },
  { kind: 'bad request', method: 'POST', url: '/api/health', payload: '{' },
] as const;

describe.each(DIALECTS)('security headers on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(REQUESTS)('are on every response: $kind', async (request) => {
    const res = await t.app.inject({
      method: request.method,
      url: request.url,
      ...('payload' in request
        ? { payload: request.payload, headers: { 'content-type': 'application/json' } }
        : {}),
    });
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toBe('geolocation=(self), camera=(), microphone=()');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('the CSP forbids plugins, base changes and foreign framing', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("base-uri 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'self'");
    // Scripts from this origin only, plus the one inline script by its hash (the first view's deep-link mark).
    expect(CONTENT_SECURITY_POLICY).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]{43}=';/);
    expect(CONTENT_SECURITY_POLICY).not.toContain("unsafe-inline';\n");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('sends HSTS when the request came over HTTPS through the proxy', async () => {
    for (const url of ['/api/health', '/', '/api/nope']) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000');
    }
  });
});
