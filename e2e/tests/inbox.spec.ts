// The guest's line to the hotel, walked on a phone: a guest of alpenrose
// (R-1001) sends a request from the guest services; the staff accepts it
// over the API; the guest's inbox shows "Accepted" and the auto-generated
// message without a reload (realtime). A staff message arrives as a toast
// and as the inbox's unseen badge; the guest answers in the messaging
// modal. A push notification reaches a local push service, which decrypts
// it. The new screens are axe clean; screenshots are written.
import { randomBytes, randomInt } from 'node:crypto';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { startPushReceiver } from '../../apps/server/test/support/push-receiver.ts';
import { adminToken } from '../playwright.config.ts';
import { presetConsent, screenshotDir, waitForServiceWorker } from './helpers.ts';
import { expectAccessible } from './axe.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
const PROJECT = 'alpenrose';
const PHONE = { width: 390, height: 844 };
const STAFF = { authorization: `Bearer ${adminToken}` };

async function loggedInGuest(
  page: Page,
  path: string,
  { rid, lnm } = { rid: 'R-1001', lnm: 'Muster' },
): Promise<string> {
  await page.goto(`/${PROJECT}/?rid=${rid}&lnm=${lnm}#${path}`);
  await expect(page.getByText('Login successful.')).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(async (p) => {
        const response = await fetch(`/api/integrations/${p}/isloggedin`);
        return ((await response.json()) as { logged_in: boolean }).logged_in;
      }, PROJECT),
    )
    .toBe(true);
  // The app stores the reservation's user id once the login's answer is in:
  // an id read before that is the anonymous guest's (messages to it would
  // never reach the logged-in guest).
  const storedUserId = () =>
    page.evaluate((key) => {
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as {
        state?: { userId?: string };
      };
      return stored.state?.userId ?? '';
    }, `hospes:${PROJECT}:guest`);
  await expect.poll(storedUserId).toMatch(/^guest_res_/);
  return storedUserId();
}

