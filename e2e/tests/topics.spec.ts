// Topics (/topic/:topicId?): lists with filters, sort orders,
// distances from a set geolocation, "show more", the map without tiles.
import { haversineMeters, type LatLng } from '@hospes/domain';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { fetchModel, presetConsent, screenshotDir } from './helpers.ts';
import { expectAccessible } from './axe.ts';

const artifacts = screenshotDir;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

interface Item {
  id: string;
  title: string;
  tags?: string[];
  geo?: LatLng;
}
interface Topic {
  id: string;
  title: string;
  filters?: { id: string; label: string; tag: string }[];
  items: Item[];
}
interface Model {
  geolocation: LatLng;
  discover: { topics: Topic[] };
}

async function topicsOf(
  request: Parameters<typeof fetchModel>[0],
  project: string,
  lang: string,
): Promise<Model> {
  return (await fetchModel(request, project, lang)) as unknown as Model;
}

function topic(model: Model, id: string): Topic {
  const found = model.discover.topics.find((t) => t.id === id);
  if (!found) throw new Error(`no topic ${id}`);
  return found;
}

/** The items with a place, nearest to `from` first (the domain's distance rule). */
function byDistance(items: Item[], from: LatLng) {
  return items
    .filter((item): item is Item & { geo: LatLng } => item.geo !== undefined)
    .map((item) => ({ ...item, meters: haversineMeters(from, item.geo) }))
    .sort((a, b) => a.meters - b.meters);
}

/** "ca. 100m" → 100, "400m" → 400, "1,5 km" → 1500 (to check the order shown). */
function metresOf(label: string): number {
  const km = /([\d.,]+)\s*km/.exec(label);
  if (km) return Number(km[1]!.replace(',', '.')) * 1000;
  const m = /(\d+)m/.exec(label);
  return m ? Number(m[1]) : Number.NaN;
}

/** A guest who answered the cookie dialog and may be located at `at`. */
async function guestAt(context: BrowserContext, project: string, at?: LatLng) {
  await presetConsent(context, project);
  if (at) {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(at);
  }
}

function cards(page: Page, topicTitle: string) {
  return page.getByRole('list', { name: topicTitle }).getByRole('listitem');
}

function cardHeadings(page: Page, topicTitle: string) {
  return page.getByRole('list', { name: topicTitle }).getByRole('heading', { level: 2 });
}

