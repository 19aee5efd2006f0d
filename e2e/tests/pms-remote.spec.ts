// Hotels on a remote property system (docs/pms.md): the admin connects
// talhof to Mews, then to apaleo — the faithful fakes of their APIs
// (apps/server/src/pms/mews/fake, apps/server/src/pms/apaleo/fake). On each,
// a guest with a reservation there logs in on a phone, sees the stay with its
// room and checks in online with a companion (the PMS then has the guest's
// data, the companion, the passport and the stay checked in); a guest leaving
// today pays the room nights online and checks out (the PMS has the payment,
// once, and the stay checked out).
import { addDays, zonedDate } from '@hospes/domain';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
  fakeApaleoConnection,
  startFakeApaleo,
  type FakeApaleo,
} from '../../apps/server/src/pms/apaleo/fake/fake-apaleo.ts';
import {
  FAKE_TOKENS,
  startFakeMews,
  type FakeMews,
} from '../../apps/server/src/pms/mews/fake/fake-mews.ts';
import { adminToken } from '../playwright.config.ts';
import { expectAccessible } from './axe.ts';
import {
  chooseCountry,
  drawSignature,
  expectSigned,
  logIn,
  payOnDemoPage,
  typeDateOfBirth,
} from './checkin-helpers.ts';
import { presetConsent, screenshotDir } from './helpers.ts';

const PROJECT = 'talhof';
const STAFF = { authorization: `Bearer ${adminToken}` };

test.use({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
// Both connect talhof: one after the other.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const today = () => zonedDate(Date.now(), 'Europe/Vienna');

/** The guest arriving today logs in and checks in online with a companion. */
async function checkInWithCompanion(
  page: Page,
  context: BrowserContext,
  number: string,
  shots: string,
) {
  await presetConsent(context, PROJECT);
  await page.goto(`/${PROJECT}/#/checkinguestform`);
  await logIn(page, number, 'Kovac');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: number })).toBeVisible();
  await expect(main.getByText('Check-in ready').first()).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}${shots}-1-reservation.png`, fullPage: true });
  await expectAccessible(page);

  await main.getByRole('button', { name: 'Start online check-in' }).click();
  const personal = main.getByRole('group', { name: 'Personal information' });
  await expect(personal.getByRole('textbox', { name: /Last name/ })).toHaveValue('Kovač');
  await typeDateOfBirth(personal, '21', '09', '1990');
  await personal.getByRole('combobox', { name: /Gender/ }).selectOption('female');
  await chooseCountry(personal, /Nationality/, 'croat', 'Croatia');
  const address = main.getByRole('group', { name: 'Home address' });
  await address.getByRole('textbox', { name: /Street/ }).fill('Ilica 10');
  await address.getByRole('textbox', { name: /Postcode/ }).fill('10000');
  await address.getByRole('textbox', { name: /City/ }).fill('Zagreb');
  await chooseCountry(address, /Country/, 'croat', 'Croatia');
  await main.getByRole('button', { name: 'Next' }).click();

  const documentSection = main.getByRole('group', { name: 'Travel document' });
  await documentSection.getByRole('combobox', { name: /Document type/ }).selectOption('passport');
  await documentSection.getByRole('textbox', { name: /Document number/ }).fill('HR0099887');
  const companion = main.getByRole('group', { name: 'Accompanying person 1' });
  await companion.getByRole('textbox', { name: /First name/ }).fill('Luka');
  await companion.getByRole('textbox', { name: /Last name/ }).fill('Kovač');
  await typeDateOfBirth(companion, '03', '04', '1988');
  await chooseCountry(companion, /Nationality/, 'croat', 'Croatia');
  await main.getByRole('checkbox', { name: /privacy policy/ }).check();
  await drawSignature(page);
  await expectSigned(page);
  await main.getByRole('button', { name: 'Finish' }).click();
  await page
    .getByRole('dialog', { name: 'Complete your check-in?' })
    .getByRole('button', { name: 'Check in now' })
    .click();
  await expect(main.getByRole('heading', { name: 'You are checked in' })).toBeVisible();
  await main.getByRole('button', { name: 'Back to your reservation' }).click();
  await expect(main.getByText('Checked in').first()).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}${shots}-2-checked-in.png`, fullPage: true });
}

