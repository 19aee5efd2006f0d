// Search benchmark: 5,000 generated content items,
// indexed with the app's own documents and MiniSearch options
// (src/features/search/search-index.ts), then at least 500 queries — prefixes,
// typos and several words — timed one by one. Prints the index build time and
// the query p50/p95/max, and the recall on misspellings and synonyms of the
// demo hotel (search-recall-cases.ts) and the ranking: what guests type in
// four languages and whether the entry they mean is among the first three
// (search-ranking-cases.ts); exits with 1 when p95 is over the 16 ms budget,
// the recall or the top-3 rate under 95 %.
// Run: `npm run bench:search` (npx tsx apps/web/scripts/search-benchmark.ts).
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  createSearchIndex,
  searchDocumentsOf,
  searchIndex,
} from '../src/features/search/search-index.ts';
import { searchRanking } from '../src/features/search/search-ranking-cases.ts';
import { searchRecall } from '../src/features/search/search-recall-cases.ts';
import { SEED, TOPIC_COUNT, generateQueries, generateTopics } from './search-benchmark-corpus.ts';

const WARM_UP_QUERIES = 50;
const BUDGET_P95_MS = 16;

function percentile(sorted: readonly number[], p: number): number {
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(10);

interface Timing {
  kind: string;
  query: string;
  hits: number;
  /** Wall-clock time. */
  wall: number;
  /** CPU time of this process: the wall time without the time other processes had the CPU. */
  cpu: number;
}

function summary(label: string, values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  return `${label.padEnd(18)} p50 ${ms(percentile(sorted, 50))}   p95 ${ms(percentile(sorted, 95))}   max ${ms(sorted[sorted.length - 1]!)}`;
}

const topics = generateTopics();
const buildStart = performance.now();
const documents = searchDocumentsOf(topics);
const index = createSearchIndex(documents, 'de');
const buildTime = performance.now() - buildStart;

const queries = generateQueries();
for (const { query } of queries.slice(0, WARM_UP_QUERIES)) searchIndex(index, query);

const timings: Timing[] = queries.map(({ kind, query }) => {
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  const hits = searchIndex(index, query).length;
  const wall = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  return { kind, query, hits, wall, cpu: (cpu.user + cpu.system) / 1000 };
});

const cores = availableParallelism();
const load = loadavg()[0]!;
// On a busy machine (other builds and tests running) the wall clock also counts
// the time the scheduler gave to other processes; the CPU time does not.
const busy = load > cores;
const wallP95 = percentile(
  timings.map((t) => t.wall).sort((a, b) => a - b),
  95,
);
const cpuP95 = percentile(
  timings.map((t) => t.cpu).sort((a, b) => a - b),
  95,
);

console.log(
  `Search benchmark (seed ${SEED}, Node ${process.version}, ${cores} cores, load ${load.toFixed(1)})`,
);
console.log(
  `  items indexed  ${documents.length} in ${TOPIC_COUNT} topics, ${index.mini.termCount} distinct terms`,
);
console.log(`  index build    ${ms(buildTime)}`);
console.log(
  `  queries        ${timings.length} (after ${WARM_UP_QUERIES} warm-up queries), ${(timings.reduce((n, t) => n + t.hits, 0) / timings.length).toFixed(0)} hits on average`,
);
console.log(
  `  ${summary(
    'wall clock',
    timings.map((t) => t.wall),
  )}`,
);
console.log(
  `  ${summary(
    'CPU time',
    timings.map((t) => t.cpu),
  )}`,
);
for (const kind of new Set(timings.map((t) => t.kind))) {
  const ofKind = timings.filter((t) => t.kind === kind);
  console.log(
    `    ${summary(
      `${kind} (wall)`,
      ofKind.map((t) => t.wall),
    )}`,
  );
}
const slowest = [...timings].sort((a, b) => b.cpu - a.cpu).slice(0, 5);
console.log(
  `  slowest (CPU)  ${slowest.map((t) => `"${t.query}" ${t.cpu.toFixed(1)} ms/${t.hits} hits`).join(', ')}`,
);

// Recall: misspellings and synonyms on the demo hotel (de, en), ≥ 95 %.
const RECALL_BUDGET = 0.95;
const recall = searchRecall();
console.log(
  `  recall         ${(recall.recall * 100).toFixed(1)} % of ${recall.total} misspellings and synonyms (hand-picked ${(recall.typedRecall * 100).toFixed(1)} %)` +
    (recall.misses.length > 0 ? `; missed: ${recall.misses.join('; ')}` : ''),
);
if (recall.recall < RECALL_BUDGET) {
  console.error(`FAIL: recall ${(recall.recall * 100).toFixed(1)} % is under 95 %`);
  process.exit(1);
}

// Ranking: the entry a guest means among the first three, ≥ 95 %.
const RANKING_BUDGET = 0.95;
const ranking = searchRanking();
console.log(
  `  ranking        top 3 ${(ranking.top3 * 100).toFixed(1)} %, first ${(ranking.top1 * 100).toFixed(1)} % of ${ranking.total} queries in de, en, hr, ru` +
    (ranking.misses.length > 0 ? `; not in the top 3: ${ranking.misses.join('; ')}` : ''),
);
if (ranking.top3 < RANKING_BUDGET) {
  console.error(`FAIL: top-3 rate ${(ranking.top3 * 100).toFixed(1)} % is under 95 %`);
  process.exit(1);
}

// The budget: p95 ≤ 16 ms. Wall clock counts on an idle machine; on a busy
// one the CPU time is the figure (the wall clock is printed either way).
const measured = busy ? cpuP95 : Math.max(wallP95, cpuP95);
const basis = busy
  ? `CPU time (machine busy: load ${load.toFixed(1)} > ${cores} cores)`
  : 'wall clock';
if (measured > BUDGET_P95_MS) {
  console.error(
    `FAIL: query p95 ${ms(measured).trim()} (${basis}) is over the budget of ${BUDGET_P95_MS} ms`,
  );
  process.exit(1);
}
console.log(
  `OK: query p95 ${ms(measured).trim()} (${basis}) is within the budget of ${BUDGET_P95_MS} ms`,
);
