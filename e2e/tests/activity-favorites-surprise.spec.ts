// The activity detail (/activity/:activityId), favourites (/favorites)
// and surprise me (/surpriseme), in German and English, on a phone and a desktop.
import { DEFAULT_TIMEZONE, zonedDate, zonedTimeToEpoch } from '@hospes/domain';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { fetchModel, isWalkedPair, presetConsent, screenshotDir } from './helpers.ts';
import { expectAccessible } from './axe.ts';

// These run first in the suite: a cold server and browser can take more than 5 s to show a page.
const expect = baseExpect.configure({ timeout: 15_000 });

const artifacts = screenshotDir;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const PROJECT = 'alpenrose';

interface Item {
  id: string;
  type: string;
  title: string;
  images?: string[];
  streetAddress?: string;
  addressLocality?: string;
  features?: string[];
  contact?: { phone?: string; email?: string; website?: string };
  openingHours?: { day: number; from: string; to: string }[];
}
interface Model {
  discover: { topics: { id: string; title: string; items: Item[] }[] };
}

/** 11:00 today in the project's time zone: the demo's places are open, the weather is today's. */
function lateMorning(): Date {
  const today = zonedDate(Date.now(), DEFAULT_TIMEZONE);
  return new Date(zonedTimeToEpoch(`${today}T11:00`, DEFAULT_TIMEZONE));
}

async function itemsOf(page: Page, lang: string): Promise<Item[]> {
  const model = (await fetchModel(page.request, PROJECT, lang)) as unknown as Model;
  return model.discover.topics.flatMap((topic) => topic.items);
}

/** A place open every day from morning to afternoon, with a gallery, an address and contacts. */
function openPlace(items: Item[]): Item {
  const found = items.find(
    (item) =>
      item.type === 'ACTIVITY' &&
      (item.images?.length ?? 0) >= 2 &&
      item.streetAddress &&
      item.contact?.phone &&
      item.contact.website &&
      item.openingHours?.length === 7 &&
      item.openingHours.every((h) => h.from <= '10:00' && h.to >= '12:00'),
  );
  if (!found) throw new Error('the demo model has no such place');
  return found;
}

/** The labels the tests look for, in the guest's language. */
const TEXT = {
  de: {
    openNow: 'Jetzt geöffnet',
    openingHours: 'Öffnungszeiten',
    placeAndContact: 'Adresse und Kontakt',
    nextImage: 'Nächstes Bild',
    image2: /^Bild 2 von \d+$/,
    enlarge: /^Bild \d von \d+ im Vollbild zeigen$/,
    anyImage: /^Bild \d von \d+$/,
    pictures: (title: string) => `Bilder von ${title}`,
    add: 'Zu den Favoriten hinzufügen',
    remove: 'Aus den Favoriten entfernen',
    favorites: 'Favoriten',
    removeItem: (title: string) => `${title} aus den Favoriten entfernen`,
    empty: 'Noch keine Favoriten',
    surprise: 'Überrasch mich',
    another: 'Zeig mir noch eine',
    details: /^Details anzeigen/,
  },
  en: {
    openNow: 'Open now',
    openingHours: 'Opening hours',
    placeAndContact: 'Address and contact',
    nextImage: 'Next image',
    image2: /^Image 2 of \d+$/,
    enlarge: /^Show image \d of \d+ full screen$/,
    anyImage: /^Image \d of \d+$/,
    pictures: (title: string) => `Pictures of ${title}`,
    add: 'Add to favourites',
    remove: 'Remove from favourites',
    favorites: 'Favourites',
    removeItem: (title: string) => `Remove ${title} from favourites`,
    empty: 'No favourites yet',
    surprise: 'Surprise me',
    another: 'Show me another one',
    details: /^Show details/,
  },
} as const;

/** Opens a route of the app as a guest who answered the cookie dialog, at 11:00. */
async function open(page: Page, route: string) {
  await presetConsent(page.context(), PROJECT);
  await page.clock.setFixedTime(lateMorning());
  await page.goto(`/${PROJECT}/#${route}`);
}

const goToRoute = (page: Page, route: string) =>
  page.evaluate((r) => (window.location.hash = `#${r}`), route);

/** The title of the suggestion on show. */
const suggestionTitle = (page: Page) => page.locator('main article h2');

