// Spec §2 share dialog: Facebook and WhatsApp links, "Copy link" that reads
// "Link copied" for 2.5 s (§9 copy label reset 2500 ms), the URL field and a
// locally generated QR code — from the menu on a phone and a desktop, and
// from an activity (deep link), in German and English.
import { expect, test, type Page } from '@playwright/test';
import { fetchModel, isWalkedPair, presetConsent, screenshotDir } from './helpers.ts';

const PROJECT = 'alpenrose';
const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
};
const TEXT = {
  de: { share: 'Teilen', copy: 'Link kopieren', copied: 'Link kopiert', menu: 'Menü' },
  en: { share: 'Share', copy: 'Copy link', copied: 'Link copied', menu: 'Menu' },
} as const;

/** Opens the share dialog from the menu: the sidebar on a desktop, the header menu on a phone. */
async function openShareFromMenu(
  page: Page,
  text: (typeof TEXT)[keyof typeof TEXT],
  phone: boolean,
) {
  if (phone) await page.getByRole('button', { name: text.menu, exact: true }).click();
  await page.getByRole('button', { name: text.share, exact: true }).first().click();
  return page.getByRole('dialog', { name: text.share });
}

for (const lang of ['de', 'en'] as const) {
  const text = TEXT[lang];
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    if (!isWalkedPair(lang, device as keyof typeof VIEWPORTS)) continue;
    test(`${lang}, ${device}: the share dialog copies the app link, says so for 2.5 s and shows the QR code`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport,
        locale: lang === 'de' ? 'de-DE' : 'en-GB',
        permissions: ['clipboard-read', 'clipboard-write'],
      });
      await presetConsent(context, PROJECT);
      const page = await context.newPage();
      await page.goto(`/${PROJECT}/#/`);
      await expect(page.locator('main h1').first()).toBeVisible();

      const dialog = await openShareFromMenu(page, text, device === 'phone');
      await expect(dialog).toBeVisible();
      // The demo models name no host: the link is the address the app is served from.
      const { url } = (await fetchModel(page.request, PROJECT, lang)) as unknown as {
        url?: string;
      };
      expect(url).toBeUndefined();
      await expect(dialog.getByRole('textbox')).toHaveValue(
        new URL(`/${PROJECT}/`, page.url()).href,
      );
      await expect(dialog.getByRole('link', { name: /Facebook/ })).toHaveAttribute(
        'href',
        /facebook\.com/,
      );
      await expect(dialog.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
        'href',
        /wa\.me|whatsapp/,
      );
      // The QR code is a real image made in the browser (an SVG data URL).
      const qr = dialog.getByRole('img', { name: /QR/ });
      await expect(qr).toBeVisible();
      await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/);

      // Real time (a fake clock stalls the Clipboard API): the page itself notes when the
      // label turns "copied" and when it turns back, so nothing here waits a fixed time.
      await dialog.evaluate((element, labels) => {
        const times: { copiedAt?: number; revertedAt?: number } = {};
        (window as unknown as { labelTimes: typeof times }).labelTimes = times;
        const shows = (label: string) =>
          [...element.querySelectorAll('button')].some((b) => b.textContent?.trim() === label);
        new MutationObserver(() => {
          if (times.copiedAt === undefined && shows(labels.copied)) {
            times.copiedAt = performance.now();
          } else if (times.copiedAt !== undefined && !times.revertedAt && shows(labels.copy)) {
            times.revertedAt = performance.now();
          }
        }).observe(element, { subtree: true, childList: true, characterData: true });
      }, text);
      await dialog.getByRole('button', { name: text.copy }).click();
      await expect(dialog.getByRole('button', { name: text.copied })).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(await dialog.getByRole('textbox').inputValue());
      await page.screenshot({
        path: `${screenshotDir}share-${lang}-${viewport.width}x${viewport.height}.png`,
      });
      await expect(dialog.getByRole('button', { name: text.copy })).toBeVisible({ timeout: 5000 });
      const { copiedAt, revertedAt } = await page.evaluate(
        () =>
          (window as unknown as { labelTimes: { copiedAt: number; revertedAt: number } })
            .labelTimes,
      );
      // §9 copy label reset 2500 ms (a timer fires at or after its time; a busy page a little later).
      expect(revertedAt - copiedAt).toBeGreaterThanOrEqual(2450);
      expect(revertedAt - copiedAt).toBeLessThan(3500);
      await context.close();
    });
  }
}

test('an activity shares its own deep link', async ({ browser }) => {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone, locale: 'en-GB' });
  await presetConsent(context, PROJECT);
  const page = await context.newPage();
  await page.goto(`/${PROJECT}/#/topic/hiking`);
  await page.locator('main a[href*="#/activity/"]').first().click();
  await expect(page).toHaveURL(/#\/activity\//);
  const activityPath = new URL(page.url()).hash;
  await page.getByRole('main').getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share' });
  await expect(dialog.getByRole('textbox')).toHaveValue(
    new RegExp(`${activityPath.replace(/[/#]/g, '\\$&')}$`),
  );
  await expect(dialog.getByRole('img', { name: /QR/ })).toBeVisible();
  await context.close();
});
