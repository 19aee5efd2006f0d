// Payments by Stripe (both databases): the Stripe Checkout adapter against
// a local fake of the Checkout Session API, with webhooks signed by a test
// secret — a verified success books once, a replay changes nothing, a bad
// signature is 400, and the guest's return applies a paid session before
// the webhook arrives. Also the configuration of the provider.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { loadConfig, REPO_ROOT } from '../src/config.ts';
import { DIALECTS } from './support/databases.ts';
import { signedEvent, startFakeStripe, type FakeStripe } from './support/fake-stripe.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const PROJECTS_DIR = path.join(REPO_ROOT, 'projects');
const PROJECT = 'alpenrose';
const SECRET_KEY = 'sk_test_hospes_0123456789';
const WEBHOOK_SECRET = 'whsec_test_hospes_secret';

describe('payment provider configuration', () => {
  it('is the demo provider by default', () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'demo', stripe: undefined });
  });

  it('reads the Stripe keys and the API base', () => {
    const config = loadConfig({
      HOSPES_PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: 'http://127.0.0.1:12111/',
    });
    expect(config.payments).toEqual({
      provider: 'stripe',
      stripe: {
        secretKey: SECRET_KEY,
        webhookSecret: WEBHOOK_SECRET,
        apiBase: 'http://127.0.0.1:12111',
      },
    });
    expect(
      loadConfig({
        HOSPES_PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      }).payments.stripe?.apiBase,
    ).toBe('https://api.stripe.com');
  });

  it('needs both Stripe secrets for the stripe provider', () => {
    expect(() => loadConfig({ HOSPES_PAYMENT_PROVIDER: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY: Required when HOSPES_PAYMENT_PROVIDER is stripe\n {2}STRIPE_WEBHOOK_SECRET: Required/,
    );
    expect(() =>
      loadConfig({
        HOSPES_PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'pk_test_1',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      }),
    ).toThrow(/STRIPE_SECRET_KEY: Expected a Stripe secret key/);
    expect(() => loadConfig({ HOSPES_PAYMENT_PROVIDER: 'paypal' })).toThrow(
      /HOSPES_PAYMENT_PROVIDER/,
    );
  });

  it('keeps "pay" free of projects (the demo payment page lives at /pay/…)', async () => {
    const { PROJECT_ID_PATTERN } = await import('../src/config.ts');
    expect(PROJECT_ID_PATTERN.test('pay')).toBe(false);
    expect(PROJECT_ID_PATTERN.test('payerbach')).toBe(true);
  });
});

