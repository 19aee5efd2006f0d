// What the performance budget measures in Chromium itself: the scripts of a
// first visit and the warm start from the service worker.
import { chromium } from 'playwright-core';
import { gzipSize } from '../../apps/web/scripts/first-route-size.mjs';
import { CHROME_FLAGS, CHROME_PATH, median } from './chrome.mjs';

/**
 * Every script a first visit loads before the network is idle (no service
 * worker yet, empty cache), with the gzip size of what it served.
 */
export async function measureInChromium(url) {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    const context = await browser.newContext({ locale: 'de-DE', serviceWorkers: 'block' });
    const page = await context.newPage();
    const scripts = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || /\.m?js(?:\?|$)/.test(response.url())) {
        scripts.push(
          response.body().then(
            (body) => ({
              url: response.url(),
              bytes: gzipSize(body),
              raw: body.length,
              encoding: response.headers()['content-encoding'] ?? 'none',
            }),
            () => null,
          ),
        );
      }
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const list = (await Promise.all(scripts)).filter(Boolean);
    // The guest's first input (a key: it changes nothing on the page) and what it loads.
    await page.keyboard.press('Shift');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    await page.waitForLoadState('networkidle');
    const all = (await Promise.all(scripts)).filter(Boolean);
    return {
      list,
      total: list.reduce((n, s) => n + s.bytes, 0),
      raw: list.reduce((n, s) => n + s.raw, 0),
      withInteraction: all.reduce((n, s) => n + s.bytes, 0),
      afterInteraction: all.slice(list.length),
    };
  } finally {
    await browser.close();
  }
}

/**
 * The warm start (a returning guest, the service worker installed): from
 * navigation to the welcome heading on screen, online and offline, median
 * of five reloads each (no throttling: the cache answers).
 */
export async function measureWarmStart(url) {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    const context = await browser.newContext({ locale: 'de-DE', serviceWorkers: 'allow' });
    // When the welcome heading is first in the page (the server's view or the app's).
    // (Runs in the page: its globals through globalThis.)
    await context.addInitScript(() => {
      const page = globalThis;
      const seen = () => {
        if (page.headingAt === undefined && page.document.querySelector('h1')) {
          page.headingAt = performance.now();
        }
      };
      new page.MutationObserver(seen).observe(page.document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload({ waitUntil: 'networkidle' });
    const toContent = async () => {
      await page.reload({ waitUntil: 'commit' });
      await page.locator('h1').first().waitFor();
      return page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        // Time origin: the navigation's start.
        return { content: globalThis.headingAt ?? NaN, fcp: paint?.startTime ?? NaN };
      });
    };
    const result = {};
    for (const mode of ['online', 'offline']) {
      await context.setOffline(mode === 'offline');
      const samples = [];
      for (let i = 0; i < 5; i++) samples.push(await toContent());
      result[mode] = {
        content: median(samples.map((s) => s.content)),
        fcp: median(samples.map((s) => s.fcp)),
      };
    }
    return result;
  } finally {
    await browser.close();
  }
}
