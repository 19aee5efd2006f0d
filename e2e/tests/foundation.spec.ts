// The walking skeleton, driven as a guest would.
import { expect, test } from '@playwright/test';
import { fetchModel, presetConsent, screenshotDir } from './helpers.ts';

const artifacts = screenshotDir;

// These walk the skeleton; the cookie dialog and the popups have their own spec.
test.beforeEach(async ({ context }) => {
  for (const project of ['alpenrose', 'seenland', 'bergblick', 'talhof', 'weinleiten']) {
    await presetConsent(context, project);
  }
});

test('the demo start page lists the five demo projects', async ({ page }) => {
  await page.goto('/');
  for (const id of ['alpenrose', 'seenland', 'bergblick', 'talhof', 'weinleiten']) {
    await expect(page.locator(`a[href="/${id}/"]`)).toBeVisible();
  }
});

test('a guest opens Alpenrose and sees the welcome page in German', async ({ page, request }) => {
  const model = await fetchModel(request, 'alpenrose', 'de');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/alpenrose/');
  await expect(page.getByRole('heading', { name: model.welcome.top.greeting })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle(model.name);
  await page.screenshot({ path: `${artifacts}welcome-390x844.png`, fullPage: false });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await page.screenshot({ path: `${artifacts}welcome-1280x800.png`, fullPage: false });
});

test.describe('with an English browser', () => {
  test.use({ locale: 'en-GB' });

  test('the welcome page is in English', async ({ page, request }) => {
    const model = await fetchModel(request, 'alpenrose', 'en');
    await page.goto('/alpenrose/');
    await expect(page.getByRole('heading', { name: model.welcome.top.greeting })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('before the scripts run (no JavaScript)', () => {
  test.use({ javaScriptEnabled: false });

  for (const { lang, locale, tabs } of [
    { lang: 'de', locale: 'de-AT', tabs: 'Schnellnavigation' },
    { lang: 'en', locale: 'en-GB', tabs: 'Quick navigation' },
  ]) {
    test(`the page is the welcome view, rendered by the server (${lang})`, async ({
      browser,
      request,
    }) => {
      const model = await fetchModel(request, 'alpenrose', lang);
      const context = await browser.newContext({ locale, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/alpenrose/');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(
        page.getByRole('heading', { level: 1, name: model.welcome.top.greeting }),
      ).toBeVisible();
      const image = page.locator('.welcome__image');
      await expect(image).toHaveAttribute('src', model.welcome.top.welcome_image!);
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      expect((await image.boundingBox())!.width).toBe(390);
      // Topic tiles and the menu lead somewhere already: hash links.
      const { topics } = model.discover as { topics: { id: string; title: string }[] };
      const hiking = topics.find((topic) => topic.id === 'hiking')!;
      await expect(page.getByRole('link', { name: hiking.title }).first()).toHaveAttribute(
        'href',
        '#/topic/hiking',
      );
      await expect(
        page.getByRole('navigation', { name: tabs }).locator('a[href="#/topic/hiking"]'),
      ).toBeVisible();
      await expect(page.locator('footer.imprint-footer')).toBeVisible();
      await page.screenshot({ path: `${artifacts}first-view-${lang}-390x844.png` });
      await context.close();
    });
  }

  test('a hotel that asks for the login first shows its start screen instead', async ({
    browser,
    request,
  }) => {
    const model = await fetchModel(request, 'bergblick', 'de');
    const context = await browser.newContext({ locale: 'de-AT', javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/bergblick/');
    await expect(page.getByText(model.welcome.top.greeting!, { exact: true })).toBeVisible();
    await expect(page.locator('.start-screen__image')).toHaveAttribute(
      'src',
      model.welcome.top.welcome_image!,
    );
    await expect(page.locator('main')).toHaveCount(0);
    await context.close();
  });
});

test('the app takes the first view over without drawing it anew', async ({ page, request }) => {
  const model = await fetchModel(request, 'alpenrose', 'de');
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  // The heading the server sent, remembered before any script of the app runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as { serverHeading?: Element | null }).serverHeading = document.querySelector('h1');
    });
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/alpenrose/');
  // The menu opens only once the app has taken the page over.
  const menu = page.getByRole('button', { name: 'Menü', exact: true });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByRole('heading', { level: 1, name: model.welcome.top.greeting }),
  ).toBeVisible();
  expect(
    await page.evaluate(
      () =>
        (window as { serverHeading?: Element | null }).serverHeading ===
        document.querySelector('h1'),
    ),
  ).toBe(true);
  expect(warnings.filter((text) => /rendered anew|hydrat/i.test(text))).toEqual([]);
});

test('opened at another page, the start screen shows until that page, never the welcome view', async ({
  page,
}) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      (window as { welcomeShown?: boolean }).welcomeShown =
        root !== null && getComputedStyle(root).display !== 'none';
    });
  });
  await page.goto('/alpenrose/#/impressum');
  await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
  expect(await page.evaluate(() => (window as { welcomeShown?: boolean }).welcomeShown)).toBe(
    false,
  );
  await expect(page.locator('.start-screen')).toHaveCount(0);
});

test('a guest switches the language in the UI and the choice is kept', async ({
  page,
  request,
}) => {
  const en = await fetchModel(request, 'alpenrose', 'en');
  const it = await fetchModel(request, 'alpenrose', 'it');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/alpenrose/');
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
  await expect(page.getByRole('heading', { name: en.welcome.top.greeting })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('it');
  await expect(page.getByRole('heading', { name: it.welcome.top.greeting })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: it.welcome.top.greeting })).toBeVisible();
});