describe.each(DIALECTS)('Stripe Checkout on %s', (dialect) => {
  let t: TestApp;
  let stripe: FakeStripe;
  let cookie: string;

  const invoice = async () => {
    const [first] = await t.app.pms.getInvoices(PROJECT, 'R-1002');
    if (!first) throw new Error('R-1002 has no invoice');
    return first;
  };

  async function checkout(amountMinor: number) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/integrations/${PROJECT}/paymentprocessing`,
      payload: { input: { invoice_id: (await invoice()).id, amount_minor: amountMinor } },
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { redirectUrl } = res.json<{ redirectUrl: string }>();
    const id = redirectUrl.split('/').at(-1) ?? '';
    const session = stripe.sessions.get(id);
    if (!session) throw new Error(`the fake has no session ${id}`);
    return { redirectUrl, session };
  }

  const webhook = (payload: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      payload,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
    });

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await startTestApp(dialect, {
      projectsDir: PROJECTS_DIR,
      payments: {
        provider: 'stripe',
        stripe: {
          secretKey: SECRET_KEY,
          webhookSecret: WEBHOOK_SECRET,
          apiBase: stripe.server.origin,
        },
      },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/integrations/${PROJECT}/login`,
      payload: { data: { reservation_id: 'R-1002', last_name: 'Gast' } },
    });
    const c = res.cookies.find((k) => k.name === `hospes_${PROJECT}`);
    if (!c) throw new Error('no session cookie');
    cookie = `${c.name}=${c.value}`;
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  it('creates a Checkout Session with the amount, the currency and our return URLs, and sends the guest to it', async () => {
    const before = stripe.creates.length;
    const { redirectUrl, session } = await checkout(1234);
    expect(redirectUrl).toBe(session.url);
    const call = stripe.creates[before];
    expect(call?.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(call?.idempotencyKey).toMatch(/^hospes-checkout-[0-9a-f-]{36}$/);
    const form = call?.form;
    expect(form?.get('mode')).toBe('payment');
    expect(form?.get('line_items[0][quantity]')).toBe('1');
    expect(form?.get('line_items[0][price_data][unit_amount]')).toBe('1234');
    expect(form?.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(form?.get('line_items[0][price_data][product_data][name]')).toMatch(
      /^Hotel Alpenrose — Invoice \S+$/,
    );
    // Stripe's page in the guest's language.
    expect(form?.get('locale')).toBe('en');
    const paymentId = form?.get('client_reference_id');
    expect(form?.get('success_url')).toBe(`http://localhost/api/payments/return/${paymentId}`);
    expect(form?.get('cancel_url')).toBe(
      `http://localhost/api/payments/return/${paymentId}?cancelled=1`,
    );
    expect(form?.get('metadata[invoice_id]')).toBe((await invoice()).id);
    // Nothing about cards is ever sent or stored by us.
    expect([...(form?.keys() ?? [])].some((k) => /card|cvc|pan/i.test(k))).toBe(false);
  });

  it('a signed checkout.session.completed books the amount once; the replayed webhook changes nothing', async () => {
    const before = await invoice();
    const { session } = await checkout(800);
    const { payload, signature } = signedEvent(WEBHOOK_SECRET, {
      id: 'evt_completed_1',
      type: 'checkout.session.completed',
      object: stripe.pay(session.id),
    });
    const first = await webhook(payload, signature);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, result: 'decided' });
    const after = await invoice();
    expect(after.openMinor).toBe(before.openMinor - 800);
    expect(after.payments.at(-1)).toMatchObject({ amountMinor: 800, providerRef: session.id });

    for (let i = 0; i < 3; i += 1) {
      const replay = await webhook(payload, signature);
      expect(replay.json()).toEqual({ received: true, result: 'replayed' });
    }
    expect(await invoice()).toEqual(after);
  });

  it('a bad, missing or foreign signature, or a tampered body, is 400 and changes nothing', async () => {
    const before = await invoice();
    const { session } = await checkout(700);
    const event = {
      id: 'evt_forged',
      type: 'checkout.session.completed',
      object: stripe.pay(session.id),
    };
    const forged = signedEvent('whsec_someone_else', event);
    expect((await webhook(forged.payload, forged.signature)).statusCode).toBe(400);
    const good = signedEvent(WEBHOOK_SECRET, event);
    const missing = await webhook(good.payload);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: 'Bad Request',
      code: 'invalid_request',
      message: 'The Stripe-Signature header is missing.',
    });
    const tampered = good.payload.replace('"amount_total":700', '"amount_total":7');
    expect(tampered).not.toBe(good.payload);
    const res = await webhook(tampered, good.signature);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The Stripe signature does not match the body.');
    expect(await invoice()).toEqual(before);
  });

  it('a correctly signed but malformed event is 400 and logged, never a 500', async () => {
    const signed = (payload: string) => ({
      payload,
      signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    });
    const bodies = [
      'null',
      '[]',
      '"text"',
      JSON.stringify({ type: 'checkout.session.completed' }),
      JSON.stringify({ id: 'evt_m1', type: 'checkout.session.completed', data: {} }),
      JSON.stringify({ id: 'evt_m2', type: 'checkout.session.expired', data: { object: null } }),
      JSON.stringify({
        id: 'evt_m3',
        type: 'checkout.session.completed',
        data: { object: { id: 42, payment_status: 'paid', amount_total: 'a lot' } },
      }),
    ];
    for (const body of bodies) {
      const { payload, signature } = signed(body);
      const res = await webhook(payload, signature);
      expect(res.statusCode, body).toBe(400);
      expect(res.json().error).toBe('Bad Request');
    }
    expect(t.logs.filter((l) => l.msg === 'Webhook refused').length).toBeGreaterThanOrEqual(
      bodies.length,
    );
    expect(t.logs.some((l) => l.level >= 50)).toBe(false);
  });

  it('async_payment_failed declines; a completed but unpaid session and other events are ignored', async () => {
    const before = await invoice();
    const { session } = await checkout(600);
    const unpaid = signedEvent(WEBHOOK_SECRET, {
      id: 'evt_unpaid',
      type: 'checkout.session.completed',
      object: { ...session, status: 'complete', payment_status: 'unpaid' },
    });
    expect((await webhook(unpaid.payload, unpaid.signature)).json().result).toBe('ignored');
    const other = signedEvent(WEBHOOK_SECRET, {
      id: 'evt_other',
      type: 'customer.created',
      object: { id: 'cus_1' },
    });
    expect((await webhook(other.payload, other.signature)).json().result).toBe('ignored');
    const failed = signedEvent(WEBHOOK_SECRET, {
      id: 'evt_failed',
      type: 'checkout.session.async_payment_failed',
      object: session,
    });
    expect((await webhook(failed.payload, failed.signature)).json().result).toBe('decided');
    expect(await invoice()).toEqual(before);
    const paymentId = session.client_reference_id;
    const back = await t.app.inject({ url: `/api/payments/return/${paymentId}` });
    expect(back.headers.location).toBe('/alpenrose/#/invoices/R-1002?payment=declined');
  });

  it('an event whose amount differs from the checkout is not booked', async () => {
    const before = await invoice();
    const { session } = await checkout(900);
    const { payload, signature } = signedEvent(WEBHOOK_SECRET, {
      id: 'evt_mismatch',
      type: 'checkout.session.completed',
      // Forged in the event only: the session itself stays open at Stripe.
      object: { ...session, status: 'complete', payment_status: 'paid', amount_total: 1 },
    });
    expect((await webhook(payload, signature)).json().result).toBe('mismatch');
    expect(await invoice()).toEqual(before);
  });

  it('the guest back before the webhook: the return asks Stripe, books once, and the late webhook is too late', async () => {
    const before = await invoice();
    const { session } = await checkout(450);
    const paymentId = session.client_reference_id;
    const open = await t.app.inject({ url: `/api/payments/return/${paymentId}` });
    expect(open.headers.location).toBe('/alpenrose/#/invoices/R-1002?payment=pending');
    const cancelled = await t.app.inject({ url: `/api/payments/return/${paymentId}?cancelled=1` });
    expect(cancelled.headers.location).toBe('/alpenrose/#/invoices/R-1002?payment=cancelled');

    stripe.pay(session.id);
    const back = await t.app.inject({ url: `/api/payments/return/${paymentId}` });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/alpenrose/#/invoices/R-1002?payment=approved');
    expect((await invoice()).openMinor).toBe(before.openMinor - 450);

    const late = signedEvent(WEBHOOK_SECRET, {
      id: 'evt_late',
      type: 'checkout.session.completed',
      object: session,
    });
    expect((await webhook(late.payload, late.signature)).json().result).toBe('too-late');
    expect((await invoice()).openMinor).toBe(before.openMinor - 450);
  });

  it('has no demo page when Stripe is the provider', async () => {
    expect((await t.app.inject({ url: '/pay/demo_AAAAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(
      404,
    );
  });

  it('Stripe unreachable: 502 with a clear message, no payment stored', async () => {
    await stripe.server.close();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/integrations/${PROJECT}/paymentprocessing`,
      payload: { input: { invoice_id: (await invoice()).id, amount_minor: 500 } },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: 'Bad Gateway',
      code: 'payment_failed',
      message: 'The payment provider is not available. Please try again later.',
    });
  });
});
