// The chatbot concierge, walked as a guest of the demo hotel would: on a
// phone it is its own page (inline), on a desktop it floats behind a
// launcher whose code loads only when it is opened. Three questions get
// answers quoted from the hotel's content with links to their pages; a
// source link leads to the page and back to the same conversation; it
// answers offline after one visit; "I want to speak to someone" puts the
// question into the inbox, where the staff API sees it. Screenshots are
// written; the chat is axe clean.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { adminToken } from '../playwright.config.ts';
import { isWalkedPair, presetConsent, screenshotDir } from './helpers.ts';
import { expectAccessible } from './axe.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
const PROJECT = 'alpenrose';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function ask(page: Page, label: string, question: string) {
  const field = page.getByRole('textbox', { name: label });
  await field.fill(question);
  await field.press('Enter');
}

const log = (page: Page) => page.getByRole('log');

const LANGS = {
  en: {
    locale: 'en-GB',
    title: 'Rosi, your digital concierge',
    field: 'Your question',
    open: 'Open the chat',
    close: 'Close the chat',
    questions: [
      ['What time is breakfast?', 'Breakfast', '07:30 – 10:30 h'],
      ['Where can I park my car?', 'Parking & garage', 'The heated underground garage costs €12'],
      ['Can I bring my dog?', 'Pets', 'Dogs are welcome'],
    ],
    unknown: [
      'Who won the football yesterday?',
      'I could not find an answer to that in our information.',
    ],
    page: 'The car park in front of the hotel is free for hotel guests.',
  },
  de: {
    locale: 'de-DE',
    title: 'Rosi, Ihre digitale Concierge',
    field: 'Ihre Frage',
    open: 'Chat öffnen',
    close: 'Chat schließen',
    questions: [
      ['Wann gibt es Frühstück?', 'Frühstück', '07:30 – 10:30 Uhr'],
      ['Wo kann ich mein Auto parken?', 'Parken & Garage', 'Die beheizte Tiefgarage kostet'],
      ['Darf unser Hund mit?', 'Haustiere', 'Hunde sind bei uns willkommen'],
    ],
    unknown: [
      'Wer hat gestern das Fußballspiel gewonnen?',
      'Dazu habe ich in unseren Informationen keine Antwort gefunden.',
    ],
    page: 'Der Parkplatz vor dem Haus ist für Hausgäste kostenlos.',
  },
} as const;