for (const [lang, locale] of [
  ['de', 'de-DE'],
  ['en', 'en-GB'],
] as const) {
  const text = TEXT[lang];
  for (const [device, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    if (!isWalkedPair(lang, device)) continue;
    test.describe(`${lang}, ${device}`, () => {
      test.use({ locale, viewport });
      const shot = (name: string) =>
        `${artifacts}activity-${name}-${lang}-${viewport.width}x${viewport.height}.png`;

      test('a guest opens an activity and sees its address, contact and opening hours', async ({
        page,
      }) => {
        const place = openPlace(await itemsOf(page, lang));
        await open(page, `/activity/${place.id}`);

        await expect(page.getByRole('heading', { level: 1, name: place.title })).toBeVisible();
        const contact = page.getByRole('region', { name: text.placeAndContact });
        await expect(contact.getByText(place.streetAddress!)).toBeVisible();
        await expect(contact.getByRole('link', { name: place.contact!.phone! })).toHaveAttribute(
          'href',
          `tel:${place.contact!.phone!.replace(/[^\d+]/g, '')}`,
        );
        const website = contact.getByRole('link', {
          name: new URL(place.contact!.website!).hostname.replace(/^www\./, ''),
        });
        await expect(website).toHaveAttribute('href', new URL(place.contact!.website!).href);
        await expect(website).toHaveAttribute('rel', 'noopener noreferrer');
        const hours = page.getByRole('region', { name: text.openingHours });
        await expect(hours.getByText(text.openNow)).toBeVisible();
        await expect(hours.getByRole('row')).toHaveCount(7);
        await expect(hours.locator('tr[aria-current="date"]')).toHaveCount(1);

        await page.getByRole('button', { name: text.nextImage }).click();
        await expect(page.getByText(text.image2)).toBeVisible();
        await page.screenshot({ path: shot('detail'), fullPage: true });

        // Full screen: opened from the gallery, arrows move, Escape goes back to the page.
        await page.getByRole('button', { name: text.enlarge }).click();
        const viewer = page.getByRole('dialog', { name: text.pictures(place.title) });
        const counter = viewer.getByText(text.anyImage);
        const before = (await counter.textContent()) ?? '';
        // The arrows act on the viewer once it has the focus (it takes it as it opens).
        await expect
          .poll(() => viewer.evaluate((el) => el.contains(document.activeElement)))
          .toBe(true);
        await page.keyboard.press(/ 1 /.test(before) ? 'ArrowRight' : 'ArrowLeft');
        await expect(viewer.getByRole('img')).toBeVisible();
        await expect(counter).not.toHaveText(before);
        await page.screenshot({ path: shot('viewer'), fullPage: false });
        await page.keyboard.press('Escape');
        await expect(viewer).toBeHidden();

        await expectAccessible(page, { include: 'main' });
      });

      test('a guest keeps an activity as a favourite and removes it again', async ({ page }) => {
        const place = openPlace(await itemsOf(page, lang));
        await open(page, `/activity/${place.id}`);
        const add = page.getByRole('button', { name: text.add });
        await expect(add).toHaveAttribute('aria-pressed', 'false');
        await add.click();
        await expect(page.getByRole('button', { name: text.remove })).toHaveAttribute(
          'aria-pressed',
          'true',
        );

        await goToRoute(page, '/favorites');
        const list = page.getByRole('list', { name: text.favorites });
        await expect(list.getByRole('link', { name: place.title })).toBeVisible();
        // Kept in the project cache: still there after a reload.
        await page.reload();
        await expect(list.getByRole('link', { name: place.title })).toBeVisible();
        await page.screenshot({ path: shot('favorites'), fullPage: false });

        await page.getByRole('button', { name: text.removeItem(place.title) }).click();
        await expect(page.getByRole('heading', { level: 2, name: text.empty })).toBeVisible();
        await page.screenshot({ path: shot('favorites-empty'), fullPage: false });

        await list.getByRole('link').first().waitFor({ state: 'detached' });
        await goToRoute(page, `/activity/${place.id}`);
        await expect(page.getByRole('button', { name: text.add })).toHaveAttribute(
          'aria-pressed',
          'false',
        );
      });

      test('surprise me shows an activity and "another one" changes it', async ({ page }) => {
        await open(page, '/surpriseme');
        await expect(page.getByRole('heading', { level: 1, name: text.surprise })).toBeVisible();
        const first = (await suggestionTitle(page).textContent()) ?? '';
        expect(first).not.toBe('');
        await page.screenshot({ path: shot('surprise'), fullPage: false });

        for (let i = 0; i < 3; i++) {
          const before = (await suggestionTitle(page).textContent()) ?? '';
          await page.getByRole('button', { name: text.another }).click();
          await expect(suggestionTitle(page)).not.toHaveText(before);
        }

        const title = (await suggestionTitle(page).textContent()) ?? '';
        await page.getByRole('link', { name: text.details }).click();
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      });
    });
  }
}

test.describe('rain in the forecast', () => {
  // The route below sees the app's weather call: no service worker in between (the config's default).
  test.use({ locale: 'en-GB', viewport: PHONE });

  test('when rain is likely, surprise me suggests only things for any weather', async ({
    page,
  }) => {
    const items = await itemsOf(page, 'en');
    const anyWeather = new Set(
      items.filter((item) => item.features?.includes('AnyWeather')).map((item) => item.title),
    );
    const now = lateMorning().getTime();
    await page.route('**/api/weather/**', (route) =>
      route.fulfill({
        json: {
          name: 'Lärchwald',
          source: 'static',
          fetchedAt: new Date(now).toISOString(),
          list: [0, 3, 6].map((h) => ({
            description: 'Rain',
            temp: 6,
            feels_like: 4,
            temp_min: 5,
            temp_max: 7,
            wind_speed: 3,
            pop: 0.9,
            time: Math.floor((now + (h - 1) * 3_600_000) / 1000),
            icon: '10d',
            id: 500,
            pod: 'd',
            clouds: 95,
          })),
        },
      }),
    );
    await open(page, '/surpriseme');
    await expect(
      page.getByText(
        'Rain is likely in the next hours, so we suggest things that are good in any weather.',
      ),
    ).toBeVisible();
    for (let i = 0; i < 5; i++) {
      const title = (await suggestionTitle(page).textContent()) ?? '';
      expect(anyWeather.has(title), title).toBe(true);
      await expect(page.getByRole('list', { name: 'Why this suggestion' })).toContainText(
        'Good in any weather',
      );
      await page.getByRole('button', { name: 'Show me another one' }).click();
      await expect(suggestionTitle(page)).not.toHaveText(title);
    }
    await page.screenshot({
      path: `${artifacts}activity-surprise-rain-en-390x844.png`,
      fullPage: false,
    });
  });
});
