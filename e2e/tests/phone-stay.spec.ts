// The guest's stay on a phone (390 × 844 and 360 × 740): the concierge is
// reachable from the menu in every language, a new page opens at its top
// with its heading focused, and Back returns to the place the guest left.
// Screenshots are written; every screen is axe clean.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { presetConsent, screenshotDir } from './helpers.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
const PROJECT = 'alpenrose';
const PHONES = [
  { name: '390', viewport: { width: 390, height: 844 } },
  { name: '360', viewport: { width: 360, height: 740 } },
];
const LANGS = {
  en: { locale: 'en-GB', menu: 'Menu', concierge: 'Rosi, your digital concierge' },
  de: { locale: 'de-DE', menu: 'Menü', concierge: 'Rosi, Ihre digitale Concierge' },
} as const;

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

for (const phone of PHONES) {
  for (const [lang, l] of Object.entries(LANGS)) {
    test.describe(`on a ${phone.name} px phone (${lang})`, () => {
      test.use({ viewport: phone.viewport, locale: l.locale });

      test('the concierge is in the menu, by its title, and opens the chat', async ({
        page,
        context,
      }) => {
        await presetConsent(context, PROJECT);
        await page.goto(`/${PROJECT}/#/`);
        await page.getByRole('button', { name: l.menu, exact: true }).click();
        const entry = page.getByRole('banner').getByRole('link', { name: l.concierge });
        await expect(entry).toBeVisible();
        await page.screenshot({
          path: `${screenshotDir}phone-1-menu-concierge-${lang}-${phone.name}.png`,
        });
        await expectAccessible(page);
        await entry.click();
        await expect(page).toHaveURL(/#\/chatbot$/);
        await expect(page.getByRole('heading', { level: 1, name: l.concierge })).toBeVisible();
        await expect(page.getByRole('button', { name: /^(Send|Senden)$/ })).toBeInViewport();
      });
    });
  }
}

test.describe('arriving on a page (390 px, English)', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });

  test('a topic opens at its top with its heading focused; Back returns to the place in the list', async ({
    page,
    context,
  }) => {
    await presetConsent(context, PROJECT);
    await page.goto(`/${PROJECT}/#/topic/region`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    // Down the list, the guest opens an entry far below.
    await page.getByRole('button', { name: 'Show more' }).click();
    const entries = page.getByRole('main').getByRole('link');
    const deep = entries.nth((await entries.count()) - 1);
    await deep.scrollIntoViewIfNeeded();
    const left = await scrollY(page);
    expect(left).toBeGreaterThan(800);
    await deep.click();
    await expect(page).toHaveURL(/#\/(activity|directory)\//);
    // The entry opens at its top, its title focused (not at the list's 1,000 px).
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await page.screenshot({ path: `${screenshotDir}phone-2-entry-at-top.png` });
    // Back: the list, as many shown as before, at the place the guest left.
    await page.goBack();
    await expect(page).toHaveURL(/#\/topic\/region$/);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(left - 40);
    expect(await scrollY(page)).toBeLessThan(left + 40);
    await expect(deep).toBeInViewport();
  });
});
