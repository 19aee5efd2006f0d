// The guest's stay on a phone (390 × 844 and 360 × 740): the concierge is
// reachable from the menu in every language, a new page opens at its top
// with its heading focused, and Back returns to the place the guest left.
// Screenshots are written; every screen is axe clean.
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken } from '../playwright.config.ts';
import { expectAccessible } from './axe.ts';
import { presetConsent, screenshotDir } from './helpers.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
const PROJECT = 'alpenrose';
const PHONES = [
  { name: '390', viewport: { width: 390, height: 844 } },
  { name: '360', viewport: { width: 360, height: 740 } },
];
const LANGS = {
  en: {
    locale: 'en-GB',
    menu: 'Menu',
    concierge: 'Rosi, your digital concierge',
    languages: 'You can ask in any of our seven languages.',
  },
  de: {
    locale: 'de-DE',
    menu: 'Menü',
    concierge: 'Rosi, Ihre digitale Concierge',
    languages: 'Sie können in jeder unserer sieben Sprachen fragen.',
  },
} as const;

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

for (const phone of PHONES) {
  for (const [lang, l] of Object.entries(LANGS)) {
    test.describe(`on a ${phone.name} px phone (${lang})`, () => {
      test.use({ viewport: phone.viewport, locale: l.locale });

      test('the concierge is in the menu, by its title, and opens the chat', async ({
        page,
        context,
      }) => {
        await presetConsent(context, PROJECT);
        await page.goto(`/${PROJECT}/#/`);
        await page.getByRole('button', { name: l.menu, exact: true }).click();
        const entry = page.getByRole('banner').getByRole('link', { name: l.concierge });
        await expect(entry).toBeVisible();
        await page.screenshot({
          path: `${screenshotDir}phone-1-menu-concierge-${lang}-${phone.name}.png`,
        });
        await expectAccessible(page);
        await entry.click();
        await expect(page).toHaveURL(/#\/chatbot$/);
        await expect(page.getByRole('heading', { level: 1, name: l.concierge })).toBeVisible();
        // spec §3 webchat start screen: the model's note on languages.
        await expect(page.getByText(l.languages)).toBeVisible();
        await expect(page.getByRole('button', { name: /^(Send|Senden)$/ })).toBeInViewport();
      });
    });
  }
}

test.describe('arriving on a page (390 px, English)', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });

  test('a topic opens at its top with its heading focused; Back returns to the place in the list', async ({
    page,
    context,
  }) => {
    await presetConsent(context, PROJECT);
    await page.goto(`/${PROJECT}/#/topic/region`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    // Down the list, the guest opens an entry far below.
    await page.getByRole('button', { name: 'Show more' }).click();
    const entries = page.getByRole('main').getByRole('link');
    const deep = entries.nth((await entries.count()) - 1);
    await deep.scrollIntoViewIfNeeded();
    const left = await scrollY(page);
    expect(left).toBeGreaterThan(800);
    await deep.click();
    await expect(page).toHaveURL(/#\/(activity|directory)\//);
    // The entry opens at its top, its title focused (not at the list's 1,000 px).
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await page.screenshot({ path: `${screenshotDir}phone-2-entry-at-top.png` });
    // Back: the list, as many shown as before, at the place the guest left.
    await page.goBack();
    await expect(page).toHaveURL(/#\/topic\/region$/);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(left - 40);
    expect(await scrollY(page)).toBeLessThan(left + 40);
    await expect(deep).toBeInViewport();
  });
});

/** The guest's user id, once the app has one. */
async function userIdOf(page: Page, project: string): Promise<string> {
  const read = () =>
    page.evaluate((key) => {
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as {
        state?: { userId?: string };
      };
      return stored.state?.userId ?? '';
    }, `hospes:${project}:guest`);
  await expect.poll(read).not.toBe('');
  return read();
}

/** The hotel writes to the guest, as the console does. */
async function hotelWrites(
  request: APIRequestContext,
  project: string,
  userId: string,
  content: string,
) {
  const sent = await request.post(`/api/staff/${project}/messages/${userId}`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { title: 'Reception', content },
  });
  expect(sent.status(), await sent.text()).toBe(201);
}

