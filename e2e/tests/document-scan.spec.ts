// The document scan in the online check-in, as a guest on a phone would use
// it: "Scan document" → a photo of the passport chosen from the gallery (the
// file chooser; a generated passport, bench/mrz), or the passport held into
// the live camera (document-scan-camera.spec.ts) → the form
// is filled for the guest to check — read on the device: no request carries
// the photo, and the scan's code and OCR data come from our own origin only
// when scanning.
import { expect, test, type Request } from '@playwright/test';
import { logIn } from './checkin-helpers.ts';
import { presetConsent, screenshotDir } from './helpers.ts';
import { expectAccessible } from './axe.ts';
import { expectReadOnTheDevice, PASSPORT, PROJECT } from './scan-helpers.ts';

test.use({ locale: 'en-GB', viewport: { width: 390, height: 844 } });

test('a guest scans the passport: the form is filled, nothing leaves the device', async ({
  context,
  page,
}) => {
  test.slow();
  await presetConsent(context, PROJECT);
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  const response = await page.goto(`/${PROJECT}/#/checkinguestform`);
  // The camera for the scan: the app's own origin only (the console and the API allow none).
  expect(response?.headers()['permissions-policy']).toBe(
    'geolocation=(self), camera=(self), microphone=()',
  );
  await logIn(page, 'R-1001', 'Muster');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Start online check-in' }).click();
  await expect(main.getByRole('heading', { name: 'Step 1 of 2' })).toBeVisible();
  // The form without scanning has loaded none of the scan's code.
  expect(requests.filter((r) => /\/ocr\/|assets\/scan-/.test(r.url()))).toEqual([]);

  const before = requests.length;
  await main.getByRole('button', { name: 'Scan document' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Scan your document' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    dialog.getByRole('button', { name: 'Choose a photo' }).click(),
  ]);
  await chooser.setFiles(PASSPORT);
  await expect(dialog.getByRole('status')).toContainText('Filled in:', { timeout: 90_000 });
  await page.screenshot({ path: `${screenshotDir}scan-1-filled.png` });
  await dialog.getByRole('button', { name: 'Done' }).click();

  const personal = main.getByRole('group', { name: 'Personal information' });
  await expect(personal.getByRole('textbox', { name: /Last name/ })).toHaveValue('Mustermann');
  await expect(personal.getByRole('textbox', { name: /First name/ })).toHaveValue('Erika');
  await expect(personal.getByRole('textbox', { name: 'Year' })).toHaveValue('1953');
  await expect(personal.getByRole('combobox', { name: /Gender/ })).toHaveValue('male');
  await expect(personal.getByRole('combobox', { name: /Nationality/ })).toHaveValue('Germany');

  const during = requests.slice(before);
  expectReadOnTheDevice(page, during);
  expect(during.some((r) => r.url().includes('/ocr/eng.traineddata.gz'))).toBe(true);
});
