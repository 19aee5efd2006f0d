// The addresses we hand to the payment provider and the demo page's redirect
// come from the configuration (HOSPES_PUBLIC_URL), else the request's own
// Host header — never from X-Forwarded-Host, trusted proxy or not.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, type AppConfig } from '../src/config.ts';
import { startFakeStripe, type FakeStripe } from './support/fake-stripe.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const PROJECTS_DIR = path.join(REPO_ROOT, 'projects');
const PROJECT = 'alpenrose';
const SPOOFED = { host: 'hotel.example:8443', 'x-forwarded-host': 'evil.example' };

let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe();
});
afterAll(async () => {
  await stripe?.close();
});

async function startWith(overrides: Partial<AppConfig>, provider: 'demo' | 'stripe') {
  return startTestApp('sqlite', {
    projectsDir: PROJECTS_DIR,
    payments:
      provider === 'demo'
        ? { provider: 'demo', stripe: undefined }
        : {
            provider: 'stripe',
            stripe: {
              secretKey: 'sk_test_public_url',
              webhookSecret: 'whsec_public_url',
              apiBase: stripe.server.origin,
            },
          },
    ...overrides,
  });
}

/** Logs R-1002 in and opens a checkout of €5 with spoofed headers; the redirect URL. */
async function checkout(t: TestApp): Promise<string> {
  const login = await t.app.inject({
    method: 'POST',
    url: `/api/integrations/${PROJECT}/login`,
    payload: { data: { reservation_id: 'R-1002', last_name: 'Gast' } },
  });
  const c = login.cookies.find((k) => k.name === `hospes_${PROJECT}`);
  const cookie = `${c?.name}=${c?.value}`;
  const [invoice] = await t.app.pms.getInvoices(PROJECT, 'R-1002');
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/integrations/${PROJECT}/paymentprocessing`,
    payload: { input: { invoice_id: invoice?.id, amount_minor: 500 } },
    headers: { cookie, ...SPOOFED },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ redirectUrl: string }>().redirectUrl;
}

const successUrlOfLastCheckout = () => stripe.creates.at(-1)?.form.get('success_url') ?? '';

describe.each([
  ['no trusted proxy', { trustProxy: false }, 'http://hotel.example:8443'],
  ['a trusted proxy', { trustProxy: ['127.0.0.1'] }, 'http://hotel.example:8443'],
  [
    'HOSPES_PUBLIC_URL',
    { trustProxy: ['127.0.0.1'], publicUrl: 'https://guest.example.com' },
    'https://guest.example.com',
  ],
] as const)('return URLs with %s', (_name, overrides, base) => {
  let t: TestApp;
  afterAll(async () => {
    await t?.close();
  });

  it(`the provider's success and cancel URLs are on ${base}, never X-Forwarded-Host`, async () => {
    t = await startWith(overrides as Partial<AppConfig>, 'stripe');
    await checkout(t);
    const success = successUrlOfLastCheckout();
    expect(success).toMatch(new RegExp(`^${base.replace(/\./g, '\\.')}/api/payments/return/`));
    expect(stripe.creates.at(-1)?.form.get('cancel_url')).toBe(`${success}?cancelled=1`);
    expect(JSON.stringify([...(stripe.creates.at(-1)?.form.values() ?? [])])).not.toContain(
      'evil.example',
    );
  });
});

describe('the demo page', () => {
  it('redirects to the app on the same host, whatever X-Forwarded-Host says', async () => {
    const t = await startWith({ trustProxy: ['127.0.0.1'] }, 'demo');
    try {
      const redirectUrl = new URL(await checkout(t));
      const page = await t.app.inject({ url: redirectUrl.pathname, headers: SPOOFED });
      const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
      const res = await t.app.inject({
        method: 'POST',
        url: redirectUrl.pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...SPOOFED },
        payload: new URLSearchParams({ token, action: 'approve' }).toString(),
      });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toMatch(/^\/alpenrose\/#\/invoices\/R-1002\?payment=/);
      expect(redirectUrl.origin).toBe('http://hotel.example:8443');
    } finally {
      await t.close();
    }
  });

  it('a project domain (HOSPES_DOMAINS) is recognised by the Host header, not X-Forwarded-Host', async () => {
    const t = await startWith(
      { trustProxy: ['127.0.0.1'], domains: new Map([['evil.example', PROJECT]]) },
      'demo',
    );
    try {
      const res = await t.app.inject({ url: '/', headers: SPOOFED });
      // The demo list of projects (the Host is not the project's domain).
      expect(res.body).not.toContain('data-start-screen');
      expect(res.body).toContain('/alpenrose/');
    } finally {
      await t.close();
    }
  });
});
