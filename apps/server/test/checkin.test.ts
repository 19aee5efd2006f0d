// Check-in and check-out through HTTP, on both databases: a
// double-submitted check-in takes effect once; outside its window it is
// refused with the reason; malformed input (wrong types, a 10 MB signature,
// a non-image signature, 25 accompanying persons) gets 400 with field paths
// and stores nothing; guest B cannot read guest A's invoice PDF or check-in
// data; the registration form renders and its number increases.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { DIALECTS } from './support/databases.ts';
import { filledSections, signatureDataUrl } from './support/checkin-fixture.ts';
import { pdfText } from './support/pdf-tools.ts';
import { ADMIN_TOKEN, startTestApp, type TestApp } from './support/test-app.ts';

const PROJECTS_DIR = path.join(REPO_ROOT, 'projects');
const NOW = Date.parse('2026-11-22T10:00:00Z'); // 11:00 in Vienna, the demo "today"
const DAY = 24 * 3_600_000;

let address = 0;
const nextIp = () => {
  address += 1;
  return `203.0.${(address >> 8) & 255}.${address & 255}`;
};

describe.each(DIALECTS)('check-in, check-out and invoices over HTTP on %s', (dialect) => {
  let t: TestApp;
  let clock = NOW;
  let signature: string;

  async function login(project: string, reservation_id: string, last_name: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/integrations/${project}/login`,
      payload: { data: { reservation_id, last_name } },
      headers: { 'x-forwarded-for': nextIp() },
    });
    expect(res.statusCode, res.body).toBe(200);
    const c = res.cookies.find((k) => k.name === `hospes_${project}`);
    if (!c) throw new Error('no session cookie');
    return `${c.name}=${c.value}`;
  }
  const post = (project: string, route: string, cookie: string | null, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/integrations/${project}/${route}`,
      payload: payload as Record<string, unknown>,
      headers: { 'x-forwarded-for': nextIp(), ...(cookie ? { cookie } : {}) },
    });
  const checkinBody = (
    sections: unknown,
    key = 'key-0123456789abcdef',
    reservation = 'R-1001',
  ) => ({
    lang: 'de',
    checkinInput: {
      reservation_id: reservation,
      room_stay_id: `${reservation}-1`,
      sections,
      language: 'de',
      privacy_accepted: true,
      idempotency_key: key,
    },
  });
  const count = async (table: 'checkins' | 'checkin_identity' | 'registration_counters') =>
    Number(
      (
        await t.app.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    signature = await signatureDataUrl();
    t = await startTestApp(dialect, { projectsDir: PROJECTS_DIR }, undefined, {
      now: () => clock,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('delivers the two-page form of alpenrose to the logged-in guest only', async () => {
    const max = await login('alpenrose', 'R-1001', 'Muster');
    const res = await t.app.inject({
      url: '/api/integrations/alpenrose/checkinform?reservation_id=R-1001&room_stay_id=R-1001-1',
      headers: { cookie: max },
    });
    expect(res.statusCode, res.body).toBe(200);
    const form = res.json();
    expect(new Set(form.formSections.map((s: { page_index: number }) => s.page_index))).toEqual(
      new Set([0, 1]),
    );
    expect(form).toMatchObject({ guests_count: 2, accompanying_persons: 1, signature: true });
    expect(form.state.possible).toBe(true);
    const erika = await login('alpenrose', 'R-1002', 'Gast');
    const other = await t.app.inject({
      url: '/api/integrations/alpenrose/checkinform?reservation_id=R-1001',
      headers: { cookie: erika },
    });
    expect(other.statusCode).toBe(404);
  });

  it('malformed input gets 400 with field paths and stores nothing', async () => {
    const max = await login('alpenrose', 'R-1001', 'Muster');
    const sections = filledSections(signature);
    const person = sections[5];
    const huge = `data:image/png;base64,${'A'.repeat(10 * 1024 * 1024)}`;
    const notAnImage = `data:image/png;base64,${Buffer.from('GIF89a but not').toString('base64')}`;
    const cases: [string, unknown, string][] = [
      [
        'wrong types',
        checkinBody([{ type: 'MAIN_GUEST_PERSONAL_INFORMATION', fields: { first_name: 42 } }]),
        'body/checkinInput/sections/0/fields/first_name',
      ],
      ['sections not a list', checkinBody('all of them'), 'body/checkinInput/sections'],
      [
        'a 10 MB signature',
        checkinBody([...sections.slice(0, 6), { type: 'SIGNATURE', fields: { signature: huge } }]),
        'body/checkinInput/sections/6/fields/signature',
      ],
      [
        'a signature that is no image',
        checkinBody([
          ...sections.slice(0, 6),
          { type: 'SIGNATURE', fields: { signature: notAnImage } },
        ]),
        'body/checkinInput/sections/6/fields/signature',
      ],
      [
        '25 accompanying persons',
        checkinBody([...sections.slice(0, 5), ...Array(25).fill(person), sections[6]]),
        'body/checkinInput/sections',
      ],
      [
        'a required field left empty',
        checkinBody(
          sections.map((s) =>
            s.type === 'MAIN_GUEST_DOCUMENT' ? { ...s, fields: { doc_type: 'passport' } } : s,
          ),
        ),
        'body/checkinInput/sections/4/fields/doc_id',
      ],
    ];
    for (const [name, body, path] of cases) {
      const res = await post('alpenrose', 'checkin', max, body);
      expect(res.statusCode, name).toBe(400);
      const json = res.json();
      expect(json.error, name).toBe('Bad Request');
      expect(json.message, name).toMatch(new RegExp(`^${path}: `));
      expect(
        json.issues.map((i: { path: string }) => i.path),
        name,
      ).toContain(path);
    }
    expect(await count('checkins')).toBe(0);
    expect(await count('checkin_identity')).toBe(0);
    expect(await count('registration_counters')).toBe(0);
  });

  it('no session: 404 before the body is read; a body over 16 MB is 413 JSON', async () => {
    const res = await post('alpenrose', 'checkin', null, checkinBody(filledSections(signature)));
    expect(res.statusCode).toBe(404);
    // An anonymous guest has a session but no reservation: no upload either.
    const guest = await t.app.inject({ method: 'POST', url: '/api/guestdata/alpenrose/guests' });
    const c = guest.cookies.find((k) => k.name === 'hospes_alpenrose');
    expect(c?.value).toBeTruthy();
    const huge = checkinBody([
      { type: 'SIGNATURE', fields: { signature: `data:image/png;base64,${'A'.repeat(17e6)}` } },
    ]);
    const anonymous = await post('alpenrose', 'checkin', `hospes_alpenrose=${c?.value}`, huge);
    expect(anonymous.statusCode).toBe(404);
    const max = await login('alpenrose', 'R-1001', 'Muster');
    const big = checkinBody([
      { type: 'SIGNATURE', fields: { signature: `data:image/png;base64,${'A'.repeat(17e6)}` } },
    ]);
    const tooBig = await post('alpenrose', 'checkin', max, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({
      error: 'Payload Too Large',
      code: 'payload_too_large',
      message: 'The request body is too large.',
    });
  });

  it('outside its window a check-in is refused with the reason and the window', async () => {
    const max = await login('bergblick', 'R-1001', 'Muster');
    clock = NOW - 2 * DAY;
    try {
      const res = await post('bergblick', 'checkin', max, checkinBody(filledSections(signature)));
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toEqual({
        error: 'Conflict',
        code: 'step_refused',
        message: 'Online check-in is not possible yet.',
        reason: 'CHECKIN_NOT_YET_POSSIBLE',
        room_stay_id: 'R-1001-1',
        window: { start: '2026-11-21T13:00:00.000Z', end: '2026-11-23T22:00:00.000Z' },
      });
    } finally {
      clock = NOW;
    }
    expect(await count('checkins')).toBe(0);
  });

  it('a double-submitted check-in takes effect once; the registration form renders', async () => {
    const max = await login('alpenrose', 'R-1001', 'Muster');
    const body = checkinBody(filledSections(signature));
    const [a, b] = await Promise.all([
      post('alpenrose', 'checkin', max, body),
      post('alpenrose', 'checkin', max, body),
    ]);
    expect([a.statusCode, b.statusCode], a.body).toEqual([200, 200]);
    expect(b.json()).toEqual(a.json());
    expect(a.json()).toMatchObject({ status: 'CHECKED_IN', registration_number: '2026/000001' });
    expect(await count('checkins')).toBe(1);
    const pms = await t.app.pms.getReservation('alpenrose', 'R-1001');
    expect(pms?.roomStays[0]?.status).toBe('In-house');
    expect(pms?.guests).toHaveLength(2);

    const reservations = await post('alpenrose', 'getreservations', max, {});
    expect(reservations.json().reservations[0].room_stays[0].checkin).toEqual({
      possible: false,
      reason: 'CHECKIN_FINISHED',
    });

    const id = a.json().checkin_id as string;
    const form = await t.app.inject({
      url: `/api/integrations/alpenrose/registrationform/${id}`,
      headers: { cookie: max },
    });
    expect(form.statusCode).toBe(200);
    expect(form.headers['content-type']).toBe('application/pdf');
    expect(pdfText(form.rawPayload)).toContain('Nr. 2026/000001');

    // Guest B: neither the form nor the check-in's data.
    const erika = await login('alpenrose', 'R-1002', 'Gast');
    const stolen = await t.app.inject({
      url: `/api/integrations/alpenrose/registrationform/${id}`,
      headers: { cookie: erika },
    });
    expect(stolen.statusCode).toBe(404);
    const replay = await post('alpenrose', 'checkin', erika, body);
    expect(replay.statusCode).toBe(404);

    // The staff: the list and the form with the admin token.
    const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };
    const list = await t.app.inject({
      url: '/api/integrations/alpenrose/registrationforms',
      headers: auth,
    });
    expect(list.json().forms).toEqual([
      expect.objectContaining({
        checkin_id: id,
        registration_number: '2026/000001',
        available: true,
      }),
    ]);
    const staff = await t.app.inject({
      url: `/api/integrations/alpenrose/registrationform/${id}`,
      headers: auth,
    });
    expect(staff.statusCode).toBe(200);
    const anonymous = await t.app.inject({ url: '/api/integrations/alpenrose/registrationforms' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('the registration number increases per check-in of the project and year', async () => {
    const max = await login('bergblick', 'R-1001', 'Muster');
    const res = await post('bergblick', 'checkin', max, checkinBody(filledSections(signature)));
    expect(res.statusCode, res.body).toBe(200);
    // bergblick counts on its own: its first form of the year.
    expect(res.json().registration_number).toBe('2026/000001');
  });

  it("invoices: R-1002's PDF holds its line items; guest B gets 404", async () => {
    const erika = await login('alpenrose', 'R-1002', 'Gast');
    const list = await post('alpenrose', 'getinvoices', erika, { lang: 'en' });
    expect(list.statusCode).toBe(200);
    expect(list.json().payment_required).toBe(true);
    const invoice = list.json().invoices[0];
    expect(invoice).toMatchObject({ id: 'R-1002-INV1', currency: 'EUR' });
    expect(Number.isInteger(invoice.open_amount) && invoice.open_amount > 0).toBe(true);

    const pdf = await post('alpenrose', 'getinvoicepdf', erika, {
      lang: 'en',
      invoicesInput: { invoice_id: 'R-1002-INV1' },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    for (const line of invoice.line_items as { description: string }[]) {
      expect(text).toContain(line.description);
    }
    const link = await t.app.inject({
      url: '/api/integrations/alpenrose/getinvoicepdf?invoice_id=R-1002-INV1',
      headers: { cookie: erika },
    });
    expect(link.headers['content-type']).toBe('application/pdf');

    const max = await login('alpenrose', 'R-1001', 'Muster');
    for (const cookie of [max, null]) {
      const res = await post('alpenrose', 'getinvoicepdf', cookie, {
        invoicesInput: { invoice_id: 'R-1002-INV1' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('identity data never reach the log', async () => {
    const logged = JSON.stringify(t.logs);
    for (const secret of ['C01X00T47', 'Musterstraße', signature.slice(30, 90), 'iVBORw0KGgo']) {
      expect(logged).not.toContain(secret);
    }
  });

  it('check-out waits for the payment, then happens once', async () => {
    const erika = await login('alpenrose', 'R-1002', 'Gast');
    const body = {
      checkoutInput: {
        reservation_id: 'R-1002',
        room_stay_id: 'R-1002-1',
        idempotency_key: 'checkout-0123456789abc',
      },
    };
    const blocked = await post('alpenrose', 'checkout', erika, body);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().reason).toBe('PAYMENT_REQUIRED');
    for (const invoice of await t.app.pms.getInvoices('alpenrose', 'R-1002')) {
      await t.app.pms.postPayment('alpenrose', invoice.id, {
        amountMinor: invoice.openMinor,
        currency: invoice.currency,
        providerRef: `test-${invoice.id}`,
      });
    }
    const [a, b] = await Promise.all([
      post('alpenrose', 'checkout', erika, body),
      post('alpenrose', 'checkout', erika, body),
    ]);
    expect([a.statusCode, b.statusCode], a.body).toEqual([200, 200]);
    expect(b.json()).toEqual(a.json());
    const again = await post('alpenrose', 'checkout', erika, {
      checkoutInput: { ...body.checkoutInput, idempotency_key: 'checkout-another-0123456' },
    });
    expect(again.json().reason).toBe('CHECKOUT_FINISHED');
  });

  it('the retention job runs at start: expired identity data are gone after a restart', async () => {
    const max = await login('alpenrose', 'R-1001', 'Muster');
    const [row] = await t.app.checkins.repository.listFinishedCheckins('alpenrose');
    if (!row) throw new Error('expected the check-in of R-1001');
    await t.app.database.db
      .updateTable('checkin_identity')
      .set({ delete_after: new Date(clock - 1).toISOString() })
      .where('checkin_id', '=', row.id)
      .execute();
    t = await t.restart();
    expect(await t.app.checkins.repository.getIdentity(row.id)).toBeUndefined();
    const form = await t.app.inject({
      url: `/api/integrations/alpenrose/registrationform/${row.id}`,
      headers: { cookie: max },
    });
    expect(form.statusCode).toBe(404);
  });
});