test.describe('German, phone', () => {
  test.use({ locale: 'de-DE', viewport: PHONE });

  test('a visitor of Seenland is located on start and the lakes are sorted by distance', async ({
    page,
    context,
    request,
  }) => {
    const model = await topicsOf(request, 'seenland', 'de');
    const lakes = topic(model, 'lakes');
    const here = model.geolocation;
    const nearest = byDistance(lakes.items, here);
    expect(nearest[0]!.meters, 'the demo has a lake place within 80 m').toBeLessThan(80);
    await guestAt(context, 'seenland', here);

    await page.goto('/seenland/#/topic/lakes');
    await expect(page.getByText('Inhalte in Ihrer Nähe werden gesucht...')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: lakes.title })).toBeVisible();
    // sort_topics_after_user_location: distance once the location is there.
    await expect(page.getByLabel('Sortieren nach')).toHaveValue('distance');
    await expect(cardHeadings(page, lakes.title).first()).toHaveText(nearest[0]!.title);
    await expect(cards(page, lakes.title).first()).toContainText('ca. 100m');

    const shown = await cards(page, lakes.title).allInnerTexts();
    const metres = shown.map(metresOf);
    expect(metres.every((m, i) => i === 0 || m >= metres[i - 1]!)).toBe(true);
    expect(await cardHeadings(page, lakes.title).allInnerTexts()).toEqual(
      nearest.slice(0, shown.length).map((item) => item.title),
    );
    await page.screenshot({ path: `${artifacts}topics-distance-de-390x844.png` });
    // spec §9: the toast hides after 3 s.
    await expect(page.getByText('Inhalte in Ihrer Nähe werden gesucht...')).toBeHidden({
      timeout: 5000,
    });
  });

  test('a filter narrows the list and "show more" reveals the rest', async ({
    page,
    context,
    request,
  }) => {
    const lakes = topic(await topicsOf(request, 'seenland', 'de'), 'lakes');
    const filter = lakes.filters!.find((f) => lakes.items.some((i) => i.tags?.includes(f.tag)))!;
    const matching = lakes.items.filter((item) => item.tags?.includes(filter.tag));
    expect(lakes.items.length).toBeGreaterThan(10);
    await guestAt(context, 'seenland');

    await page.goto('/seenland/#/topic/lakes');
    await expect(cards(page, lakes.title)).toHaveCount(10);
    await expect(page.getByText(`10 von ${lakes.items.length} angezeigt`)).toBeVisible();
    await page.getByRole('button', { name: 'Mehr anzeigen' }).click();
    await expect(cards(page, lakes.title)).toHaveCount(Math.min(20, lakes.items.length));
    // The focus moves on to the first new card.
    await expect(cardHeadings(page, lakes.title).nth(10).getByRole('link')).toBeFocused();

    const chip = page.getByRole('group', { name: 'Filter' }).getByRole('button', {
      name: filter.label,
      exact: true,
    });
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page, lakes.title)).toHaveCount(Math.min(10, matching.length));
    const titles = await cardHeadings(page, lakes.title).allInnerTexts();
    for (const title of titles) expect(matching.map((i) => i.title)).toContain(title);
    await page.screenshot({ path: `${artifacts}topics-filter-de-390x844.png`, fullPage: false });
  });

  test('a refused location keeps the order and shows how to allow it again', async ({
    page,
    context,
    request,
  }) => {
    const region = topic(await topicsOf(request, 'talhof', 'de'), 'outdoors');
    await guestAt(context, 'talhof'); // no permission: the browser refuses
    await page.goto('/talhof/#/topic/outdoors');
    const first = await cardHeadings(page, region.title).first().innerText();
    await page.getByLabel('Sortieren nach').selectOption('distance');
    await expect(page.getByRole('dialog')).toContainText(
      'Der Standortzugriff ist ausgeschaltet. Erlauben Sie ihn in den Website-Einstellungen Ihres Browsers, um nach Entfernung zu sortieren.',
    );
    await expect(page.getByLabel('Sortieren nach')).toHaveValue('alphabet');
    await expect(cardHeadings(page, region.title).first()).toHaveText(first);
    await page.screenshot({ path: `${artifacts}topics-location-denied-de-390x844.png` });
  });

  test('the map shows a pin per place without tiles and opens full screen', async ({
    page,
    context,
    request,
  }) => {
    const model = await topicsOf(request, 'seenland', 'de');
    const lakes = topic(model, 'lakes');
    await guestAt(context, 'seenland', model.geolocation);
    let tileRequests = 0;
    await page.route('**/tile.openstreetmap.org/**', (route) => {
      tileRequests += 1;
      return route.abort();
    });
    await page.goto('/seenland/#/topic/lakes');
    await page.getByRole('button', { name: 'Karte', exact: true }).click();

    const map = page.getByRole('region', { name: `Karte: ${lakes.title}` });
    const pins = map.getByRole('button', { name: lakes.items.find((i) => i.geo)!.title });
    await expect(pins).toBeVisible();
    await expect(map.locator('.leaflet-marker-icon[role="button"]')).toHaveCount(
      lakes.items.filter((i) => i.geo).length,
    );
    await expect(map.getByRole('img', { name: 'Ihr Standort' })).toBeVisible();
    expect(tileRequests, 'tiles were asked for and failed').toBeGreaterThan(0);
    // The list stays below the map.
    await expect(cards(page, lakes.title)).toHaveCount(10);
    await page.screenshot({ path: `${artifacts}topics-map-de-390x844.png` });

    await page.getByRole('button', { name: 'Karte im Vollbild' }).click();
    const dialog = page.getByRole('dialog', { name: `Karte: ${lakes.title}` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveCSS('position', 'fixed');
    await page.screenshot({ path: `${artifacts}topics-map-fullscreen-de-390x844.png` });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(map).toBeVisible();
  });
});