test('an unknown route shows the not-found text and its link leads home', async ({ page }) => {
  await page.goto('/alpenrose/');
  await page.evaluate(() => (window.location.hash = '#/no/such/page'));
  await expect(page.getByText('Der angeforderte Inhalt wurde nicht gefunden.')).toBeVisible();
  await page.getByRole('link', { name: /Startseite/ }).click();
  await expect(page).toHaveURL(/#\/$/);
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('the not-found page uses the spec text', async ({ page }) => {
    await page.goto('/alpenrose/#/definitely-missing');
    await expect(page.getByText('The requested content was not found.')).toBeVisible();
    await page.getByRole('link', { name: /start page/i }).click();
    await expect(page).toHaveURL(/#\/$/);
  });
});

test('every route of the spec table resolves to a page, not a blank screen', async ({ page }) => {
  const routes = [
    '/login',
    '/activity/alp-spa',
    '/debug',
    '/contact',
    '/weather',
    '/favorites',
    '/impressum',
    '/topic',
    '/search',
    '/surpriseme',
    '/directory',
    '/guestservices',
    '/order',
    '/',
    '/chatbot',
    '/shop',
    '/checkinguestform',
    '/roomcheckin/R-1/1',
    '/more',
    '/programme',
    '/registrations',
    '/registrations/messages',
    '/profile',
    '/plan',
    '/invoices/R-1',
    '/checkout/R-1',
    '/roomcheckout/R-1/1',
  ];
  // Each route loads its own chunk: a busy machine needs more than the default 5 s.
  const patient = expect.configure({ timeout: 15_000 });
  await page.goto('/alpenrose/');
  await patient(page.locator('main h1').first()).toBeVisible();
  for (const route of routes) {
    await page.evaluate((r) => (window.location.hash = `#${r}`), route);
    const main = page.locator('main');
    await patient(main.locator('h1, h2').first(), `route ${route}`).toBeVisible();
    await expect(page.getByText('Der angeforderte Inhalt wurde nicht gefunden.')).toHaveCount(0);
  }
});

test('the first navigation to an inner page puts the start page below it in history', async ({
  page,
}) => {
  await page.goto('/alpenrose/#/weather');
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page).toHaveURL(/#\/weather$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/alpenrose\/(#\/?)?$/);
});

test('bergblick sends an anonymous visitor to the login with the redirect query; how to reach the hotel stays open', async ({
  page,
}) => {
  await page.goto('/bergblick/#/favorites?x=1');
  await expect(page).toHaveURL(/#\/login\?redirect=%2Ffavorites%3Fx%3D1$/);
  // docs/decisions/037: a guest who cannot log in still finds the phone number, the imprint and the weather.
  for (const route of ['contact', 'impressum', 'weather']) {
    await page.goto(`/bergblick/#/${route}`);
    await expect(page).toHaveURL(new RegExp(`#/${route}$`));
    await expect(page.locator('main h1')).toBeVisible();
  }
  await page.goto('/bergblick/#/contact');
  await expect(page.getByRole('main').getByRole('link', { name: '+43 6412 73310' })).toBeVisible();
});

test('menus and tabs lead only to pages that are built; a hotel without a shop or a chatbot says so', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/talhof/');
  // talhof's tabs have the inbox, which is built: the tab is there.
  await expect(page.getByRole('link', { name: /^Profil/ }).last()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Posteingang/ }).last()).toBeVisible();
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Menü' }).click();
  await expect(header.getByRole('link', { name: /Gästeservice/ })).toBeVisible();
  // talhof is "app without chatbot" and has no shop: no menu leads there.
  for (const name of [/Chatbot/, /^Shop/]) {
    await expect(page.getByRole('link', { name })).toHaveCount(0);
  }
  // A link from outside reaches the shop route, which says that this hotel has none …
  await page.goto('/talhof/#/shop');
  await expect(page.locator('main h1')).toHaveText('Shop');
  await expect(
    page.getByText(
      'Dieses Hotel hat noch keinen Shop in der App. Bitte fragen Sie an der Rezeption.',
    ),
  ).toBeVisible();
  // … and so does the chatbot route (spec §1: this variant has no chatbot).
  await page.goto('/talhof/#/chatbot');
  await expect(page.locator('main h1')).toHaveText('Digitale Concierge');
  await expect(page.getByText('Der Chat ist hier nicht verfügbar.')).toBeVisible();
});
