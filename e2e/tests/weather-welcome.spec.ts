// The weather (spec §2 /weather and the short widget), the welcome page
// per product variant (spec §1) and the offline badge, driven as a guest would,
// in German and English, on a phone and on a desktop.
import {
  DEFAULT_TIMEZONE,
  forecastDays,
  formatTemperature,
  shortForecast,
  weatherDayTexts,
  weekdayName,
  type ProjectModel,
  type WeatherForecast,
} from '@hospes/domain';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { fetchModel, isWalkedPair, presetConsent, screenshotDir } from './helpers.ts';
import { expectAccessible } from './axe.ts';

const artifacts = screenshotDir;
/** The first screen of a page load may take a while on a busy machine. */
const START_TIMEOUT = 15_000;

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const LANGUAGES = [
  {
    lang: 'de',
    locale: 'de-DE',
    weather: 'Wetter',
    widget: /^Wetter in /,
    demo: 'Demo-Vorhersage (aufgezeichnete Daten)',
    feelsLike: 'Gefühlt',
    forecast: 'Vorhersage',
    offers: 'Angebote für Sie',
    gallery: 'Galerie',
    contact: 'Schreiben Sie uns',
    newTab: '(öffnet in einem neuen Tab)',
    offline: 'Sie sind offline – gespeicherte Inhalte werden angezeigt',
    sidebar: 'Seitenleiste',
  },
  {
    lang: 'en',
    locale: 'en-GB',
    weather: 'Weather',
    widget: /^Weather in /,
    demo: 'Demo forecast (recorded data)',
    feelsLike: 'Feels like',
    forecast: 'Forecast',
    offers: 'Offers for you',
    gallery: 'Gallery',
    contact: 'Write to us',
    newTab: '(opens in a new tab)',
    offline: 'You are offline — showing saved content',
    sidebar: 'Sidebar',
  },
] as const;

async function model(request: APIRequestContext, project: string, lang: string) {
  return (await fetchModel(request, project, lang)) as unknown as ProjectModel;
}

/** The static provider's forecast, read as the app reads it. */
async function weather(request: APIRequestContext, project: string, lang: string) {
  const response = await request.get(`/api/weather/${project}?lang=${lang}`);
  expect(response.ok()).toBe(true);
  const answer = (await response.json()) as WeatherForecast & { source: string };
  expect(answer.source).toBe('static');
  return answer;
}

