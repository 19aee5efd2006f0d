// Performance budget, measured on the real build
// served by the real server: `npm run build && npm run bench:perf`.
//
//  (a) JavaScript, gzip: the first route ≤ 200 KiB, counted from the build
//      (apps/web/scripts/first-route-size.mjs); measured in Chromium, every
//      script a first visit of /alpenrose/ loads until the network is idle
//      before any input ≤ 120 KiB, and with what follows the first
//      interaction ≤ 200 KiB (docs/decisions/045, 046);
//  (b) Lighthouse 13, mobile preset (slow 4G, 4× CPU), Debian Chromium, on the
//      first visit of /alpenrose/ (consent dialog and all): performance ≥ 95,
//      accessibility ≥ 95, FCP ≤ 0.9 s, LCP ≤ 1.2 s, TBT ≤ 200 ms (medians);
//      the median run's long tasks and style/layout time are printed;
//  (c) the search benchmark (`npm run bench:search`): query p95 ≤ 16 ms.
//
// Builds nothing: run `npm run build` first. Starts the server on a free port
// with a fresh SQLite database in a temp folder and stops it at the end.
// Exits with 1 when a budget is missed. Options: `--runs=N` Lighthouse runs
// (default 3; the median counts), `--skip-search`, `--keep-reports` (keeps
// the Lighthouse JSON reports and prints their folder), `--baseline=<dist>`
// (a build of another commit, e.g. the previous one: measured in the same
// run, its Lighthouse runs alternating with these, and printed side by side).
// HOSPES_WEB_DIST measures a build in another folder (the server reads it too).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  FIRST_ROUTE_BUDGET_KIB,
  firstRouteSize,
  kib,
} from '../apps/web/scripts/first-route-size.mjs';
import { median } from './perf/chrome.mjs';
import { measureInChromium, measureWarmStart } from './perf/chromium-measures.mjs';
import {
  failedAudits,
  lighthouse,
  metricMs,
  printMainThread,
  printSideBySide,
  runLine,
  score,
} from './perf/lighthouse.mjs';
import { startServer } from './perf/server.mjs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// HOSPES_WEB_DIST (as the server reads it): measure a build elsewhere, e.g.
// `vite build --outDir /tmp/x` while others rebuild apps/web/dist.
const distUrl = process.env.HOSPES_WEB_DIST
  ? pathToFileURL(join(process.env.HOSPES_WEB_DIST, '/'))
  : new URL('../apps/web/dist/', import.meta.url);
const PROJECT = 'alpenrose';
const BUDGET = { performance: 95, accessibility: 95 };
// Lighthouse medians, mobile preset (milliseconds).
const METRIC_BUDGET_MS = {
  'first-contentful-paint': 900,
  'largest-contentful-paint': 1200,
  'total-blocking-time': 200,
};
// Every script of a first visit until the network is idle, gzip: before any input, and with
// what the first interaction loads.
const PRE_INTERACTION_BUDGET_KIB = 120;
// A returning guest's start from the service worker's cache, to the welcome heading.
const WARM_START_BUDGET_MS = 300;
const FIRST_VISIT_BUDGET_KIB = 200;
const SEARCH_P95_BUDGET_MS = 16;

const args = process.argv.slice(2);
const runs = Math.max(
  1,
  Number(/^--runs=(\d+)$/.exec(args.find((a) => a.startsWith('--runs=')) ?? '')?.[1] ?? 3),
);
const skipSearch = args.includes('--skip-search');
const keepReports = args.includes('--keep-reports');
const baselineDist = args.find((a) => a.startsWith('--baseline='))?.slice('--baseline='.length);

/** What the first scan downloads, as served (brotli where the build has it). */
function scanWeight() {
  const dist = fileURLToPath(distUrl);
  const served = (dir, name) =>
    existsSync(join(dist, dir, `${name}.br`))
      ? statSync(join(dist, dir, `${name}.br`)).size
      : statSync(join(dist, dir, name)).size;
  const chunks = readdirSync(join(dist, 'assets')).filter((f) => /^scan-.*\.js$/.test(f));
  const core = readdirSync(join(dist, 'ocr')).filter(
    (f) => /\.js$/.test(f) && f !== 'worker.min.js',
  );
  const kb = (n) => `${kib(n)} KiB`;
  return [
    `scan code ${kb(chunks.reduce((n, f) => n + served('assets', f), 0))} (${chunks.length} chunks)`,
    `OCR worker ${kb(served('ocr', 'worker.min.js'))}`,
    `core ${kb(Math.max(...core.map((f) => served('ocr', f))))} (one of ${core.length}, by the device's SIMD)`,
    `trained data ${kb(served('ocr', 'eng.traineddata.gz'))}`,
  ].join(', ');
}

