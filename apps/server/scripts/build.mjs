// Builds the server to JavaScript: one ES module, apps/server/dist/main.js,
// with the domain package (and Kysely) bundled in and the other npm
// dependencies left to node_modules (installed with `npm ci --omit=dev`). Files the server reads
// at run time beside its code (the recorded demo weather, the Alloggiati Web
// code tables) are copied along.
// `npm start` runs the result with node; tsx stays a development tool.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
const dist = `${root}dist`;

/** Dependencies bundled into main.js (pure JavaScript, read no files of their own). */
const BUNDLED = new Set(['kysely']);

const started = Date.now();
rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [`${root}src/main.ts`],
  outfile: `${dist}/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  // Runtime dependencies stay packages; our own workspace (TypeScript source)
  // is bundled, and so is Kysely: its ES build is ~290 small files that every
  // start would resolve and compile one by one (no other package imports it).
  external: [
    ...Object.keys(pkg.dependencies).filter(
      (name) => !name.startsWith('@hospes/') && !BUNDLED.has(name),
    ),
    ...builtinModules,
    ...builtinModules.map((name) => `node:${name}`),
  ],
  // Some dependencies are CommonJS and `require` what they need.
  banner: {
    js: "import { createRequire as __hospesRequire } from 'node:module'; const require = __hospesRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
cpSync(`${root}src/weather/recordings`, `${dist}/recordings`, { recursive: true });
cpSync(`${root}src/registration/italy/alloggiati-tables`, `${dist}/alloggiati-tables`, {
  recursive: true,
});
console.log(`server built: apps/server/dist/main.js (${Date.now() - started} ms)`);
