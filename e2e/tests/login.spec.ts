// Login with reservation data, as a guest would do it,
// on a phone and on a desktop, in German and in English: an anonymous
// visitor gets a guest id; logs in to alpenrose with R-1001 / Muster (also
// typed "  muster "), sees the success toast and the reservation with its
// status; a wrong name gets the spec's failure text; logout returns to an
// anonymous guest; bergblick sends to /login and back to the requested page;
// a login link `?rid=R-1001&lnm=Muster` logs in and leaves the address. After
// a login no session token is readable from JavaScript.
import { expect as baseExpect, test, type BrowserContext, type Page } from '@playwright/test';
import { presetConsent, screenshotDir, walksScreenFreeRules } from './helpers.ts';

// The app starts on a busy machine too (the server runs beside other suites).
const expect = baseExpect.configure({ timeout: 15_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 860 };

/** The texts a guest reads, in the two languages of the test (spec §8 English texts exact). */
const TEXT = {
  en: {
    locale: 'en-GB',
    menu: 'Menu',
    login: 'Login',
    logout: 'Logout',
    submit: 'Log in',
    confirmLogout: 'Log out',
    reservationNumber: 'Reservation number',
    lastName: 'Last name',
    success: 'Login successful.',
    failed: 'Login failed, please check your data.',
    failedToast: 'Login failed.',
    loggedOut: 'You have been logged out.',
    reservation: 'Reservation R-1001',
    checkinReady: 'Check-in ready',
    checkin: 'Online check-in',
    missingLastName: 'Please enter your last name.',
    favourites: 'Favourites',
    reservationHint:
      'You find your reservation number in your booking confirmation (e-mail or letter).',
    returnTo: 'After logging in you will return to “Favourites”.',
  },
  de: {
    locale: 'de-DE',
    menu: 'Menü',
    // One term in German: anmelden/abmelden (never "Login" beside "Anmelden").
    login: 'Anmelden',
    logout: 'Abmelden',
    submit: 'Anmelden',
    confirmLogout: 'Abmelden',
    reservationNumber: 'Reservierungsnummer',
    lastName: 'Nachname',
    success: 'Anmeldung erfolgreich.',
    failed: 'Anmeldung fehlgeschlagen, bitte überprüfen Sie Ihre Daten.',
    failedToast: 'Anmeldung fehlgeschlagen.',
    loggedOut: 'Sie wurden abgemeldet.',
    reservation: 'Reservierung R-1001',
    checkinReady: 'Check-in möglich',
    checkin: 'Online-Check-in',
    missingLastName: 'Bitte geben Sie Ihren Nachnamen ein.',
    favourites: 'Favoriten',
    reservationHint:
      'Ihre Reservierungsnummer finden Sie in Ihrer Buchungsbestätigung (E-Mail oder Brief).',
    returnTo: 'Nach der Anmeldung kommen Sie zurück zu „Favoriten“.',
  },
} as const;
type Texts = (typeof TEXT)[keyof typeof TEXT];

/** The walked pairs of ADR 027 (helpers.ts `isWalkedPair`): each language and each screen once. */
const VARIANTS = [
  { name: 'phone, German', viewport: PHONE, lang: 'de' },
  { name: 'desktop, English', viewport: DESKTOP, lang: 'en' },
] as const;

const GUEST_ID = /^guest_app_\d+[0-9a-f-]{36}$/;

/** The guest ids the app keeps (ids only: the session is an HttpOnly cookie). */
async function storedGuest(page: Page, project: string) {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw
      ? (JSON.parse(raw) as { state: { userId: string | null; loggedIn: boolean } }).state
      : null;
  }, `hospes:${project}:guest`);
}

/** What the server says about this browser's session cookie. */
async function sessionOnServer(page: Page, project: string) {
  return page.evaluate(async (p) => {
    const response = await fetch(`/api/integrations/${p}/isloggedin`);
    return (await response.json()) as { logged_in: boolean; user_id: string | null };
  }, project);
}

/**
 * The menu with the account entry: the sidebar on a desktop; on a phone the
 * folded menu of the header, opened first.
 */
async function openMenu(page: Page, t: Texts, phone: boolean) {
  if (!phone) return page.getByRole('complementary');
  const header = page.getByRole('banner');
  const toggle = header.getByRole('button', { name: t.menu });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return header;
}