test.describe('unseen messages on a phone (360 px, English)', () => {
  test.use({ viewport: { width: 360, height: 740 }, locale: 'en-GB' });

  test('the Menu button and the inbox tab carry the count; the toast opens the conversation', async ({
    page,
    context,
    request,
  }) => {
    // talhof has an inbox tab; the Menu button counts too.
    await presetConsent(context, 'talhof');
    // A message toasts when it is newer than what the app knew when it came up: the
    // hotel writes once the app has read the unseen count (not while the page starts).
    const countRead = page.waitForResponse((r) => r.url().includes('/api/messages/unseen/'));
    await page.goto('/talhof/#/');
    const userId = await userIdOf(page, 'talhof');
    await countRead;
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAccessibleName('Menu');
    await hotelWrites(request, 'talhof', userId, 'Your table for tonight is at 19:30.');
    const toast = page.getByRole('link', { name: /Your table for tonight is at 19:30\./ });
    await expect(toast).toBeVisible();
    await expect(page.getByRole('button', { name: /^Menu/ })).toHaveAccessibleName(
      'Menu (Unseen messages: 1)',
    );
    const tabs = page.getByRole('navigation', { name: 'Quick navigation' });
    await expect(tabs.getByRole('link', { name: /Unseen messages: 1/ })).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}phone-3-unseen-badges.png` });
    await expectAccessible(page);
    await toast.click();
    await expect(page).toHaveURL(/#\/registrations\/messages$/);
    await expect(page.getByText('Your table for tonight is at 19:30.').first()).toBeVisible();
    // Seen: the badges go.
    await expect(page.getByRole('button', { name: /^Menu/ })).toHaveAccessibleName('Menu');
  });
});

test.describe('popups on a phone (390 px, English)', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });

  test('a shared link to the yoga class opens without a start popup; a start on the welcome page gets one', async ({
    context,
  }) => {
    await presetConsent(context, PROJECT, { popupsSeen: false });
    const linked = await context.newPage();
    await linked.clock.install();
    await linked.goto(`/${PROJECT}/#/activity/alp-prog-yoga`);
    await expect(linked.getByRole('heading', { level: 1 })).toBeVisible();
    await linked.clock.fastForward('01:00');
    // The same wait on the welcome page shows the first popup (below): here none opened.
    await expect(linked.getByRole('dialog')).toHaveCount(0);
    await linked.screenshot({ path: `${screenshotDir}phone-4-deep-link-no-popup.png` });
    await linked.close();

    const start = await context.newPage();
    await start.clock.install();
    await start.goto(`/${PROJECT}/#/`);
    await expect(start.getByRole('heading', { level: 1 })).toBeVisible();
    await start.clock.fastForward('01:00');
    await expect(
      start.getByRole('dialog', { name: 'When are you staying with us?' }),
    ).toBeVisible();
  });
});

test.describe('the login dialog (360 px, English)', () => {
  test.use({ viewport: { width: 360, height: 740 }, locale: 'en-GB' });

  test('says where the reservation number is, in every project with a login', async ({
    page,
    context,
  }) => {
    for (const project of ['alpenrose', 'talhof']) {
      await presetConsent(context, project);
      await page.goto(`/${project}/#/`);
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Login' });
      await expect(
        dialog.getByText(
          'You find your reservation number in your booking confirmation (e-mail or letter).',
        ),
      ).toBeVisible();
      await page.screenshot({ path: `${screenshotDir}phone-5-login-hint-${project}.png` });
      await expectAccessible(page);
    }
  });
});

test.describe('a checked-out guest (R-1003, 390 px, English)', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });

  test('is not asked for the stay the reservation fixes, and finds the past invoices in the profile', async ({
    page,
    context,
  }) => {
    await presetConsent(context, PROJECT, { popupsSeen: false });
    await page.clock.install();
    await page.goto(`/${PROJECT}/?rid=R-1003&lnm=Beispiel#/`);
    await expect(page.getByText('Login successful.')).toBeVisible();
    await page.clock.fastForward('01:00');
    // The start's popup is the next one in the order: the stay popup was left out.
    const popup = page.getByRole('dialog');
    await expect(popup).toBeVisible();
    await expect(popup).not.toHaveAccessibleName('When are you staying with us?');
    await popup.getByRole('button', { name: /^(Later|OK)$/ }).click();
    await page.evaluate(() => (window.location.hash = '#/profile'));
    await expect(page.getByText(/Your stay dates come from your reservation/)).toBeVisible();
    await page.getByRole('link', { name: 'Invoices' }).click();
    await expect(page).toHaveURL(/#\/invoices\/R-1003$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}phone-6-checked-out-invoices.png` });
  });
});

