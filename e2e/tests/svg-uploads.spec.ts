// Hostile SVG uploads (the corpus in apps/server/test/fixtures/hostile-svg,
// each file says what it tries) are refused or stored harmless: every
// stored file is opened in Chromium as bare bytes — without the sandboxing
// CSP it is served with (test/staff-media.test.ts checks that header) —
// clicked and hovered, and makes no request, navigation, dialog or console
// line from a script.
import { readFileSync } from 'node:fs';
import { expect, test, type BrowserContext } from '@playwright/test';
import { adminToken } from '../playwright.config.ts';

const CORPUS = new URL('../../apps/server/test/fixtures/hostile-svg/', import.meta.url);
const { corpus } = JSON.parse(readFileSync(new URL('corpus.json', CORPUS), 'utf8')) as {
  corpus: { file: string; tries: string }[];
};
// A trace's snapshots inject a script, which the sandboxed upload blocks
// (and logs): this test records none, so every console line is the file's.
test.use({ trace: 'off' });

/** The bare bytes are served from here by the test itself: no CSP, no server. */
const BARE = 'http://svg-check.invalid/';

/**
 * A page that opens stored files as bare bytes, one after the other: each
 * file is a new document at its own address (nothing of the one before runs
 * on), and what a document tries beyond showing itself is recorded.
 */
async function barePage(context: BrowserContext) {
  const page = await context.newPage();
  const files = new Map<string, Buffer>();
  let current = '';
  let tried: string[] = [];
  await page.route(`${BARE}**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'image/svg+xml',
      body: files.get(route.request().url()) ?? '',
    }),
  );
  page.on('request', (r) => {
    if (r.url() !== current) tried.push(`request ${r.url()}`);
  });
  page.on('framenavigated', (frame) => {
    if (frame.url() !== current && frame.url() !== 'about:blank')
      tried.push(`navigation ${frame.url()}`);
  });
  page.on('dialog', (d) => {
    tried.push(`dialog ${d.message()}`);
    void d.dismiss();
  });
  page.on('console', (m) => tried.push(`console ${m.text()}`));
  return {
    /** Opens the bytes, clicks and hovers their middle, and answers whatever they tried. */
    async whatItTries(name: string, body: Buffer): Promise<string[]> {
      current = `${BARE}${encodeURIComponent(name)}`;
      files.set(current, body);
      tried = [];
      const response = await page.goto(current, { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      await page.mouse.move(50, 50);
      await page.mouse.click(50, 50);
      // A frame painted after the click: handlers and animations it started have run.
      await page.screenshot({ caret: 'initial' });
      return tried;
    },
  };
}

test('every hostile SVG upload is refused or stored harmless, opened in Chromium', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: { width: 200, height: 200 } });
  const check = async (
    bare: Awaited<ReturnType<typeof barePage>>,
    { file, tries }: { file: string; tries: string },
  ) => {
    const bytes = readFileSync(new URL(file, CORPUS));
    const upload = await request.post('/api/staff/alpenrose/media', {
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'image/svg+xml' },
      data: bytes,
    });
    if (upload.status() === 400) {
      expect((await upload.json()).message, file).toBeTruthy();
      return 'refused';
    }
    expect(upload.status(), `${file}: ${await upload.text()}`).toBe(201);
    const { url } = (await upload.json()) as { url: string };
    const body = await (await request.get(`${baseURL}${url}`)).body();
    expect(await bare.whatItTries(file, body), `${file} (${tries}), without CSP`).toEqual([]);
    return 'stored';
  };
  try {
    // Four pages, each opening its share of the files one after the other.
    const lanes = await Promise.all([0, 1, 2, 3].map(() => barePage(context)));
    const outcomes = (
      await Promise.all(
        lanes.map(async (bare, lane) => {
          const mine = corpus.filter((_, i) => i % lanes.length === lane);
          const results: string[] = [];
          for (const entry of mine) results.push(await check(bare, entry));
          return results;
        }),
      )
    ).flat();
    expect(outcomes).toHaveLength(corpus.length);
    expect(outcomes.filter((o) => o === 'stored').length).toBeGreaterThan(20);
  } finally {
    await context.close();
  }
});
