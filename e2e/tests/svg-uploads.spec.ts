// Hostile SVG uploads (the corpus in apps/server/test/fixtures/hostile-svg,
// each file says what it tries) are refused or stored harmless: every
// stored file is opened in Chromium — as served (with its sandboxing CSP)
// and as bare bytes without any CSP — clicked and hovered, and neither
// makes a request, navigates, opens a dialog nor logs from a script.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { adminToken } from '../playwright.config.ts';

const CORPUS = new URL('../../apps/server/test/fixtures/hostile-svg/', import.meta.url);
const { corpus } = JSON.parse(readFileSync(new URL('corpus.json', CORPUS), 'utf8')) as {
  corpus: { file: string; tries: string }[];
};
/** The bare bytes are served from here by the test itself: no CSP, no server. */
const BARE = 'http://svg-check.invalid/file.svg';

/** Opens `url`, clicks and hovers its middle, and answers whatever it tried beyond showing itself. */
async function whatItTries(page: Page, url: string): Promise<string[]> {
  const tried: string[] = [];
  page.on('request', (r) => {
    if (r.url() !== url) tried.push(`request ${r.url()}`);
  });
  page.on('framenavigated', (frame) => {
    if (frame.url() !== url && frame.url() !== 'about:blank') tried.push(`navigation ${frame.url()}`);
  });
  page.on('dialog', (d) => {
    tried.push(`dialog ${d.message()}`);
    void d.dismiss();
  });
  page.on('console', (m) => tried.push(`console ${m.text()}`));
  const response = await page.goto(url, { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  await page.mouse.move(50, 50);
  await page.mouse.click(50, 50);
  // Two frames rendered after the click: handlers and animations started have run.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  return tried;
}

test('every hostile SVG upload is refused or stored harmless, opened in Chromium', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  let stored = 0;
  let refused = 0;
  for (const { file, tries } of corpus) {
    const bytes = readFileSync(new URL(file, CORPUS));
    const upload = await request.post('/api/staff/alpenrose/media', {
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'image/svg+xml' },
      data: bytes,
    });
    if (upload.status() === 400) {
      refused += 1;
      expect((await upload.json()).message, file).toBeTruthy();
      continue;
    }
    expect(upload.status(), `${file}: ${await upload.text()}`).toBe(201);
    stored += 1;
    const { url } = (await upload.json()) as { url: string };
    const served = `${baseURL}${url}`;
    const body = await (await request.get(served)).body();

    const context = await browser.newContext();
    try {
      const asServed = await context.newPage();
      expect(await whatItTries(asServed, served), `${file} (${tries}), as served`).toEqual([]);
      const bare = await context.newPage();
      await bare.route(BARE, (route) =>
        route.fulfill({ status: 200, contentType: 'image/svg+xml', body }),
      );
      expect(await whatItTries(bare, BARE), `${file} (${tries}), without CSP`).toEqual([]);
    } finally {
      await context.close();
    }
  }
  expect(stored + refused).toBe(corpus.length);
  expect(stored).toBeGreaterThan(20);
});
