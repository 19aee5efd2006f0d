// Chatbot benchmark: the question sets in bench/chatbot/ — at least 40
// questions per language for the hotel `alpenrose`, 20 for the region
// `seenland`, each with the pages a right answer links, and at least 10
// per language it cannot answer — asked of the app's own engine on the
// demo models. Prints top-1 and top-3 accuracy per project and language,
// the share of correct refusals and the answer time (p50/p95), and exits
// with 1 when a goal is missed: top-1 ≥ 90 % in de and en, ≥ 85 % in the
// other languages; refusals ≥ 90 %; p95 on a phone-class CPU ≤ 50 ms —
// measured in Chromium at 4× CPU throttling (chatbot-phone-timing.ts), or
// Node's p95 × 4 where Chromium is missing. `--verbose` lists every miss.
// Run: `npm run bench:chatbot`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, parseProjectModel, type Lang } from '@hospes/domain';
import { Chatbot, chatbotPassages } from '@hospes/domain/chatbot';
import { phoneTimings, THROTTLE_RATE, type TimingCase } from './chatbot-phone-timing.ts';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const PROJECTS = ['alpenrose', 'seenland'] as const;
const MIN_QUESTIONS: Record<(typeof PROJECTS)[number], number> = { alpenrose: 40, seenland: 20 };
const MIN_UNANSWERABLE = 10;
const GOAL_TOP1 = (lang: Lang) => (lang === 'de' || lang === 'en' ? 0.9 : 0.85);
const GOAL_REFUSALS = 0.9;
const GOAL_P95_MS = 50;
const verbose = process.argv.includes('--verbose');

interface QuestionSet {
  /** [question, ...pages a right answer links ("type:id")]. */
  answerable: [string, ...string[]][];
  unanswerable: string[];
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const pct = (n: number) => `${(n * 100).toFixed(1).padStart(5)} %`;

const timingCases: TimingCase[] = [];

function botFor(project: string, lang: Lang, questions: string[]): Chatbot {
  const parsed = parseProjectModel(
    readJson(path.join(ROOT, 'projects', project, `model.${lang}.json`)),
  );
  if (!parsed.ok) throw new Error(`${project}/${lang}: ${parsed.message}`);
  const labels = readJson(path.join(ROOT, 'apps/web/src/i18n/locales', lang, 'common.json')) as {
    menu: { weather: string; contact: string };
  };
  const model = parsed.model;
  const titles = { weather: labels.menu.weather, contact: labels.menu.contact };
  timingCases.push({ model, lang, titles, questions });
  return new Chatbot(
    chatbotPassages(model, titles),
    lang,
    model.chatbot?.matching ?? [],
    model.chatbot?.title,
  );
}

const times: number[] = [];
const timed = <T>(run: () => T): T => {
  const start = performance.now();
  const result = run();
  times.push(performance.now() - start);
  return result;
};

let failed = false;
const fail = (message: string) => {
  failed = true;
  console.log(`  ✗ ${message}`);
};

console.log('project    lang  questions  top-1    top-3    refusals');
for (const project of PROJECTS) {
  for (const lang of LANGUAGES) {
    const file = path.join(ROOT, 'bench/chatbot', `${project}.${lang}.json`);
    let set: QuestionSet;
    try {
      set = readJson(file) as QuestionSet;
    } catch {
      fail(`${project}.${lang}: no question set (${path.relative(ROOT, file)})`);
      continue;
    }
    const bot = botFor(project, lang, [...set.answerable.map(([q]) => q), ...set.unanswerable]);
    // Warm up: the first answers compile the lexicon and the JIT.
    for (const [q] of set.answerable.slice(0, 5)) bot.answer(q);
    let top1 = 0;
    let top3 = 0;
    for (const [question, ...expected] of set.answerable) {
      const reply = timed(() => bot.answer(question));
      const keys = reply.kind === 'answer' ? reply.sources.map((s) => `${s.type}:${s.id}`) : [];
      if (keys[0] && expected.includes(keys[0])) top1 += 1;
      if (keys.slice(0, 3).some((k) => expected.includes(k))) top3 += 1;
      else if (verbose)
        console.log(`    miss ${lang} "${question}" → ${keys.join(', ') || reply.kind}`);
      if (
        verbose &&
        keys[0] &&
        !expected.includes(keys[0]) &&
        keys.slice(0, 3).some((k) => expected.includes(k))
      ) {
        console.log(`    top-3 only ${lang} "${question}" → ${keys.join(', ')}`);
      }
    }
    let refusals = 0;
    for (const question of set.unanswerable) {
      const reply = timed(() => bot.answer(question));
      if (reply.kind !== 'answer') refusals += 1;
      else if (verbose) {
        console.log(
          `    answered ${lang} "${question}" → ${reply.sources.map((s) => s.id).join(', ')}`,
        );
      }
    }
    const n = set.answerable.length;
    console.log(
      `${project.padEnd(10)} ${lang}    ${String(n).padStart(5)}     ${pct(top1 / n)}  ${pct(top3 / n)}  ${pct(refusals / set.unanswerable.length)} (${set.unanswerable.length})`,
    );
    if (n < MIN_QUESTIONS[project])
      fail(`${project}.${lang}: ${n} questions, at least ${MIN_QUESTIONS[project]}`);
    if (set.unanswerable.length < MIN_UNANSWERABLE) {
      fail(
        `${project}.${lang}: ${set.unanswerable.length} unanswerable questions, at least ${MIN_UNANSWERABLE}`,
      );
    }
    if (top1 / n < GOAL_TOP1(lang)) fail(`${project}.${lang}: top-1 under ${pct(GOAL_TOP1(lang))}`);
    if (refusals / set.unanswerable.length < GOAL_REFUSALS) {
      fail(`${project}.${lang}: correct refusals under ${pct(GOAL_REFUSALS)}`);
    }
  }
}

const quantile = (list: number[], q: number) => {
  const sorted = [...list].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
console.log(
  `\nanswer time over ${times.length} questions (Node): p50 ${quantile(times, 0.5).toFixed(2)} ms, ` +
    `p95 ${quantile(times, 0.95).toFixed(2)} ms, max ${quantile(times, 1).toFixed(2)} ms`,
);
const phone = await phoneTimings(timingCases);
const phoneP95 = phone ? quantile(phone, 0.95) : quantile(times, 0.95) * THROTTLE_RATE;
console.log(
  phone
    ? `on a phone-class CPU (Chromium, ${THROTTLE_RATE}× CPU throttling), ${phone.length} answers: ` +
        `p50 ${quantile(phone, 0.5).toFixed(1)} ms, p95 ${phoneP95.toFixed(1)} ms (goal ≤ ${GOAL_P95_MS} ms)`
    : `no Chromium: phone-class p95 estimated as Node's × ${THROTTLE_RATE}: ${phoneP95.toFixed(1)} ms (goal ≤ ${GOAL_P95_MS} ms)`,
);
if (phoneP95 > GOAL_P95_MS) fail(`phone-class p95 over ${GOAL_P95_MS} ms`);
process.exitCode = failed ? 1 : 0;
