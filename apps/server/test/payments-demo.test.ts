// Payment through the built-in demo provider (the payment
// part and 3, both databases): paymentprocessing with its amount bounds and
// ownership (foreign session → 404), the hosted page at /pay/…, and Approve /
// Decline / Cancel applied once — a replayed or concurrent double approve
// books one payment on the invoice.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import type { DemoPaymentProvider } from '../src/payments/demo-provider.ts';
import { DIALECTS } from './support/databases.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const PROJECTS_DIR = path.join(REPO_ROOT, 'projects');
const PROJECT = 'alpenrose';

let address = 0;
const nextIp = () => {
  address += 1;
  return `203.0.113.${address & 255}`;
};

describe.each(DIALECTS)('demo payment on %s', (dialect) => {
  let t: TestApp;
  let gast: string;
  let muster: string;

  async function login(reservation_id: string, last_name: string): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/integrations/${PROJECT}/login`,
      payload: { data: { reservation_id, last_name } },
      headers: { 'x-forwarded-for': nextIp() },
    });
    expect(res.statusCode, res.body).toBe(200);
    const c = res.cookies.find((k) => k.name === `hospes_${PROJECT}`);
    if (!c) throw new Error('no session cookie');
    return `${c.name}=${c.value}`;
  }

  const pay = (cookie: string | undefined, input: object, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api/integrations/${PROJECT}/paymentprocessing`,
      payload: { lang, input },
      headers: cookie ? { cookie } : {},
    });

  async function invoice() {
    const [first] = await t.app.pms.getInvoices(PROJECT, 'R-1002');
    if (!first) throw new Error('R-1002 has no invoice');
    return first;
  }

  /** Opens a demo checkout of R-1002's invoice and reads its page: the path and the form token. */
  async function checkout(amountMinor: number) {
    const res = await pay(gast, { invoice_id: (await invoice()).id, amount_minor: amountMinor });
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json<{ redirectUrl: string }>().redirectUrl);
    const page = await t.app.inject({ url: url.pathname });
    expect(page.statusCode).toBe(200);
    const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1];
    if (!token) throw new Error('no token on the page');
    return { path: url.pathname, token, page, redirectUrl: url };
  }

  const decide = (pagePath: string, token: string, action: string) =>
    t.app.inject({
      method: 'POST',
      url: pagePath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token, action }).toString(),
    });

  beforeAll(async () => {
    t = await startTestApp(dialect, { projectsDir: PROJECTS_DIR });
    gast = await login('R-1002', 'Gast');
    muster = await login('R-1001', 'Muster');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('R-1002 has an open invoice to pay (demo seed)', async () => {
    expect((await invoice()).openMinor).toBeGreaterThan(1000);
  });

  it('the demo page speaks the guest’s language: the app’s, carried in the checkout URL', async () => {
    const res = await pay(gast, { invoice_id: (await invoice()).id, amount_minor: 600 }, 'de');
    const url = new URL(res.json<{ redirectUrl: string }>().redirectUrl);
    expect(url.searchParams.get('lang')).toBe('de');
    const page = await t.app.inject({ url: `${url.pathname}${url.search}` });
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('Demo-Zahlung – kein echtes Geld');
    expect(page.body).toMatch(/<span class="amount">6,00\s€<\/span> bezahlen/);
    expect(page.body).toMatch(/Hotel Alpenrose — Rechnung \S+/);
    expect(page.body).toContain('<input type="hidden" name="lang" value="de" />');
    for (const label of ['Genehmigen', 'Ablehnen', 'Abbrechen']) {
      expect(page.body).toContain(`>${label}</button>`);
    }
    // A language the app does not have falls back to English, never to an error.
    const other = await t.app.inject({ url: `${url.pathname}?lang=xx` });
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain('<html lang="en">');
  });

  it('paymentprocessing answers the demo page on our own host; the page is labelled a demo and has Approve / Decline / Cancel', async () => {
    const { page, redirectUrl } = await checkout(500);
    expect(redirectUrl.origin).toBe('http://localhost');
    expect(redirectUrl.pathname).toMatch(/^\/pay\/demo_[A-Za-z0-9_-]{24}$/);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Demo payment — no real money');
    expect(page.body).toContain('Pay <span class="amount">€5.00</span>');
    expect(page.body).toMatch(/Hotel Alpenrose — Invoice \S+/);
    for (const label of ['Approve', 'Decline', 'Cancel']) {
      expect(page.body).toContain(
        `value="${label.toLowerCase()}" class="${label.toLowerCase()}">${label}</button>`,
      );
    }
    expect(page.body).not.toContain('<script');
    const css = await t.app.inject({ url: '/pay/demo.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('Approve books the amount on the invoice once and returns to the invoices screen; a replayed approve changes nothing', async () => {
    const before = await invoice();
    const { path: pagePath, token } = await checkout(700);
    const approved = await decide(pagePath, token, 'approve');
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe('/alpenrose/#/invoices/R-1002?payment=approved');
    const after = await invoice();
    expect(after.openMinor).toBe(before.openMinor - 700);
    expect(after.payments).toHaveLength(before.payments.length + 1);

    const replay = await decide(pagePath, token, 'approve');
    expect(replay.headers.location).toBe('/alpenrose/#/invoices/R-1002?payment=approved');
    const decline = await decide(pagePath, token, 'decline');
    expect(decline.headers.location).toBe('/alpenrose/#/invoices/R-1002?payment=approved');
    expect((await invoice()).openMinor).toBe(after.openMinor);
    expect((await invoice()).payments).toHaveLength(after.payments.length);

    const again = await t.app.inject({ url: pagePath });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('This payment has already been approved.');
  });

  it('a concurrent double approve applies once', async () => {
    const before = await invoice();
    const { path: pagePath, token } = await checkout(300);
    const answers = await Promise.all([
      decide(pagePath, token, 'approve'),
      decide(pagePath, token, 'approve'),
      decide(pagePath, token, 'approve'),
    ]);
    for (const a of answers) expect(a.headers.location).toMatch(/\?payment=approved$/);
    const after = await invoice();
    expect(after.openMinor).toBe(before.openMinor - 300);
    expect(after.payments).toHaveLength(before.payments.length + 1);
  });

  it('Decline leaves the amount open; Cancel too', async () => {
    const before = await invoice();
    const declined = await checkout(400);
    const res = await decide(declined.path, declined.token, 'decline');
    expect(res.headers.location).toBe('/alpenrose/#/invoices/R-1002?payment=declined');
    const cancelled = await checkout(400);
    const res2 = await decide(cancelled.path, cancelled.token, 'cancel');
    expect(res2.headers.location).toBe('/alpenrose/#/invoices/R-1002?payment=cancelled');
    expect((await invoice()).openMinor).toBe(before.openMinor);
  });

  it('a forged, foreign or missing form token is refused (400) and decides nothing', async () => {
    const before = await invoice();
    const first = await checkout(600);
    // A valid token of another payment's page.
    const foreign = (t.app.payments.provider as DemoPaymentProvider).formToken(
      'demo_AAAAAAAAAAAAAAAAAAAAAAAA',
    );
    for (const token of ['', 'x', `${Date.now() + 60_000}.forged`, foreign]) {
      const res = await decide(first.path, token, 'approve');
      expect(res.statusCode, token).toBe(400);
      expect(res.body).toContain('This payment page has expired');
    }
    expect((await decide(first.path, first.token, 'steal')).statusCode).toBe(400);
    expect((await invoice()).openMinor).toBe(before.openMinor);
    expect((await t.app.inject({ url: first.path })).statusCode).toBe(200);
  });

  it('a body that is not a form gets a 400 or 415 page, never a 500, and decides nothing', async () => {
    const before = await invoice();
    const { path, token } = await checkout(650);
    const bodies: [string | undefined, string][] = [
      ['application/json', JSON.stringify({ token, action: 'approve' })],
      ['application/json', '{"token":'],
      ['text/plain', `token=${token}&action=approve`],
      [
        'multipart/form-data; boundary=x',
        `--x\r\nContent-Disposition: form-data; name="action"\r\n\r\napprove\r\n--x--`,
      ],
      ['application/xml', '<pay/>'],
      [undefined, 'action=approve'],
      ['application/x-www-form-urlencoded', ''],
      ['application/x-www-form-urlencoded', 'action=approve&token=%zz'],
      ['application/x-www-form-urlencoded', 'x'.repeat(5000)],
    ];
    for (const [type, payload] of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: path,
        payload,
        headers: type ? { 'content-type': type } : {},
      });
      expect([400, 413, 415], `${type} ${payload.slice(0, 30)}`).toContain(res.statusCode);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    expect((await invoice()).openMinor).toBe(before.openMinor);
  });

  it('unknown payment pages are 404', async () => {
    expect((await t.app.inject({ url: '/pay/demo_AAAAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: '/pay/whatever' })).statusCode).toBe(404);
  });

  it('amount bounds: 0, fractions, more than open and below EUR 0.50 are 400 with the field path', async () => {
    const { id, openMinor } = await invoice();
    const cases: [number, string][] = [
      [0, 'body/input/amount_minor: The amount must be more than 0'],
      [12.5, 'body/input/amount_minor: Expected a whole number of minor units (cents)'],
      [
        openMinor + 1,
        'body/input/amount_minor: The amount must not be more than the open amount of EUR ',
      ],
      [49, 'body/input/amount_minor: The amount must be at least EUR 0.50.'],
    ];
    for (const [amount, message] of cases) {
      const res = await pay(gast, { invoice_id: id, amount_minor: amount });
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json().message).toContain(message);
      expect(res.json().issues[0].path, String(amount)).toBe('body/input/amount_minor');
    }
    expect((await pay(gast, { invoice_id: id })).statusCode).toBe(400);
  });

  it("another guest's session, no session and an unknown invoice are 404", async () => {
    const { id } = await invoice();
    const foreign = await pay(muster, { invoice_id: id, amount_minor: 500 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({
      error: 'Not Found',
      code: 'not_found',
      message: `There is no invoice "${id}".`,
    });
    expect((await pay(undefined, { invoice_id: id, amount_minor: 500 })).statusCode).toBe(404);
    expect((await pay(gast, { invoice_id: 'nope', amount_minor: 500 })).statusCode).toBe(404);
  });

  it('the return endpoint sends the guest to the invoices screen with the outcome', async () => {
    const open = await checkout(500);
    const paymentId = (await t.app.payments.findByRef(open.path.slice('/pay/'.length)))?.id;
    const back = await t.app.inject({ url: `/api/payments/return/${paymentId}?cancelled=1` });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/alpenrose/#/invoices/R-1002?payment=cancelled');
    await decide(open.path, open.token, 'approve');
    const done = await t.app.inject({ url: `/api/payments/return/${paymentId}` });
    expect(done.headers.location).toBe('/alpenrose/#/invoices/R-1002?payment=approved');
    expect((await t.app.inject({ url: '/api/payments/return/nope' })).statusCode).toBe(404);
  });

  it('has no webhook for the demo provider', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/demo',
      payload: { id: 'evt_1' },
    });
    expect(res.statusCode).toBe(404);
  });
});
