// Search (spec §2 /search), guest directory (/directory/:searchTerm?)
// and programme (/programme/:programmeId?), driven as a guest would, in German
// and English, on a phone and on a desktop.
import type { ProjectModel, Topic } from '@hospes/domain';
import { expect, test, type Page } from '@playwright/test';
import { fetchModel, isWalkedPair, presetConsent, screenshotDir } from './helpers.ts';
import { expectAccessible } from './axe.ts';

const artifacts = screenshotDir;

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const LANGUAGES = [
  {
    lang: 'de',
    locale: 'de-DE',
    searchLabel: 'Suchbegriff',
    query: 'Lärchsee',
    directoryTerm: 'WLAN',
    directoryLabel: 'Gästemappe durchsuchen',
    letterIndex: 'Register A–Z',
    programme: {
      today: 'Heute',
      tomorrow: 'Morgen',
      week: 'Diese Woche',
      all: 'Alle',
      pickDate: 'Datum wählen',
      todayHeading: 'Heute, Samstag, 5. Dezember 2026',
      newYearTime: '22:00 – 00:30 Uhr',
    },
  },
  {
    lang: 'en',
    locale: 'en-GB',
    searchLabel: 'Search term',
    // Without the umlaut: the search ignores accents.
    query: 'larchsee',
    directoryTerm: 'Wi-Fi',
    directoryLabel: 'Search the guest directory',
    letterIndex: 'A–Z index',
    programme: {
      today: 'Today',
      tomorrow: 'Tomorrow',
      week: 'This week',
      all: 'All',
      pickDate: 'Pick a date',
      todayHeading: 'Today, Saturday, 5 December 2026',
      newYearTime: '22:00 – 00:30 h',
    },
  },
] as const;

/** The seenland events in date order as of Saturday 5 December 2026 (one past, one inactive left out). */
const SEENLAND_VALID_EVENTS = [
  'sl-ev-advent',
  'sl-ev-newyear',
  'sl-ev-icestock',
  'sl-ev-carnival',
  'sl-ev-easter',
  'sl-ev-maypole',
  'sl-ev-lake-festival',
  'sl-ev-jazz',
];
const SEENLAND_HIDDEN_EVENTS = ['sl-ev-autumn-market', 'sl-ev-floating-stage'];
/** Saturday, 5 December 2026, 10:00 in Vienna: the seenland events are from December 2026 to August 2027. */
const PINNED_NOW = new Date('2026-12-05T10:00:00+01:00');

async function model(request: Parameters<typeof fetchModel>[0], project: string, lang: string) {
  return (await fetchModel(request, project, lang)) as unknown as ProjectModel;
}

function itemTitle(topics: readonly Topic[], id: string): string {
  for (const topic of topics) {
    const item = topic.items.find((candidate) => candidate.id === id);
    if (item) return item.title;
  }
  throw new Error(`No item ${id} in the model`);
}

/** The titles of the programme's event links, in the order shown. */
const shownEventTitles = (page: Page) =>
  page.locator('main .programme-entry__title').allTextContents();

