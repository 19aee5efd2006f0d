// Profile, stay and plan, as a guest would do it, on a phone in German
// and on a desktop in English: the profile's stay dates refuse invalid dates
// and a departure before the arrival with the spec §5 texts and send
// nothing; a valid stay survives a reload; after login the stay is the
// same on a second device. My plan shows the guest's entries on the right
// days, sorted by start; the plan's visibility settings hide the days; the
// plan tab's badge counts the plan hints.
import { addDays, DEFAULT_TIMEZONE, zonedDate } from '@hospes/domain';
import { expect as baseExpect, test, type Page, type Route } from '@playwright/test';
import { fetchModel, presetConsent, screenshotDir, walksScreenFreeRules } from './helpers.ts';

// The app starts on a busy machine too (two workers, the server beside them).
const expect = baseExpect.configure({ timeout: 15_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 860 };
const PROJECT = 'alpenrose';

const TEXT = {
  en: {
    locale: 'en-GB',
    stay: 'Your stay',
    arrival: 'Arrival',
    departure: 'Departure',
    saveStay: 'Save stay',
    saved: 'Your stay was saved.',
    doaInvalid: 'Arrival date is invalid.',
    dodInvalid: 'Departure date is invalid.',
    dodBeforeDoa: 'Departure date must be after arrival date.',
    locked: /Your stay dates come from your reservation/,
    days: 'Days',
    addToPlan: 'Add to my plan',
    favourite: 'Add to favourites',
    unfavourite: 'Remove from favourites',
    date: 'Date',
    time: 'Time',
    add: 'Add',
    added: 'Added to your plan.',
    hiddenFrom: /Your plan will be fully visible from/,
    notes: 'Notes on your bookings',
    planTab: /My plan/,
    planHints: 'Plan hints: 2',
    suffix: 'h',
  },
  de: {
    locale: 'de-DE',
    stay: 'Ihr Aufenthalt',
    arrival: 'Anreise',
    departure: 'Abreise',
    saveStay: 'Aufenthalt speichern',
    saved: 'Ihr Aufenthalt wurde gespeichert.',
    doaInvalid: 'Das Anreisedatum ist ungültig.',
    dodInvalid: 'Das Abreisedatum ist ungültig.',
    dodBeforeDoa: 'Das Abreisedatum muss nach dem Anreisedatum liegen.',
    locked: /Ihre Aufenthaltsdaten stammen aus Ihrer Reservierung/,
    days: 'Tage',
    addToPlan: 'Zu meinem Plan hinzufügen',
    favourite: 'Zu den Favoriten hinzufügen',
    unfavourite: 'Aus den Favoriten entfernen',
    date: 'Datum',
    time: 'Uhrzeit',
    add: 'Hinzufügen',
    added: 'Zu Ihrem Plan hinzugefügt.',
    hiddenFrom: /Ihr Plan ist ab .* vollständig sichtbar/,
    notes: 'Hinweise zu Ihren Buchungen',
    planTab: /Mein Plan/,
    planHints: 'Hinweise im Plan: 2',
    suffix: 'Uhr',
  },
} as const;

const VARIANTS = [
  { name: 'phone, German', viewport: PHONE, lang: 'de' },
  { name: 'desktop, English', viewport: DESKTOP, lang: 'en' },
] as const;

/** Today in the project's time zone, and the days after it. */
const today = () => zonedDate(Date.now(), DEFAULT_TIMEZONE);
const day = (n: number) => addDays(today(), n);

/** The stay writes the page sends (an invalid stay: "nothing is sent"). */
function recordStayWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes(`/api/guestdata/${PROJECT}/stay/`)) {
      writes.push(request.postData() ?? '');
    }
  });
  return writes;
}

/**
 * Logs in with R-1001 / Muster by the login link (spec §3 query-parameter
 * login), once the app has settled its anonymous guest: a link opened on the
 * very first visit can race the start's guest creation (reported to the
 * login feature), which is not what these tests are about.
 */
async function loginByLink(page: Page, path: string) {
  if (!page.url().includes(`/${PROJECT}/`)) await page.goto(`/${PROJECT}/#/`);
  await page.waitForFunction(
    (key) => localStorage.getItem(key)?.includes('guest_app_'),
    `hospes:${PROJECT}:guest`,
  );
  await page.goto(`/${PROJECT}/?rid=R-1001&lnm=Muster#${path}`);
  await expect
    .poll(
      () =>
        page.evaluate(async (p) => {
          const response = await fetch(`/api/integrations/${p}/isloggedin`);
          return ((await response.json()) as { logged_in: boolean }).logged_in;
        }, PROJECT),
      { intervals: [100] },
    )
    .toBe(true);
  await expect.poll(() => page.url()).not.toContain('rid=');
}