for (const language of LANGUAGES) {
  test.describe(`in ${language.lang === 'de' ? 'German' : 'English'}`, () => {
    test.use({ locale: language.locale });

    for (const viewport of VIEWPORTS) {
      if (!isWalkedPair(language.lang, viewport.name)) continue;
      const size = `${viewport.width}x${viewport.height}`;

      test.describe(`on a ${viewport.name}`, () => {
        test.use({ viewport: { width: viewport.width, height: viewport.height } });

        test("the weather page shows the static provider's figures for today, tomorrow and three days", async ({
          page,
          context,
          request,
        }) => {
          await presetConsent(context, 'alpenrose');
          const answer = await weather(request, 'alpenrose', language.lang);
          const now = Date.now();
          const short = shortForecast(answer, now, DEFAULT_TIMEZONE);
          const days = forecastDays(answer, now, DEFAULT_TIMEZONE);
          const texts = weatherDayTexts(language.lang);
          expect(days).toHaveLength(3);

          await page.goto('/alpenrose/#/weather');
          const main = page.getByRole('main');
          await expect(main.getByRole('heading', { level: 1, name: language.weather })).toBeVisible(
            { timeout: START_TIMEOUT },
          );
          await expect(main.getByText(answer.name, { exact: true })).toBeVisible();
          await expect(main.getByText(language.demo)).toBeVisible();

          const today = main.getByRole('article', { name: texts.today });
          await expect(today.locator('.weather-card__temp')).toHaveText(
            formatTemperature(short.today!.degreeCelcius),
          );
          await expect(today).toContainText(language.feelsLike);
          await expect(today.getByRole('img')).toHaveAttribute(
            'src',
            `app/2.1.0/images/weather/${short.today!.icon}.svg`,
          );
          const tomorrow = main.getByRole('article', { name: texts.tomorrow });
          await expect(tomorrow.locator('.weather-card__temp')).toHaveText(
            formatTemperature(short.tomorrow!.degreeCelcius),
          );

          const forecast = main.getByRole('region', { name: language.forecast });
          const items = forecast.getByRole('listitem');
          await expect(items).toHaveCount(3);
          for (const [index, day] of days.entries()) {
            const item = items.nth(index);
            await expect(item.getByRole('heading')).toContainText(
              weekdayName(day.weekday, language.lang),
            );
            await expect(item.locator('dd').nth(0)).toHaveText(formatTemperature(day.min));
            await expect(item.locator('dd').nth(1)).toHaveText(formatTemperature(day.max));
            await expect(item.getByRole('img', { name: day.description })).toBeVisible();
          }
          // The icons load (served under the project's base).
          const icon = today.getByRole('img');
          await expect
            .poll(() => icon.evaluate((img: HTMLImageElement) => img.naturalWidth))
            .toBeGreaterThan(0);

          await page.screenshot({
            path: `${artifacts}weather-${language.lang}-${size}.png`,
            fullPage: true,
          });
          await expectAccessible(page, { include: 'main', what: 'weather' });
        });

        test('the welcome page of alpenrose (app) shows the promotions with their links', async ({
          page,
          context,
          request,
        }) => {
          await presetConsent(context, 'alpenrose');
          const { welcome } = await model(request, 'alpenrose', language.lang);
          const promotions = welcome.promotions ?? [];
          expect(promotions.length).toBeGreaterThan(0);

          await page.goto('/alpenrose/');
          const main = page.getByRole('main');
          await expect(
            main.getByRole('heading', { level: 1, name: welcome.top.greeting }),
          ).toBeVisible({ timeout: START_TIMEOUT });
          const offers = main.getByRole('region', { name: language.offers });
          await expect(offers.getByRole('listitem')).toHaveCount(promotions.length);
          for (const promotion of promotions) {
            if (promotion.linkType === 'EXT') {
              const link = offers.getByRole('link', {
                name: `${promotion.title} ${language.newTab}`,
              });
              await expect(link).toHaveAttribute('href', promotion.link!);
              await expect(link).toHaveAttribute('target', '_blank');
            } else {
              await expect(offers.getByRole('link', { name: promotion.title })).toHaveAttribute(
                'href',
                `#${promotion.link}`,
              );
            }
          }
          // The logo once on a screen: in the header (phone) or the sidebar (desktop), not the page.
          await expect(page.locator('img[src$="/logo.svg"]:visible')).toHaveCount(1);
          await expect(main.locator('img[src$="/logo.svg"]')).toHaveCount(0);
          await expect(main.getByRole('link', { name: language.contact })).toHaveAttribute(
            'href',
            '#/contact',
          );
          // The short weather: on a phone on the welcome page, on a desktop in the sidebar.
          const inMain = main.getByRole('link', { name: language.widget });
          const inSidebar = page
            .getByRole('complementary', { name: language.sidebar })
            .getByRole('link', { name: language.widget });
          await expect(viewport.name === 'phone' ? inMain : inSidebar).toBeVisible();
          await expect(viewport.name === 'phone' ? inSidebar : inMain).toBeHidden();

          await page.screenshot({
            path: `${artifacts}welcome-alpenrose-${language.lang}-${size}.png`,
          });
          await offers.scrollIntoViewIfNeeded();
          await page.screenshot({
            path: `${artifacts}welcome-alpenrose-offers-${language.lang}-${size}.png`,
          });
          await expectAccessible(page, { include: 'main', what: 'welcome of alpenrose' });
          // An INT promotion opens its page in the app.
          const internal = promotions.find((p) => p.linkType === 'INT')!;
          await offers.getByRole('link', { name: internal.title }).click();
          await expect(page).toHaveURL(new RegExp(`#${internal.link}$`));
        });

        test('the welcome page of seenland (discover) has no promotions, logo, gallery or contact link', async ({
          page,
          context,
          request,
        }) => {
          await presetConsent(context, 'seenland');
          const { welcome, discover } = await model(request, 'seenland', language.lang);

          await page.goto('/seenland/');
          const main = page.getByRole('main');
          await expect(
            main.getByRole('heading', { level: 1, name: welcome.top.greeting }),
          ).toBeVisible({ timeout: START_TIMEOUT });
          await expect(
            main.getByRole('link', { name: discover.topics[0]!.title }).first(),
          ).toBeVisible();
          await expect(main.getByRole('region', { name: language.offers })).toHaveCount(0);
          await expect(main.getByRole('region', { name: language.gallery })).toHaveCount(0);
          await expect(main.getByRole('link', { name: language.contact })).toHaveCount(0);
          await expect(main.locator('.welcome__logo')).toHaveCount(0);
          await page.screenshot({
            path: `${artifacts}welcome-seenland-${language.lang}-${size}.png`,
          });
        });

        test('the welcome page of bergblick (discover plus) shows its gallery and contact link, the logo once', async ({
          page,
          context,
          request,
        }) => {
          await presetConsent(context, 'bergblick');
          const bergblick = await model(request, 'bergblick', language.lang);
          const gallery = (bergblick.welcome as { gallery?: string[] }).gallery ?? [];
          expect(gallery.length).toBeGreaterThan(0);

          // bergblick keeps its pages behind a blocking login (spec §2): the guest
          // comes with the login link of the booking e-mail (spec §3).
          await page.goto('/bergblick/?rid=R-1001&lnm=Muster#/');
          const main = page.getByRole('main');
          await expect(
            main.getByRole('heading', { level: 1, name: bergblick.welcome.top.greeting }),
          ).toBeVisible({ timeout: START_TIMEOUT });
          // The logo once: in the header (phone) or the sidebar (desktop), loaded; not in the page.
          const logo = page.locator(`img[src="${bergblick.welcome.top.logo!}"]:visible`);
          await expect(logo).toHaveCount(1);
          await expect
            .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
            .toBeGreaterThan(0);
          await expect(main.locator(`img[src="${bergblick.welcome.top.logo!}"]`)).toHaveCount(0);
          // No picture twice on one screen: the welcome image is not in the gallery.
          expect(gallery).not.toContain(bergblick.welcome.top.welcome_image);
          const pictures = main.getByRole('region', { name: language.gallery }).getByRole('img');
          await expect(pictures).toHaveCount(gallery.length);
          await expect(main.getByRole('region', { name: language.offers })).toHaveCount(0);
          await expect(main.getByRole('link', { name: language.contact })).toHaveAttribute(
            'href',
            '#/contact',
          );
          await page.screenshot({
            path: `${artifacts}welcome-bergblick-${language.lang}-${size}.png`,
          });
          await pictures.first().scrollIntoViewIfNeeded();
          await page.screenshot({
            path: `${artifacts}welcome-bergblick-gallery-${language.lang}-${size}.png`,
          });
          await expectAccessible(page, { include: 'main', what: 'welcome of bergblick' });
        });
      });
    }

    test('the sidebar weather widget leads to the weather page', async ({ page, context }) => {
      await presetConsent(context, 'alpenrose');
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/alpenrose/');
      const widget = page
        .getByRole('complementary', { name: language.sidebar })
        .getByRole('link', { name: language.widget });
      await expect(widget).toHaveAttribute('href', '#/weather', { timeout: START_TIMEOUT });
      await expect(widget).toContainText(weatherDayTexts(language.lang).today);
      await expect(widget).toContainText('°C');
      await widget.click();
      await expect(page).toHaveURL(/#\/weather$/);
      await expect(page.getByRole('heading', { level: 1, name: language.weather })).toBeVisible();
    });
  });
}
