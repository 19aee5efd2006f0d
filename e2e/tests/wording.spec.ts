// One word per thing in each language, and words that fit: the bottom tabs
// of the two projects with tabs at 360 px (the narrowest phones we design
// for) in all seven languages, and German's one term for logging in and out.
import { expect, test } from '@playwright/test';
import { presetConsent, screenshotDir } from './helpers.ts';

const NARROW = { width: 360, height: 740 };
const LOCALES = {
  de: 'de-DE',
  en: 'en-GB',
  es: 'es-ES',
  fr: 'fr-FR',
  hr: 'hr-HR',
  it: 'it-IT',
  ru: 'ru-RU',
} as const;

for (const [lang, locale] of Object.entries(LOCALES)) {
  test.describe(`${lang}, 360 px`, () => {
    test.use({ locale, viewport: NARROW });

    // Both projects in one page, one after the other, as a guest of each would open them.
    test('alpenrose and talhof: every tab label is shown whole', async ({ page, context }) => {
      for (const project of ['alpenrose', 'talhof']) {
        await presetConsent(context, project);
        await page.goto(`/${project}/`);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const labels = page.getByRole('navigation', { name: /./ }).locator('.bottom-tabs__label');
        await expect(labels.first()).toBeVisible();
        const clipped = await labels.evaluateAll((spans) =>
          spans
            .filter(
              (span) =>
                span.scrollWidth > span.clientWidth + 1 ||
                span.scrollHeight > span.clientHeight + 1,
            )
            .map((span) => span.textContent),
        );
        expect(clipped, 'labels cut off').toEqual([]);
        // No word is broken across lines: each line starts where a word starts.
        const broken = await labels.evaluateAll((spans) =>
          spans
            .filter((span) => {
              const range = document.createRange();
              range.selectNodeContents(span);
              const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
              return lines.size > (span.textContent ?? '').trim().split(/\s+/).length;
            })
            .map((span) => span.textContent),
        );
        expect(broken, 'words broken across lines').toEqual([]);
        if (lang === 'de' || lang === 'ru') {
          await page
            .locator('.bottom-tabs')
            .screenshot({ path: `${screenshotDir}tabs-${project}-${lang}-360.png` });
        }
      }
    });
  });
}

test.describe('German, one term for logging in and out', () => {
  test.use({ locale: 'de-DE', viewport: { width: 390, height: 844 } });

  test('the menu and the login dialog say "Anmelden", never "Login"', async ({ page, context }) => {
    await presetConsent(context, 'alpenrose');
    await page.goto('/alpenrose/');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Menü' }).click();
    await header.getByRole('button', { name: 'Anmelden', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Anmelden' });
    await expect(dialog.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await expect(page.getByText(/\bLog(in|out)\b/)).toHaveCount(0);
  });
});