/** ARCHITECTURE security rules: the session cookie's value appears nowhere JavaScript can read. */
async function expectNoTokenReadable(page: Page, context: BrowserContext, project: string) {
  const cookies = await context.cookies();
  const session = cookies.find((cookie) => cookie.name === `hospes_${project}`);
  expect(session, 'the session cookie exists').toBeTruthy();
  expect(session!.httpOnly).toBe(true);
  expect(session!.sameSite).toBe('Strict');
  const readable = await page.evaluate(() => {
    const dump = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, i) => {
        const key = storage.key(i)!;
        return `${key}=${storage.getItem(key)}`;
      }).join('\n');
    return { cookie: document.cookie, local: dump(localStorage), session: dump(sessionStorage) };
  });
  expect(readable.cookie).not.toContain(session!.value);
  expect(readable.cookie).not.toContain('hospes_');
  expect(readable.local).not.toContain(session!.value);
  expect(readable.session).not.toContain(session!.value);
  expect(readable.local.toLowerCase()).not.toContain('token');
  expect(readable.session.toLowerCase()).not.toContain('token');
}

for (const variant of VARIANTS) {
  const t = TEXT[variant.lang];
  const phone = variant.viewport === PHONE;
  const slug = `${phone ? 'phone' : 'desktop'}-${variant.lang}`;
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: `${screenshotDir}login-${slug}-${name}.png` });

  test.describe(`login (${variant.name})`, () => {
    test.use({ viewport: variant.viewport, locale: t.locale });

    test.beforeEach(async ({ context }) => {
      await presetConsent(context, 'alpenrose');
      await presetConsent(context, 'bergblick');
    });

    test('an anonymous guest logs in with R-1001, sees the reservation, and logs out to an anonymous guest again', async ({
      page,
      context,
    }) => {
      await page.goto('/alpenrose/#/');
      await expect
        .poll(async () => (await storedGuest(page, 'alpenrose'))?.userId)
        .toMatch(GUEST_ID);
      const anonymous = (await storedGuest(page, 'alpenrose'))!.userId!;
      expect((await sessionOnServer(page, 'alpenrose')).user_id).toBe(anonymous);

      // spec §5: an empty field is named and nothing is sent.
      const menu = await openMenu(page, t, phone);
      await menu.getByRole('button', { name: t.login, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t.login });
      await dialog.getByRole('textbox', { name: t.reservationNumber }).fill('R-1001');
      await dialog.getByRole('button', { name: t.submit }).click();
      await expect(dialog.getByText(t.missingLastName)).toBeVisible();

      // A wrong name: the dialog's hint, the toast, and the typed data stays.
      await dialog.getByRole('textbox', { name: t.lastName }).fill('Mustermann');
      await dialog.getByRole('button', { name: t.submit }).click();
      await expect(dialog.getByText(t.failed)).toBeVisible();
      await expect(
        page.getByRole('status').getByText(t.failedToast, { exact: true }),
      ).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: t.reservationNumber })).toHaveValue(
        'R-1001',
      );
      // The toast stands clear of the dialog's title and inputs.
      const toastBox = await page.getByRole('status').getByText(t.failedToast).boundingBox();
      for (const part of [
        dialog.getByRole('heading', { name: t.login }),
        dialog.getByRole('textbox', { name: t.reservationNumber }),
        dialog.getByRole('textbox', { name: t.lastName }),
      ]) {
        const box = (await part.boundingBox())!;
        const apart =
          toastBox!.y + toastBox!.height <= box.y ||
          box.y + box.height <= toastBox!.y ||
          toastBox!.x + toastBox!.width <= box.x ||
          box.x + box.width <= toastBox!.x;
        expect(apart, 'the toast covers part of the dialog').toBe(true);
      }
      await shot(page, '1-failed');

      // The right name, as typed with blanks and in lower case.
      await dialog.getByRole('textbox', { name: t.lastName }).fill('  muster ');
      await dialog.getByRole('button', { name: t.submit }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(t.success)).toBeVisible();
      // One toast at a time: the success replaced the failure.
      await expect(page.getByText(t.failedToast, { exact: true })).toHaveCount(0);
      await expect.poll(async () => (await storedGuest(page, 'alpenrose'))?.loggedIn).toBe(true);
      expect((await sessionOnServer(page, 'alpenrose')).logged_in).toBe(true);
      await expectNoTokenReadable(page, context, 'alpenrose');

      const account = await openMenu(page, t, phone);
      const card = account.getByRole('article').filter({ hasText: t.reservation });
      await expect(card.getByRole('heading', { name: t.reservation })).toBeVisible();
      await expect(card.getByText(t.checkinReady)).toBeVisible();
      await expect(card.getByRole('link', { name: t.checkin })).toHaveAttribute(
        'href',
        '#/checkinguestform/R-1001',
      );
      await card.scrollIntoViewIfNeeded();
      await shot(page, '2-logged-in');

      await account.getByRole('button', { name: t.logout, exact: true }).click();
      const confirm = page.getByRole('dialog', { name: t.logout });
      await confirm.getByRole('button', { name: t.confirmLogout }).click();
      await expect(page.getByText(t.loggedOut)).toBeVisible();
      await expect
        .poll(async () => storedGuest(page, 'alpenrose'))
        .toMatchObject({ loggedIn: false, userId: expect.stringMatching(GUEST_ID) });
      // The server's Clear-Site-Data emptied the storage; the device's choices were kept.
      expect(
        await page.evaluate(() => localStorage.getItem('hospes:alpenrose:consent')),
      ).not.toBeNull();
      // The app then settles the anonymous guest with the server (a new one: the old session ended).
      await expect
        .poll(async () => (await sessionOnServer(page, 'alpenrose')).user_id)
        .toMatch(GUEST_ID);
      const after = await sessionOnServer(page, 'alpenrose');
      expect(after.logged_in).toBe(false);
      await expect
        .poll(async () => (await storedGuest(page, 'alpenrose'))?.userId)
        .toBe(after.user_id);
      const menuAfter = await openMenu(page, t, phone);
      await expect(menuAfter.getByRole('button', { name: t.login, exact: true })).toBeVisible();
      await expect(menuAfter.getByText(t.reservation)).toHaveCount(0);
      await shot(page, '3-logged-out');
    });

    test('bergblick (blocking splash screen) sends to /login and, after login, back to the requested page', async ({
      page,
      context,
    }) => {
      await page.goto('/bergblick/#/favorites');
      await expect(page).toHaveURL(/#\/login\?redirect=%2Ffavorites$/);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: t.login })).toBeVisible();
      // The splash greets with the project's image and says where the number is and
      // where the guest returns to, by the page's title — never a path.
      await expect(main.locator('img.login-page__image')).toBeVisible();
      await expect(main.getByText(t.reservationHint)).toBeVisible();
      await expect(main.getByText(t.returnTo)).toBeVisible();
      await expect(main.getByText('/favorites')).toHaveCount(0);
      await shot(page, '4-splash');
      await main.getByRole('textbox', { name: t.reservationNumber }).fill('R-1001');
      await main.getByRole('textbox', { name: t.lastName }).fill('Muster');
      await main.getByRole('button', { name: t.submit }).click();
      await expect(page).toHaveURL(/#\/favorites$/);
      await expect(main.getByRole('heading', { level: 1, name: t.favourites })).toBeVisible();
      await expect(page.getByText(t.success)).toBeVisible();
      await expectNoTokenReadable(page, context, 'bergblick');
    });

    if (walksScreenFreeRules(variant.lang)) {
      test('a login link ?rid=R-1001&lnm=Muster logs in and its parameters leave the address', async ({
        page,
        context,
      }) => {
        await page.goto('/alpenrose/?rid=R-1001&lnm=Muster#/');
        await expect(page.getByText(t.success)).toBeVisible();
        await expect.poll(() => page.url()).not.toContain('rid=');
        expect(page.url()).not.toContain('lnm=');
        expect((await sessionOnServer(page, 'alpenrose')).logged_in).toBe(true);
        await expectNoTokenReadable(page, context, 'alpenrose');

        // The same link inside the hash route, on a device whose session has ended.
        await context.clearCookies();
        await page.goto('about:blank');
        await page.goto('/alpenrose/#/?rid=R-1001&lnm=Muster');
        await expect(page.getByText(t.success)).toBeVisible();
        await expect.poll(() => page.url()).toMatch(/\/alpenrose\/#\/$/);
        expect((await sessionOnServer(page, 'alpenrose')).logged_in).toBe(true);
        await shot(page, '5-link');
      });
    }
  });
}
