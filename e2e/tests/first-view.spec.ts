// The first view (docs/decisions/046): the welcome page comes rendered in the
// HTML, and the app takes it over without drawing it anew — on a phone and on
// a desktop, for a first visitor (consent dialog), a returning guest and a
// logged-in one (whose next step appears only after the takeover; the page
// the server sent is nobody's). Nothing moves when the app takes over
// (CLS ≤ 0.02), but for the logged-in guest's own next step.
import { expect, test, type Page } from '@playwright/test';
import { presetConsent, screenshotDir } from './helpers.ts';

const PROJECT = 'alpenrose';

/** Watches a page from its first byte: warnings of a failed hydration, layout shifts, the server's heading. */
async function watch(page: Page) {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await page.addInitScript(() => {
    const w = window as { shifts?: number; serverHeading?: Element | null };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) w.shifts! += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      w.serverHeading = document.querySelector('h1');
    });
  });
  return {
    /**
     * The heading the server sent is the one on screen: hydrated, not rendered
     * anew; and (unless content of the guest's own arrives) nothing moved.
     */
    async expectTakenOver({ stillPage = true } = {}) {
      expect(
        await page.evaluate(() => {
          const w = window as { serverHeading?: Element | null };
          return w.serverHeading !== null && w.serverHeading === document.querySelector('h1');
        }),
      ).toBe(true);
      expect(warnings.filter((text) => /rendered anew|hydrat|did not match/i.test(text))).toEqual(
        [],
      );
      // CLS of the start, the takeover included.
      if (stillPage) {
        expect(
          await page.evaluate(() => (window as { shifts?: number }).shifts),
        ).toBeLessThanOrEqual(0.02);
      }
    },
  };
}

test.describe('a first visitor on a phone (English)', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });

  test('sees the welcome page at once, then the cookie dialog once the app has taken over', async ({
    page,
  }) => {
    const watcher = await watch(page);
    await page.goto(`/${PROJECT}/`);
    await expect(page.locator('#root[data-first-view="en"]')).toBeAttached();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(dialog).toBeVisible();
    await watcher.expectTakenOver();
    await dialog.getByRole('button', { name: 'Accept all' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}first-view-taken-over-390.png` });
  });
});

test.describe('a returning guest on a desktop (German)', () => {
  test.use({ viewport: { width: 1280, height: 800 }, locale: 'de-DE' });

  test('the sidebar, the page and the footer are the server’s, taken over as they are', async ({
    page,
    context,
  }) => {
    await presetConsent(context, PROJECT);
    const watcher = await watch(page);
    await page.goto(`/${PROJECT}/`);
    // The frame is usable once the app has taken it over.
    await expect(page.locator('.app-layout')).not.toHaveAttribute('aria-disabled', 'true');
    await watcher.expectTakenOver();
    await page.getByRole('complementary').getByRole('link', { name: 'Kontakt' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  });
});

test.describe('a logged-in guest (English, phone)', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });

  test('gets the generic page first, then their next step, without the page drawn anew', async ({
    page,
    context,
  }) => {
    await presetConsent(context, PROJECT);
    await page.goto(`/${PROJECT}/`);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByRole('textbox', { name: 'Reservation number' }).fill('R-1001');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('Muster');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog).toBeHidden();

    // The page the server sends next time knows no guest.
    const html = await (await page.request.get(`/${PROJECT}/`)).text();
    expect(html).not.toContain('R-1001');
    expect(html).not.toContain('Muster');

    const watcher = await watch(page);
    await page.reload();
    await expect(page.getByRole('main').getByText('Reservation R-1001')).toBeVisible();
    // Their next step is inserted after the takeover: that moves the page below it.
    await watcher.expectTakenOver({ stillPage: false });
  });
});
