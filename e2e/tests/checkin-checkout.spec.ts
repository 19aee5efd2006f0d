// Check-in, check-out and payment, driven as a guest would on a phone: R-1001 /
// Muster checks in online (two pages, one accompanying person, a signature
// drawn with the mouse; the spec's text when it is missing; a reload in the
// middle keeps what was typed). R-1002 / Gast finds check-out blocked by the
// open invoice, opens the invoice PDF, has a payment declined, pays through
// the demo provider and checks out.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  chooseCountry,
  drawSignature,
  expectSigned,
  logIn,
  payOnDemoPage,
  typeDateOfBirth,
} from './checkin-helpers.ts';
import { presetConsent, screenshotDir } from './helpers.ts';
import { expectAccessible } from './axe.ts';

const PROJECT = 'alpenrose';
const PHONE = { width: 390, height: 844 };
const SIGN = 'Please sign the form with your finger / cursor.';

test.use({ locale: 'en-GB', viewport: PHONE });
// Long journeys with axe checks on the way.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeEach(async ({ context }) => {
  await presetConsent(context, PROJECT);
});

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${screenshotDir}checkin-${name}.png`, fullPage: true });
}

test('R-1001 checks in online: two pages, a companion, a signature; a reload keeps the data', async ({
  page,
}) => {
  await page.goto(`/${PROJECT}/#/checkinguestform`);
  await logIn(page, 'R-1001', 'Muster');
  const main = page.getByRole('main');
  await expect(main.getByText('Check-in ready').first()).toBeVisible();
  await expect(main.getByRole('heading', { name: 'R-1001' })).toBeVisible();
  await shot(page, '1-reservation');
  await expectAccessible(page);

  await main.getByRole('button', { name: 'Start online check-in' }).click();
  await expect(main.getByRole('heading', { name: 'Step 1 of 2' })).toBeVisible();
  const personal = main.getByRole('group', { name: 'Personal information' });
  // spec §3/§5 prefill: the stay's dates and the guest's name come from the reservation.
  await expect(main.getByLabel('Arrival date')).not.toHaveValue('');
  await expect(personal.getByRole('textbox', { name: /Last name/ })).toHaveValue('Muster');
  await personal.getByRole('textbox', { name: /First name/ }).fill('Max');
  await typeDateOfBirth(personal, '15', '06', '1985');
  await personal.getByRole('combobox', { name: /Gender/ }).selectOption('male');
  await chooseCountry(personal, /Nationality/, 'austr', 'Austria');
  const contact = main.getByRole('group', { name: 'Contact details' });
  await contact.getByRole('textbox', { name: /E-mail/ }).fill('max.muster@example.org');

  // A reload in the middle (or going offline) keeps what was typed.
  await page.reload();
  await expect(main.getByRole('heading', { name: 'Step 1 of 2' })).toBeVisible();
  await expect(personal.getByRole('combobox', { name: /Nationality/ })).toHaveValue('Austria');
  await expect(personal.getByRole('textbox', { name: 'Year' })).toHaveValue('1985');
  await expect(contact.getByRole('textbox', { name: /E-mail/ })).toHaveValue(
    'max.muster@example.org',
  );

  const address = main.getByRole('group', { name: 'Home address' });
  await address.getByRole('textbox', { name: /Street/ }).fill('Hauptstraße 1');
  await address.getByRole('textbox', { name: /Postcode/ }).fill('5020');
  await address.getByRole('textbox', { name: /City/ }).fill('Salzburg');
  await chooseCountry(address, /Country/, 'austr', 'Austria');
  await shot(page, '2-page-one');
  await expectAccessible(page);
  await main.getByRole('button', { name: 'Next' }).click();

  await expect(main.getByRole('heading', { name: 'Step 2 of 2' })).toBeVisible();
  const documentSection = main.getByRole('group', { name: 'Travel document' });
  await documentSection.getByRole('combobox', { name: /Document type/ }).selectOption('passport');
  await documentSection.getByRole('textbox', { name: /Document number/ }).fill('P1234567');
  // R-1001 travels as two adults: one accompanying person (guests_count − 1).
  await expect(main.getByRole('group', { name: /Accompanying person/ })).toHaveCount(1);
  const companion = main.getByRole('group', { name: 'Accompanying person 1' });
  await companion.getByRole('textbox', { name: /First name/ }).fill('Erika');
  await companion.getByRole('textbox', { name: /Last name/ }).fill('Muster');
  await typeDateOfBirth(companion, '02', '03', '1987');
  await chooseCountry(companion, /Nationality/, 'germ', 'Germany');
  await main.getByRole('checkbox', { name: /privacy policy/ }).check();
  // The consent links the project's privacy policy, not the imprint.
  await expect(main.getByRole('link', { name: 'privacy policy', exact: true })).toHaveAttribute(
    'href',
    /#\/privacy$/,
  );

  // spec §5: without a signature the form is not sent, with the spec's text.
  await main.getByRole('button', { name: 'Finish' }).click();
  await expect(main.getByRole('alert')).toContainText(SIGN);
  await expect(main.getByText(SIGN, { exact: true }).last()).toBeVisible();
  await shot(page, '3-signature-missing');
  await expectAccessible(page);

  await drawSignature(page);
  await expectSigned(page);
  await shot(page, '4-signed');
  await main.getByRole('button', { name: 'Finish' }).click();
  const confirm = page.getByRole('dialog', { name: 'Complete your check-in?' });
  await shot(page, '5-confirm');
  await confirm.getByRole('button', { name: 'Check in now' }).click();

  await expect(main.getByRole('heading', { name: 'You are checked in' })).toBeVisible();
  await expect(main.getByText(/Registration number \d{4}\/\d+/)).toBeVisible();
  await shot(page, '6-done');
  await main.getByRole('button', { name: 'Back to your reservation' }).click();
  await expect(main.getByText('Checked in').first()).toBeVisible();
  await expect(main.getByRole('button', { name: 'Start online check-in' })).toHaveCount(0);
  await shot(page, '7-checked-in');

  // The draft with the identity data is gone after the check-in.
  const drafts = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.includes('checkin-draft')),
  );
  expect(drafts).toEqual([]);
});