/** Activities of the demo model (the plan test adds them). */
async function activities(page: Page, lang: string) {
  const model = (await fetchModel(page.request, PROJECT, lang)) as unknown as {
    discover: { topics: { items: { id: string; type: string; title: string }[] }[] };
  };
  return model.discover.topics
    .flatMap((topic) => topic.items)
    .filter((item) => item.type === 'ACTIVITY');
}

/** Changes the project's plan settings in the model the app loads (spec §9 plan visibility). */
async function withPlanSettings(page: Page, plan: Record<string, unknown>) {
  await page.route(`**/api/projects/${PROJECT}/model/*`, async (route: Route) => {
    const response = await route.fetch();
    const model = (await response.json()) as { project_settings: Record<string, unknown> };
    model.project_settings.plan = plan;
    await route.fulfill({ response, json: model });
  });
}

for (const variant of VARIANTS) {
  const t = TEXT[variant.lang];
  const phone = variant.viewport === PHONE;
  const slug = `${phone ? 'phone' : 'desktop'}-${variant.lang}`;
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: `${screenshotDir}profile-plan-${slug}-${name}.png`, fullPage: true });

  test.describe(`profile and plan (${variant.name})`, () => {
    test.use({ viewport: variant.viewport, locale: t.locale });
    test.beforeEach(async ({ context }, testInfo) =>
      // The popup test leaves the popups to itself; elsewhere they would cover the page.
      presetConsent(context, PROJECT, { popupsSeen: !testInfo.title.includes('initial-stay') }),
    );

    test('invalid stay dates show the spec texts and send nothing; a valid stay survives a reload and, after login, a second device', async ({
      page,
      browser,
    }) => {
      const writes = recordStayWrites(page);
      await page.goto(`/${PROJECT}/#/profile`);
      const stay = page.getByRole('region', { name: t.stay });
      const arrival = stay.getByLabel(t.arrival, { exact: true });
      const departure = stay.getByLabel(t.departure, { exact: true });
      // The form shows once the app has settled the guest and loaded the stay.
      await expect(arrival).toBeVisible({ timeout: 15_000 });
      await expect(arrival).toHaveAttribute('step', '900');

      // Both dates missing (an incomplete datetime-local has no value).
      await stay.getByRole('button', { name: t.saveStay }).click();
      const errors = stay.getByRole('alert');
      await expect(errors.getByRole('listitem')).toHaveText([t.doaInvalid, t.dodInvalid]);
      await expect(errors.getByText(t.doaInvalid)).toHaveCSS('color', 'rgb(180, 35, 24)');

      // Departure before arrival.
      await arrival.fill(`${day(1)}T14:00`);
      await departure.fill(`${day(0)}T10:00`);
      await stay.getByRole('button', { name: t.saveStay }).click();
      await expect(errors.getByRole('listitem')).toHaveText([t.dodBeforeDoa]);
      await shot(page, '1-stay-errors');
      expect(writes).toEqual([]);

      // A valid stay is sent once and is there again after a reload.
      await departure.fill(`${day(4)}T10:00`);
      await stay.getByRole('button', { name: t.saveStay }).click();
      await expect(stay.getByText(t.saved)).toBeVisible();
      expect(writes).toHaveLength(1);
      expect(JSON.parse(writes[0]!)).toMatchObject({
        stay: { doa: `${day(1)}T14:00`, dod: `${day(4)}T10:00` },
      });
      await page.reload();
      await expect(arrival).toHaveValue(`${day(1)}T14:00`);
      await expect(departure).toHaveValue(`${day(4)}T10:00`);

      // After login the stay is the reservation's (locked, read-only) …
      await loginByLink(page, '/profile');
      await expect(stay.getByText(t.locked)).toBeVisible();
      await expect(stay.getByLabel(t.arrival, { exact: true })).toHaveCount(0);
      const summary = stay.getByRole('definition');
      await expect(summary.first()).toContainText(String(Number(day(0).slice(8))));
      const shown = await summary.allTextContents();
      await page.reload();
      await expect(summary).toHaveText(shown);
      await shot(page, '2-stay-locked');

      // … and the same on a second device after logging in there.
      const second = await browser.newContext({ viewport: variant.viewport, locale: t.locale });
      await presetConsent(second, PROJECT);
      const other = await second.newPage();
      await loginByLink(other, '/profile');
      await expect(other.getByRole('region', { name: t.stay }).getByRole('definition')).toHaveText(
        shown,
      );
      await second.close();
    });

    // Rules of order and of the popup's life, the same in every language and
    // on every screen: walked in the first pair only (ADR 027).
    if (walksScreenFreeRules(variant.lang)) {
      test('the initial-stay popup saves the stay first, then closes for good', async ({
        page,
        context,
      }) => {
        // Every popup but the initial stay counts as seen, so that it is the one that opens.
        const model = (await fetchModel(page.request, PROJECT, variant.lang)) as unknown as {
          welcome: { popups: { custom: { id: string; type: string; title: string }[] } };
        };
        const popups = model.welcome.popups.custom;
        const stayPopup = popups.find((popup) => popup.type === 'initial_stay')!;
        await context.addInitScript(
          ({ key, ids }) => {
            const raw = localStorage.getItem(key);
            const stored = (raw ? JSON.parse(raw) : { state: {}, version: 0 }) as {
              state: { popupsSeen?: Record<string, number> };
            };
            const seen = (stored.state.popupsSeen ??= {});
            for (const id of ids) seen[id] ??= Date.now();
            localStorage.setItem(key, JSON.stringify(stored));
          },
          {
            key: `hospes:${PROJECT}`,
            ids: popups.filter((popup) => popup !== stayPopup).map((popup) => popup.id),
          },
        );
        const writes = recordStayWrites(page);
        await page.goto(`/${PROJECT}/#/`);
        const dialog = page.getByRole('dialog', { name: stayPopup.title });
        await expect(dialog).toBeVisible({ timeout: 10_000 });
        await dialog.getByLabel(t.arrival, { exact: true }).fill(`${day(2)}T15:00`);
        await dialog.getByLabel(t.departure, { exact: true }).fill(`${day(1)}T10:00`);
        await dialog.getByRole('button', { name: t.saveStay }).click();
        await expect(dialog.getByRole('alert')).toContainText(t.dodBeforeDoa);
        expect(writes).toEqual([]);
        await shot(page, '0-popup-errors');

        await dialog.getByLabel(t.departure, { exact: true }).fill(`${day(5)}T10:00`);
        await dialog.getByRole('button', { name: t.saveStay }).click();
        await expect(dialog).toBeHidden();
        expect(writes).toHaveLength(1);
        await page.goto(`/${PROJECT}/#/profile`);
        const stay = page.getByRole('region', { name: t.stay });
        await expect(stay.getByLabel(t.arrival, { exact: true })).toHaveValue(`${day(2)}T15:00`);
        // Seen, and the guest has a stay now: it does not come back (the popup
        // start delay is jumped over with a fake clock, not waited for).
        await page.clock.install();
        await page.reload();
        await expect(stay.getByLabel(t.arrival, { exact: true })).toHaveValue(`${day(2)}T15:00`);
        await page.clock.runFor(10_000);
        await expect(dialog).toHaveCount(0);
      });

      test("the plan shows the guest's entries on their days, sorted by start", async ({
        page,
      }) => {
        const [first, second, third] = await activities(page, variant.lang);
        if (!first || !second || !third) throw new Error('the demo model has too few activities');
        await loginByLink(page, '/');

        const addToPlan = async (id: string, date: string, time: string) => {
          await page.goto(`/${PROJECT}/#/activity/${id}`);
          await page.getByRole('button', { name: t.addToPlan }).click();
          const dialog = page.getByRole('dialog', { name: t.addToPlan });
          await dialog.getByLabel(t.date).fill(date);
          await dialog.getByLabel(t.time).fill(time);
          await dialog.getByRole('button', { name: t.add, exact: true }).click();
          await expect(page.getByText(t.added).last()).toBeVisible();
        };
        await addToPlan(first.id, day(1), '10:00');
        await addToPlan(second.id, day(2), '09:30');
        await addToPlan(third.id, day(1), '08:00');

        await page.goto(`/${PROJECT}/#/plan`);
        const days = page.getByRole('group', { name: t.days });
        // R-1001 stays from today to today + 3: four days, opening on today.
        await expect(days.getByRole('button')).toHaveCount(4);
        await expect(days.getByRole('button').first()).toHaveAttribute('aria-pressed', 'true');

        await days.getByRole('button').nth(1).click();
        const entries = page.locator('.plan-entry');
        await expect(entries.getByRole('heading', { level: 3 })).toHaveText([
          third.title,
          first.title,
        ]);
        await expect(entries.locator('.plan-entry__time')).toHaveText([
          `08:00 ${t.suffix}`,
          `10:00 ${t.suffix}`,
        ]);
        await shot(page, '3-plan-day');
        await days.getByRole('button').nth(2).click();
        await expect(entries.getByRole('heading', { level: 3 })).toHaveText([second.title]);
      });
    }

    if (walksScreenFreeRules(variant.lang)) {
      test('a plan entry and a favourite made before logging in are still there after it', async ({
        page,
      }) => {
        const [first] = await activities(page, variant.lang);
        if (!first) throw new Error('the demo model has no activity');
        await page.goto(`/${PROJECT}/#/`);
        await page.goto(`/${PROJECT}/#/activity/${first.id}`);
        await page.getByRole('button', { name: t.favourite }).click();
        await expect(page.getByRole('button', { name: t.unfavourite })).toBeVisible();
        await page.getByRole('button', { name: t.addToPlan }).click();
        const dialog = page.getByRole('dialog', { name: t.addToPlan });
        await dialog.getByLabel(t.date).fill(day(1));
        await dialog.getByLabel(t.time).fill('10:00');
        await dialog.getByRole('button', { name: t.add, exact: true }).click();
        await expect(page.getByText(t.added).last()).toBeVisible();

        await loginByLink(page, '/plan');
        const days = page.getByRole('group', { name: t.days });
        await days.getByRole('button').nth(1).click();
        await expect(page.locator('.plan-entry').getByRole('heading', { level: 3 })).toHaveText([
          first.title,
        ]);
        await page.goto(`/${PROJECT}/#/activity/${first.id}`);
        await expect(page.getByRole('button', { name: t.unfavourite })).toBeVisible();
      });
    }

    if (walksScreenFreeRules(variant.lang)) {
      test('the visibility settings hide the days until after arrival', async ({ page }) => {
        const [first] = await activities(page, variant.lang);
        await withPlanSettings(page, {
          visible_fully: false,
          visible_fully_after_arrival_plus_days: 1,
        });
        await loginByLink(page, '/');
        await page.goto(`/${PROJECT}/#/activity/${first!.id}`);
        await page.getByRole('button', { name: t.addToPlan }).click();
        const dialog = page.getByRole('dialog', { name: t.addToPlan });
        await dialog.getByLabel(t.date).fill(day(1));
        await dialog.getByLabel(t.time).fill('10:00');
        await dialog.getByRole('button', { name: t.add, exact: true }).click();

        await page.goto(`/${PROJECT}/#/plan`);
        await expect(page.getByText(t.hiddenFrom)).toBeVisible();
        await expect(page.getByRole('group', { name: t.days })).toHaveCount(0);
        await expect(page.getByText(first!.title)).toHaveCount(0);
        await shot(page, '4-plan-hidden');

        // Visible from the arrival day at 00:00: the arrival (today) has come.
        await withPlanSettings(page, {
          visible_fully: false,
          visible_fully_after_arrival_plus_days: 0,
        });
        await page.reload();
        await expect(page.getByRole('group', { name: t.days })).toBeVisible();
        await expect(page.getByText(t.hiddenFrom)).toHaveCount(0);
      });
    }
  });
}

