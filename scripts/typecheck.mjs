// The typecheck: TypeScript 7 (the native compiler) checks each workspace's
// tsconfig.json — the same checker as TypeScript 5.9, in a third of the CPU
// time (docs/decisions/034-typescript-7-for-the-typecheck.md). Editors,
// typescript-eslint and the build keep TypeScript 5.9's JavaScript API.
//
//   node scripts/typecheck.mjs            every workspace
//   node scripts/typecheck.mjs apps/web   the named folders
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// Resolved by path: both TypeScripts name their command `tsc`.
const tsc = path.join(
  path.dirname(createRequire(import.meta.url).resolve('typescript-7/package.json')),
  'bin',
  'tsc',
);
const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const named = process.argv.slice(2).map((dir) => path.resolve(dir));
const folders = named.length > 0 ? named : workspaces.map((w) => path.join(root, w));

let failed = 0;
for (const folder of folders) {
  const config = path.join(folder, 'tsconfig.json');
  if (!existsSync(config)) continue;
  const started = performance.now();
  const { status } = spawnSync(process.execPath, [tsc, '-p', config, '--noEmit'], {
    stdio: 'inherit',
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `typecheck ${path.relative(root, folder) || '.'}: ${status === 0 ? 'ok' : 'FAILED'} (${seconds} s)`,
  );
  if (status !== 0) failed += 1;
}
process.exit(failed > 0 ? 1 : 0);