for (const language of LANGUAGES) {
  test.describe(`in ${language.lang === 'de' ? 'German' : 'English'}`, () => {
    test.use({ locale: language.locale });

    for (const viewport of VIEWPORTS) {
      if (!isWalkedPair(language.lang, viewport.name)) continue;
      test.describe(`on a ${viewport.name}`, () => {
        test.use({ viewport: { width: viewport.width, height: viewport.height } });

        test('a guest types a query and sees the results grouped by topic', async ({
          page,
          context,
          request,
        }) => {
          await presetConsent(context, 'alpenrose');
          const { discover } = await model(request, 'alpenrose', language.lang);
          await page.goto('/alpenrose/#/search');
          const field = page.getByRole('searchbox', { name: language.searchLabel });
          await expect(field).toBeVisible();

          await field.pressSequentially(language.query, { delay: 30 });

          // Every topic with a "Lärchsee" title shows it under the topic's heading.
          const expected = discover.topics
            .map((topic) => ({
              topic,
              items: topic.items.filter((item) => item.title.includes('Lärchsee')),
            }))
            .filter(({ items }) => items.length > 0);
          expect(expected.length).toBeGreaterThan(1);
          for (const { topic, items } of expected) {
            const group = page.getByRole('region', { name: topic.title });
            await expect(group.getByRole('heading', { level: 2 })).toContainText(topic.title);
            for (const item of items) {
              await expect(group.getByRole('link', { name: item.title })).toHaveAttribute(
                'href',
                `#/activity/${item.id}`,
              );
            }
          }
          await expect(page.getByRole('link', { name: /Pizzeria|pizzeria/ })).toHaveCount(0);
          // The index lives in a Web Worker: typing never waits for the search.
          expect(page.workers().map((worker) => worker.url())).toContainEqual(
            expect.stringMatching(/search\.worker-[\w-]+\.js$/),
          );
          await expect(page).toHaveURL(
            new RegExp(`#/search\\?q=${encodeURIComponent(language.query)}$`),
          );
          await page.screenshot({
            path: `${artifacts}search-${language.lang}-${viewport.width}x${viewport.height}.png`,
          });
        });

        test('a deep link to the directory by search term shows the matching entry open', async ({
          page,
          context,
          request,
        }) => {
          await presetConsent(context, 'alpenrose');
          const { discover } = await model(request, 'alpenrose', language.lang);
          const wifi = itemTitle(discover.topics, 'alp-dir-wifi');
          await page.goto(`/alpenrose/#/directory/${encodeURIComponent(language.directoryTerm)}`);

          await expect(page.getByRole('searchbox', { name: language.directoryLabel })).toHaveValue(
            language.directoryTerm,
          );
          const entry = page.getByRole('button', { name: wifi, exact: true });
          await expect(entry).toHaveAttribute('aria-expanded', 'true');
          await expect(page.getByText('Alpenrose-Gast').first()).toBeVisible();
          // Only the matching entry is listed; the other letters are disabled.
          await expect(page.locator('main .directory-entry')).toHaveCount(1);
          const index = page.getByRole('navigation', { name: language.letterIndex });
          await expect(index.getByRole('button', { disabled: false })).toHaveCount(1);
          await page.screenshot({
            path: `${artifacts}directory-${language.lang}-${viewport.width}x${viewport.height}.png`,
          });
        });

        test('the programme shows only valid events in date order and filters by date', async ({
          page,
          context,
          request,
        }) => {
          await presetConsent(context, 'seenland');
          await page.clock.setFixedTime(PINNED_NOW);
          const { discover } = await model(request, 'seenland', language.lang);
          const titles = SEENLAND_VALID_EVENTS.map((id) => itemTitle(discover.topics, id));
          const p = language.programme;
          await page.goto('/seenland/#/programme/events');

          await expect(page.getByRole('heading', { level: 1 })).toHaveText(
            discover.topics.find((t) => t.id === 'events')!.title,
          );
          await expect.poll(() => shownEventTitles(page)).toEqual(titles);
          for (const id of SEENLAND_HIDDEN_EVENTS) {
            await expect(page.getByText(itemTitle(discover.topics, id))).toHaveCount(0);
          }
          await expect(page.getByRole('region', { name: p.todayHeading })).toContainText(
            titles[0]!,
          );
          await page.screenshot({
            path: `${artifacts}programme-${language.lang}-${viewport.width}x${viewport.height}.png`,
            fullPage: true,
          });

          await page.getByRole('radio', { name: p.today }).check();
          await expect.poll(() => shownEventTitles(page)).toEqual([titles[0]]);
          await page.getByRole('radio', { name: p.week }).check();
          // Saturday and Sunday of the advent market.
          await expect.poll(() => shownEventTitles(page)).toEqual([titles[0], titles[0]]);

          await page.getByLabel(p.pickDate).fill('2026-12-31');
          await expect.poll(() => shownEventTitles(page)).toEqual([titles[1]]);
          await expect(page.getByText(p.newYearTime)).toBeVisible();

          await page.getByLabel(p.pickDate).fill('2026-12-24');
          await expect(page.locator('main .programme-page__empty')).toBeVisible();
          await expect.poll(() => shownEventTitles(page)).toEqual([]);
          await page.screenshot({
            path: `${artifacts}programme-empty-${language.lang}-${viewport.width}x${viewport.height}.png`,
          });
        });
      });
    }
  });
}

test('the search query survives a reload, and back returns to the results', async ({
  page,
  context,
}) => {
  await presetConsent(context, 'alpenrose');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/alpenrose/#/search');
  await page.getByRole('searchbox', { name: 'Suchbegriff' }).fill('Rosskopf');
  const summit = page.getByRole('link', { name: /Gipfeltour auf den Rosskopf/ });
  await expect(summit).toBeVisible();
  // The address takes the query once typing pauses (use-url-text.ts).
  await expect(page).toHaveURL(/#\/search\?q=Rosskopf$/);

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveValue('Rosskopf');
  await expect(summit).toBeVisible();

  await summit.click();
  await expect(page).toHaveURL(/#\/activity\//);
  await page.goBack();
  await expect(page.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveValue('Rosskopf');
  await expect(summit).toBeVisible();
});

test('the seenland directory index links only letters with entries', async ({
  page,
  context,
  request,
}) => {
  await presetConsent(context, 'seenland');
  const { discover } = await model(request, 'seenland', 'de');
  const directory = discover.topics.find((t) => t.id === 'directory')!;
  const initials = new Set(
    directory.items.map((item) => item.title.normalize('NFD')[0]!.toUpperCase()),
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/seenland/#/directory');

  const index = page.getByRole('navigation', { name: 'Register A–Z' });
  for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
    const button = index.getByRole('button', { name: new RegExp(`^${letter}:`) });
    if (initials.has(letter)) await expect(button).toBeEnabled();
    else await expect(button).toBeDisabled();
  }
  const first = [...initials].sort()[0]!;
  await index.getByRole('button', { name: new RegExp(`^${first}:`) }).click();
  await expect(page.getByRole('heading', { level: 2, name: first, exact: true })).toBeFocused();

  const toggle = page.getByRole('button', { name: directory.items[0]!.title, exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.screenshot({ path: `${artifacts}directory-seenland-open-390x844.png` });
});

test('search, directory and programme have no serious or critical accessibility violations', async ({
  page,
  context,
}) => {
  await presetConsent(context, 'seenland');
  await page.clock.setFixedTime(PINNED_NOW);
  const pages = [
    { hash: '#/search?q=see', ready: page.getByRole('region').first() },
    { hash: '#/directory/Bus', ready: page.locator('main .directory-entry').first() },
    { hash: '#/programme', ready: page.locator('main .programme-entry').first() },
  ];
  for (const { hash, ready } of pages) {
    await page.goto(`/seenland/${hash}`);
    await expect(ready).toBeVisible();
    await expectAccessible(page, { include: 'main', what: hash });
  }
});