// Each language on one screen (ADR 027): German on a phone, English on a desktop.
for (const [lang, l] of Object.entries(LANGS)) {
  test.describe(`chatbot (${lang})`, () => {
    test.use({ viewport: PHONE, locale: l.locale });

    if (isWalkedPair(lang, 'phone')) {
      test('three questions, a source link and back to the same conversation', async ({
        page,
        context,
      }) => {
        await presetConsent(context, PROJECT);
        await page.goto(`/${PROJECT}/#/chatbot`);
        await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
        // spec §2: inline, the window height − 68 (less the bottom tabs): the field stays on screen.
        await expect(page.getByRole('button', { name: /^(Send|Senden)$/ })).toBeInViewport({
          ratio: 1,
        });
        // spec §2: no imprint footer on the chatbot's page.
        await expect(page.getByRole('contentinfo')).toHaveCount(0);
        await page.screenshot({ path: `${screenshotDir}chatbot-1-phone-start-${lang}.png` });

        for (const [question, link, text] of l.questions) {
          await ask(page, l.field, question);
          await expect(log(page).getByRole('link', { name: link, exact: true })).toBeVisible();
          await expect(log(page)).toContainText(text);
        }
        await ask(page, l.field, l.unknown[0]);
        await expect(log(page).getByText(l.unknown[1])).toBeVisible();
        await page.screenshot({ path: `${screenshotDir}chatbot-2-phone-answers-${lang}.png` });
        await expectAccessible(page, { include: '.chat' });

        const [, parking] = l.questions[1];
        await log(page).getByRole('link', { name: parking, exact: true }).click();
        await expect(page).toHaveURL(/#\/directory\//);
        await expect(page.getByRole('main').getByText(l.page)).toBeVisible();
        await page.goBack();
        await expect(page).toHaveURL(/#\/chatbot$/);
        await expect(log(page)).toContainText(l.questions[0][0]);
        await expect(log(page)).toContainText(l.unknown[0]);
      });
    }
    if (isWalkedPair(lang, 'desktop')) {
      test('on a desktop, the launcher opens the floating window; its code loads only then', async ({
        page,
        context,
      }) => {
        await page.setViewportSize(DESKTOP);
        await presetConsent(context, PROJECT);
        const scripts: string[] = [];
        page.on('request', (r) => {
          if (r.resourceType() === 'script') scripts.push(r.url());
        });
        await page.goto(`/${PROJECT}/#/`);
        const launcher = page.getByRole('button', { name: l.open });
        await expect(launcher).toBeVisible();
        // spec §9: 30 px from the bottom and the right, z-index 99999.
        const box = await launcher.boundingBox();
        expect(DESKTOP.height - (box!.y + box!.height)).toBeCloseTo(30, 0);
        expect(DESKTOP.width - (box!.x + box!.width)).toBeCloseTo(30, 0);
        expect(await launcher.evaluate((el) => getComputedStyle(el).zIndex)).toBe('99999');
        expect(scripts.filter((url) => /chat-window/.test(url))).toEqual([]);

        await launcher.click();
        await expect(page.getByRole('heading', { level: 2, name: l.title })).toBeVisible();
        expect(scripts.some((url) => /chat-window/.test(url))).toBe(true);
        for (const [question, link] of l.questions) {
          await ask(page, l.field, question);
          await expect(log(page).getByRole('link', { name: link, exact: true })).toBeVisible();
        }
        await page.screenshot({ path: `${screenshotDir}chatbot-3-desktop-${lang}.png` });
        await expectAccessible(page, { include: '.chat' });

        const [, parking] = l.questions[1];
        await log(page).getByRole('link', { name: parking, exact: true }).click();
        await expect(page.getByRole('main').getByText(l.page)).toBeVisible();
        // The window stays open over the page, with the same conversation.
        await expect(log(page)).toContainText(l.questions[2][0]);
        await page.getByRole('button', { name: l.close }).first().click();
        await expect(log(page)).toHaveCount(0);
        await page.getByRole('button', { name: l.open }).click();
        await expect(log(page)).toContainText(l.questions[0][0]);
        // Keyboard: the field has the focus on opening; Escape closes and returns it to the launcher.
        await expect(page.getByRole('textbox', { name: l.field })).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(log(page)).toHaveCount(0);
        await expect(page.getByRole('button', { name: l.open })).toBeFocused();
      });
    }
  });
}

test.describe('chatbot on a phone (English)', () => {
  test.use({ viewport: PHONE, locale: 'en-GB' });

  test('bad input is shown as text and nothing breaks', async ({ page, context }) => {
    await presetConsent(context, PROJECT);
    await page.goto(`/${PROJECT}/#/chatbot`);
    const html = '<img src=x onerror="window.hacked=1"><b>wifi</b> password';
    await ask(page, 'Your question', html);
    await expect(log(page).getByText(html)).toBeVisible();
    await expect(log(page).locator('img, b')).toHaveCount(0);
    await expect(log(page).getByText(/I could not find an answer/)).toBeVisible();
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    await ask(page, 'Your question', '😀😀😀');
    await expect(log(page).getByText('Please type a question.')).toBeVisible();
    await ask(page, 'Your question', 'spa '.repeat(1250));
    await expect(log(page).getByRole('link', { name: 'Rosengarten Spa' }).first()).toBeVisible();
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
    // Not logged in: the team learns who asks and where to find them.
    await log(page).getByRole('textbox', { name: 'Your name' }).fill('Anna Berger');
    await log(page)
      .getByRole('textbox', { name: 'Room number or phone (optional)' })
      .fill('+43 664 1234567');
    await page.screenshot({ path: `${screenshotDir}chatbot-4-handoff-who.png` });
    await log(page).getByRole('button', { name: 'Send my question to the team' }).click();
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
    const written = body.messages.map((m) => m.content).join('\n');
    expect(written).toContain('Can I pay with bitcoin?');
    expect(written).toContain('— Anna Berger · +43 664 1234567');
    // The staff's list names her (the handoff's name went to her profile), not "Guest 9653d5".
    await expect
      .poll(async () => {
        const list = await request.get(`/api/staff/${PROJECT}/conversations`, {
          headers: { authorization: `Bearer ${adminToken}` },
        });
        const { conversations } = (await list.json()) as {
          conversations: { userId: string; guest: { name: string | null } }[];
        };
        return conversations.find((c) => c.userId === userId)?.guest.name;
      })
      .toBe('Anna Berger');
  });
});
