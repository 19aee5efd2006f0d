// The scan's time on a phone-class CPU, measured in Debian's Chromium at a
// quarter of one core (Chrome's "mid-tier mobile" is 4× throttling): the
// app's own scan code (ocr.ts: its worker, preparation and readings) bundled
// with esbuild, the OCR's files served from the build's `ocr/` as the server
// serves them, the benchmark's photos handed to it one by one. The OCR's
// start (worker, core, trained data — begun as the scan dialog opens) is
// reported on its own.
//
// Not DevTools' CPU throttling: Chromium 156 throttles a page's main thread
// only ("Operation is only supported for pages, not workers"), and the OCR
// runs in a Web Worker. A CPU cgroup (v1 `cpu` controller, quota 2.5 ms per
// 10 ms) slows every process of the browser, the worker's thread included.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OCR = join(ROOT, 'apps/web/dist/ocr');
const CHROMIUM = '/usr/bin/chromium';
export const THROTTLE_RATE = 4;
const CGROUP = '/sys/fs/cgroup/cpu/hospes-bench-mrz';

/** A Chromium that starts inside a CPU cgroup at 1/{@link THROTTLE_RATE} of a core; null where none can be made. */
function throttledChromium(): string | null {
  try {
    mkdirSync(CGROUP, { recursive: true });
    writeFileSync(join(CGROUP, 'cpu.cfs_period_us'), '10000');
    writeFileSync(join(CGROUP, 'cpu.cfs_quota_us'), String(10000 / THROTTLE_RATE));
  } catch {
    return null;
  }
  const wrapper = join(mkdtempSync(join(tmpdir(), 'hospes-mrz-')), 'chromium');
  writeFileSync(wrapper, `#!/bin/sh\necho $$ > ${CGROUP}/cgroup.procs\nexec ${CHROMIUM} "$@"\n`, {
    mode: 0o755,
  });
  return wrapper;
}

export interface ChromiumTimes {
  /** The OCR's start (worker, core, trained data), begun as the scan dialog opens. */
  start: number;
  /** Every scan, in milliseconds. */
  scans: number[];
  /** Whether each scan read the zone. */
  read: boolean[];
}

async function pageScript(): Promise<string> {
  const result = await build({
    stdin: {
      contents: `
        import { scanDocument, warmUp } from './apps/web/src/features/checkin/scan/ocr.ts';
        window.timeStart = async () => {
          const start = performance.now();
          await warmUp();
          return performance.now() - start;
        };
        window.timeScan = async (bytes) => {
          const start = performance.now();
          const reading = await scanDocument(new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }));
          return { ms: performance.now() - start, ok: reading.ok };
        };`,
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/** Scans `photos` in Chromium at a quarter of a core; null without Chromium or a CPU cgroup. */
export async function chromiumTimes(photos: Buffer[]): Promise<ChromiumTimes | null> {
  const executablePath = existsSync(CHROMIUM) ? throttledChromium() : null;
  if (!executablePath) return null;
  if (!existsSync(OCR)) throw new Error('apps/web/dist/ocr is missing: run `npm run build` first');
  const script = await pageScript();
  const server = createServer((req, res) => {
    const name = /^\/ocr\/([\w.-]+)$/.exec(req.url ?? '')?.[1];
    if (name && existsSync(join(OCR, name))) {
      res.setHeader('content-type', name.endsWith('.js') ? 'text/javascript' : 'application/gzip');
      res.end(readFileSync(join(OCR, name)));
    } else if (req.url === '/scan.js') {
      res.setHeader('content-type', 'text/javascript');
      res.end(script);
    } else {
      res.setHeader('content-type', 'text/html');
      res.end('<!doctype html><title>scan</title><script type="module" src="/scan.js"></script>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(() => 'timeScan' in window);
    const scan = (photo: Buffer) =>
      page.evaluate(
        (bytes) =>
          (
            window as unknown as {
              timeScan: (b: number[]) => Promise<{ ms: number; ok: boolean }>;
            }
          ).timeScan(bytes),
        [...photo],
      );
    const start = await page.evaluate(() =>
      (window as unknown as { timeStart: () => Promise<number> }).timeStart(),
    );
    const results = [];
    for (const photo of photos) results.push(await scan(photo));
    return { start, scans: results.map((r) => r.ms), read: results.map((r) => r.ok) };
  } finally {
    await browser.close();
    server.close();
  }
}
