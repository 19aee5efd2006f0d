// Lines of the spec a guest meets on a phone that an audit found missing:
// the model's custom links on an item ("Plan route"). Screens are axe clean;
// screenshots are written.
import { expect as baseExpect, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { presetConsent, screenshotDir } from './helpers.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
const PROJECT = 'alpenrose';

test.describe('custom links (spec §3 discover.properties.customlinks, 390 px, German)', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'de-DE' });

  test('a hike offers "Route planen" to its coordinates, in the address box', async ({
    page,
    context,
  }) => {
    await presetConsent(context, PROJECT);
    await page.goto(`/${PROJECT}/#/activity/alp-hike-lake`);
    const box = page.getByRole('region', { name: 'Adresse und Kontakt' });
    const route = box.getByRole('link', { name: /^Route planen/ });
    await expect(route).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/directions?route=%3B47.2131%2C11.8355',
    );
    await expect(route).toHaveAttribute('target', '_blank');
    await box.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${screenshotDir}spec-1-custom-link.png` });
    await expectAccessible(page);
  });
});

test.describe('connect (spec §7, 390 px, English)', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });

  test("the app connects at start with the QR code's context, and again after a login", async ({
    page,
    context,
  }) => {
    await presetConsent(context, PROJECT);
    const connects: { url: string; body: Record<string, unknown> }[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/api/guestdata/${PROJECT}/connect/`)) {
        connects.push({
          url: request.url(),
          body: request.postDataJSON() as Record<string, unknown>,
        });
      }
    });
    // The QR code in the room says where the guest came from.
    await page.goto(`/${PROJECT}/?ctx.source=room-qr#/`);
    await expect.poll(() => connects.length).toBe(1);
    expect(connects[0]!.url).toMatch(/\/connect\/guest_app_/);
    expect(connects[0]!.body).toMatchObject({
      registrations: { push: { permission: false }, inapp: { permission: true } },
      contexts: { source: 'room-qr' },
      lang: 'en',
      isIOS: false,
      isStandalone: false,
    });
    // The context leaves the address (a shared link does not pass it on).
    expect(page.url()).not.toContain('ctx.');

    // A login is a new guest id: the app connects again, the context kept.
    await page.goto(`/${PROJECT}/?rid=R-1002&lnm=Gast#/`);
    await expect(page.getByText('Login successful.')).toBeVisible();
    await expect
      .poll(() => connects.find((c) => /\/connect\/guest_res_/.test(c.url))?.body)
      .toMatchObject({ contexts: { source: 'room-qr' } });
  });
});

test.describe('third-party embeds behind consent (spec §3/§9, 390 px, English)', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });

  test('the lake video loads nothing from YouTube until the guest allows YouTube, and goes when withdrawn', async ({
    page,
    context,
  }) => {
    await presetConsent(context, PROJECT);
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      if (/youtube|vimeo|instagram|google\.com/.test(new URL(request.url()).hostname)) {
        thirdParty.push(request.url());
      }
    });
    await page.goto(`/${PROJECT}/#/activity/alp-hike-lake`);
    const blocked = page.getByRole('group', { name: 'Content from YouTube' });
    await expect(blocked).toContainText('This content from YouTube is hidden');
    await blocked.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${screenshotDir}spec-2-embed-blocked.png` });
    await expectAccessible(page);
    // The other embeds of the demo are blocked on their pages as well.
    await page.evaluate(() => (window.location.hash = '#/activity/alp-gasthof-post'));
    await expect(page.getByRole('group', { name: 'Content from Google Maps' })).toBeVisible();
    await page.evaluate(() => (window.location.hash = '#/activity/alp-bakery'));
    await expect(page.getByRole('group', { name: 'Content from Instagram' })).toBeVisible();
    expect(thirdParty).toEqual([]);

    // Allowed: the video's frame, from YouTube's cookie-free address.
    await page.evaluate(() => (window.location.hash = '#/activity/alp-hike-lake'));
    const asked = page.waitForRequest((r) =>
      r.url().startsWith('https://www.youtube-nocookie.com/'),
    );
    await page.getByRole('button', { name: 'Allow YouTube' }).click();
    await expect(page.getByTitle('Video: Lärchsee')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    );
    await asked;
    expect(thirdParty.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(
      true,
    );

    // Withdrawn in the cookie settings: the frame goes again.
    await page.evaluate(() => (window.location.hash = '#/'));
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    const settings = page.getByRole('dialog');
    await settings.getByRole('button', { name: 'Essential only' }).click();
    await page.evaluate(() => (window.location.hash = '#/activity/alp-hike-lake'));
    await expect(page.getByRole('group', { name: 'Content from YouTube' })).toBeVisible();
    await expect(page.getByTitle('Video: Lärchsee')).toHaveCount(0);
  });
});

test.describe('product variant lines (spec §1, 390 px, English)', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });

  test('discover plus: the welcome commands call the reception and open the taxi request', async ({
    page,
    context,
  }) => {
    await presetConsent(context, 'bergblick');
    // Bergblick's blocking splash screen: the guide opens after the reservation login.
    await page.goto('/bergblick/#/');
    await page.getByRole('textbox', { name: 'Reservation number' }).fill('R-1001');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Muster');
    await page.getByRole('button', { name: 'Log in' }).click();
    const commands = page.getByRole('navigation', { name: 'Quick actions' });
    await expect(commands.getByRole('link', { name: 'Call reception' })).toHaveAttribute(
      'href',
      'tel:+43641273310',
    );
    await expect(commands.getByRole('link', { name: 'E-mail reception' })).toHaveAttribute(
      'href',
      'mailto:info@bergblick.example',
    );
    await page.screenshot({ path: `${screenshotDir}spec-1-commands.png` });
    await expectAccessible(page);

    await commands.getByRole('link', { name: 'Order a taxi' }).click();
    await expect(page).toHaveURL(/#\/guestservices\?form=taxi$/);
    await expect(page.getByText('We order a taxi to the hotel for you.')).toBeVisible();
  });

  test('app: the topic overview and the hikes carry the project’s own content', async ({
    page,
    context,
  }) => {
    await presetConsent(context, PROJECT);
    await page.goto(`/${PROJECT}/#/topic`);
    const card = page.getByRole('region', { name: 'With your guest card' });
    await expect(card).toContainText('The ski bus and the regional buses in the valley are free');
    await page.screenshot({ path: `${screenshotDir}spec-1-custom-content.png` });
    await expectAccessible(page);

    await page.getByRole('link', { name: /^Hiking & mountain tours/ }).click();
    await expect(page.getByRole('region', { name: 'Safe in the mountains' })).toContainText(
      'Mountain rescue: 140.',
    );
    await expect(card).toHaveCount(0);
  });
});