/** The guest leaving today pays the open room nights (190 €) online, then checks out. */
async function payAndCheckOut(
  page: Page,
  context: BrowserContext,
  reservationId: string,
  number: string,
  shots: string,
) {
  await presetConsent(context, PROJECT);
  await page.goto(`/${PROJECT}/#/checkout/${reservationId}`);
  await logIn(page, number, 'Horvat');
  const main = page.getByRole('main');
  // The room nights the PMS charged are open: check-out waits for the payment (spec §4).
  await expect(main.getByRole('heading', { name: 'Your invoice is still open' })).toBeVisible();
  await main.getByRole('link', { name: 'View and pay invoice' }).click();
  const invoice = main.getByRole('article').first();
  await expect(invoice.getByText('Room night')).toBeVisible();
  await expect(main.locator('.invoices-total__amount')).toContainText('190');
  await payOnDemoPage(page, 'Approve');
  await expect(main.getByText('Payment successful')).toBeVisible({ timeout: 20_000 });
  await expect(main.getByText('Everything is paid. Thank you!')).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}${shots}-3-paid.png`, fullPage: true });

  await main.getByRole('link', { name: 'Go to check-out' }).click();
  await expect(main.getByText('Check-out ready').first()).toBeVisible();
  await main.getByRole('button', { name: 'Check out now' }).click();
  await page
    .getByRole('dialog', { name: 'Check out now?' })
    .getByRole('button', { name: 'Check out', exact: true })
    .click();
  await expect(main.getByRole('heading', { name: 'You have checked out' })).toBeVisible();
}

test.describe('a hotel on Mews', () => {
  let fake: FakeMews;
  /** The reservation in house since two days, leaving today with its room nights open. */
  let leavingId: string;

  test.beforeAll(async ({ request }) => {
    fake = await startFakeMews({ timeZone: 'Europe/Vienna' });
    fake.seed({
      number: '5123',
      lastName: 'Kovač',
      firstName: 'Ivana',
      email: 'ivana@example.org',
      arrival: today(),
      departure: addDays(today(), 2),
      room: '7',
      adults: 2,
      children: 0,
    });
    leavingId = fake.seed({
      number: '6200',
      lastName: 'Horvat',
      firstName: 'Marija',
      arrival: addDays(today(), -2),
      departure: today(),
      room: '9',
      adults: 1,
      children: 0,
      state: 'Started',
      items: [{ name: 'Room night', unitCount: 2, unitGross: 95, taxCode: 'AT-R' }],
    });
    const res = await request.put(`/api/staff/${PROJECT}/pms`, {
      headers: STAFF,
      data: {
        kind: 'mews',
        settings: {
          platformAddress: fake.platformAddress,
          serviceId: fake.serviceId,
          taxCodes: { '0': 'AT-Z', '1000': 'AT-R', '2000': 'AT-S' },
        },
        secrets: { clientToken: FAKE_TOKENS.ClientToken, accessToken: FAKE_TOKENS.AccessToken },
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  });

  test.afterAll(async ({ request }) => {
    await request.put(`/api/staff/${PROJECT}/pms`, { headers: STAFF, data: { kind: 'builtin' } });
    await fake?.close();
  });

  test('a guest of a hotel on Mews logs in, sees the stay and checks in online; Mews has it', async ({
    page,
    context,
    request,
  }) => {
    const check = await request.post(`/api/staff/${PROJECT}/pms/test`, { headers: STAFF });
    expect(await check.json()).toEqual({
      ok: true,
      message: 'Connected to Mews: Hotel Fake (Europe/Vienna).',
    });

    await checkInWithCompanion(page, context, '5123', 'mews');

    // What Mews received, in the order a front office would do it.
    const operations = fake.calls.map((c) => c.operation);
    const at = (operation: string) => operations.lastIndexOf(operation);
    expect(at('customers/update')).toBeGreaterThan(-1);
    expect(at('reservations/addCompanion')).toBeGreaterThan(at('customers/update'));
    expect(at('identityDocuments/add')).toBeGreaterThan(at('reservations/addCompanion'));
    expect(at('reservations/start')).toBeGreaterThan(at('identityDocuments/add'));
    const update = fake.calls.findLast((c) => c.operation === 'customers/update')?.body;
    expect(update).toMatchObject({
      BirthDate: '1990-09-21',
      Sex: 'Female',
      Address: { Line1: 'Ilica 10', City: 'Zagreb', PostalCode: '10000', CountryCode: 'HR' },
    });
    const documents = fake.calls.findLast((c) => c.operation === 'identityDocuments/add')?.body;
    expect(documents?.IdentityDocuments).toEqual([
      expect.objectContaining({ Type: 'Passport', Number: 'HR0099887' }),
    ]);
  });

  test('a guest leaving a hotel on Mews pays the room nights online and checks out; Mews has it', async ({
    page,
    context,
  }) => {
    await payAndCheckOut(page, context, leavingId, '6200', 'mews');

    // Mews has the payment, once, under the provider's reference, and the stay processed.
    const payments = fake.calls.filter((c) => c.operation === 'payments/addExternal');
    expect(payments).toHaveLength(1);
    expect(payments[0]?.body).toMatchObject({
      ReservationId: leavingId,
      Amount: { GrossValue: 190, Currency: 'EUR' },
      ExternalIdentifier: expect.any(String),
    });
    const processed = fake.calls.findLast((c) => c.operation === 'reservations/process');
    expect(processed?.body).toMatchObject({ ReservationId: leavingId, AllowOpenBalance: false });
  });
});

test.describe('a hotel on apaleo', () => {
  let fake: FakeApaleo;

  test.beforeAll(async ({ request }) => {
    fake = await startFakeApaleo({ timeZone: 'Europe/Vienna' });
    fake.seed({
      number: 'KOVACIVA-1',
      lastName: 'Kovač',
      firstName: 'Ivana',
      email: 'ivana@example.org',
      arrival: today(),
      departure: addDays(today(), 2),
      room: '7',
      adults: 2,
      children: 0,
    });
    fake.seed({
      number: 'KOVACPET-1',
      lastName: 'Kovač',
      firstName: 'Petra',
      email: 'petra@example.org',
      arrival: today(),
      // Two nights: with one, check-out opens at 14:00 today and outranks "Checked in".
      departure: addDays(today(), 2),
      room: '8',
      adults: 2,
      children: 0,
    });
    fake.seed({
      number: 'LUKICANA-1',
      lastName: 'Lukić',
      firstName: 'Ana',
      email: 'ana@example.org',
      arrival: today(),
      departure: addDays(today(), 3),
      room: '11',
      adults: 1,
      children: 0,
    });
    fake.seed({
      number: 'HORVATMA-1',
      lastName: 'Horvat',
      firstName: 'Marija',
      arrival: addDays(today(), -2),
      departure: today(),
      room: '9',
      adults: 1,
      children: 0,
      status: 'InHouse',
      charges: [{ name: 'Room night', quantity: 2, unitGross: 95, vatType: 'Reduced' }],
    });
    const res = await request.put(`/api/staff/${PROJECT}/pms`, {
      headers: STAFF,
      data: fakeApaleoConnection(fake),
    });
    expect(res.status(), await res.text()).toBe(200);
  });

  test.afterAll(async ({ request }) => {
    await request.put(`/api/staff/${PROJECT}/pms`, { headers: STAFF, data: { kind: 'builtin' } });
    await fake?.close();
  });

  test('a guest of a hotel on apaleo logs in, sees the stay and checks in online; apaleo has it', async ({
    page,
    context,
    request,
  }) => {
    const check = await request.post(`/api/staff/${PROJECT}/pms/test`, { headers: STAFF });
    expect(await check.json()).toEqual({
      ok: true,
      message:
        'Connected to apaleo: Hotel Hospes (fake apaleo) (Europe/Vienna). apaleo tells Hospes of changes.',
    });
    await checkInWithCompanion(page, context, 'KOVACIVA-1', 'apaleo');

    // What apaleo received: the registration data, then the check-in action.
    const endpoints = fake.calls.map((c) => c.endpoint);
    const patched = endpoints.lastIndexOf('PATCH /booking/v1/reservations/{id}');
    expect(patched).toBeGreaterThan(-1);
    expect(
      endpoints.lastIndexOf('PUT /booking/v1/reservation-actions/{id}/checkin'),
    ).toBeGreaterThan(patched);
    const patch = fake.calls[patched]?.body as { path: string; value: unknown }[];
    const value = (path: string) => patch.find((op) => op.path === path)?.value;
    expect(value('/primaryGuest')).toMatchObject({
      lastName: 'Kovač',
      birthDate: '1990-09-21',
      gender: 'Female',
      address: { addressLine1: 'Ilica 10', city: 'Zagreb', postalCode: '10000', countryCode: 'HR' },
      identificationType: 'PassportNumber',
      identificationNumber: 'HR0099887',
    });
    expect(value('/additionalGuests')).toEqual([
      expect.objectContaining({ firstName: 'Luka', lastName: 'Kovač', birthDate: '1988-04-03' }),
    ]);
    expect(value('/isPreCheckedIn')).toBe(true);
  });

  test('a guest leaving a hotel on apaleo pays the room nights online and checks out; apaleo has it', async ({
    page,
    context,
  }) => {
    await payAndCheckOut(page, context, 'HORVATMA-1', 'HORVATMA-1', 'apaleo');

    // apaleo has the payment, once, under the provider's reference, and the stay checked out.
    const payments = fake.calls.filter(
      (c) => c.endpoint === 'POST /finance/v1/folios/{folioId}/payments',
    );
    expect(payments).toHaveLength(1);
    expect(payments[0]?.body).toMatchObject({
      method: 'Other',
      amount: { amount: 190, currency: 'EUR' },
      receipt: expect.any(String),
    });
    expect(payments[0]?.idempotencyKey).toBe((payments[0]?.body as { receipt: string }).receipt);
    expect(
      fake.calls.some((c) => c.endpoint === 'PUT /booking/v1/reservation-actions/{id}/checkout'),
    ).toBe(true);
  });

  test('apaleo does not take a check-in: the guest is checked in, the hotel sees it waiting and sends it again', async ({
    page,
    context,
    request,
  }) => {
    // apaleo answers the first write with 503 (down for a moment).
    fake.failWrites(503, 1);
    await checkInWithCompanion(page, context, 'KOVACPET-1', 'apaleo-outage');
    const checkins = () =>
      fake.calls.filter((c) => c.endpoint === 'PUT /booking/v1/reservation-actions/{id}/checkin')
        .length;
    const before = checkins();
    const list = await request.get(`/api/staff/${PROJECT}/pms/write-backs`, { headers: STAFF });
    const { writeBacks } = (await list.json()) as {
      writeBacks: {
        id: string;
        kind: string;
        reservationId: string;
        status: string;
        lastError: string;
      }[];
    };
    const waiting = writeBacks.find((w) => w.reservationId === 'KOVACPET-1');
    expect(waiting).toMatchObject({ kind: 'checkin', status: 'pending' });
    expect(waiting?.lastError).toContain('503');
    const retried = await request.post(
      `/api/staff/${PROJECT}/pms/write-backs/${waiting!.id}/retry`,
      { headers: STAFF },
    );
    expect(await retried.json()).toMatchObject({ status: 'sent' });
    expect(checkins()).toBe(before + 1);
    const patch = fake.calls.findLast((c) => c.endpoint === 'PATCH /booking/v1/reservations/{id}');
    expect(JSON.stringify(patch?.body)).toContain('HR0099887');
  });

  test('the front desk checks a guest in at apaleo: the guest’s open app shows it at once', async ({
    page,
    context,
    request,
  }) => {
    await presetConsent(context, PROJECT);
    await page.goto(`/${PROJECT}/#/checkinguestform`);
    await logIn(page, 'LUKICANA-1', 'Lukic');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'LUKICANA-1' })).toBeVisible();
    await expect(main.getByText('Check-in ready').first()).toBeVisible();
    // apaleo posts its webhook to the address "Test connection" subscribed (this server), once.
    await request.post(`/api/staff/${PROJECT}/pms/test`, { headers: STAFF });
    expect(fake.subscriptions()).toHaveLength(1);
    const { statuses } = await fake.checkInAtFrontDesk('LUKICANA-1', async (url, body) => {
      const { pathname, search } = new URL(url);
      return (await request.post(pathname + search, { data: body })).status();
    });
    expect(statuses).toEqual([202]);
    // No reload: the app reads the stay again when the hotel changed it.
    await expect(main.getByText('Check-in ready')).toHaveCount(0, { timeout: 15_000 });
    await expect(main.getByText('Checked in').first()).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}apaleo-4-desk-check-in.png`, fullPage: true });
  });
});
