// The privacy policy (#/privacy): the project's own text in the guest's
// language, readable from the first cookie dialog (which steps aside while
// the guest reads it), the footer and the contact form; a destination
// without login has no check-in section.
import { expect, test, type Page } from '@playwright/test';
import { presetConsent, presetPopupsSeen, screenshotDir } from './helpers.ts';
import { expectNoViolations } from './axe.ts';

const PHONE = { width: 390, height: 844 };

const LABELS = {
  de: {
    locale: 'de-DE',
    cookieSettings: 'Cookie-Einstellungen',
    policy: 'Datenschutzerklärung',
    essentialOnly: 'Nur notwendige',
    headings: [
      '1. Verantwortlicher',
      '6. Online-Check-in',
      '9. E-Mails zu Ihrem Aufenthalt und Ihre Rückmeldung',
      '14. Aufsichtsbehörde',
    ],
    retention: /in Österreich sieben Jahre nach der Abreise/,
    contact: 'Kontakt',
  },
  en: {
    locale: 'en-GB',
    cookieSettings: 'Cookie settings',
    policy: 'Privacy policy',
    essentialOnly: 'Essential only',
    headings: [
      '1. Controller',
      '6. Online check-in',
      '9. E-mails about your stay and your feedback',
      '14. Supervisory authority',
    ],
    retention: /in Austria seven years after departure/,
    contact: 'Contact',
  },
} as const;

async function expectPolicy(page: Page, t: (typeof LABELS)[keyof typeof LABELS]) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: t.policy })).toBeVisible();
  for (const heading of t.headings) {
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(main.getByText(t.retention)).toBeVisible();
  await expect(main.getByText('Hotel Alpenrose GmbH', { exact: true })).toBeVisible();
}

test.describe('de, 390x844', () => {
  const t = LABELS.de;
  test.use({ locale: t.locale, viewport: PHONE });

  test('the first cookie dialog links the policy, steps aside for it and asks again afterwards', async ({
    page,
    context,
  }) => {
    await presetPopupsSeen(context, 'alpenrose');
    await page.goto('/alpenrose/');
    const dialog = page.getByRole('dialog', { name: t.cookieSettings });
    await dialog.getByRole('link', { name: t.policy }).click();

    await expect(page).toHaveURL(/#\/privacy$/);
    await expect(dialog).toBeHidden();
    await expectPolicy(page, t);
    await page.screenshot({ path: `${screenshotDir}privacy-de-390x844.png` });
    await expectNoViolations(page);

    // The choice is still open: leaving the policy brings the dialog back.
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    await page.goBack();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: t.essentialOnly }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('en, 390x844', () => {
  const t = LABELS.en;
  test.use({ locale: t.locale, viewport: PHONE });

  test('the footer and the contact form link the policy', async ({ page, context }) => {
    await presetConsent(context, 'alpenrose');
    await page.goto('/alpenrose/#/contact');
    await page
      .getByRole('main')
      .getByRole('checkbox', { name: /my details are processed/ })
      .waitFor();
    const consentLink = page
      .getByRole('main')
      .getByRole('link', { name: 'privacy policy', exact: true });
    await expect(consentLink).toHaveAttribute('href', /#\/privacy$/);

    await page.locator('footer').getByRole('link', { name: t.policy }).click();
    await expectPolicy(page, t);
    await page.screenshot({ path: `${screenshotDir}privacy-en-390x844.png` });
    await page.screenshot({ path: `${screenshotDir}privacy-en-390x844-full.png`, fullPage: true });
  });

  test('a destination without login or contact form has no such sections', async ({
    page,
    context,
  }) => {
    await presetConsent(context, 'seenland');
    await page.goto('/seenland/#/privacy');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: '1. Controller' })).toBeVisible();
    await expect(main.getByText('Tourismusverband Seenland', { exact: true })).toBeVisible();
    await expect(
      main.getByRole('heading', { name: /check-in|Logging in|Payments|Contact form/ }),
    ).toHaveCount(0);
    await expect(main.getByRole('heading', { name: /Supervisory authority/ })).toBeVisible();
  });

  test('behind bergblick’s login splash the policy stays readable', async ({ page, context }) => {
    await presetConsent(context, 'bergblick');
    await page.goto('/bergblick/#/privacy');
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: t.policy }),
    ).toBeVisible();
    await expect(page).toHaveURL(/#\/privacy$/);
  });
});
