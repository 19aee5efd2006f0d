// The staff console at /console/, in Chromium on a tablet: the front desk
// answers a guest's request and the guest sees the answer without reload;
// an admin edits the welcome text, previews the draft in the guest app,
// publishes it and the guest app shows it after its model refresh; the
// front desk's day lists the demo arrivals; the front desk cannot open
// content editing (hidden, and 403 from the API). Every console screen is
// axe clean; screenshots are written.
import { randomBytes } from 'node:crypto';
import { expect as baseExpect, test } from '@playwright/test';
import { fetchModel, presetConsent, screenshotDir } from './helpers.ts';
import { adminToken } from '../playwright.config.ts';
import { expectAccessible } from './axe.ts';
import { ADMIN, FRONTDESK, PROJECT, TABLET, staffPage } from './console-login.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
const PHONE = { width: 390, height: 844 };

test.describe('staff console (tablet)', () => {
  test('a wrong password keeps the login form filled and says so', async ({ browser }) => {
    const context = await browser.newContext({ viewport: TABLET, locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto('/console/');
    await page.getByLabel('E-mail').fill(ADMIN.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'The e-mail address or the password is wrong.',
    );
    await expect(page.getByLabel('E-mail')).toHaveValue(ADMIN.email);
    await page.screenshot({ path: `${screenshotDir}console-1-login.png` });
    await expectAccessible(page);
    await context.close();
  });

  test('the front desk accepts a guest request with a note; the guest sees it without reload', async ({
    browser,
  }) => {
    const guestContext = await browser.newContext({ viewport: PHONE, locale: 'en-GB' });
    await presetConsent(guestContext, PROJECT);
    const guest = await guestContext.newPage();
    await guest.goto(`/${PROJECT}/?rid=R-1001&lnm=Muster#/registrations`);
    await expect(guest.getByText('Login successful.')).toBeVisible();
    const userId = await expect
      .poll(() =>
        guest.evaluate((key) => {
          const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as {
            state?: { userId?: string };
          };
          return stored.state?.userId ?? '';
        }, `hospes:${PROJECT}:guest`),
      )
      .not.toBe('')
      .then(() =>
        guest.evaluate(
          (key) =>
            (JSON.parse(localStorage.getItem(key) ?? '{}') as { state: { userId: string } }).state
              .userId,
          `hospes:${PROJECT}:guest`,
        ),
      );
    const marker = `e2e console ${randomBytes(4).toString('hex')}`;
    const sent = await guest.evaluate(
      async ({ project, user, note }) => {
        const response = await fetch(`/api/requests/${project}/${user}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            formId: 'towels',
            fields: { kind: 'bath', count: 2, note },
            privacyAccepted: true,
            lang: 'en',
          }),
        });
        return response.status;
      },
      { project: PROJECT, user: userId, note: marker },
    );
    expect(sent).toBe(201);
    await expect(
      guest
        .getByRole('listitem')
        .filter({ hasText: 'Extra towels' })
        .filter({ hasText: 'Status: Open' })
        .first(),
    ).toBeVisible();

    const staff = await staffPage(browser, FRONTDESK, { alerts: true });
    // Today's overview counts the new request and leads to it.
    await staff
      .getByRole('region', { name: 'Waiting for you' })
      .getByRole('link', { name: 'Requests' })
      .click();
    const card = staff.getByRole('article').filter({ hasText: marker });
    await expect(card).toBeVisible();
    // Nothing arrives unnoticed: the menu and the tab title count the new requests.
    const requestsLink = staff
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: /^Requests, \d+ new/ });
    await expect(requestsLink).toBeVisible();
    await expect(staff).toHaveTitle(/^\(\d+\) Hospes Console$/);
    await staff.getByRole('button', { name: 'Alerts off' }).click();
    await expect(staff.getByRole('button', { name: 'Alerts on' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The front desk takes it on: who handles it and how far it is (the guest sees neither).
    await card.getByLabel('Handled by').selectOption({ label: 'Lukas Berger' });
    await card.getByLabel('Progress').selectOption({ label: 'In progress' });
    await expect(card.getByLabel('Progress')).toHaveValue('in_progress');
    await expect(card.getByLabel('Handled by')).not.toHaveValue('');
    await staff.screenshot({ path: `${screenshotDir}console-2-requests.png`, fullPage: true });
    await expectAccessible(staff);
    await card
      .getByLabel('Note to the guest (optional)')
      .fill('Towels are on their way to your room.');
    await card.getByRole('button', { name: 'Accept' }).click();
    await expect(
      staff.getByRole('status').filter({ hasText: 'Extra towels: Accepted.' }),
    ).toBeVisible();

    await expect(
      guest.getByText('Note from the hotel: Towels are on their way to your room.'),
    ).toBeVisible();
    await expect(
      guest.getByRole('listitem').filter({ hasText: 'Towels are on their way' }),
    ).toContainText('Status: Accepted');
    await guest.screenshot({
      path: `${screenshotDir}console-3-guest-sees-answer.png`,
      fullPage: true,
    });

    // Realtime: the guest's next request is on the staff's screen at once (the poll is 15 s).
    const second = `e2e console live ${randomBytes(4).toString('hex')}`;
    await guest.evaluate(
      async ({ project, user, note }) => {
        await fetch(`/api/requests/${project}/${user}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            formId: 'towels',
            fields: { kind: 'hand', count: 1, note },
            privacyAccepted: true,
            lang: 'en',
          }),
        });
      },
      { project: PROJECT, user: userId, note: second },
    );
    await expect(staff.getByRole('article').filter({ hasText: second })).toBeVisible({
      timeout: 5_000,
    });
    // The menu counts what is new on the server (other journeys add requests
    // meanwhile, so the count is the server's, not a number from before) …
    const menuCount = async () =>
      Number(/(\d+) new/.exec((await requestsLink.getAttribute('aria-label')) ?? '')?.[1] ?? -1);
    const serverCount = () =>
      staff.evaluate(async (project) => {
        const response = await fetch(`/api/staff/${project}/counters`);
        return ((await response.json()) as { requests: { count: number } }).requests.count;
      }, PROJECT);
    await expect
      .poll(async () => (await menuCount()) === (await serverCount()), { timeout: 20_000 })
      .toBe(true);
    // … and a desktop notification.
    await expect
      .poll(() =>
        staff.evaluate(
          () => (window as unknown as { shownNotifications: unknown[] }).shownNotifications,
        ),
      )
      .toContainEqual({ title: 'New in the console', body: 'Requests: 1 new' });

    // Staff know who and where: the card names the guest, the room and the
    // reservation; "Write to the guest" opens the conversation, and the reply
    // reaches the guest as well.
    const live = staff.getByRole('article').filter({ hasText: second });
    await expect(live).toContainText('Max Muster');
    await expect(live).toContainText('Room 204');
    await expect(live.getByRole('link', { name: 'Reservation R-1001' })).toHaveAttribute(
      'href',
      '#/front-desk/R-1001',
    );
    await live.getByRole('link', { name: 'Write to the guest' }).click();
    await expect(staff.getByRole('heading', { level: 2, name: 'Max Muster' })).toBeVisible();
    await staff.getByLabel('Your message to the guest').fill('Anything else we can do for you?');
    await staff.getByRole('button', { name: 'Send' }).click();
    await expect(
      staff
        .getByRole('list', { name: 'Messages with the guest' })
        .getByText('Anything else we can do for you?'),
    ).toBeVisible();
    await expect(
      staff.getByRole('link', { name: 'Open the conversation with Max Muster' }),
    ).toBeVisible();
    await staff.screenshot({ path: `${screenshotDir}console-4-conversation.png`, fullPage: true });
    await expectAccessible(staff);
    await expect(guest.getByText('Anything else we can do for you?').first()).toBeVisible();
    await guestContext.close();
    await staff.context().close();
  });

  test('an admin previews a draft welcome text in the guest app; nothing is published', async ({
    browser,
    request,
  }) => {
    const model = await fetchModel(request, PROJECT, 'de');
    const staff = await staffPage(browser, ADMIN);
    await staff.getByRole('link', { name: 'Content', exact: true }).click();
    const greeting = `Entwurf ${randomBytes(3).toString('hex')}`;
    await staff.getByRole('textbox', { name: 'Greeting', exact: true }).fill(greeting);
    // The introduction is written as text with the toolbar, not as HTML.
    const intro = staff.getByRole('textbox', { name: 'Introduction', exact: true });
    await intro.click();
    await staff.keyboard.press('ControlOrMeta+A');
    await staff.keyboard.type('Frühstück bis zehn Uhr');
    await staff.keyboard.press('ControlOrMeta+A');
    const toolbar = staff.getByRole('toolbar', { name: 'Formatting of “Introduction”' });
    await toolbar.getByRole('button', { name: 'Bold' }).click();
    await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await staff.keyboard.press('End');
    await staff.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: 'Bold' }).click();
    await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
    await staff.keyboard.type('Sauna ab 15 Uhr');
    await expect(intro.locator('ul li')).toHaveText('Sauna ab 15 Uhr');
    await intro.scrollIntoViewIfNeeded();
    await staff.screenshot({ path: `${screenshotDir}console-23-rich-text.png` });
    await expectAccessible(staff);

    // A new tab shows the draft in the guest app, in the draft's language.
    const [preview] = await Promise.all([
      staff.context().waitForEvent('page'),
      staff.getByRole('button', { name: 'Preview', exact: true }).click(),
    ]);
    await expect(preview).toHaveURL(/\/alpenrose\/\?preview=[\w-]{43}&lang=de#\//);
    await expect(preview.getByRole('heading', { level: 1, name: greeting })).toBeVisible();
    await expect(preview.getByRole('note', { name: 'Vorschau für das Team' })).toBeVisible();
    // The formatting reaches the guest: bold and a list.
    await expect(
      preview.locator('b, strong').filter({ hasText: 'Frühstück bis zehn Uhr' }),
    ).toBeVisible();
    await expect(
      preview.getByRole('listitem').filter({ hasText: 'Sauna ab 15 Uhr' }),
    ).toBeVisible();
    await preview.getByRole('button', { name: 'Nur notwendige' }).click();
    await preview.screenshot({ path: `${screenshotDir}console-5b-preview.png` });
    await expect(
      staff.getByRole('status').filter({ hasText: 'nothing is published' }),
    ).toBeVisible();
    expect((await fetchModel(request, PROJECT, 'de')).welcome.top.greeting).toBe(
      model.welcome.top.greeting,
    );
    await preview.close();

    await staff.context().close();
  });

  test('an admin publishes a new welcome text; the guest app shows it after its model refresh', async ({
    browser,
    request,
  }) => {
    // A whole journey: the guest app, the staff console, a publication and the model refresh.
    test.slow();
    const model = await fetchModel(request, PROJECT, 'de');
    const guestContext = await browser.newContext({ viewport: PHONE, locale: 'de-DE' });
    await presetConsent(guestContext, PROJECT);
    const guest = await guestContext.newPage();
    await guest.clock.install();
    await guest.goto(`/${PROJECT}/`);
    await expect(guest.getByRole('heading', { name: model.welcome.top.greeting })).toBeVisible();

    const staff = await staffPage(browser, ADMIN);
    await staff.getByRole('link', { name: 'Content', exact: true }).click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
    await expect(staff.getByRole('textbox', { name: 'Greeting', exact: true })).toHaveValue(
      model.welcome.top.greeting!,
    );

    // Bad JSON is refused in the editor and nothing is published.
    const json = staff.getByRole('textbox', { name: 'Whole model (JSON)' });
    await json.fill('{ "name": ');
    await staff.getByRole('button', { name: 'Check and publish' }).click();
    await expect(staff.getByRole('alert')).toContainText('Not valid JSON');

    // Uploads: an SVG that declares a DTD is refused with a reason (a script would be
    // dropped, svg-uploads.spec.ts); a plain one fills the image field.
    const upload = staff.getByLabel('Upload a picture');
    await upload.setInputFiles({
      name: 'bad.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(
        '<!DOCTYPE svg SYSTEM "https://attacker.invalid/x.dtd"><svg xmlns="http://www.w3.org/2000/svg"/>',
      ),
    });
    await expect(
      staff
        .getByRole('alert')
        .filter({ hasText: 'SVGs with a DOCTYPE or entities are not accepted.' }),
    ).toBeVisible();
    await upload.setInputFiles({
      name: 'sun.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#f5b400"/></svg>',
      ),
    });
    await expect(staff.getByRole('textbox', { name: 'Welcome image (URL)' })).toHaveValue(
      /^\/media\/alpenrose\/uploads\/[0-9a-f]{20}\.svg$/,
    );
    // A photo from the hotel's camera (drawn here: magenta with a white square)
    // becomes the welcome image; the guests see it after the publication.
    const photo = Buffer.from(
      await staff.evaluate(() => {
        const canvas = document.createElement('canvas');
        canvas.width = 1600;
        canvas.height = 1000;
        const g = canvas.getContext('2d')!;
        g.fillStyle = '#c0158a';
        g.fillRect(0, 0, 1600, 1000);
        g.fillStyle = '#ffffff';
        g.fillRect(100, 100, 300, 300);
        return canvas.toDataURL('image/png').split(',')[1]!;
      }),
      'base64',
    );
    await upload.setInputFiles({ name: 'terrace.png', mimeType: 'image/png', buffer: photo });
    const imageField = staff.getByRole('textbox', { name: 'Welcome image (URL)' });
    // (The server re-encodes a photo; the SVG's address was there before.)
    await expect(imageField).toHaveValue(
      /^\/media\/alpenrose\/uploads\/[0-9a-f]{20}\.(webp|png|jpe?g|avif)$/,
    );
    const uploaded = await imageField.inputValue();
    const hash = /([0-9a-f]{20})/.exec(uploaded)![1]!;

    const greeting = `Grüß Gott im Alpenrose ${randomBytes(3).toString('hex')}`;
    await staff.getByRole('textbox', { name: 'Greeting', exact: true }).fill(greeting);
    await staff.screenshot({ path: `${screenshotDir}console-5-content.png`, fullPage: true });
    await expectAccessible(staff);

    await staff.getByRole('button', { name: 'Publish', exact: true }).click();
    const published = staff.getByRole('status').filter({ hasText: /Version \d+ is published/ });
    await expect(published).toBeVisible();
    // The forms are renewed with the published version once it has loaded: the next edit waits for it.
    const version = /Version (\d+) is published/.exec((await published.textContent()) ?? '')![1];
    await expect(staff.getByText(`Published version ${version}`, { exact: true })).toBeVisible();
    await expect(staff.getByRole('textbox', { name: 'Greeting', exact: true })).toHaveValue(
      greeting,
    );
    await expect(staff.getByRole('heading', { name: 'Versions' })).toBeVisible();

    // An entry of a topic: its price and Sunday's opening hours, published as the next version.
    // Each part of the content page has its own address.
    await staff
      .getByRole('navigation', { name: 'Content sections' })
      .getByRole('link', { name: 'Entries' })
      .click();
    await expect(staff).toHaveURL(/#\/content\/entries$/);
    await expect(staff.getByRole('heading', { name: 'Topics and entries' })).toBeFocused();
    await staff.getByRole('combobox', { name: 'Topic' }).selectOption('hotel');
    await staff.getByRole('combobox', { name: 'Entry' }).selectOption('alp-spa');
    await expect(
      staff
        .getByRole('region', { name: 'Topics and entries' })
        .getByRole('textbox', { name: 'Title', exact: true }),
    ).toHaveValue(/\S/);
    const price = `Für Hausgäste inklusive (${randomBytes(2).toString('hex')})`;
    await staff.getByRole('textbox', { name: /^Price/ }).fill(price);
    await staff.getByLabel('Sunday closes').fill('19:30');
    await staff.getByRole('button', { name: 'Publish the entry' }).click();
    await expect
      .poll(async () => {
        const next = (await fetchModel(request, PROJECT, 'de')) as unknown as {
          discover: {
            topics: {
              id: string;
              items: { id: string; price?: string; openingHours?: { day: number; to: string }[] }[];
            }[];
          };
        };
        const spa = next.discover.topics
          .find((t) => t.id === 'hotel')!
          .items.find((i) => i.id === 'alp-spa')!;
        return [spa.price, spa.openingHours?.find((h) => h.day === 0)?.to];
      })
      .toEqual([price, '19:30']);

    // Spec §4 model refresh: the next route change after five minutes picks the version up.
    // (The photo may be asked for on the first page after the refresh already.)
    const photoAnswer = guest.waitForResponse((r) => r.url().includes(hash), { timeout: 15_000 });
    await guest.clock.fastForward('05:30');
    await guest.evaluate(() => (window.location.hash = '#/weather'));
    await expect(guest.getByRole('heading', { level: 1, name: /Wetter/ })).toBeVisible();
    await guest.evaluate(() => (window.location.hash = '#/'));
    await expect(guest.getByRole('heading', { name: greeting })).toBeVisible();
    // The uploaded photo reaches the guest through the image proxy — not a 404
    // and the default illustration: its pixels are the photo's magenta.
    const answer = await photoAnswer;
    expect(answer.status(), answer.url()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^image\//);
    const welcomeImage = guest.locator(`img[src*="${hash}"]`).first();
    await expect(welcomeImage).toBeVisible();
    await expect
      .poll(() =>
        welcomeImage.evaluate((img: HTMLImageElement) => {
          if (!img.complete || img.naturalWidth === 0) return 255;
          const canvas = document.createElement('canvas');
          canvas.width = img.naturalWidth;
          canvas.height = img.naturalHeight;
          const g = canvas.getContext('2d')!;
          g.drawImage(img, 0, 0);
          const x = img.naturalWidth * 0.75;
          const pixel = g.getImageData(x, img.naturalHeight * 0.5, 1, 1).data;
          // How far from the photo's #c0158a (the proxy re-encodes: a little drift).
          return Math.max(...[192, 21, 138].map((v, i) => Math.abs(v - pixel[i]!)));
        }),
      )
      .toBeLessThanOrEqual(24);
    await guest.screenshot({ path: `${screenshotDir}console-6-guest-new-welcome.png` });

    // The audit log names who published, in words.
    await staff.getByRole('link', { name: 'Audit log' }).click();
    await expect(
      staff
        .getByRole('row')
        .filter({ hasText: 'Content published' })
        .filter({ hasText: ADMIN.email })
        .first(),
    ).toBeVisible();
    await guestContext.close();
    await staff.context().close();
  });

  test("the front desk sees today's arrivals and cannot open content editing, in the UI or the API", async ({
    browser,
  }) => {
    const staff = await staffPage(browser, FRONTDESK);
    const nav = staff.getByRole('navigation', { name: 'Console' });
    await expect(nav.getByRole('link', { name: 'Front desk' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Content' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Team' })).toHaveCount(0);

    await nav.getByRole('link', { name: 'Front desk' }).click();
    const arrivals = staff.getByRole('region', { name: /Arrivals/ });
    await expect(arrivals.getByRole('row').filter({ hasText: 'Max Muster' })).toContainText(
      'R-1001',
    );
    const departures = staff.getByRole('region', { name: /Departures/ });
    await expect(departures.getByRole('row').filter({ hasText: 'Erika Gast' })).toContainText(
      'R-1002',
    );
    // A PMS export from another system (Windows-1252, German dates): first a preview with every
    // problem of every row, nothing imported; the corrected file on confirmation.
    const today = await staff.getByLabel('Day', { exact: true }).inputValue();
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    const german = (date: string) => date.split('-').reverse().join('.');
    const exportOf = (rows: string[]) => ({
      name: 'arrivals.csv',
      mimeType: 'text/csv',
      // Windows-1252 ("ANSI", as Excel saves CSV on Windows): ü is one byte.
      buffer: Buffer.from(
        ['Reservierung;Nachname;Vorname;Anreise;Abreise;Zimmer;Erwachsene', ...rows].join('\r\n'),
        'latin1',
      ),
    });
    const lena = `R-8001;Brünner;Lena;${german(today)};${german(tomorrow)};305;2`;
    await staff
      .getByLabel('Import from a CSV file')
      .setInputFiles(exportOf([lena, `R-8002;;Tom;${german(tomorrow)};${german(today)};;0`]));
    const preview = staff.getByRole('region', { name: 'Preview of arrivals.csv' });
    await expect(preview).toContainText('1 new, 0 changed, 0 unchanged, 1 with problems.');
    await expect(preview).toContainText('Read as Windows-1252.');
    await expect(preview.getByRole('row').filter({ hasText: 'R-8002' })).toContainText(
      'Last name: Enter the last name.Departure: The departure must be after the arrival.Adults: Enter 1 to 20 adults.',
    );
    await expect(preview.getByRole('row').filter({ hasText: 'R-8001' })).toContainText(
      'Lena Brünner',
    );
    await expect(preview.getByRole('button', { name: /^Import/ })).toHaveCount(0);
    await preview.scrollIntoViewIfNeeded();
    await staff.screenshot({ path: `${screenshotDir}console-7-import-preview.png` });
    await expectAccessible(staff);
    await expect(arrivals.getByRole('row').filter({ hasText: 'Lena Brünner' })).toHaveCount(0);

    await staff.getByLabel('Import from a CSV file').setInputFiles(exportOf([lena]));
    await expect(preview).toContainText('1 new, 0 changed, 0 unchanged, 0 with problems.');
    await preview.getByRole('button', { name: 'Import 1 reservation' }).click();
    await expect(
      staff.getByRole('status').filter({
        hasText: 'Imported from arrivals.csv: 1 created, 0 updated, 0 unchanged.',
      }),
    ).toBeVisible();
    await expect(arrivals.getByRole('row').filter({ hasText: 'Lena Brünner' })).toContainText(
      '305',
    );
    await staff.screenshot({ path: `${screenshotDir}console-7-front-desk.png`, fullPage: true });
    await expectAccessible(staff);

    // The reservation: identity data masked until the (audited) full view.
    await departures.getByRole('link', { name: 'Erika Gast' }).click();
    await expect(
      staff.getByRole('heading', { level: 1, name: 'Reservation R-1002' }),
    ).toBeVisible();
    const guests = staff.getByRole('region', { name: 'Guests' }).first();
    await expect(guests.getByRole('row').filter({ hasText: 'Erika Gast' })).toContainText(
      'X•••••00',
    );
    await expectAccessible(staff);
    await staff.getByRole('button', { name: /Show identity data in full/ }).click();
    await expect(guests.getByRole('row').filter({ hasText: 'Erika Gast' })).toContainText(
      'X0000000',
    );
    // The invoice's lines, and its PDF as the guest gets it.
    const invoices = staff.getByRole('region', { name: 'Invoices and payments' });
    await expect(
      invoices.getByRole('region', { name: /^Lines of invoice / }).getByRole('row'),
    ).not.toHaveCount(0);
    const pdfLink = invoices.getByRole('link', { name: /^Invoice .+ \(PDF\)$/ }).first();
    const pdf = await staff.request.get((await pdfLink.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await staff.screenshot({ path: `${screenshotDir}console-12-reservation.png`, fullPage: true });

    await staff.goto('/console/#/content');
    await expect(staff.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
    const api = await staff.request.get(`/api/staff/${PROJECT}/content/de`);
    expect(api.status()).toBe(403);

    // German is complete: the same screens in German.
    await staff.getByLabel('Language').selectOption('de');
    await expect(staff.getByRole('heading', { level: 1, name: 'Heute' })).toBeVisible();
    await expect(
      staff.getByRole('navigation', { name: 'Konsole' }).getByRole('link', { name: 'Rezeption' }),
    ).toBeVisible();
    await staff.getByRole('button', { name: 'Abmelden' }).click();
    await expect(
      staff.getByRole('heading', { level: 1, name: 'Anmeldung für Mitarbeitende' }),
    ).toBeVisible();
    expect((await staff.request.get('/api/staff/me')).status()).toBe(401);
    await staff.context().close();
  });

  test("the front desk confirms the demo guest's snowshoe hike on the programme board", async ({
    browser,
  }) => {
    const staff = await staffPage(browser, FRONTDESK);
    await staff
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: /^Programme/ })
      .click();
    const hike = staff.getByRole('region', { name: 'Guided snowshoe hike with Sepp' });
    await expect(hike).toBeVisible();
    // The date says what waits on the staff before it is opened.
    const date = hike.getByRole('button', { name: /1 of 12 places taken/ }).first();
    await expect(date).toContainText('1 to confirm');
    await date.click();
    const waiting = hike
      .getByRole('list', { name: 'Registrations' })
      .getByRole('listitem')
      .filter({ hasText: 'Reservation R-1002' });
    await expect(waiting).toContainText('Waiting for confirmation');
    // Who and where: the booker's name and room beside the registration.
    await expect(waiting).toContainText('Erika Gast · Room 112');
    await staff.screenshot({ path: `${screenshotDir}console-10-programme.png`, fullPage: true });
    await expectAccessible(staff);
    await waiting.getByRole('button', { name: 'Confirm' }).click();
    await expect(waiting).toContainText('Confirmed');
    // A confirmed booking can be canceled at the desk — asked first, with a message to the guest.
    await waiting.getByRole('button', { name: 'Cancel booking' }).click();
    const question = waiting.getByRole('group', { name: 'Cancel booking' });
    await expect(question.getByLabel(/^Message to the guest/)).toBeVisible();
    await expectAccessible(staff);
    await question.getByRole('button', { name: 'No, keep it' }).click();
    await expect(waiting).toContainText('Confirmed');
    await staff.context().close();
  });

  test('two admins publish at once: the later keeps the typing and publishes it on top, told in words', async ({
    browser,
    request,
  }) => {
    const staff = await staffPage(browser, ADMIN);
    await staff.goto('/console/#/content/welcome');
    const greeting = staff.getByRole('textbox', { name: 'Greeting', exact: true });
    await expect(greeting).not.toHaveValue('');
    // A colleague publishes the welcome text meanwhile (through the API, as a second console would).
    const auth = { authorization: `Bearer ${adminToken}` };
    const read = (await (
      await request.get(`/api/staff/${PROJECT}/content/de`, { headers: auth })
    ).json()) as { version: number; model: { welcome: { top: { text?: string } } } };
    const theirText = `<p>Neu vom Kollegen ${randomBytes(2).toString('hex')}</p>`;
    read.model.welcome.top.text = theirText;
    const put = await request.put(`/api/staff/${PROJECT}/content/de`, {
      headers: auth,
      data: { baseVersion: read.version, model: read.model },
    });
    expect(put.ok(), await put.text()).toBe(true);

    const mine = `Servus ${randomBytes(2).toString('hex')}`;
    await greeting.fill(mine);
    await staff.getByRole('button', { name: 'Publish', exact: true }).click();
    const panel = staff.getByRole('group', { name: /Someone else published meanwhile/ });
    await expect(panel).toContainText('Your typing is kept: nothing was lost.');
    await expect(panel).toContainText('Changed by your colleague: Introduction (welcome page).');
    await expect(panel).toContainText('Your changes: Greeting (welcome page).');
    await expect(greeting).toHaveValue(mine);
    await staff.screenshot({ path: `${screenshotDir}console-22-publish-conflict.png` });
    await expectAccessible(staff);
    await panel.getByRole('button', { name: /^Publish mine on top of version \d+$/ }).click();
    await expect(
      staff.getByRole('status').filter({ hasText: /Version \d+ is published/ }),
    ).toBeVisible();
    const after = (await (
      await request.get(`/api/staff/${PROJECT}/content/de`, { headers: auth })
    ).json()) as { model: { welcome: { top: { greeting?: string; text?: string } } } };
    expect(after.model.welcome.top).toMatchObject({ greeting: mine, text: theirText });
    await staff.context().close();
  });

  test('an admin writes a new entry of a topic and previews it in the guest app', async ({
    browser,
  }) => {
    const staff = await staffPage(browser, ADMIN);
    await staff.goto('/console/#/content/entries');
    await staff.getByRole('combobox', { name: 'Topic' }).selectOption('hotel');
    await staff.getByRole('button', { name: 'New entry in this topic' }).click();
    const editor = staff.getByRole('region', { name: 'Topics and entries' });
    const title = `Skiverleih ${randomBytes(2).toString('hex')}`;
    await editor.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await editor.getByRole('textbox', { name: 'Description', exact: true }).click();
    await staff.keyboard.type('Ski und Schuhe für die ganze Familie.');
    await editor.getByRole('textbox', { name: /^Price/ }).fill('ab € 25 pro Tag');
    await expectAccessible(staff);
    const [preview] = await Promise.all([
      staff.context().waitForEvent('page'),
      editor.getByRole('button', { name: 'Preview the entry' }).click(),
    ]);
    await expect(preview.getByRole('note', { name: 'Vorschau für das Team' })).toBeVisible();
    await preview.evaluate(() => (window.location.hash = '#/topic/hotel'));
    await expect(preview.getByText(title).first()).toBeVisible();
    await staff.context().close();
  });

  test('an admin writes a bookable programme entry with split hours once; every language has its slots and price', async ({
    browser,
    request,
  }) => {
    const staff = await staffPage(browser, ADMIN);
    await staff.goto('/console/#/content/entries');
    await staff.getByRole('combobox', { name: 'Topic' }).selectOption('programme');
    await staff.getByRole('button', { name: 'New entry in this topic' }).click();
    const editor = staff.getByRole('region', { name: 'Topics and entries' });
    const tag = randomBytes(2).toString('hex');
    const title = `Kräuterwanderung ${tag}`;
    await editor.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await editor.getByRole('textbox', { name: 'Description', exact: true }).click();
    await staff.keyboard.type('Mit der Kräuterfrau über die Almwiesen, mit Tee zum Abschluss.');
    // Split hours: Monday 09:00–12:00 and 15:00–18:00.
    await editor.getByLabel('Monday opens', { exact: true }).fill('09:00');
    await editor.getByLabel('Monday closes', { exact: true }).fill('12:00');
    await editor.getByRole('button', { name: 'Add a time on Monday' }).click();
    await editor.getByLabel('Monday opens 2').fill('15:00');
    await editor.getByLabel('Monday closes 2').fill('18:00');
    // The programme: 6 places, every Wednesday and Saturday at 10:00, € 18.50, charged to the room.
    await editor.getByRole('checkbox', { name: 'Guests can book this entry' }).check();
    await editor.getByRole('textbox', { name: 'Places per slot' }).fill('6');
    await editor.getByLabel('Slot 1: day').selectOption({ label: 'Wednesday' });
    await editor.getByLabel('Slot 1: ends (optional)').fill('12:00');
    await editor.getByRole('button', { name: 'Add a weekly slot' }).click();
    await editor.getByLabel('Slot 2: day').selectOption({ label: 'Saturday' });
    await editor.getByLabel('Slot 2: starts').fill('10:00');
    // A price staff cannot have meant is named, nothing is published.
    await editor.getByRole('textbox', { name: 'Option 1: price (0 = free)' }).fill('gratis');
    await editor.getByRole('button', { name: 'Publish the entry' }).click();
    const summary = editor.getByRole('alert');
    await expect(summary).toContainText('Enter the price option’s name.');
    await expect(summary).toContainText('Enter the price as a number such as 27 or 27.50');
    await editor.getByRole('textbox', { name: 'Option 1: name (e.g. “Adult”)' }).fill('Erwachsene');
    await editor.getByRole('textbox', { name: 'Option 1: price (0 = free)' }).fill('18,50');
    await editor
      .getByRole('combobox', { name: 'Payment' })
      .selectOption({ label: 'Charged to the room' });
    await staff.screenshot({
      path: `${screenshotDir}console-25-programme-form.png`,
      fullPage: true,
    });
    await expectAccessible(staff);
    await editor.getByRole('button', { name: 'Publish the entry' }).click();
    // Published in German, its shared values in every other language too.
    await expect(
      staff.getByRole('status').filter({ hasText: /Version \d+ is published/ }),
    ).toContainText('updated in every language as well: English');

    type Entry = {
      id: string;
      title: string;
      openingHours?: { day: number; from: string; to: string }[];
      booking?: { contingent: number; weekly: object[]; payment: string; price_options: object[] };
    };
    const entryIn = async (lang: string) => {
      const model = (await fetchModel(request, PROJECT, lang)) as unknown as {
        discover: { topics: { id: string; items: Entry[] }[] };
      };
      return model.discover.topics
        .find((t) => t.id === 'programme')!
        .items.find((i) => i.title === title);
    };
    for (const lang of ['de', 'en', 'hr']) {
      const entry = await entryIn(lang);
      expect(entry, lang).toMatchObject({
        openingHours: [
          { day: 1, from: '09:00', to: '12:00' },
          { day: 1, from: '15:00', to: '18:00' },
        ],
        booking: {
          contingent: 6,
          weekly: [
            { day: 3, from: '10:00', to: '12:00' },
            { day: 6, from: '10:00' },
          ],
          payment: 'room',
          price_options: [{ label: 'Erwachsene', price_minor: 1850 }],
        },
      });
    }
    const id = (await entryIn('en'))!.id;

    // In English the entry is marked as still to translate.
    await staff.getByRole('combobox', { name: 'Language of the content' }).selectOption('en');
    await staff.getByRole('combobox', { name: 'Topic' }).selectOption('programme');
    await staff.getByRole('combobox', { name: 'Entry' }).selectOption(id);
    await expect(
      editor.getByText('Not translated yet: the text is the Deutsch one.'),
    ).toBeVisible();
    await staff.context().close();

    // An English guest books it: the price and the two Monday times are there.
    const guestContext = await browser.newContext({ viewport: PHONE, locale: 'en-GB' });
    await presetConsent(guestContext, PROJECT);
    const guest = await guestContext.newPage();
    await guest.goto(`/${PROJECT}/?rid=R-1002&lnm=Gast#/activity/${id}`);
    await expect(guest.getByText('Login successful.')).toBeVisible();
    await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const monday = guest.getByRole('row').filter({ hasText: /^Monday/ });
    await expect(monday).toContainText('09:00 – 12:00 h');
    await expect(monday).toContainText('15:00 – 18:00 h');
    const booking = guest.getByRole('region', { name: 'Book', exact: true });
    await expect(booking).toContainText('Erwachsene');
    await expect(booking).toContainText('€18.50');
    await guest.screenshot({
      path: `${screenshotDir}console-26-programme-guest.png`,
      fullPage: true,
    });
    await guestContext.close();
  });

  test('an admin adds a shop product and a request form in German, without JSON; the English guest orders and asks with them', async ({
    browser,
  }) => {
    const staff = await staffPage(browser, ADMIN);
    const tag = randomBytes(2).toString('hex');
    // A product: name, category, price and the hours it can be ordered.
    await staff.goto('/console/#/content/shop');
    await expect(
      staff.getByRole('heading', { name: 'Shop: products and categories' }),
    ).toBeFocused();
    const shop = staff.getByRole('region', { name: 'Shop: products and categories' });
    await shop.getByRole('button', { name: 'New product' }).click();
    const product = `Zirbenkissen ${tag}`;
    await shop.getByRole('textbox', { name: 'Product name' }).fill(product);
    await shop.getByRole('combobox', { name: 'Category' }).selectOption('take-home');
    await shop.getByRole('textbox', { name: 'Gross price (EUR)' }).fill('24,90');
    await shop.getByRole('textbox', { name: 'VAT in % (empty: 20)' }).fill('20');
    await shop.getByRole('button', { name: 'Publish the product' }).click();
    await expect(
      staff.getByRole('status').filter({ hasText: /Version \d+ is published/ }),
    ).toContainText('English');
    await expect(
      shop.getByRole('combobox', { name: 'Product' }).locator('option:checked'),
    ).toHaveText(product);

    // A request form: a choice, a number with bounds, a date that says when.
    await staff
      .getByRole('navigation', { name: 'Content sections' })
      .getByRole('link', { name: 'Request forms' })
      .click();
    const forms = staff.getByRole('region', { name: 'Guest-service request forms' });
    await forms.getByRole('button', { name: 'New request form' }).click();
    const title = `Rodelverleih ${tag}`;
    await forms.getByRole('textbox', { name: /^Title/ }).fill(title);
    await forms.getByRole('combobox', { name: 'Icon' }).selectOption({ label: 'Calendar' });
    await forms.getByRole('button', { name: 'Add a field' }).click();
    await forms.getByRole('textbox', { name: 'Field 1: label' }).fill('Rodel');
    await forms.getByRole('combobox', { name: 'Field 1: kind' }).selectOption({ label: 'Choice' });
    await forms.getByRole('textbox', { name: 'Field 1: choices' }).fill('Holzrodel\nBob');
    await forms.getByRole('checkbox', { name: 'Field 1 must be filled in' }).check();
    await forms.getByRole('button', { name: 'Add a field' }).click();
    await forms.getByRole('textbox', { name: 'Field 2: label' }).fill('Anzahl');
    await forms.getByRole('combobox', { name: 'Field 2: kind' }).selectOption({ label: 'Number' });
    await forms.getByRole('textbox', { name: 'Field 2: smallest number' }).fill('1');
    await forms.getByRole('textbox', { name: 'Field 2: largest number' }).fill('4');
    await forms.getByRole('button', { name: 'Add a field' }).click();
    await forms.getByRole('textbox', { name: 'Field 3: label' }).fill('Tag');
    await forms.getByRole('combobox', { name: 'Field 3: kind' }).selectOption({ label: 'Date' });
    await forms
      .getByRole('combobox', { name: 'Its date is the field' })
      .selectOption({ label: 'Tag' });
    await staff.screenshot({ path: `${screenshotDir}console-27-request-form.png`, fullPage: true });
    await expectAccessible(staff);
    await forms.getByRole('button', { name: 'Publish the request form' }).click();
    await expect(
      staff.getByRole('status').filter({ hasText: /Version \d+ is published/ }),
    ).toContainText('English');
    await staff.context().close();

    // The English guest (texts still German: not translated yet) orders the product …
    const guestContext = await browser.newContext({ viewport: PHONE, locale: 'en-GB' });
    await presetConsent(guestContext, PROJECT);
    const guest = await guestContext.newPage();
    await guest.goto(`/${PROJECT}/?rid=R-1002&lnm=Gast#/shop`);
    await expect(guest.getByText('Login successful.')).toBeVisible();
    const item = guest.getByRole('listitem').filter({ hasText: product });
    await expect(item).toContainText('€24.90');
    await expect(guest.getByRole('button', { name: `Add to cart: ${product}` })).toBeVisible();
    // … and finds the request form with its fields, the choice's bounds and its date.
    await guest.evaluate(() => (window.location.hash = '#/guestservices'));
    await guest.getByRole('link', { name: new RegExp(title) }).click();
    await expect(guest.getByRole('combobox', { name: /Rodel/ })).toContainText('Holzrodel');
    const count = guest.getByRole('spinbutton', { name: /Anzahl/ });
    await expect(count).toHaveAttribute('max', '4');
    await guest.screenshot({
      path: `${screenshotDir}console-28-request-form-guest.png`,
      fullPage: true,
    });
    await guestContext.close();
  });
});
