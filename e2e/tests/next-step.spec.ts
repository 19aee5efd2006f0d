// The guest's first minutes after logging in: the welcome page (and profile
// and plan) lead with the reservation's next step — R-1001 arrives today and
// is ready for check-in, R-1002 departs today with an open invoice. The
// check-in form is at most two taps from the welcome page.
import { expect, test, type Page } from '@playwright/test';
import { presetConsent, screenshotDir } from './helpers.ts';

const PROJECT = 'alpenrose';

const TEXTS = {
  en: {
    locale: 'en-GB',
    logIn: 'Log in',
    login: 'Login',
    reservationNumber: 'Reservation number',
    lastName: 'Last name',
    greeting: /^(Hello .+!|Welcome back!)$/,
    checkin: 'Check in now',
    pay: 'Pay',
    start: 'Start online check-in',
    step: 'Step 1 of 2',
    next: 'Next',
    nationalityError: 'Nationality: Please choose a country.',
  },
  de: {
    locale: 'de-DE',
    logIn: 'Anmelden',
    login: 'Anmelden',
    reservationNumber: 'Reservierungsnummer',
    lastName: 'Nachname',
    greeting: /^(Hallo .+!|Willkommen zurück!)$/,
    checkin: 'Jetzt einchecken',
    pay: 'Bezahlen',
    start: 'Online-Check-in starten',
    step: 'Schritt 1 von 2',
    next: 'Weiter',
    nationalityError: 'Staatsangehörigkeit: Bitte wählen Sie ein Land.',
  },
};

for (const [lang, t] of Object.entries(TEXTS)) {
  test.describe(`next step (phone, ${lang})`, () => {
    test.use({ locale: t.locale, viewport: { width: 390, height: 844 } });
    test.beforeEach(async ({ context }) => presetConsent(context, PROJECT));

    async function logIn(page: Page, reservation: string, lastName: string) {
      await page.goto(`/${PROJECT}/#/checkinguestform`);
      await page.getByRole('main').getByRole('button', { name: t.logIn }).click();
      const dialog = page.getByRole('dialog', { name: t.login });
      await dialog.getByRole('textbox', { name: t.reservationNumber }).fill(reservation);
      await dialog.getByRole('textbox', { name: t.lastName }).fill(lastName);
      await dialog.getByRole('button', { name: t.logIn }).click();
      await expect(dialog).toBeHidden();
    }

    test('R-1001: the welcome page greets the guest and leads to the check-in form in two taps', async ({
      page,
    }) => {
      await logIn(page, 'R-1001', 'Muster');
      await page.goto(`/${PROJECT}/#/`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2, name: t.greeting })).toBeVisible();
      const action = main.getByRole('link', { name: t.checkin });
      await expect(action).toHaveAttribute('href', '#/checkinguestform/R-1001');
      // Before the page's own content: the first thing below the greeting.
      const actionBox = (await action.boundingBox())!;
      expect(actionBox.y).toBeLessThan(844);
      await page.screenshot({ path: `${screenshotDir}next-step-welcome-${lang}-390x844.png` });

      await action.click(); // tap 1
      await main.getByRole('button', { name: t.start }).click(); // tap 2
      await expect(main.getByRole('heading', { name: t.step })).toBeVisible();
      // The page title follows the step.
      await expect(page).toHaveTitle(new RegExp(`^${t.step} – `));
      // A step with problems: each names its field and leads to it.
      await main.getByRole('button', { name: t.next }).click();
      const summary = main.getByRole('alert');
      const nationality = summary.getByRole('button', { name: t.nationalityError });
      await expect(nationality).toBeVisible();
      await page.screenshot({
        path: `${screenshotDir}next-step-checkin-errors-${lang}-390x844.png`,
      });
      await nationality.click();
      await expect(
        main.getByRole('combobox', { name: /Staatsangehörigkeit|Nationality/ }),
      ).toBeFocused();

      // Profile and plan lead with it too.
      for (const route of ['/profile', '/plan']) {
        await page.goto(`/${PROJECT}/#${route}`);
        await expect(page.getByRole('main').getByRole('link', { name: t.checkin })).toBeVisible();
      }
    });

    test('R-1002: departing with an open invoice, the next step is to pay', async ({ page }) => {
      await logIn(page, 'R-1002', 'Gast');
      await page.goto(`/${PROJECT}/#/`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2, name: t.greeting })).toBeVisible();
      const pay = main.getByRole('link', { name: t.pay, exact: true });
      await expect(pay).toHaveAttribute('href', '#/invoices/R-1002');
      await pay.click();
      await expect(page).toHaveURL(/#\/invoices\/R-1002$/);
    });
  });
}

test('an anonymous guest sees no next step', async ({ page, context }) => {
  await presetConsent(context, PROJECT);
  await page.goto(`/${PROJECT}/#/`);
  await expect(page.getByRole('main').locator('h1')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Jetzt einchecken' })).toHaveCount(
    0,
  );
});