test.describe('English, desktop', () => {
  test.use({ locale: 'en-GB', viewport: DESKTOP });

  test('the topic list shows every topic with its number of entries', async ({
    page,
    context,
    request,
  }) => {
    const model = await topicsOf(request, 'alpenrose', 'en');
    await guestAt(context, 'alpenrose');
    await page.goto('/alpenrose/#/topic');
    await expect(page.getByRole('heading', { level: 1, name: 'Topics' })).toBeVisible();
    for (const t of model.discover.topics) {
      await expect(
        page.getByRole('link', { name: new RegExp(`^${t.title}\\s+\\d+ entr`) }),
      ).toBeVisible();
    }
    await page.screenshot({ path: `${artifacts}topics-index-en-1280x800.png` });
    await page
      .getByRole('link', { name: new RegExp(`^${model.discover.topics[0]!.title}`) })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: model.discover.topics[0]!.title }),
    ).toBeVisible();
  });

  test('choosing distance asks for the location and shows distances by the spec rule', async ({
    page,
    context,
    request,
  }) => {
    const model = await topicsOf(request, 'alpenrose', 'en');
    const region = topic(model, 'region');
    const nearest = byDistance(region.items, model.geolocation);
    expect(nearest[0]!.meters).toBeLessThan(80);
    const middle = nearest.find((item) => item.meters >= 400 && item.meters < 900)!;
    expect(middle, 'the demo has a place 400–900 m away').toBeDefined();
    await guestAt(context, 'alpenrose', model.geolocation);

    await page.goto('/alpenrose/#/topic/region');
    await page.getByLabel('Sort by').selectOption('distance');
    await expect(cardHeadings(page, region.title).first()).toHaveText(nearest[0]!.title);
    await expect(cards(page, region.title).first()).toContainText('ca. 100m');
    // spec §9: under 950 m rounded to the nearest 100 m.
    const middleCard = cards(page, region.title).filter({
      has: page.getByRole('link', { name: middle.title, exact: true }),
    });
    await expect(middleCard).toContainText(`${Math.round(middle.meters / 100) * 100}m`);
    await page.screenshot({ path: `${artifacts}topics-distance-en-1280x800.png` });
  });

  test('the map sits beside the list, works without tiles and a pin leads to the place', async ({
    page,
    context,
    request,
  }) => {
    const model = await topicsOf(request, 'alpenrose', 'en');
    const hiking = topic(model, 'hiking');
    const place = hiking.items.find((i) => i.geo)!;
    await guestAt(context, 'alpenrose', model.geolocation);
    await page.route('**/tile.openstreetmap.org/**', (route) => route.abort());
    await page.goto('/alpenrose/#/topic/hiking');
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    const map = page.getByRole('region', { name: `Map: ${hiking.title}` });
    const pin = map.getByRole('button', { name: place.title });
    await expect(pin).toBeVisible();
    await expect(cards(page, hiking.title).first()).toBeVisible();
    const mapBox = (await map.boundingBox())!;
    const listBox = (await page.getByRole('list', { name: hiking.title }).boundingBox())!;
    expect(listBox.x).toBeGreaterThan(mapBox.x + mapBox.width - 1);
    await page.screenshot({ path: `${artifacts}topics-map-en-1280x800.png` });

    // Keyboard: Enter on a focused pin opens its popup with the focus on the link.
    await pin.focus();
    await page.keyboard.press('Enter');
    const link = map.getByRole('link', { name: place.title });
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#/activity/${place.id}$`));
  });
});

test('axe finds no serious or critical problem on the topic list, a topic and its map', async ({
  page,
  context,
}) => {
  await page.setViewportSize(PHONE);
  await presetConsent(context, 'alpenrose');
  await page.route('**/tile.openstreetmap.org/**', (route) => route.abort());
  const check = (what: string) => expectAccessible(page, { include: 'main', what });
  await page.goto('/alpenrose/#/topic');
  await expect(page.getByRole('heading', { level: 1, name: 'Themen' })).toBeVisible();
  await check('topic list');
  await page.goto('/alpenrose/#/topic/region');
  await expect(page.getByRole('button', { name: 'Mehr anzeigen' })).toBeVisible();
  await check('topic');
  await page.getByRole('button', { name: 'Karte', exact: true }).click();
  await expect(page.locator('main .leaflet-marker-icon').first()).toBeVisible();
  await check('map view');
});
