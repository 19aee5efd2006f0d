import { describe, expect, it } from 'vitest';
import { START_LABEL_PARTS } from './i18n.ts';

// Label parts load with what needs them (README.md here). This test reads
// the sources: the start (app/boot.ts and everything it imports statically,
// the welcome page included) may use only labels of START_LABEL_PARTS, and
// each route that declares its parts (`withLabelParts([...], …import(page))`)
// only labels of those and the start's. Keys built at run time are checked
// by their static prefix.

const sources = import.meta.glob<string>('../**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const english = import.meta.glob<Record<string, unknown>>('./locales/en/*.json', {
  import: 'default',
  eager: true,
});

/** Normalises '../app/x.tsx' seen from this folder to 'app/x.tsx'. */
const fromSrc = (path: string) => path.replace(/^\.\.\//, '');
const files = new Map(Object.entries(sources).map(([path, text]) => [fromSrc(path), text]));

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const parts = from.split('/').slice(0, -1);
  for (const segment of specifier.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.') parts.push(segment);
  }
  const path = parts.join('/');
  return files.has(path) ? path : null;
}

/** A module and every module it imports statically (not `import()`), within src. */
function staticGraph(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const code = files.get(entry) ?? '';
  for (const [, type, specifier] of code.matchAll(
    /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm,
  )) {
    if (type) continue;
    const target = resolve(entry, specifier!);
    if (target && !target.endsWith('.test.ts') && !target.endsWith('.test.tsx')) {
      staticGraph(target, seen);
    }
  }
  return seen;
}

/** Label keys a module uses: `t('a.b')`, `i18n.t('a.b')`, `i18nKey="a.b"`, `t(\`a.${x}\`)` → 'a.'. */
function keysOf(path: string): string[] {
  const code = files.get(path) ?? '';
  const keys = [
    ...code.matchAll(/\bt\(\s*(['"`])([\w.-]+(?:\$\{)?)/g),
    ...code.matchAll(/\bi18nKey=(["'])([\w.-]+)\1/g),
  ].map(([, , key]) => key!.replace(/\$\{$/, ''));
  return keys.filter((key) => key.includes('.'));
}

function lookup(tree: unknown, key: string): unknown {
  return key
    .split('.')
    .filter(Boolean)
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[part]
          : undefined,
      tree,
    );
}

/** Whether one of the parts has the key (or its plural forms, or — for a prefix — the branch). */
function inParts(key: string, parts: readonly string[]): boolean {
  const trees = parts.map((part) => english[`./locales/en/${part}.json`]);
  const variants = key.endsWith('.') ? [key] : [key, `${key}_one`, `${key}_other`];
  return trees.some((tree) => variants.some((variant) => lookup(tree, variant) !== undefined));
}

/** Keys of a module graph that none of the parts has, as 'file: key'. */
function missingKeys(graph: Set<string>, parts: readonly string[]): string[] {
  return [...graph].flatMap((path) =>
    keysOf(path)
      .filter((key) => !inParts(key, parts))
      .map((key) => `${path}: ${key}`),
  );
}

/** The routes of router.tsx that declare their parts: parts and page module. */
function declaredRoutes(): { parts: string[]; page: string }[] {
  const router = files.get('app/router.tsx') ?? '';
  return [
    ...router.matchAll(/withLabelParts\(\s*\[([^\]]*)\][\s\S]*?import\(\s*'([^']+)'\s*\)/g),
  ].map(([, list, specifier]) => ({
    parts: [...list!.matchAll(/'([\w-]+)'/g)].map(([, part]) => part!),
    page: resolve('app/router.tsx', specifier!) ?? `missing ${specifier}`,
  }));
}

describe('label parts load with what needs them (src/i18n/README.md)', () => {
  it('reads the sources it checks', () => {
    expect(files.has('app/boot.ts')).toBe(true);
    expect(keysOf('app/start-error.tsx')).toContain('startError.title');
    expect(declaredRoutes().length).toBeGreaterThan(0);
  });

  it('the start (app/boot.ts and its static imports, the welcome page too) uses only START_LABEL_PARTS', () => {
    const start = staticGraph('app/boot.ts');
    staticGraph('features/welcome/welcome-page.tsx', start);
    expect(missingKeys(start, START_LABEL_PARTS)).toEqual([]);
  });

  it('every route that declares its parts uses only those and the start parts', () => {
    for (const { parts, page } of declaredRoutes()) {
      expect(files.has(page), page).toBe(true);
      expect(missingKeys(staticGraph(page), [...START_LABEL_PARTS, ...parts]), page).toEqual([]);
    }
  });
});
