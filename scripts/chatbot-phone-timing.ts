// The chatbot's answer time on a phone-class CPU, measured, not estimated:
// the app's engine bundled with esbuild, run in Debian's Chromium with the
// DevTools CPU throttling at 4× (Chrome's "mid-tier mobile"), every question
// of the benchmark timed inside the page. Used by chatbot-benchmark.ts.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = '/usr/bin/chromium';
export const THROTTLE_RATE = 4;

export interface TimingCase {
  /** The model (parsed JSON) and the page titles of its language. */
  model: unknown;
  lang: string;
  titles: { weather: string; contact: string };
  questions: string[];
}

/** The answer times in milliseconds, or null when Chromium is not installed. */
export async function phoneTimings(cases: TimingCase[]): Promise<number[] | null> {
  if (!existsSync(CHROMIUM)) return null;
  const bundle = await build({
    stdin: {
      contents: `
        import { Chatbot, chatbotPassages } from '@hospes/domain/chatbot';
        window.timeAnswers = (cases) => {
          const times = [];
          for (const c of cases) {
            const bot = new Chatbot(chatbotPassages(c.model, c.titles), c.lang, c.model.chatbot?.matching ?? [], c.model.chatbot?.title);
            for (const q of c.questions.slice(0, 3)) bot.answer(q);
            for (const q of c.questions) {
              const start = performance.now();
              bot.answer(q);
              times.push(performance.now() - start);
            }
          }
          return times;
        };`,
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    logLevel: 'silent',
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>chatbot timing</title>');
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE_RATE });
    return await page.evaluate(
      (all) => (window as unknown as { timeAnswers(c: unknown): number[] }).timeAnswers(all),
      cases,
    );
  } finally {
    await browser.close();
  }
}