test.describe('booking outside the stay (R-1001, 360 px, English)', () => {
  test.use({ viewport: { width: 360, height: 740 }, locale: 'en-GB' });

  test('the booking panel shows the stay and warns before a date after the departure', async ({
    page,
    context,
  }) => {
    await presetConsent(context, PROJECT);
    await page.goto(`/${PROJECT}/?rid=R-1001&lnm=Muster#/activity/alp-prog-yoga`);
    await expect(page.getByText('Login successful.')).toBeVisible();
    const panel = page.getByRole('region', { name: 'Book', exact: true });
    // R-1001 arrives today for three nights: today's class is within the stay.
    await expect(panel.getByText(/^Your stay: /)).toBeVisible();
    await expect(panel.getByText(/outside your stay/)).toHaveCount(0);
    // The last date offered lies a week ahead: after the departure.
    const date = panel.getByRole('combobox', { name: 'Date' });
    const last = await date.locator('option').last().getAttribute('value');
    await date.selectOption(last!);
    await expect(panel.getByRole('alert')).toContainText('This date is outside your stay');
    await expect(panel.getByRole('alert')).toContainText('Book it only if you will be here then.');
    await page.screenshot({
      path: `${screenshotDir}phone-7-booking-outside-stay.png`,
      fullPage: true,
    });
    await expectAccessible(page);
  });
});

test.describe('the shop on a phone (360 px, English)', () => {
  test.use({ viewport: { width: 360, height: 740 }, locale: 'en-GB' });

  test('a category is one tap away, and the cart bar never lies over a product', async ({
    page,
    context,
  }) => {
    await presetConsent(context, PROJECT);
    await page.goto(`/${PROJECT}/#/shop`);
    const bar = page.getByRole('navigation', { name: 'Shop categories' });
    await bar.getByRole('button', { name: 'To take home' }).click();
    const heading = page.getByRole('heading', { level: 2, name: 'To take home' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    // The bar sits above the list: the heading jumped to starts below it.
    const barBox = (await bar.boundingBox())!;
    const headingBox = (await heading.boundingBox())!;
    expect(headingBox.y).toBeGreaterThanOrEqual(barBox.y + barBox.height - 1);
    await page.getByRole('button', { name: 'Add to cart: Alpine blossom honey, 250 g' }).click();
    await expect(bar.getByRole('button', { name: 'Go to your cart (1)' })).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}phone-8-shop-categories.png` });
    await expectAccessible(page);
    await bar.getByRole('button', { name: 'Go to your cart (1)' }).click();
    await expect(page.getByRole('heading', { name: /Your cart/ })).toBeFocused();
  });
});

test.describe('an order brought at two times (R-1002, 360 px, English)', () => {
  test.use({ viewport: { width: 360, height: 740 }, locale: 'en-GB' });

  test("tomorrow's picnic basket keeps its own status when tonight's wine is delivered", async ({
    page,
    context,
    request,
  }) => {
    await presetConsent(context, PROJECT);
    await page.goto(`/${PROJECT}/?rid=R-1002&lnm=Gast#/shop`);
    await expect(page.getByText('Login successful.')).toBeVisible();
    await page.getByRole('button', { name: 'Add to cart: Picnic basket for a hike' }).click();
    await page.getByRole('button', { name: 'Add to cart: Grüner Veltliner, 0.75 l' }).click();
    const cart = page.getByRole('region', { name: /Your cart/ });
    await cart.getByRole('radio', { name: 'Charge to my room' }).check();
    await cart.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your order' })).toBeVisible();

    // The wine comes now; the basket is ready tomorrow at 07:00 — two deliveries.
    const now = page.getByRole('region', { name: 'Delivery: as soon as possible' });
    const tomorrow = page.getByRole('region', { name: /^Delivery: .*07:00$/ });
    await expect(now).toContainText('Grüner Veltliner');
    await expect(tomorrow).toContainText('Picnic basket for a hike · For 1 person');

    // The staff confirm the order and bring the wine: only the wine is delivered.
    const orderId = page.url().split('/order/')[1]!.split('?')[0]!;
    const move = (data: object) =>
      request.post(`/api/staff/${PROJECT}/orders/${orderId}/status`, {
        headers: { authorization: `Bearer ${adminToken}` },
        data,
      });
    expect((await move({ status: 'confirmed' })).status()).toBe(200);
    expect((await move({ status: 'delivered', delivery: 'asap' })).status()).toBe(200);
    await expect(now.getByText('Status: Delivered')).toBeVisible();
    await expect(tomorrow.getByText('Status: Confirmed')).toBeVisible();
    await expect(page.getByText('Status: Confirmed').first()).toBeVisible();
    await page.screenshot({
      path: `${screenshotDir}phone-10-order-deliveries.png`,
      fullPage: true,
    });
    await expectAccessible(page);
  });
});

test.describe('search on a phone (360 px, German)', () => {
  test.use({ viewport: { width: 360, height: 740 }, locale: 'de-DE' });

  test('finds what a guest means, and a search without results leads to the concierge', async ({
    page,
    context,
  }) => {
    await presetConsent(context, PROJECT);
    await page.goto(`/${PROJECT}/#/search`);
    const field = page.getByRole('searchbox', { name: 'Suchbegriff' });
    const results = page.locator('.search-results');
    const firstThree = async () =>
      (await results.getByRole('link').allInnerTexts()).slice(0, 3).join(' | ');
    // The pets first — not a title with "und" in it.
    await field.fill('hund');
    await expect(results.getByRole('link').first()).toContainText('Haustiere');
    // Two words that are one, the Austrian spelling; the concept behind a verb.
    await field.fill('schi verleih');
    await expect(results.getByRole('link').first()).toBeVisible();
    expect(await firstThree()).toContain('Radverleih');
    await field.fill('spät auschecken');
    await expect(results.getByRole('link').first()).toContainText('Check-out');
    await page.screenshot({ path: `${screenshotDir}phone-11-search-checkout.png` });

    await field.fill('Zahnspange');
    await expect(page.getByText('Keine Ergebnisse für „Zahnspange“.')).toBeVisible();
    await expect(page.getByText('Oder rufen Sie die Rezeption an:')).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}phone-12-search-nothing.png` });
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Fragen Sie Rosi, Ihre digitale Concierge' }).click();
    await expect(page).toHaveURL(/#\/chatbot\?ask=Zahnspange$/);
    await expect(page.getByRole('textbox', { name: 'Ihre Frage' })).toHaveValue('Zahnspange');
  });
});

test.describe('the contact form of a logged-in guest (390 px, English)', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });

  test('is filled with the reservation’s name; the guest only writes the message', async ({
    page,
    context,
  }) => {
    await presetConsent(context, PROJECT);
    await page.goto(`/${PROJECT}/?rid=R-1001&lnm=Muster#/contact`);
    await expect(page.getByText('Login successful.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Max Muster');
  });
});

test.describe('an A–Z information on a phone (390 px, English)', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });

  test('shows neither the hotel’s own address nor "Add to my plan"; a hike has both', async ({
    page,
    context,
  }) => {
    await presetConsent(context, PROJECT);
    await page.goto(`/${PROJECT}/#/activity/alp-hike-lake`);
    await expect(page.getByRole('button', { name: 'Add to my plan' })).toBeVisible();
    await page.goto(`/${PROJECT}/#/activity/alp-dir-checkout`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to favourites' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to my plan' })).toHaveCount(0);
    await expect(page.getByRole('main').getByText('Dorfstraße 14')).toHaveCount(0);
  });
});