test('R-1002 pays the open invoice (once declined) and checks out; the PDF is a real PDF', async ({
  page,
}) => {
  await page.goto(`/${PROJECT}/#/checkout/R-1002`);
  await logIn(page, 'R-1002', 'Gast');
  const main = page.getByRole('main');
  // Blocked by the open invoice (spec §4): no check-out, the open amount and a way to pay.
  await expect(main.getByRole('heading', { name: 'Your invoice is still open' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Check out now' })).toHaveCount(0);
  await expect(main.getByText(/Please pay the open amount first/).first()).toBeVisible();
  await shot(page, '8-checkout-blocked');
  await expectAccessible(page);

  await main.getByRole('link', { name: 'View and pay invoice' }).click();
  const invoice = main.getByRole('article').first();
  await expect(invoice.getByText('Open', { exact: true })).toBeVisible();
  const openAmount = (await main.locator('.invoices-total__amount').textContent()) ?? '';
  await shot(page, '9-invoices');
  await expectAccessible(page);

  // The PDF: fetched with the session (a POST), opened in a new tab, a real PDF with the lines.
  const items = await invoice.locator('tbody tr td:first-child').allTextContents();
  // The app reads the answer as a blob; the test keeps its own copy of the bytes on the way.
  let pdf: Buffer = Buffer.alloc(0);
  let contentType = '';
  await page.route('**/api/integrations/*/getinvoicepdf', async (route) => {
    expect(route.request().method()).toBe('POST');
    const response = await route.fetch();
    expect(response.status()).toBe(200);
    pdf = await response.body();
    contentType = response.headers()['content-type'] ?? '';
    await route.fulfill({ response });
  });
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    invoice.getByRole('button', { name: 'Open PDF' }).click(),
  ]);
  await expect.poll(() => pdf.length).toBeGreaterThan(0);
  expect(contentType).toContain('application/pdf');
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const file = join(mkdtempSync(join(tmpdir(), 'hospes-pdf-')), 'invoice.pdf');
  writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
  // The legal particulars of an Austrian invoice (§ 11 UStG), from the project settings.
  expect(text).toMatch(/Supplier: Hotel Alpenrose GmbH, Dorfstraße 14, 6299 Lärchwald/);
  expect(text).toContain('VAT number: ATU12345678');
  expect(text).toMatch(/Service period: \d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}/);
  expect(items.length).toBeGreaterThan(0);
  for (const item of items) {
    // The web shows a line's date under its description; the PDF has the description.
    const description = item.replace(/(Mon|Tue|Wed|Thu|Fri|Sat|Sun),.*$/, '').trim();
    expect(text).toContain(description);
  }
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await tab.close();

  // A declined payment leaves the amount open, with a clear message.
  await payOnDemoPage(page, 'Decline');
  await expect(main.getByRole('alert')).toContainText('Payment declined', { timeout: 20_000 });
  await expect(main.getByRole('alert')).toContainText('the amount is still open');
  await expect(main.locator('.invoices-total__amount')).toHaveText(openAmount);
  await shot(page, '10-declined');

  await payOnDemoPage(page, 'Approve');
  // The provider's page sends the guest back: the app starts anew (login check,
  // reservation, invoices) — on a busy machine that takes more than 10 s.
  await expect(main.getByText('Payment successful')).toBeVisible({ timeout: 20_000 });
  await expect(main.getByText('Everything is paid. Thank you!')).toBeVisible();
  await expect(invoice.getByText('Paid', { exact: true })).toBeVisible();
  await shot(page, '11-paid');

  await main.getByRole('link', { name: 'Go to check-out' }).click();
  await expect(main.getByText('Check-out ready').first()).toBeVisible();
  await main.getByRole('button', { name: 'Check out now' }).click();
  const confirm = page.getByRole('dialog', { name: 'Check out now?' });
  await shot(page, '12-checkout-confirm');
  await confirm.getByRole('button', { name: 'Check out', exact: true }).click();
  await expect(main.getByRole('heading', { name: 'You have checked out' })).toBeVisible();
  await shot(page, '13-checked-out');
});
