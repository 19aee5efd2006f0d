// Reports the gzipped JavaScript that the first route (welcome, in German)
// loads from a build: the entry with its static imports, the welcome page's
// chunk graph and the German label files. Run after `vite build`:
// `node scripts/first-route-size.mjs`.
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url);
const assets = readdirSync(new URL('assets/', dist));
const read = (file) => readFileSync(new URL(`assets/${file}`, dist));

/** A chunk and every chunk it imports statically (`from"./x.js"` / `import"./x.js"`). */
function graph(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = read(file).toString();
  for (const [, dep] of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) graph(dep, seen);
  return seen;
}

const html = readFileSync(new URL('index.html', dist), 'utf8');
const entry = /<script type="module"[^>]*src="\.\/assets\/([^"]+)"/.exec(html)?.[1];
const welcome = assets.find((f) => /^welcome-page-.*\.js$/.test(f));
const germanLabels = assets.filter(
  (f) => /^(common|layout)-.*\.js$/.test(f) && /Laden\.\.\.|Hauptmenü/.test(read(f).toString()),
);
if (!entry || !welcome) throw new Error('Build first: no entry or welcome chunk in dist/');

const files = new Set([...graph(entry), ...graph(welcome), ...germanLabels]);
let total = 0;
for (const file of [...files].sort()) {
  const size = gzipSync(read(file), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} kB  ${file}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} kB  total (gzip) for the first route`);