test.describe('a guest who wrote to the team without logging in (390 px, English)', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });

  test('finds the conversation in the inbox; the login is asked only for requests and bookings', async ({
    page,
    context,
  }) => {
    await presetConsent(context, PROJECT);
    await page.goto(`/${PROJECT}/#/registrations`);
    await expect(page.getByRole('heading', { level: 2, name: 'Messages' })).toBeVisible();
    await page.getByRole('link', { name: 'Open messages' }).click();
    await expect(page).toHaveURL(/#\/registrations\/messages$/);
    await expect(page.getByRole('dialog')).toBeVisible();
    // The dialog keeps the focus (the page's heading behind it does not take it).
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            document.querySelector('[aria-modal="true"]')?.contains(document.activeElement) ??
            false,
        ),
      )
      .toBe(true);
  });
});

test.describe('offline in the chat (360 px, English)', () => {
  test.use({ viewport: { width: 360, height: 740 }, locale: 'en-GB' });

  test('the offline badge lies over nothing; a handoff offers the reception’s phone', async ({
    page,
    context,
  }) => {
    await presetConsent(context, PROJECT);
    await page.goto(`/${PROJECT}/#/chatbot`);
    const field = page.getByRole('textbox', { name: 'Your question' });
    await expect(field).toBeVisible();
    await context.setOffline(true);
    const badge = page.locator('.offline-badge');
    await expect(badge).toBeVisible();
    // Nothing the guest reads, types into or presses lies under the badge.
    const send = page.getByRole('button', { name: 'Send', exact: true });
    const heading = page.getByRole('heading', { level: 1 });
    const expectClearOfBadge = async (target: typeof field) => {
      const a = (await badge.boundingBox())!;
      const b = (await target.boundingBox())!;
      const overlap =
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlap).toBe(false);
    };
    for (const target of [field, send, heading]) await expectClearOfBadge(target);
    await field.fill('I want to speak to someone');
    await send.click();
    const log = page.getByRole('log');
    await log.getByRole('textbox', { name: 'Your name' }).fill('Anna Berger');
    await log.getByRole('button', { name: 'Send my question to the team' }).click();
    await expect(log.getByText(/You are offline, so nothing can be sent now/)).toBeVisible();
    await expect(log.getByRole('link', { name: '+43 5285 61234' })).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}phone-9-offline-handoff.png` });
    for (const target of [field, send, heading]) await expectClearOfBadge(target);
    await context.setOffline(false);
  });
});
