// The front desk's working day on a desktop (1440 × 900), in German: staff
// know who wrote and where the guest sleeps (name, room, reservation,
// language, a link to the reservation), and the full identity view belongs
// to the one reservation and the one click it was asked for — never carried
// to the next reservation, never fetched again (each fetch is an audit
// entry) — and the console rides out a server that goes away and comes
// back. Screenshots are written; every screen is axe clean.
import { randomBytes } from 'node:crypto';
import {
  expect as baseExpect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { adminToken } from '../playwright.config.ts';
import { expectAccessible } from './axe.ts';
import { presetConsent, screenshotDir } from './helpers.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
const PROJECT = 'alpenrose';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const FRONTDESK = { email: 'frontdesk@alpenrose.example', password: 'alpenrose-demo' };

/** The front desk logged in to the German console on a desktop; `clock`: a controllable clock first. */
async function deskStaff(browser: Browser, { clock = false } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'de-DE' });
  const staff = await context.newPage();
  if (clock) await staff.clock.install();
  await staff.goto('/console/');
  await staff.getByLabel('E-Mail').fill(FRONTDESK.email);
  await staff.getByLabel('Passwort').fill(FRONTDESK.password);
  await staff.getByRole('button', { name: 'Anmelden' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Heute' })).toBeVisible();
  return staff;
}

/** How often the audit log records a full identity view of `reservation`. */
async function fullViews(request: APIRequestContext, reservation: string): Promise<number> {
  const answer = await request.get(`/api/staff/${PROJECT}/audit?limit=200`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  const { entries } = (await answer.json()) as { entries: { action: string; target: string }[] };
  return entries.filter((e) => e.action === 'reservation.identity.view' && e.target === reservation)
    .length;
}

test('the front desk knows who wrote and where; the full identity view stays with one reservation and one click', async ({
  browser,
  request,
}) => {
  // The guest logs in on the phone and writes to the hotel.
  const guestContext = await browser.newContext({ viewport: PHONE, locale: 'de-DE' });
  await presetConsent(guestContext, PROJECT);
  const guest = await guestContext.newPage();
  // The app settles its (anonymous) guest and connects it before the login below,
  // which happens behind its back: a later connect would say the app's German.
  const connected = guest.waitForRequest((r) =>
    r.url().includes(`/api/guestdata/${PROJECT}/connect/`),
  );
  await guest.goto(`/${PROJECT}/`);
  await connected;
  const question = `Wann beginnt das Frühstück? ${randomBytes(3).toString('hex')}`;
  const sent = await guest.evaluate(
    async ({ project, content }) => {
      const login = await fetch(`/api/integrations/${project}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: { reservation_id: 'R-1001', last_name: 'Muster' } }),
      });
      const { user_id: userId } = (await login.json()) as { user_id: string };
      // The guest switches the app to Italian.
      await fetch(`/api/guestdata/${project}/language/${userId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ language: 'it' }),
      });
      const message = await fetch(`/api/messages/send/${project}/${userId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ content }),
      });
      return message.status;
    },
    { project: PROJECT, content: question },
  );
  expect(sent).toBe(201);
  await guestContext.close();

  // The staff's clock: moved on below to see what waits too long.
  const staff = await deskStaff(browser, { clock: true });
  const context = staff.context();
  // The console opens on today: what waits on each screen, the day's arrivals.
  await expect(staff.getByRole('heading', { level: 1, name: 'Heute' })).toBeVisible();
  const waiting = staff.getByRole('region', { name: 'Wartet auf Sie' });
  await expect(
    waiting.getByRole('listitem').filter({ has: staff.getByRole('link', { name: 'Nachrichten' }) }),
  ).toContainText(/\d+ ungelesen/);
  await expect(
    staff
      .getByRole('region', { name: /^Anreisen heute/ })
      .getByRole('link', { name: 'Max Muster' }),
  ).toBeVisible();
  await staff.screenshot({ path: `${screenshotDir}console-18-today-de.png`, fullPage: true });
  await expectAccessible(staff);

  // The conversation is named by the guest, with room, reservation and language.
  await staff
    .getByRole('navigation', { name: 'Konsole' })
    .getByRole('link', { name: 'Nachrichten' })
    .click();
  const entry = staff.getByRole('link', { name: 'Unterhaltung mit Max Muster öffnen' });
  await expect(entry).toContainText(question);
  await expect(entry).toContainText('Zimmer 204 · Reservierung R-1001 · Sprache: Italienisch');
  await expect(entry).toContainText(/Wartet seit \d+ Min\./);
  // Ten minutes is the project's threshold: eleven later the menu marks the conversations.
  const menuEntry = staff
    .getByRole('navigation', { name: 'Konsole' })
    .getByRole('link', { name: /^Nachrichten, \d+ ungelesen$/ });
  await expect(menuEntry).toBeVisible();
  await staff.clock.fastForward('11:00');
  await expect(
    staff
      .getByRole('navigation', { name: 'Konsole' })
      .getByRole('link', { name: /^Nachrichten, \d+ ungelesen, Wartet länger als 10 Min\.$/ }),
  ).toBeVisible();
  await expect(entry).toContainText(/Wartet seit 1\d Min\./);
  await expect(staff).toHaveTitle(/^\(\d+\) Hospes Konsole$/);
  await entry.click();
  await expect(staff.getByRole('heading', { level: 2, name: 'Max Muster' })).toBeVisible();
  // Replies in the guest's language: the German console offers Italian quick replies.
  const quick = staff.getByRole('group', { name: 'Schnellantworten (Italienisch)' });
  await quick.getByRole('button', { name: 'Grazie, ce ne occupiamo subito.' }).click();
  await expect(staff.getByLabel('Ihre Nachricht an den Gast')).toHaveValue(
    'Grazie, ce ne occupiamo subito.',
  );
  await staff.screenshot({ path: `${screenshotDir}console-13-desk-conversation-de.png` });
  await expectAccessible(staff);

  // The reservation is one click away; identity data are masked there.
  await staff.getByRole('link', { name: 'Reservierung R-1001' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Reservierung R-1001' })).toBeVisible();
  // The reservation's timeline has the guest's message, a step from the conversation.
  const timeline = staff.getByRole('region', { name: 'Verlauf' });
  const written = timeline.getByRole('listitem').filter({ hasText: question });
  await expect(written).toContainText('Nachricht des Gastes');
  await expect(written.getByRole('link', { name: 'Unterhaltung öffnen' })).toBeVisible();
  await expect(staff.getByText('Identitätsdaten sind teilweise verborgen.')).toBeVisible();
  const before = await fullViews(request, 'R-1001');
  await staff.getByRole('button', { name: /Identitätsdaten vollständig zeigen/ }).click();
  await expect(
    staff.getByText(
      'Identitätsdaten werden vollständig gezeigt. Diese Ansicht wird im Protokoll vermerkt.',
    ),
  ).toBeVisible();
  await staff.screenshot({ path: `${screenshotDir}console-14-reservation-full-de.png` });
  // The window loses and regains focus (staff answer the phone): the masked
  // view may refresh, the full view is not asked for again.
  await staff.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  // Another reservation typed into the address bar (the hash route: no reload).
  await staff.evaluate(() => (window.location.hash = '#/front-desk/R-1002'));
  await expect(staff.getByRole('heading', { level: 1, name: 'Reservierung R-1002' })).toBeVisible();
  await expect(staff.getByText('Identitätsdaten sind teilweise verborgen.')).toBeVisible();
  await expect(staff.getByRole('cell', { name: /X•+00/ })).toBeVisible();
  // And back: R-1001 is masked again — the full view was for that one click.
  await staff.evaluate(() => (window.location.hash = '#/front-desk/R-1001'));
  await expect(staff.getByRole('heading', { level: 1, name: 'Reservierung R-1001' })).toBeVisible();
  await expect(staff.getByText('Identitätsdaten sind teilweise verborgen.')).toBeVisible();
  await expectAccessible(staff);
  expect(await fullViews(request, 'R-1001')).toBe(before + 1);
  expect(await fullViews(request, 'R-1002')).toBe(0);

  // A reservation entered by hand; the same number again is not saved over it unasked.
  await staff
    .getByRole('navigation', { name: 'Konsole' })
    .getByRole('link', { name: 'Rezeption' })
    .click();
  const entryForm = staff.getByRole('region', { name: 'Reservierungen erfassen' });
  const inDays = (days: number) =>
    new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const fillEntry = async (room: string) => {
    await entryForm.getByLabel('Reservierungsnummer').fill('R-8101');
    await entryForm.getByLabel('Nachname').fill('Novak');
    await entryForm.getByLabel('Vorname').fill('Ivana');
    await entryForm.getByLabel('Telefon').fill('+385 91 234 5678');
    await entryForm.getByLabel('Sprache').selectOption({ label: 'Kroatisch' });
    await entryForm.getByLabel('Anreise').fill(inDays(30));
    await entryForm.getByLabel('Abreise').fill(inDays(33));
    await entryForm.getByLabel('Zimmer').fill(room);
  };
  await entryForm.getByText('Neue Reservierung').click();
  await fillEntry('402');
  await entryForm.getByRole('button', { name: 'Reservierung speichern' }).click();
  await expect(entryForm.getByRole('status')).toHaveText(
    '1 angelegt, 0 aktualisiert, 0 unverändert.',
  );
  await fillEntry('404');
  await entryForm.getByRole('button', { name: 'Reservierung speichern' }).click();
  const existing = entryForm.getByRole('group', { name: 'Bestehende Reservierung ändern' });
  await expect(existing).toContainText(
    /Die Reservierung R-8101 gibt es schon: Ivana Novak \(.+\)\. Speichern ändert: Zimmer\./,
  );
  await existing.scrollIntoViewIfNeeded();
  await staff.screenshot({ path: `${screenshotDir}console-16-existing-number-de.png` });
  await expectAccessible(staff);
  await existing.getByRole('button', { name: 'Zurück zum Formular' }).click();
  await expect(entryForm.getByLabel('Zimmer')).toHaveValue('404');

  // Edited on its page: everything saved is in the form, phone and language too.
  await staff
    .getByRole('searchbox', { name: 'Nummer, Name des Gastes oder Zimmer' })
    .fill('R-8101');
  await staff.getByRole('button', { name: 'Suchen' }).click();
  await staff
    .getByRole('region', { name: /^Gefunden/ })
    .first()
    .getByRole('link', { name: 'Ivana Novak' })
    .click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Reservierung R-8101' })).toBeVisible();
  const edit = staff.getByRole('region', { name: 'Reservierung bearbeiten' });
  await edit.getByText('Reservierung bearbeiten').click();
  await expect(edit.getByLabel('Zimmer')).toHaveValue('402');
  await expect(edit.getByLabel('Telefon')).toHaveValue('+385 91 234 5678');
  await expect(edit.getByLabel('Sprache')).toHaveValue('hr');
  await expect(edit.getByLabel('Reservierungsnummer')).toHaveAttribute('readonly', '');
  await edit.getByLabel('Zimmer').fill('403');
  await edit.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(edit.getByRole('status')).toHaveText('0 angelegt, 1 aktualisiert, 0 unverändert.');
  await expect(staff.getByRole('region', { name: 'Aufenthalte' })).toContainText('Zimmer 403');
  await staff.screenshot({
    path: `${screenshotDir}console-17-reservation-edit-de.png`,
    fullPage: true,
  });
  await expectAccessible(staff);

  // Any reservation is found by name (accents ignored), number or room.
  await staff
    .getByRole('navigation', { name: 'Konsole' })
    .getByRole('link', { name: 'Rezeption' })
    .click();
  await staff.getByRole('searchbox', { name: 'Nummer, Name des Gastes oder Zimmer' }).fill('gäst');
  await staff.getByRole('button', { name: 'Suchen' }).click();
  const found = staff.getByRole('region', { name: /^Gefunden/ }).first();
  await expect(found.getByRole('link', { name: 'Erika Gast' })).toBeVisible();
  await expectAccessible(staff);
  await found.getByRole('link', { name: 'Erika Gast' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Reservierung R-1002' })).toBeVisible();

  // The server goes away: a reload shows the console's frame and says it
  // keeps trying (not a white page); once the server is back it recovers
  // without another reload.
  await staff.route('**/api/**', (route) => route.abort('connectionrefused'));
  await staff.reload();
  await expect(staff.getByRole('navigation', { name: 'Konsole' })).toBeVisible();
  await expect(
    staff.getByRole('status').filter({ hasText: 'Keine Verbindung zum Server' }).first(),
  ).toBeVisible();
  await staff.screenshot({ path: `${screenshotDir}console-15-no-connection-de.png` });
  await staff.unroute('**/api/**');
  await expect(staff.getByRole('heading', { level: 1, name: 'Reservierung R-1002' })).toBeVisible();
  await expect(staff.getByText('Identitätsdaten sind teilweise verborgen.')).toBeVisible();
  await expect(staff.getByText(/Keine Verbindung zum Server/)).toHaveCount(0);
  await context.close();
});

test('an order canceled at the desk tells the guest why, in the guest’s language', async ({
  browser,
}) => {
  // The guest orders from the shop (paid online: open until paid) — through the API, as the app
  // does, in a context of its own (no app page whose start could replace the session meanwhile).
  const guestContext = await browser.newContext({ locale: 'it-IT' });
  const guest = guestContext.request;
  const login = await guest.post(`/api/integrations/${PROJECT}/login`, {
    data: { data: { reservation_id: 'R-1001', last_name: 'Muster' } },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { user_id: userId } = (await login.json()) as { user_id: string };
  const placed = await guest.post(`/api/orders/${PROJECT}/${userId}`, {
    data: {
      payment: 'online',
      lang: 'it',
      idempotencyKey: `desk-cancel-${randomBytes(12).toString('hex')}`,
      items: [{ productId: 'honey', quantity: 1 }],
    },
  });
  const orderStatus = placed.status();
  expect(orderStatus).toBe(201);

  const staff = await deskStaff(browser);
  const context = staff.context();
  await staff
    .getByRole('navigation', { name: 'Konsole' })
    .getByRole('link', { name: /^Bestellungen/ })
    .click();
  const card = staff
    .getByRole('article')
    .filter({ hasText: 'Max Muster' })
    .filter({ has: staff.getByRole('button', { name: 'Bestellung stornieren' }) })
    .first();
  await card.getByRole('button', { name: 'Bestellung stornieren' }).click();
  const question = card.getByRole('group', { name: 'Bestellung stornieren' });
  const reason = `Il miele è esaurito, ci scusiamo. ${randomBytes(2).toString('hex')}`;
  await question.getByLabel('Nachricht an den Gast, auf Italienisch (freiwillig)').fill(reason);
  await staff.screenshot({ path: `${screenshotDir}console-21-order-cancel-de.png` });
  await expectAccessible(staff);
  await question.getByRole('button', { name: 'Ja, Bestellung stornieren' }).click();

  // The guest has the hotel's message with the reason.
  await expect
    .poll(async () => {
      const answer = await guest.get(`/api/messages/conversation/${PROJECT}/${userId}`);
      const { messages = [] } = (await answer.json()) as { messages?: { content: string }[] };
      return messages.map((m) => m.content);
    })
    .toContain(reason);
  await context.close();
  await guestContext.close();
});

test('a date booked at the desk for a guest who called is confirmed and on the list', async ({
  browser,
}) => {
  const staff = await deskStaff(browser);
  const context = staff.context();
  await staff
    .getByRole('navigation', { name: 'Konsole' })
    .getByRole('link', { name: /^Programm/ })
    .click();
  const yoga = staff.getByRole('region', { name: 'Morgenyoga im Spa' });
  // A date a few days ahead: inside every booking deadline.
  await yoga
    .getByRole('button', { name: /Plätzen belegt/ })
    .nth(4)
    .click();
  await yoga.getByText('An der Rezeption für einen Gast buchen').click();
  await yoga.getByLabel('Reservierungsnummer').fill('R-1003');
  await yoga.getByRole('button', { name: 'Für den Gast buchen' }).click();
  await expect(
    yoga
      .getByRole('status')
      .filter({ hasText: 'Für die Reservierung R-1003 gebucht und bestätigt' }),
  ).toBeVisible();
  await expect(
    yoga
      .getByRole('list', { name: 'Anmeldungen' })
      .getByRole('listitem')
      .filter({ hasText: 'Reservierung R-1003' }),
  ).toContainText('Bestätigt');
  await staff.screenshot({ path: `${screenshotDir}console-24-desk-booking-de.png` });
  await expectAccessible(staff);
  await context.close();
});

test('an administrator edits content in German on a desktop: entries, programme, shop and request forms without JSON', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'de-DE' });
  const staff = await context.newPage();
  await staff.goto('/console/');
  await staff.getByLabel('E-Mail').fill('staff@alpenrose.example');
  await staff.getByLabel('Passwort').fill('alpenrose-demo');
  await staff.getByRole('button', { name: 'Anmelden' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Heute' })).toBeVisible();
  await staff.goto('/console/#/content/entries');
  const entries = staff.getByRole('region', { name: 'Themen und Einträge' });
  await expect(entries.getByRole('heading', { name: 'Themen und Einträge' })).toBeFocused();
  // The cooking class: its programme block in the form, in German.
  await entries.getByRole('combobox', { name: 'Thema' }).selectOption('programme');
  await entries.getByRole('combobox', { name: 'Eintrag' }).selectOption('alp-prog-cooking');
  await expect(
    entries.getByRole('checkbox', { name: 'Gäste können diesen Eintrag buchen' }),
  ).toBeChecked();
  await expect(entries.getByRole('textbox', { name: 'Plätze je Termin' })).toHaveValue('8');
  await expect(entries.getByRole('combobox', { name: 'Bezahlung' })).toHaveValue('online');
  await expect(entries.getByRole('button', { name: 'Weitere Zeit am Montag' })).toBeVisible();
  await staff.screenshot({ path: `${screenshotDir}console-29-content-entry-de.png` });
  await expectAccessible(staff);
  await staff
    .getByRole('navigation', { name: /Bereiche/ })
    .getByRole('link', { name: 'Shop' })
    .click();
  const shop = staff.getByRole('region', { name: 'Shop: Produkte und Kategorien' });
  await expect(shop.getByRole('textbox', { name: 'Bruttopreis (EUR)' })).not.toHaveValue('');
  await staff
    .getByRole('navigation', { name: /Bereiche/ })
    .getByRole('link', { name: 'Anfrageformulare' })
    .click();
  const forms = staff.getByRole('region', { name: 'Anfrageformulare für den Gästeservice' });
  await expect(forms.getByRole('textbox', { name: 'Feld 1: Beschriftung' })).not.toHaveValue('');
  await staff.screenshot({ path: `${screenshotDir}console-30-request-forms-de.png` });
  await expectAccessible(staff);
  await context.close();
});
