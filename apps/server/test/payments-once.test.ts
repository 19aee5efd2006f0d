// One invoice has at most one open checkout, on both databases: fifty
// checkouts at once open one, fifty approvals at once book one charge;
// another amount replaces the open checkout, whose page then takes nothing;
// a checkout expires after 30 minutes; money that arrives for an invoice
// settled meanwhile is refunded and shows to the guest as refunded.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { CHECKOUT_TTL_MS } from '../src/payments/payment-provider.ts';
import { DIALECTS } from './support/databases.ts';
import { startFakeStripe, type FakeStripe } from './support/fake-stripe.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const PROJECTS_DIR = path.join(REPO_ROOT, 'projects');
const PROJECT = 'alpenrose';

let address = 0;
/** Each request from its own address: the per-IP limits are not what is tested here. */
const nextIp = () => {
  address += 1;
  return `198.18.${(address >> 8) & 255}.${address & 255}`;
};

describe.each(DIALECTS)('one open checkout per invoice on %s (demo provider)', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let clock = Date.now();

  beforeAll(async () => {
    t = await startTestApp(dialect, { projectsDir: PROJECTS_DIR }, undefined, {
      now: () => clock,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/integrations/${PROJECT}/login`,
      payload: { data: { reservation_id: 'R-1002', last_name: 'Gast' } },
    });
    const c = res.cookies.find((k) => k.name === `hospes_${PROJECT}`);
    cookie = `${c?.name}=${c?.value}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  const invoice = async () => {
    const [first] = await t.app.pms.getInvoices(PROJECT, 'R-1002');
    if (!first) throw new Error('R-1002 has no invoice');
    return first;
  };
  const checkout = async (amountMinor: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/integrations/${PROJECT}/paymentprocessing`,
      payload: { input: { invoice_id: (await invoice()).id, amount_minor: amountMinor } },
      headers: { cookie },
      remoteAddress: nextIp(),
    });
  const pagePath = (res: { json(): unknown }) =>
    new URL((res.json() as { redirectUrl: string }).redirectUrl).pathname;
  const tokenOf = async (page: string) =>
    /name="token" value="([^"]+)"/.exec((await t.app.inject({ url: page })).body)?.[1] ?? '';
  const decide = (page: string, token: string, action: string) =>
    t.app.inject({
      method: 'POST',
      url: page,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token, action }).toString(),
      remoteAddress: nextIp(),
    });
  const openRows = async () =>
    t.app.database.db
      .selectFrom('payments')
      .selectAll()
      .where('invoice_id', '=', (await invoice()).id)
      .where('status', '=', 'pending')
      .execute();

  it('fifty checkouts at once open one; fifty approvals at once book one charge', async () => {
    const before = await invoice();
    const answers = await Promise.all(Array.from({ length: 50 }, () => checkout(1200)));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const pages = new Set(answers.map(pagePath));
    expect(pages.size).toBe(1);
    expect(await openRows()).toHaveLength(1);

    const [page] = [...pages] as [string];
    const token = await tokenOf(page);
    const approvals = await Promise.all(
      Array.from({ length: 50 }, () => decide(page, token, 'approve')),
    );
    for (const a of approvals) expect(a.headers.location).toMatch(/\?payment=approved$/);
    const after = await invoice();
    expect(after.openMinor).toBe(before.openMinor - 1200);
    expect(after.payments).toHaveLength(before.payments.length + 1);
    // Nothing succeeded without being booked.
    const unbooked = await t.app.database.db
      .selectFrom('payments')
      .select('id')
      .where('status', '=', 'succeeded')
      .where('booked_at', 'is', null)
      .execute();
    expect(unbooked).toHaveLength(0);
  });

  it('another amount replaces the open checkout; the old page then takes nothing', async () => {
    const before = await invoice();
    const first = pagePath(await checkout(500));
    const firstToken = await tokenOf(first);
    const second = pagePath(await checkout(600));
    expect(second).not.toBe(first);
    expect(await openRows()).toHaveLength(1);
    const late = await decide(first, firstToken, 'approve');
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain('This payment page has expired');
    expect((await t.app.inject({ url: first })).body).toContain('This payment page has expired');
    expect((await invoice()).openMinor).toBe(before.openMinor);
  });

  it('a checkout expires after 30 minutes: its page takes nothing and a new one opens', async () => {
    const page = pagePath(await checkout(700));
    const token = await tokenOf(page);
    clock += CHECKOUT_TTL_MS + 1000;
    const res = await decide(page, token, 'approve');
    expect(res.statusCode).toBe(409);
    const next = pagePath(await checkout(700));
    expect(next).not.toBe(page);
    expect(await openRows()).toHaveLength(1);
  });

  it('a claim whose checkout never opened (its request died) blocks the invoice for a minute at most', async () => {
    const inv = await invoice();
    await t.app.database.db
      .updateTable('payments')
      .set({ status: 'cancelled' })
      .where('status', '=', 'pending')
      .execute();
    await t.app.database.db
      .insertInto('payments')
      .values({
        id: 'abandoned-claim',
        project_id: PROJECT,
        provider: 'demo',
        provider_ref: 'claim_abandoned-claim',
        reservation_id: 'R-1002',
        invoice_id: inv.id,
        user_id: 'someone',
        amount_minor: 800,
        currency: inv.currency,
        description: 'abandoned',
        status: 'pending',
        pms_payment_id: null,
        booked_at: null,
        booking_error: null,
        created_at: new Date(clock - 2 * 60_000).toISOString(),
        updated_at: new Date(clock - 2 * 60_000).toISOString(),
        redirect_url: null,
        expires_at: new Date(clock + 20 * 60_000).toISOString(),
        refund_ref: null,
      })
      .execute();
    const res = await checkout(800);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await openRows();
    expect(row?.id).not.toBe('abandoned-claim');
  });

  it('money for an invoice settled meanwhile is refunded and shows as refunded', async () => {
    const before = await invoice();
    const res = await checkout(before.openMinor);
    const page = pagePath(res);
    const token = await tokenOf(page);
    // The guest pays the rest at the front desk meanwhile.
    await t.app.pms.postPayment(PROJECT, before.id, {
      amountMinor: before.openMinor,
      currency: before.currency,
      providerRef: 'front-desk-cash-1',
    });
    const approved = await decide(page, token, 'approve');
    expect(approved.headers.location).toBe('/alpenrose/#/invoices/R-1002?payment=refunded');
    const after = await invoice();
    expect(after.openMinor).toBe(0);
    expect(after.payments).toHaveLength(before.payments.length + 1);
    const [row] = await t.app.database.db
      .selectFrom('payments')
      .selectAll()
      .where('provider_ref', '=', page.split('/').at(-1) ?? '')
      .execute();
    expect(row).toMatchObject({ status: 'refunded', booked_at: null });
    expect(row?.refund_ref).toMatch(/^demo_refund_/);
    expect((await t.app.inject({ url: page })).body).toContain('this payment was refunded');
  });
});

describe.each(DIALECTS)('one open checkout per invoice on %s (Stripe)', (dialect) => {
  let t: TestApp;
  let stripe: FakeStripe;
  let cookie: string;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await startTestApp(dialect, {
      projectsDir: PROJECTS_DIR,
      payments: {
        provider: 'stripe',
        stripe: {
          secretKey: 'sk_test_once',
          webhookSecret: 'whsec_once',
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
    cookie = `${c?.name}=${c?.value}`;
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  it('fifty checkouts at once create one Checkout Session; a settled invoice gets its money back', async () => {
    const [inv] = await t.app.pms.getInvoices(PROJECT, 'R-1002');
    if (!inv) throw new Error('no invoice');
    const before = stripe.creates.length;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/integrations/${PROJECT}/paymentprocessing`,
          payload: { input: { invoice_id: inv.id, amount_minor: inv.openMinor } },
          headers: { cookie },
          remoteAddress: nextIp(),
        }),
      ),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect(new Set(answers.map((a) => a.json().redirectUrl)).size).toBe(1);
    expect(stripe.creates.length - before).toBe(1);
    const expiresAt = Number(stripe.creates.at(-1)?.form.get('expires_at'));
    expect(expiresAt * 1000 - Date.now()).toBeGreaterThan(CHECKOUT_TTL_MS - 60_000);

    // Settled at the front desk, then the guest pays on Stripe's page anyway.
    await t.app.pms.postPayment(PROJECT, inv.id, {
      amountMinor: inv.openMinor,
      currency: inv.currency,
      providerRef: 'front-desk-card-1',
    });
    const id = answers[0]!.json().redirectUrl.split('/').at(-1);
    const session = stripe.pay(id);
    const back = await t.app.inject({
      url: `/api/payments/return/${session.client_reference_id}`,
    });
    expect(back.headers.location).toBe('/alpenrose/#/invoices/R-1002?payment=refunded');
    expect(stripe.refunds).toHaveLength(1);
    expect(stripe.refunds[0]).toMatchObject({
      payment_intent: `pi_${id}`,
      amount: inv.openMinor,
      idempotencyKey: `hospes-refund-${session.client_reference_id}`,
    });
    const [after] = await t.app.pms.getInvoices(PROJECT, 'R-1002');
    expect(after?.openMinor).toBe(0);
  });
});
