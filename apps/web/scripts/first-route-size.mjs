// Reports the gzipped JavaScript that the first route (welcome, in German)
// loads from a build: the entry with its static imports and the app it loads
// after the first paint (app/boot.ts with its static imports), the welcome page's
// chunk graph and the German label parts the start loads (START_LABEL_PARTS
// of src/i18n/label-parts.ts; pages load their own parts, see src/i18n/README.md).
// Chunks that the first route loads only after it has rendered (DOMPurify in
// sanitize-html, the short weather) are listed apart. It also says whether
// zod is on the first route, and which of the app's modules there use
// schemas. Run after `vite build`: `node apps/web/scripts/first-route-size.mjs`;
// scripts/perf-budget.mjs imports `firstRouteSize` and also measures the
// same in Chromium.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const FIRST_ROUTE_BUDGET_KIB = 200;

/** gzip -9 size of a buffer, in bytes. */
export const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

/**
 * The first route's chunks in the build at `distUrl` (a file URL of the dist
 * folder) with their gzip sizes: `{ files: [{ file, bytes }], total }`, and
 * `deferred`: the chunks the welcome page imports dynamically as it renders.
 */
export function firstRouteSize(distUrl = new URL('../dist/', import.meta.url)) {
  const assetsUrl = new URL('assets/', distUrl);
  const assets = readdirSync(assetsUrl);
  const read = (file) => readFileSync(new URL(file, assetsUrl));

  /** A chunk and every chunk it imports statically (`from"./x.js"` / `import"./x.js"`). */
  const graph = (file, seen = new Set()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    const code = read(file).toString();
    for (const [, dep] of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) graph(dep, seen);
    return seen;
  };
  /** Chunks a chunk imports dynamically (`import("./x.js")`). */
  const dynamicImports = (file) =>
    [
      ...read(file)
        .toString()
        .matchAll(/import\(\s*[`"']\.\/([^`"']+\.js)[`"']\s*\)/g),
    ].map(([, dep]) => dep);

  const html = readFileSync(new URL('index.html', distUrl), 'utf8');
  const entry = /<script type="module"[^>]*src="\.\/assets\/([^"]+)"/.exec(html)?.[1];
  const welcome = assets.find((f) => /^welcome-page-.*\.js$/.test(f));
  // The start loads the German parts of START_LABEL_PARTS (src/i18n/i18n.ts,
  // `import.meta.glob('./locales/*/*.json')`): their chunks, from that map.
  const startParts = startLabelParts();
  const germanLabels = new Set();
  for (const file of assets.filter((f) => f.endsWith('.js'))) {
    const code = read(file).toString();
    for (const [, part, dep] of code.matchAll(
      /"\.\/locales\/de\/([\w-]+)\.json":\s*\(\)\s*=>[^`"']*import\(\s*[`"']\.\/([^`"']+\.js)[`"']/g,
    )) {
      if (startParts.includes(part)) germanLabels.add(dep);
    }
  }
  if (!entry || !welcome || germanLabels.size === 0) {
    throw new Error('Build first: no entry, welcome chunk or German labels in dist/');
  }

  // The entry (main.ts) loads the app (app/boot.ts, the start chunk) after the first paint.
  const entryGraph = graph(entry);
  for (const app of dynamicImports(entry)) graph(app, entryGraph);
  const files = new Set([...entryGraph, ...graph(welcome)]);
  for (const labels of germanLabels) graph(labels, files);
  const deferredFiles = new Set();
  for (const file of [...graph(welcome)].filter((chunk) => !entryGraph.has(chunk))) {
    for (const dep of dynamicImports(file)) {
      for (const chunk of graph(dep)) if (!files.has(chunk)) deferredFiles.add(chunk);
    }
  }
  const sized = (set) => [...set].sort().map((file) => ({ file, bytes: gzipSize(read(file)) }));
  const list = sized(files);
  const deferred = sized(deferredFiles);
  const sum = (rows) => rows.reduce((n, row) => n + row.bytes, 0);
  return {
    files: list,
    total: sum(list),
    deferred,
    deferredTotal: sum(deferred),
    zod: zodOnFirstRoute(assetsUrl, files),
  };
}

const webSrc = new URL('../src/', import.meta.url);

/** START_LABEL_PARTS as src/i18n/label-parts.ts lists them. */
function startLabelParts() {
  const source = readFileSync(new URL('i18n/label-parts.ts', webSrc), 'utf8');
  const list = /START_LABEL_PARTS[^=]*=\s*\[([^\]]*)\]/.exec(source)?.[1];
  if (!list) throw new Error('No START_LABEL_PARTS in src/i18n/label-parts.ts');
  return [...list.matchAll(/'([\w-]+)'/g)].map(([, part]) => part);
}

/**
 * Whether zod is among the first route's chunks (its class names are in the
 * code), and — from the source maps, when the build has them — the app's
 * modules there that import a schema or zod: the usual reason (the domain's
 * schemas are tree-shakable, a parse is not).
 */
function zodOnFirstRoute(assetsUrl, files) {
  const present = [...files].some((file) =>
    readFileSync(new URL(file, assetsUrl), 'utf8').includes('$ZodObject'),
  );
  if (!present) return { present, users: [] };
  const srcDir = fileURLToPath(webSrc);
  const sources = new Set();
  for (const file of files) {
    const map = new URL(`${file}.map`, assetsUrl);
    if (!existsSync(map)) continue;
    for (const source of JSON.parse(readFileSync(map, 'utf8')).sources) {
      sources.add(fileURLToPath(new URL(source, new URL(file, assetsUrl))));
    }
  }
  const users = [...sources]
    .filter((source) => source.startsWith(srcDir) && /\.tsx?$/.test(source))
    .filter((source) =>
      /import\s*\{[^}]*\b\w*Schema\b[^}]*\}\s*from\s*'@hospes\/domain'|from\s*'zod/.test(
        readFileSync(source, 'utf8'),
      ),
    )
    .map((source) => source.slice(srcDir.length));
  return { present, users };
}

export const kib = (bytes) => (bytes / 1024).toFixed(1);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { files, total, deferred, deferredTotal, zod } = firstRouteSize();
  for (const { file, bytes } of files) console.log(`${kib(bytes).padStart(7)} KiB  ${file}`);
  console.log(
    `${kib(total).padStart(7)} KiB  total (gzip) for the first route (budget ${FIRST_ROUTE_BUDGET_KIB} KiB)`,
  );
  if (deferred.length) {
    console.log('\nLoaded by the welcome page after it has rendered (not counted above):');
    for (const { file, bytes } of deferred) console.log(`${kib(bytes).padStart(7)} KiB  ${file}`);
    console.log(`${kib(deferredTotal).padStart(7)} KiB  deferred`);
  }
  console.log(
    zod.present
      ? `\nzod is on the first route (≈ 25 KiB). Modules there that use schemas: ${zod.users.join(', ') || '(build with --sourcemap to see them)'}`
      : '\nzod is not on the first route.',
  );
}
