// Accessibility: axe-core finds no serious or critical accessibility
// violation on the welcome page, a topic's list, an activity detail, the
// search (with results) and the weather of alpenrose in German, on a phone and
// on a desktop — the whole page (header, menu, tabs and footer included), for
// a guest who has answered the cookie dialog.
import type { ProjectModel } from '@hospes/domain';
import { expect, test, type Page } from '@playwright/test';
import { fetchModel, presetConsent, screenshotDir } from './helpers.ts';
import { expectAccessible } from './axe.ts';

const artifacts = screenshotDir;
const PROJECT = 'alpenrose';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

interface Screen {
  name: string;
  route: string;
  /** Waits until the screen shows its content. */
  ready: (page: Page, model: ProjectModel) => Promise<void>;
}

const topicOf = (model: ProjectModel, id: string) =>
  model.discover.topics.find((topic) => topic.id === id)!;

const SCREENS: Screen[] = [
  {
    name: 'welcome',
    route: '/',
    ready: async (page, model) => {
      await expect(
        page.getByRole('heading', { level: 1, name: model.welcome.top.greeting }),
      ).toBeVisible();
      await expect(page.locator('main .welcome__text li').first()).toBeVisible();
    },
  },
  {
    name: 'topic list',
    route: '/topic/hiking',
    ready: async (page, model) => {
      const hiking = topicOf(model, 'hiking');
      await expect(page.getByRole('heading', { level: 1, name: hiking.title })).toBeVisible();
      await expect(
        page.getByRole('link', { name: hiking.items[0]!.title, exact: true }).first(),
      ).toBeVisible();
    },
  },
  {
    name: 'activity detail',
    route: '/activity/alp-hike-rosskopf',
    ready: async (page, model) => {
      const item = topicOf(model, 'hiking').items.find((i) => i.id === 'alp-hike-rosskopf')!;
      await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
    },
  },
  {
    name: 'search',
    route: '/search?q=L%C3%A4rchsee',
    ready: async (page) => {
      await expect(page.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveValue('Lärchsee');
      await expect(page.getByRole('main').getByRole('region').first()).toBeVisible();
    },
  },
  {
    name: 'weather',
    route: '/weather',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Wetter' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('article').first()).toContainText('°C');
    },
  },
];

// One guest walks the five screens in one page, as a guest moves through the
// app (the app starts once; each screen is a step of the test).
for (const viewport of VIEWPORTS) {
  test.describe(`in German on a ${viewport.name}`, () => {
    test.use({ locale: 'de-DE', viewport });

    test('the welcome, topic list, activity, search and weather screens have no serious or critical accessibility violations', async ({
      page,
      context,
      request,
    }) => {
      await presetConsent(context, PROJECT);
      const model = (await fetchModel(request, PROJECT, 'de')) as unknown as ProjectModel;
      for (const screen of SCREENS) {
        await test.step(`the ${screen.name} screen`, async () => {
          await page.goto(`/${PROJECT}/#${screen.route}`);
          await screen.ready(page, model);
          // No dialog is open over the page: the guest sees the screen itself.
          await expect(page.getByRole('dialog')).toHaveCount(0);
          await page.screenshot({
            path: `${artifacts}a11y-${screen.name.replace(/ /g, '-')}-de-${viewport.width}x${viewport.height}.png`,
          });
          await expectAccessible(page, { what: screen.name });
        });
      }
    });
  });
}
