// The document scan with the live camera, as a guest on a phone would use
// it: "Scan document" → "Use the camera" → the passport held into the frame
// (Chromium's fake camera plays the generated passport's photo) → its frames
// are read on the device until two readings agree → the form is filled and
// the camera is off. No request carries a frame.
import { fileURLToPath } from 'node:url';
import { expect, test, type Request } from '@playwright/test';
import { CHROMIUM_ARGS } from '../support/chromium-args.ts';
import { logIn } from './checkin-helpers.ts';
import { expectAccessible } from './axe.ts';
import { presetConsent, screenshotDir } from './helpers.ts';
import { expectReadOnTheDevice, PROJECT } from './scan-helpers.ts';

test.use({ locale: 'en-GB', viewport: { width: 390, height: 844 } });

// Chromium's fake camera plays a Motion JPEG file: the passport's photo in a
// 1280 × 720 frame (npm run bench:mrz -- --count=1 --fixture=…).
const camera = fileURLToPath(
  new URL('../fixtures/passport-mustermann-camera.mjpeg', import.meta.url),
);
test.use({
  permissions: ['camera'],
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${camera}`,
    ],
  },
});

test('a guest holds the passport into the camera: its frames fill the form', async ({
  context,
  page,
}) => {
  test.slow();
  await presetConsent(context, PROJECT);
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.goto(`/${PROJECT}/#/checkinguestform`);
  await logIn(page, 'R-1001', 'Muster');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Start online check-in' }).click();
  await main.getByRole('button', { name: 'Scan document' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Scan your document' });
  const before = requests.length;
  await dialog.getByRole('button', { name: 'Use the camera' }).click();
  const video = dialog.getByLabel('Camera picture');
  await expect(video).toBeVisible();
  await expect(dialog).toContainText('Reading starts by itself');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: `${screenshotDir}scan-2-camera.png` });
  await expectAccessible(page);
  await expect(dialog.getByRole('status')).toContainText('Filled in:', { timeout: 90_000 });
  // The camera is off once the document is read.
  await expect(video).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Done' }).click();

  const personal = main.getByRole('group', { name: 'Personal information' });
  await expect(personal.getByRole('textbox', { name: /Last name/ })).toHaveValue('Mustermann');
  await expect(personal.getByRole('textbox', { name: 'Year' })).toHaveValue('1953');
  expectReadOnTheDevice(page, requests.slice(before));
});
