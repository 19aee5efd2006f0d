// Offline: a guest browses the guide online, loses the network,
// reloads, and can still open the app, search, open their favourites and the
// activities they opened before, read the weather they saw and ask the
// chatbot; the offline badge tells them what they see is saved. One walk per
// language/screen pair: each installs the service worker, whose precache of
// the whole app is the costly part of a test (ADR 027).
import { weatherDayTexts, type ProjectModel } from '@hospes/domain';
import { expect, test, type Page } from '@playwright/test';
import {
  fetchModel,
  isWalkedPair,
  presetConsent,
  waitForServiceWorker,
  screenshotDir,
} from './helpers.ts';

const artifacts = screenshotDir;
const PROJECT = 'alpenrose';
const HIKING = 'hiking';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const LANGUAGES = [
  {
    lang: 'de',
    locale: 'de-DE',
    searchLabel: 'Suchbegriff',
    query: 'Käserei',
    addFavourite: 'Zu den Favoriten hinzufügen',
    favourites: 'Favoriten',
    offline: 'Sie sind offline – gespeicherte Inhalte werden angezeigt',
    weather: 'Wetter',
    demoWeather: 'Demo-Vorhersage (aufgezeichnete Daten)',
    chatbotField: 'Ihre Frage',
    questions: [
      ['Gibt es einen Fitnessraum?', 'Fitnessraum'],
      ['Wo ist die Apotheke?', 'Apotheke'],
    ],
  },
  {
    lang: 'en',
    locale: 'en-GB',
    searchLabel: 'Search term',
    query: 'dairy',
    addFavourite: 'Add to favourites',
    favourites: 'Favourites',
    offline: 'You are offline — showing saved content',
    weather: 'Weather',
    demoWeather: 'Demo forecast (recorded data)',
    chatbotField: 'Your question',
    questions: [
      ['Is there a gym?', 'Fitness room'],
      ['Where is the pharmacy?', 'Pharmacy'],
    ],
  },
] as const;

/** Changes the hash route in the page, as the app's own links do (no reload). */
const goToRoute = (page: Page, route: string) =>
  page.evaluate((r) => (window.location.hash = `#${r}`), route);

/** Asks the chatbot and waits for the answer's link to the entry. */
async function askChatbot(page: Page, field: string, [question, entry]: readonly [string, string]) {
  const input = page.getByRole('textbox', { name: field });
  await input.fill(question);
  await input.press('Enter');
  await expect(page.getByRole('log').getByRole('link', { name: entry }).first()).toBeVisible();
}

/** The text of an HTML description, roughly as the page shows it (first words). */
const firstWords = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .slice(0, 4)
    .join(' ');

/** Every image in the main area has loaded (none broken, none still waiting). */
async function expectImagesLoaded(page: Page) {
  await expect
    .poll(() =>
      page
        .locator('main img')
        .evaluateAll((images) =>
          (images as HTMLImageElement[]).every((img) => img.complete && img.naturalWidth > 0),
        ),
    )
    .toBe(true);
}

// Offline use is the service worker's.
test.use({ serviceWorkers: 'allow' });

for (const language of LANGUAGES) {
  for (const viewport of VIEWPORTS) {
    if (!isWalkedPair(language.lang, viewport.name)) continue;
    test.describe(`in ${language.lang === 'de' ? 'German' : 'English'} on a ${viewport.name}`, () => {
      test.use({
        locale: language.locale,
        viewport: { width: viewport.width, height: viewport.height },
      });

      test('a guest who browsed online can still open the app, search, open favourites, the activities and the weather seen before, and ask the chatbot when offline', async ({
        page,
        context,
        request,
      }) => {
        test.slow(); // a whole visit, then the same again offline
        const model = (await fetchModel(
          request,
          PROJECT,
          language.lang,
        )) as unknown as ProjectModel;
        const hiking = model.discover.topics.find((topic) => topic.id === HIKING)!;
        const [first, second] = hiking.items;
        if (!first?.description || !second?.description) {
          throw new Error('the demo hiking topic needs two described items');
        }
        const dairy = model.discover.topics
          .flatMap((topic) => topic.items)
          .find((item) => item.id === 'alp-dairy')!;
        await presetConsent(context, PROJECT);

        // Online: the welcome page, as a guest arrives.
        await page.goto(`/${PROJECT}/`);
        await expect(
          page.getByRole('heading', { level: 1, name: model.welcome.top.greeting }),
        ).toBeVisible();
        await waitForServiceWorker(page);

        // A topic from the welcome page, and two of its activities.
        await page
          .getByRole('main')
          .getByRole('link', { name: new RegExp(`^${hiking.title}`) })
          .first()
          .click();
        await expect(page.getByRole('heading', { level: 1, name: hiking.title })).toBeVisible();
        await page.getByRole('link', { name: first.title, exact: true }).first().click();
        await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
        await expect(page.getByRole('main')).toContainText(firstWords(first.description));
        await expectImagesLoaded(page);
        await page.getByRole('button', { name: language.addFavourite }).click();

        await page.goBack();
        await expect(page.getByRole('heading', { level: 1, name: hiking.title })).toBeVisible();
        await page.getByRole('link', { name: second.title, exact: true }).first().click();
        await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible();
        await expectImagesLoaded(page);

        // A search.
        await goToRoute(page, '/search');
        await page.getByRole('searchbox', { name: language.searchLabel }).fill(language.query);
        await expect(page.getByRole('link', { name: new RegExp(dairy.title) })).toBeVisible();

        // The weather and one question to the chatbot.
        await goToRoute(page, '/weather');
        await expect(page.getByRole('main').getByText(language.demoWeather)).toBeVisible();
        await goToRoute(page, '/chatbot');
        await askChatbot(page, language.chatbotField, language.questions[0]);

        // The network goes: the badge says so at once; the guest reloads the app.
        const badge = page.getByRole('status').filter({ hasText: language.offline });
        await expect(badge).toHaveCount(0);
        await context.setOffline(true);
        await expect(badge).toBeVisible();
        await page.reload();
        await expect(badge).toBeVisible();
        await expect(page).toHaveTitle(model.name);

        // The chatbot still answers, a question it was not asked online too.
        await expect(page.getByRole('textbox', { name: language.chatbotField })).toBeVisible();
        await askChatbot(page, language.chatbotField, language.questions[1]);

        // The weather seen before is still there.
        await goToRoute(page, '/weather');
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1, name: language.weather })).toBeVisible();
        await expect(main.getByText(language.demoWeather)).toBeVisible();
        await expect(
          main.getByRole('article', { name: weatherDayTexts(language.lang).today }),
        ).toContainText('°C');

        // Search still answers.
        await goToRoute(page, '/search');
        const field = page.getByRole('searchbox', { name: language.searchLabel });
        await field.fill('');
        await field.fill(language.query);
        await expect(page.getByRole('link', { name: new RegExp(dairy.title) })).toBeVisible();

        // The favourite is there and opens its page, with text and images.
        await goToRoute(page, '/favorites');
        await expect(
          page.getByRole('heading', { level: 1, name: language.favourites }),
        ).toBeVisible();
        await page.getByRole('main').getByRole('link', { name: first.title }).first().click();
        await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
        await expect(page.getByRole('main')).toContainText(firstWords(first.description));
        await expectImagesLoaded(page);

        // The other activity seen before opens too.
        await goToRoute(page, `/activity/${second.id}`);
        await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible();
        await expect(page.getByRole('main')).toContainText(firstWords(second.description));
        await expectImagesLoaded(page);
        await expect(badge).toBeVisible();
        await page.screenshot({
          path: `${artifacts}offline-walk-${language.lang}-${viewport.width}x${viewport.height}.png`,
        });

        // The welcome page, where a guest starts.
        await goToRoute(page, '/');
        await expect(
          page.getByRole('heading', { level: 1, name: model.welcome.top.greeting }),
        ).toBeVisible();

        await context.setOffline(false);
        await expect(badge).toHaveCount(0);
      });
    });
  }
}

