// The chatbot concierge, walked as a guest of the demo hotel would: on a
// phone it is its own page (inline), on a desktop it floats behind a
// launcher whose code loads only when it is opened. Three questions get
// answers quoted from the hotel's content with links to their pages; a
// source link leads to the page and back to the same conversation; it
// answers offline after one visit; "I want to speak to someone" puts the
// question into the inbox, where the staff API sees it. Screenshots are
// written; the chat is axe clean.
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { adminToken } from '../playwright.config.ts';
import { presetConsent, screenshotDir, waitForServiceWorker } from './helpers.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
const PROJECT = 'alpenrose';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function expectAxeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('.chat').analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

async function ask(page: Page, label: string, question: string) {
  const field = page.getByRole('textbox', { name: label });
  await field.fill(question);
  await field.press('Enter');
}

const log = (page: Page) => page.getByRole('log');

test.describe('chatbot on a phone (English)', () => {
  test.use({ viewport: PHONE, locale: 'en-GB' });

  test('three questions, a source link and back to the same conversation', async ({
    page,
    context,
  }) => {
    await presetConsent(context, PROJECT);
    await page.goto(`/${PROJECT}/#/chatbot`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Rosi, your digital concierge' }),
    ).toBeVisible();
    await expect(page.getByText(/I am a bot\./)).toBeVisible();
    await expect(page.getByText('Ask me about your stay')).toBeVisible();
    // spec §2: no imprint footer on the chatbot's page.
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.screenshot({ path: `${screenshotDir}chatbot-1-phone-start.png` });

    await ask(page, 'Your question', 'What time is breakfast?');
    await expect(log(page).getByRole('link', { name: 'Breakfast' })).toBeVisible();
    await expect(log(page)).toContainText('07:30 – 10:30 h');

    await ask(page, 'Your question', 'Where can I park my car?');
    await expect(log(page).getByRole('link', { name: 'Parking & garage' })).toBeVisible();
    await expect(log(page)).toContainText('The heated underground garage costs €12 per day');

    await ask(page, 'Your question', 'Who won the football yesterday?');
    await expect(
      log(page).getByText('I could not find an answer to that in our information.'),
    ).toBeVisible();
    await expect(log(page).getByRole('button', { name: 'Talk to the team' })).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}chatbot-2-phone-answers.png` });
    await expectAxeClean(page);

    await log(page).getByRole('link', { name: 'Parking & garage' }).click();
    await expect(page).toHaveURL(/#\/directory\/Parking/);
    await expect(page.getByText('The car park in front of the hotel is free')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/#\/chatbot$/);
    await expect(log(page)).toContainText('What time is breakfast?');
    await expect(log(page)).toContainText('Who won the football yesterday?');
  });

  test('bad input is shown as text and nothing breaks', async ({ page, context }) => {
    await presetConsent(context, PROJECT);
    await page.goto(`/${PROJECT}/#/chatbot`);
    await ask(page, 'Your question', '<img src=x onerror="window.hacked=1">wifi password');
    await expect(
      log(page).getByText('<img src=x onerror="window.hacked=1">wifi password'),
    ).toBeVisible();
    await expect(log(page).getByRole('link', { name: 'Wi-Fi' })).toBeVisible();
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    await ask(page, 'Your question', '😀😀😀');
    await expect(log(page).getByText('Please type a question.')).toBeVisible();
    await ask(page, 'Your question', 'spa '.repeat(1250));
    await expect(log(page).getByRole('link', { name: 'Rosengarten Spa' }).first()).toBeVisible();
  });

  test('answers offline after one visit', async ({ page, context }) => {
    await presetConsent(context, PROJECT);
    await page.goto(`/${PROJECT}/#/chatbot`);
    await waitForServiceWorker(page);
    await ask(page, 'Your question', 'Is there a gym?');
    await expect(log(page).getByRole('link', { name: 'Fitness room' })).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await ask(page, 'Your question', 'Where is the pharmacy?');
    await expect(log(page).getByRole('link', { name: 'Pharmacy' })).toBeVisible();
    await context.setOffline(false);
  });

  test('"I want to speak to someone" puts the question into the inbox the staff sees', async ({
    page,
    context,
    request,
  }) => {
    await presetConsent(context, PROJECT);
    await page.goto(`/${PROJECT}/#/chatbot`);
    await ask(page, 'Your question', 'Can I pay with bitcoin?');
    await expect(log(page).getByText(/I could not find an answer/)).toBeVisible();
    await ask(page, 'Your question', 'I want to speak to someone');
    await expect(
      log(page).getByText('Your message is with the team. They will answer in your inbox.'),
    ).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}chatbot-3-handoff.png` });
    const stored = await page.evaluate(
      (key) => localStorage.getItem(key),
      `hospes:${PROJECT}:guest`,
    );
    const userId = (JSON.parse(stored ?? '{}') as { state: { userId: string } }).state.userId;
    const conversation = await request.get(`/api/staff/${PROJECT}/conversations/${userId}`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(conversation.status()).toBe(200);
    const body = (await conversation.json()) as { messages: { content: string }[] };
    expect(body.messages.map((m) => m.content).join('\n')).toContain('Can I pay with bitcoin?');
  });
});

test.describe('chatbot on a desktop (German)', () => {
  test.use({ viewport: DESKTOP, locale: 'de-DE' });

  test('the launcher opens the floating window; its code loads only then', async ({
    page,
    context,
  }) => {
    await presetConsent(context, PROJECT);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(`/${PROJECT}/#/`);
    const launcher = page.getByRole('button', { name: 'Chat öffnen' });
    await expect(launcher).toBeVisible();
    // spec §9: 30 px from the bottom and the right, z-index 99999.
    const box = await launcher.boundingBox();
    expect(DESKTOP.height - (box!.y + box!.height)).toBeCloseTo(30, 0);
    expect(DESKTOP.width - (box!.x + box!.width)).toBeCloseTo(30, 0);
    expect(await launcher.evaluate((el) => getComputedStyle(el).zIndex)).toBe('99999');
    expect(scripts.filter((url) => /chat-window/.test(url))).toEqual([]);

    await launcher.click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Rosi, Ihre digitale Concierge' }),
    ).toBeVisible();
    expect(scripts.some((url) => /chat-window/.test(url))).toBe(true);

    await ask(page, 'Ihre Frage', 'Wann gibt es Frühstück?');
    await expect(log(page).getByRole('link', { name: 'Frühstück' })).toBeVisible();
    await ask(page, 'Ihre Frage', 'Gibt es eine Sauna?');
    await expect(log(page).getByRole('link', { name: 'Rosengarten-Spa' })).toBeVisible();
    await ask(page, 'Ihre Frage', 'Darf unser Hund mit?');
    await expect(log(page).getByRole('link', { name: 'Haustiere' })).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}chatbot-4-desktop-floating.png` });
    await expectAxeClean(page);

    await log(page).getByRole('link', { name: 'Rosengarten-Spa' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rosengarten-Spa' })).toBeVisible();
    // The window stays open over the page, with the same conversation.
    await expect(log(page)).toContainText('Darf unser Hund mit?');
    await page.getByRole('button', { name: 'Chat schließen' }).first().click();
    await expect(log(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Chat öffnen' }).click();
    await expect(log(page)).toContainText('Wann gibt es Frühstück?');
  });
});
