// The server's module rules (docs/decisions/011): SQL only in repositories
// (and db/: the connection and migrations), repositories hand out records,
// never their rows, and the domain folders of src/ import each other in one
// direction only (no cycle); plugins/ and routes/ assemble them.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../../apps/server/src/', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const files = sourceFiles(src).map((path) => ({
  path,
  name: relative(src, path).split(sep).join('/'),
  code: readFileSync(path, 'utf8'),
}));

const SQL = /\.(selectFrom|insertInto|updateTable|deleteFrom|transaction)\(|\bsql`/;
const isDataAccess = (name: string) => name.endsWith('.repository.ts') || name.startsWith('db/');

/** The top-level folder of a file under src/ ('' for src/*.ts). */
const folderOf = (name: string) => (name.includes('/') ? name.split('/')[0]! : '');
/** Folders that assemble the others (wiring and HTTP), allowed to import anything. */
const ASSEMBLY = new Set(['', 'plugins', 'routes']);

function relativeImports(code: string): string[] {
  return [...code.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => m[1]!);
}

/** Every cycle of a folder graph, as `a → b → a`. */
function findCycles(edges: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const cycles = new Set<string>();
  const visit = (node: string, path: string[]) => {
    for (const next of edges.get(node) ?? []) {
      if (path.includes(next)) cycles.add([...path.slice(path.indexOf(next)), next].join(' → '));
      else visit(next, [...path, next]);
    }
  };
  for (const node of edges.keys()) visit(node, [node]);
  return [...cycles];
}

describe('server modules', () => {
  it('has SQL only in repositories and db/', () => {
    const outside = files.filter((f) => SQL.test(f.code) && !isDataAccess(f.name));
    expect(outside.map((f) => f.name)).toEqual([]);
  });

  it('hands out records: no row type leaves a repository', () => {
    const leaks = files
      .filter((f) => !isDataAccess(f.name))
      .filter((f) => /import[^;]*\b\w+Row\b[^;]*from '[^']*\.repository\.ts'/.test(f.code));
    expect(leaks.map((f) => f.name)).toEqual([]);
  });

  it('has no import cycle between the domain folders of src/', () => {
    const edges = new Map<string, Set<string>>();
    for (const f of files) {
      const from = folderOf(f.name);
      if (ASSEMBLY.has(from)) continue;
      for (const spec of relativeImports(f.code)) {
        const target = relative(src, resolve(dirname(f.path), spec))
          .split(sep)
          .join('/');
        const to = folderOf(target);
        if (to !== from && !ASSEMBLY.has(to)) {
          if (!edges.has(from)) edges.set(from, new Set());
          edges.get(from)!.add(to);
        }
      }
    }
    expect(findCycles(edges)).toEqual([]);
  });

  it('the cycle walk finds a cycle (invoices ↔ checkin, as it was) and passes a chain', () => {
    const graph = (pairs: [string, string][]) =>
      new Map(pairs.map(([from, to]) => [from, new Set([to])]));
    expect(
      findCycles(
        graph([
          ['invoices', 'checkin'],
          ['checkin', 'invoices'],
        ]),
      ),
    ).toContain('invoices → checkin → invoices');
    expect(
      findCycles(
        graph([
          ['checkin', 'stays'],
          ['invoices', 'stays'],
        ]),
      ),
    ).toEqual([]);
  });
});