test.describe('a logged-in guest offline (R-1002, 390 px, English)', () => {
  test.use({ locale: 'en-GB', viewport: { width: 390, height: 844 } });

  test('keeps the stay, inbox and invoices seen online, says from when, and a logout removes them', async ({
    page,
    context,
  }) => {
    test.slow(); // installs the service worker
    await presetConsent(context, PROJECT);
    await page.goto(`/${PROJECT}/?rid=R-1002&lnm=Gast#/invoices/R-1002`);
    await expect(page.getByText('Login successful.')).toBeVisible();
    await waitForServiceWorker(page);

    // Online: the invoices, the inbox and the plan, as the guest sees them.
    const invoice = page.getByRole('article', { name: /^Invoice / }).first();
    await expect(invoice).toBeVisible();
    const invoiceName = await invoice.getAttribute('aria-labelledby');
    const invoiceTitle = (await page.locator(`[id="${invoiceName}"]`).innerText()).trim();
    await goToRoute(page, '/registrations');
    const registration = page.getByRole('listitem').filter({ hasText: 'Status:' }).first();
    await expect(registration).toBeVisible();
    const registrationText = (await registration.innerText()).split('\n')[0]!;
    await goToRoute(page, '/plan');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Kept on the device as they arrive.
    const kept = () =>
      page.evaluate(() => {
        const copy = JSON.parse(localStorage.getItem('hospes:alpenrose:guest-copy') ?? '{}') as {
          entries?: { key: string[] }[];
        };
        return (copy.entries ?? []).map((entry) => entry.key[3]).sort();
      });
    await expect.poll(kept).toEqual(expect.arrayContaining(['bookings', 'inbox', 'invoices']));
    // spec §9: the worker's caches are this project's (another project on the
    // origin has its own), never the shared names of earlier versions.
    await expect
      .poll(() => page.evaluate(() => caches.keys()))
      .toEqual(expect.arrayContaining(['hospes-alpenrose-model', 'hospes-alpenrose-media']));
    expect(await page.evaluate(() => caches.keys())).not.toContain('hospes-model');

    // The network goes; the guest opens the app again.
    await context.setOffline(true);
    await page.reload();
    const asOf = page.getByRole('status').filter({ hasText: /^Offline — as of / });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Your bookings could not be loaded.')).toHaveCount(0);
    await goToRoute(page, '/invoices/R-1002');
    await expect(page.getByRole('heading', { level: 2, name: invoiceTitle })).toBeVisible();
    await expect(asOf).toBeVisible();
    await page.screenshot({ path: `${artifacts}offline-stay-invoices.png` });
    await goToRoute(page, '/registrations');
    await expect(page.getByText(registrationText).first()).toBeVisible();
    await expect(asOf).toBeVisible();
    await page.screenshot({ path: `${artifacts}offline-stay-inbox.png` });

    // Back online, the guest logs out: the copy leaves the device.
    await context.setOffline(false);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Menu' }).click();
    await header.getByRole('button', { name: 'Logout', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Logout' })
      .getByRole('button', { name: 'Log out' })
      .click();
    await expect(page.getByText('You have been logged out.')).toBeVisible();
    expect(
      await page.evaluate(() => localStorage.getItem('hospes:alpenrose:guest-copy')),
    ).toBeNull();
  });
});