test.describe('plan hints badge (phone)', () => {
  test.use({ viewport: PHONE, locale: 'de-DE' });
  test.beforeEach(async ({ context }) => presetConsent(context, PROJECT));

  test('the plan tab counts the unseen plan hints, which the plan then shows', async ({ page }) => {
    const t = TEXT.de;
    // Hospes has no booking store yet: getbookings truly answers `{ bookings: [] }`.
    // To see the badge count, this test stubs that one answer at the network
    // with two bookings that carry provider notes and one that does not.
    await page.route(`**/api/integrations/${PROJECT}/getbookings`, (route) =>
      route.fulfill({
        json: {
          bookings: [
            {
              id: 'b1',
              title: 'Geführte Wanderung',
              start: `${day(1)}T09:00`,
              reservation_text: 'Bitte feste Schuhe mitbringen.',
            },
            {
              id: 'b2',
              title: 'Bauernbuffet',
              start: `${day(1)}T19:00`,
              reservation_info_text: 'Treffpunkt an der Rezeption.',
            },
            { id: 'b3', title: 'Yoga', start: `${day(2)}T07:30` },
          ],
        },
      }),
    );
    await loginByLink(page, '/');
    const tabs = page.getByRole('navigation', { name: 'Schnellnavigation' });
    const planTab = tabs.getByRole('link', { name: t.planTab });
    await expect(planTab).toContainText(t.planHints);
    await expect(planTab.locator('.nav-badge')).toHaveText('2');
    await badgeShot(page, '1-badge');

    await planTab.click();
    const notes = page.getByRole('region', { name: t.notes });
    await expect(notes.getByRole('listitem')).toHaveCount(2);
    await expect(planTab.locator('.nav-badge')).toHaveCount(0);
    await page.getByRole('group', { name: t.days }).getByRole('button').nth(1).click();
    await expect(page.locator('.plan-entry').getByRole('heading', { level: 3 })).toHaveText([
      'Geführte Wanderung',
      'Bauernbuffet',
    ]);
    await badgeShot(page, '2-hints');
  });
});

function badgeShot(page: Page, name: string) {
  return page.screenshot({
    path: `${screenshotDir}profile-plan-phone-de-badge-${name}.png`,
    fullPage: true,
  });
}