const failures = [];
const verdict = (ok) => (ok ? 'ok' : 'OVER BUDGET');

function runSearchBenchmark() {
  const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
  if (!pkg.scripts?.['bench:search']) {
    console.log('\n(c) search benchmark: no "bench:search" script, skipped');
    return;
  }
  console.log('\n(c) search benchmark (npm run bench:search)');
  const result = spawnSync('npm', ['run', '--silent', 'bench:search'], {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: 300_000,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  for (const line of output.trim().split('\n')) console.log(`    ${line}`);
  const p95 = [...output.matchAll(/p95\s+([\d.]+)\s*ms/g)].map(([, value]) => Number(value));
  const [wallP95, cpuP95] = p95;
  if (wallP95 !== undefined) {
    console.log(
      `  query p95: ${wallP95} ms wall clock, ${cpuP95 ?? '?'} ms CPU (budget ${SEARCH_P95_BUDGET_MS} ms): ${verdict(result.status === 0)}`,
    );
  }
  if (result.status !== 0) failures.push('search p95 over 16 ms (see the benchmark output)');
}

if (!existsSync(new URL('index.html', distUrl))) {
  console.error(`No build in ${fileURLToPath(distUrl)}: run \`npm run build\` first.`);
  process.exit(2);
}

const dataDir = mkdtempSync(join(tmpdir(), 'hospes-perf-'));
let server;
try {
  server = await startServer(dataDir);
  const url = `${server.baseUrl}/${PROJECT}/`;
  console.log(`Performance budget of ${url} (Node ${process.version})`);

  // (a) first-route JavaScript
  const counted = firstRouteSize(distUrl);
  const measured = await measureInChromium(url);
  console.log('\n(a) JavaScript of the first route and of the whole first visit, gzip');
  console.log(
    `  counted from the build: ${kib(counted.total)} KiB in ${counted.files.length} chunks` +
      ` (+ ${kib(counted.deferredTotal)} KiB loaded after the first render: ${counted.deferred.map((d) => d.file).join(', ') || 'none'})`,
  );
  console.log(
    `  measured in Chromium:   ${kib(measured.total)} KiB gzip (${kib(measured.raw)} KiB as served, content-encoding ${[...new Set(measured.list.map((s) => s.encoding))].join('/')}) in ${measured.list.length} scripts before network idle`,
  );
  // The check of the count: what Chromium loaded that the count leaves out
  // must be what the first route loads after its first render.
  const countedNames = new Set(counted.files.map((f) => f.file));
  const later = measured.list.filter((s) => !countedNames.has(s.url.split('/').pop()));
  const missing = [...countedNames].filter(
    (name) => !measured.list.some((s) => s.url.endsWith(`/${name}`)),
  );
  console.log(
    `  in Chromium but not counted (${kib(later.reduce((n, s) => n + s.bytes, 0))} KiB): ${later.map((s) => `${s.url.split('/').pop()} ${kib(s.bytes)}`).join(', ') || 'none'}`,
  );
  if (missing.length) console.log(`  counted but not loaded in Chromium: ${missing.join(', ')}`);
  if (counted.zod.present) {
    console.log(
      `  zod is on the first route (≈ 25 KiB); modules there that use schemas: ${counted.zod.users.join(', ') || '(build with --sourcemap to see them)'}`,
    );
  }
  const routeOk = counted.total / 1024 <= FIRST_ROUTE_BUDGET_KIB;
  console.log(
    `  budget ${FIRST_ROUTE_BUDGET_KIB} KiB (for the chunks the first route needs to render): ${verdict(routeOk)}`,
  );
  if (!routeOk)
    failures.push(
      `first-route JavaScript ${kib(counted.total)} KiB > ${FIRST_ROUTE_BUDGET_KIB} KiB`,
    );
  const preOk = measured.total / 1024 <= PRE_INTERACTION_BUDGET_KIB;
  console.log(
    `  budget ${PRE_INTERACTION_BUDGET_KIB} KiB (every script before the first interaction): ${verdict(preOk)}`,
  );
  if (!preOk)
    failures.push(
      `JavaScript before the first interaction ${kib(measured.total)} KiB > ${PRE_INTERACTION_BUDGET_KIB} KiB`,
    );
  console.log(
    `  with the first interaction: ${kib(measured.withInteraction)} KiB (+ ${measured.afterInteraction.map((s) => `${s.url.split('/').pop()} ${kib(s.bytes)}`).join(', ') || 'nothing'})`,
  );
  // The document scan (docs/decisions/053): none of it on a first visit, only on the first scan.
  const scanLoaded = [...measured.list, ...measured.afterInteraction].filter((s) =>
    /\/assets\/scan-|\/ocr\//.test(s.url),
  );
  console.log(
    `  the document scan in the first visit: ${scanLoaded.map((s) => s.url.split('/').pop()).join(', ') || 'none'}; on the first scan only: ${scanWeight()}`,
  );
  if (scanLoaded.length > 0) failures.push('the document scan is loaded by the first visit');
  const visitOk = measured.withInteraction / 1024 <= FIRST_VISIT_BUDGET_KIB;
  console.log(
    `  budget ${FIRST_VISIT_BUDGET_KIB} KiB (every script of the first visit, first interaction included): ${verdict(visitOk)}`,
  );
  if (!visitOk)
    failures.push(
      `first-visit JavaScript ${kib(measured.withInteraction)} KiB > ${FIRST_VISIT_BUDGET_KIB} KiB`,
    );

  const warm = await measureWarmStart(url);
  for (const mode of ['online', 'offline']) {
    const ok = warm[mode].content <= WARM_START_BUDGET_MS;
    console.log(
      `  warm start from the service worker, ${mode}: heading on screen after ${Math.round(warm[mode].content)} ms (FCP ${Math.round(warm[mode].fcp)} ms), budget ≤ ${WARM_START_BUDGET_MS} ms: ${verdict(ok)}`,
    );
    if (!ok)
      failures.push(
        `warm start ${mode} ${Math.round(warm[mode].content)} ms > ${WARM_START_BUDGET_MS} ms`,
      );
  }

  // (b) Lighthouse
  const baseline = baselineDist
    ? await startServer(mkdtempSync(join(dataDir, 'baseline-')), baselineDist)
    : null;
  console.log(
    `\n(b) Lighthouse, mobile preset, first visit, ${runs} run(s)${baseline ? `, alternating with the baseline build ${baselineDist}` : ''}`,
  );
  const reports = [];
  const baselineReports = [];
  try {
    for (let run = 1; run <= runs; run++) {
      if (baseline) {
        const report = lighthouse(
          `${baseline.baseUrl}/${PROJECT}/`,
          join(dataDir, `baseline-${run}.json`),
        );
        baselineReports.push(report);
        console.log(`  baseline run ${run}: ${runLine(report)}`);
      }
      const report = lighthouse(url, join(dataDir, `lighthouse-${run}.json`));
      reports.push(report);
      console.log(`  run ${run}: ${runLine(report)}`);
    }
  } finally {
    await baseline?.stop();
  }
  const medianReport = (id) =>
    reports.find((r) => score(r, id) === median(reports.map((r) => score(r, id))));
  for (const [id, budget] of [
    ['performance', BUDGET.performance],
    ['accessibility', BUDGET.accessibility],
    ['best-practices', undefined],
  ]) {
    const value = median(reports.map((r) => score(r, id)));
    const ok = budget === undefined || value >= budget;
    console.log(
      `  ${id.padEnd(15)} ${String(value).padStart(3)} (median)${budget === undefined ? '' : `  budget ≥ ${budget}: ${verdict(ok)}`}`,
    );
    if (!ok) failures.push(`Lighthouse ${id} ${value} < ${budget}`);
    for (const audit of failedAudits(medianReport(id), id))
      console.log(`      not passed: ${audit}`);
  }
  for (const [id, budget] of Object.entries(METRIC_BUDGET_MS)) {
    const value = median(reports.map((r) => metricMs(r, id)));
    const ok = value <= budget;
    console.log(
      `  ${id.padEnd(26)} ${String(Math.round(value)).padStart(5)} ms (median)  budget ≤ ${budget} ms: ${verdict(ok)}`,
    );
    if (!ok) failures.push(`${id} ${Math.round(value)} ms > ${budget} ms`);
  }
  printMainThread('this build', medianReport('performance'));
  if (baseline) {
    printMainThread(
      'baseline',
      baselineReports.find(
        (r) =>
          score(r, 'performance') === median(baselineReports.map((b) => score(b, 'performance'))),
      ),
    );
    printSideBySide(baselineReports, reports, measured, baselineDist);
  }
  if (keepReports) console.log(`  reports kept in ${dataDir}`);

  // (c) search
  if (!skipSearch) runSearchBenchmark();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failures.push('the measurement itself failed');
} finally {
  await server?.stop();
  if (!keepReports) rmSync(dataDir, { recursive: true, force: true });
}

if (failures.length) {
  console.error(`\nFAIL: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('\nAll performance budgets met.');