test.describe('inbox, requests, messages and push (alpenrose, phone, English)', () => {
  test.use({ viewport: PHONE, locale: 'en-GB' });

  test('a request is sent, accepted by the staff, and the guest sees "Accepted" and the auto message without reload', async ({
    page,
    context,
    request,
  }) => {
    await presetConsent(context, PROJECT);
    await loggedInGuest(page, '/guestservices');
    await expect(page.getByRole('heading', { level: 1, name: 'Guest services' })).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}inbox-1-guest-services.png`, fullPage: true });
    await expectAccessible(page);

    await page.getByRole('link', { name: /Extra towels/ }).click();
    const marker = `e2e ${randomBytes(4).toString('hex')}`;
    await page.getByRole('combobox', { name: 'Kind' }).selectOption('sauna');
    await page.getByRole('spinbutton', { name: 'How many' }).fill('3');
    await page.getByRole('textbox', { name: /Note/ }).fill(marker);
    // Without the consent the form names what is missing and keeps the values.
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(
      page.getByText('Please accept the privacy policy to send the form.').first(),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Note/ })).toHaveValue(marker);
    await page.getByRole('checkbox', { name: /privacy policy/ }).check();
    await page.screenshot({ path: `${screenshotDir}inbox-2-request-form.png`, fullPage: true });
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Your request has been sent.').first()).toBeVisible();

    await page.getByRole('link', { name: 'Go to your inbox' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    const list = await request.get(`/api/staff/${PROJECT}/requests?status=sent`, {
      headers: STAFF,
    });
    const mine = (
      (await list.json()) as { requests: { id: string; fields: { note?: string } }[] }
    ).requests.find((r) => r.fields.note === marker);
    expect(mine).toBeDefined();
    const card = page
      .getByRole('listitem')
      .filter({ hasText: 'Extra towels' })
      .filter({ hasText: 'Status: Open' });
    await expect(card.first()).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}inbox-3-open.png`, fullPage: true });

    const accepted = await request.post(`/api/staff/${PROJECT}/requests/${mine!.id}/accept`, {
      headers: STAFF,
      data: { note: 'On their way to room 12.' },
    });
    expect(accepted.status()).toBe(200);
    // No reload: the realtime stream brings the decision and the auto message.
    await expect(page.getByText('Note from the hotel: On their way to room 12.')).toBeVisible();
    await expect(
      page.getByRole('listitem').filter({ hasText: 'On their way to room 12.' }),
    ).toContainText('Status: Accepted');
    await expect(
      page.getByText('Your request "Extra towels" has been accepted.').first(),
    ).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}inbox-4-accepted.png`, fullPage: true });
    await expectAccessible(page);
  });

  test('a staff message arrives as a toast and an unseen badge; the guest reads and answers it in the messaging modal', async ({
    page,
    context,
    request,
  }) => {
    await presetConsent(context, PROJECT);
    const userId = await loggedInGuest(page, '/');
    // Read what is there, so that the badge counts only the new message.
    const welcome = await request.post(`/api/staff/${PROJECT}/messages/${userId}`, {
      headers: STAFF,
      data: { content: 'Welcome!' },
    });
    expect(welcome.status()).toBe(201);
    await page.goto(`/${PROJECT}/#/registrations/messages`);
    await expect(page.getByRole('dialog', { name: 'Messages' })).toBeVisible();
    await expect(page.getByRole('dialog').getByText('Welcome!').first()).toBeVisible();
    await page.goto(`/${PROJECT}/#/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Reading the conversation counted the message out: no badge.
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('link', { name: 'Inbox', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Inbox', exact: true })).toBeHidden();

    const text = `Your table for two is ready at 19:30 — ${randomBytes(3).toString('hex')}.`;
    const sentAt = Date.now();
    await request.post(`/api/staff/${PROJECT}/messages/${userId}`, {
      headers: STAFF,
      data: { title: 'Restaurant', content: text },
    });
    await expect(page.getByText(`Restaurant: ${text}`)).toBeVisible();
    expect(Date.now() - sentAt).toBeLessThan(8000);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('link', { name: /Inbox \(Unseen messages: 1\)/ })).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}inbox-5-toast-badge.png` });
    await page.getByRole('link', { name: /Inbox/ }).click();

    await page.getByRole('link', { name: 'Open messages' }).click();
    const dialog = page.getByRole('dialog', { name: 'Messages' });
    await expect(dialog.getByText(text)).toBeVisible();
    const reply = `Thank you! <b>${randomBytes(3).toString('hex')}</b>`;
    await dialog.getByRole('textbox', { name: 'Your message' }).fill(reply);
    await dialog.getByRole('button', { name: 'Send' }).click();
    // Plain text: the tags show as typed, nothing is rendered as HTML.
    await expect(dialog.getByText(reply)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Your message' })).toHaveValue('');
    await page.screenshot({ path: `${screenshotDir}inbox-6-messages.png` });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    // Opening the conversation marked it seen: the badge is gone.
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('link', { name: 'Inbox', exact: true })).toBeVisible();
  });

  test('a staff notification shows as "Message 1 of 1" and is pushed to the local push service', async ({
    page,
    context,
    request,
  }) => {
    // A reservation of its own: the notification would pop up on every page
    // of R-1001 that the other worker's tests have open at that moment.
    const rid = `R-6${String(randomInt(1000)).padStart(3, '0')}`;
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Vienna' });
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('sv-SE', {
      timeZone: 'Europe/Vienna',
    });
    const imported = await request.post(`/api/staff/${PROJECT}/reservations/import`, {
      headers: { ...STAFF, 'content-type': 'text/csv' },
      data: [
        'Reservierung;Nachname;Vorname;E-Mail;Anreise;Abreise;Zimmer;Erwachsene;Kinder',
        `${rid};Leitner;Lena;lena@example.com;${today};${tomorrow};204;1;0`,
      ].join('\r\n'),
    });
    expect(imported.status(), await imported.text()).toBe(200);
    const receiver = await startPushReceiver();
    try {
      await presetConsent(context, PROJECT);
      const userId = await loggedInGuest(page, '/', { rid, lnm: 'Leitner' });
      const subscription = receiver.subscribe();
      const registered = await page.evaluate(
        async ({ p, u, token }) =>
          (
            await fetch(`/api/guestdata/${p}/notifications/${u}/register`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({
                registrations: {
                  push: { permission: true, registrationToken: token },
                  inapp: { permission: true },
                },
              }),
            })
          ).status,
        { p: PROJECT, u: userId, token: JSON.stringify(subscription) },
      );
      expect(registered).toBe(200);
      const title = `Wine tasting ${randomBytes(2).toString('hex')}`;
      const sent = await request.post(`/api/staff/${PROJECT}/notifications`, {
        headers: STAFF,
        data: {
          userIds: [userId],
          title,
          body: 'Tonight at 19:00 in the cellar.',
          link: '/weather',
          linkType: 'INT',
          linkTitle: 'See the weather',
          push: true,
          inapp: true,
        },
      });
      expect(await sent.json()).toEqual({ recipients: 1, inapp: 1, push: 1 });
      const push = await receiver.next(10_000);
      expect(push.payload).toMatchObject({
        title,
        body: 'Tonight at 19:00 in the cellar.',
        link: '/weather',
        linkType: 'INT',
      });

      const dialog = page.getByRole('dialog', { name: 'Message 1 of 1' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
      await page.screenshot({ path: `${screenshotDir}inbox-7-notification.png` });
      await expectAccessible(page);
      // INT links navigate inside the app.
      await dialog.getByRole('link', { name: 'See the weather' }).click();
      await expect(page).toHaveURL(/#\/weather$/);
      await expect(dialog).toBeHidden();
    } finally {
      await receiver.close();
    }
  });
});

test.describe('the service worker shows a pushed notification (spec §4 push)', () => {
  test.use({ viewport: PHONE, locale: 'en-GB', serviceWorkers: 'allow' });

  test('a push delivered to the service worker becomes a notification with its title, body and link', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['notifications']);
    await presetConsent(context, PROJECT);
    await page.goto(`/${PROJECT}/#/`);
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const registrations = new Promise<{ registrationId: string; scopeURL: string }[]>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => resolve(event.registrations)),
    );
    await cdp.send('ServiceWorker.enable');
    const registration = (await registrations).find((r) => r.scopeURL.endsWith(`/${PROJECT}/`));
    expect(registration).toBeDefined();
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(page.url()).origin,
      registrationId: registration!.registrationId,
      data: JSON.stringify({
        title: 'Your room is ready',
        body: 'Room 204, second floor.',
        link: '/registrations/messages',
        linkType: 'INT',
      }),
    });
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const worker = await navigator.serviceWorker.ready;
          return (await worker.getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            data: n.data as unknown,
          }));
        }),
      )
      .toEqual([
        {
          title: 'Your room is ready',
          body: 'Room 204, second floor.',
          data: { link: '/registrations/messages', linkType: 'INT' },
        },
      ]);
  });
});
