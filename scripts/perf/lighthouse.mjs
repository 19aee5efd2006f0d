// Lighthouse runs of the performance budget and how their reports are read.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { kib } from '../../apps/web/scripts/first-route-size.mjs';
import { CHROME_FLAGS, CHROME_PATH, median } from './chrome.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * One Lighthouse run (its CLI, mobile preset); the parsed JSON report. A run
 * that fails (now and then its trace misses the navigation start,
 * NO_NAVSTART) is repeated once.
 */
export function lighthouse(url, outputPath) {
  try {
    return lighthouseOnce(url, outputPath);
  } catch (error) {
    console.log(`  (a Lighthouse run failed, repeating it: ${String(error).split('\n')[0]})`);
    return lighthouseOnce(url, outputPath);
  }
}

function lighthouseOnce(url, outputPath) {
  const result = spawnSync(
    process.execPath,
    [
      join(repoRoot, 'node_modules/lighthouse/cli/index.js'),
      url,
      '--quiet',
      '--output=json',
      `--output-path=${outputPath}`,
      '--only-categories=performance,accessibility,best-practices',
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ],
    { cwd: repoRoot, env: { ...process.env, CHROME_PATH }, encoding: 'utf8', timeout: 180_000 },
  );
  if (result.status !== 0 || !existsSync(outputPath)) {
    throw new Error(`Lighthouse failed (${result.status}):\n${result.stderr?.slice(-2000)}`);
  }
  return JSON.parse(readFileSync(outputPath, 'utf8'));
}

export const score = (report, id) => Math.round((report.categories[id]?.score ?? 0) * 100);

/** The audits of a category that did not pass, with the elements they name. */
export function failedAudits(report, categoryId) {
  return report.categories[categoryId].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => report.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => {
      const items = (audit.details?.items ?? [])
        .map((item) => item.node?.selector ?? item.url)
        .filter(Boolean)
        .slice(0, 4);
      return `${audit.id} (${audit.title})${items.length ? `: ${items.join(' | ')}` : ''}`;
    });
}

export const metricMs = (report, id) => report.audits[id]?.numericValue ?? NaN;

export function runLine(report) {
  const metric = (id) => report.audits[id]?.displayValue ?? '?';
  return (
    `performance ${score(report, 'performance')}, accessibility ${score(report, 'accessibility')}, best practices ${score(report, 'best-practices')}` +
    `  (FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')})`
  );
}

/** The long tasks of a run's trace (≥ 50 ms, 4× slowed CPU) and its style and layout time. */
export function printMainThread(label, report) {
  if (!report) return;
  const tasks = (report.audits['long-tasks']?.details?.items ?? []).map(
    (t) => `${Math.round(t.duration)} ms ${String(t.url).split('/').pop() || t.url}`,
  );
  const breakdown = report.audits['mainthread-work-breakdown']?.details?.items ?? [];
  const group = (id) => Math.round(breakdown.find((item) => item.group === id)?.duration ?? 0);
  const total = Math.round(breakdown.reduce((n, item) => n + item.duration, 0));
  console.log(
    `  main thread (${label}, median run): ${total} ms, of which script ${group('scriptEvaluation')} ms, style & layout ${group('styleLayout')} ms; long tasks: ${tasks.join(', ') || 'none'}`,
  );
}

/** The baseline build and this one, medians of the same run, side by side. */
export function printSideBySide(before, after, measured, baselineLabel) {
  const med = (reports, pick) => median(reports.map(pick));
  const rows = [
    ['performance', (r) => score(r, 'performance'), (v) => String(v)],
    ['FCP', (r) => metricMs(r, 'first-contentful-paint'), (v) => `${(v / 1000).toFixed(2)} s`],
    ['LCP', (r) => metricMs(r, 'largest-contentful-paint'), (v) => `${(v / 1000).toFixed(2)} s`],
    ['TBT', (r) => metricMs(r, 'total-blocking-time'), (v) => `${Math.round(v)} ms`],
    ['CLS', (r) => metricMs(r, 'cumulative-layout-shift'), (v) => v.toFixed(3)],
    ['SI', (r) => metricMs(r, 'speed-index'), (v) => `${(v / 1000).toFixed(2)} s`],
    ['script bytes (Lighthouse)', (r) => scriptKib(r), (v) => `${v.toFixed(1)} KiB`],
  ];
  console.log(
    `\n  side by side (medians of ${after.length} runs each; before = ${baselineLabel}):`,
  );
  console.log(`  ${'what'.padEnd(26)} ${'before'.padStart(12)} ${'after'.padStart(12)}`);
  for (const [name, pick, show] of rows) {
    console.log(
      `  ${name.padEnd(26)} ${show(med(before, pick)).padStart(12)} ${show(med(after, pick)).padStart(12)}`,
    );
  }
  console.log(
    `  (after: ${kib(measured.total)} KiB of scripts before the first interaction in Chromium)`,
  );
}

/** Script bytes a run transferred (the network requests of its report), KiB. */
function scriptKib(report) {
  const items = report.audits['network-requests']?.details?.items ?? [];
  return (
    items
      .filter((item) => item.resourceType === 'Script')
      .reduce((n, item) => n + (item.transferSize ?? 0), 0) / 1024
  );
}
