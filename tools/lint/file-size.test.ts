// Files of one responsibility: no source file of the product, its scripts or
// its tools grows over 400 lines — a longer one is doing several things. Content
// data (the chatbot's vocabulary in seven languages, the demo reservations) is
// measured in words, not in responsibilities, and is listed here by name.
// Tests and end-to-end journeys are not counted: a table of cases may be long.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const MAX_LINES = 400;
const ROOTS = [
  'apps/server/src',
  'apps/server/scripts',
  'apps/web/src',
  'apps/web/scripts',
  'apps/console/src',
  'packages/domain/src',
  'scripts',
  'tools',
];

/** Content data, each with why it is one piece. */
const CONTENT_DATA = new Map([
  [
    'packages/domain/src/chatbot/chatbot-concepts.ts',
    'the concepts guests ask about, in 7 languages',
  ],
  [
    'packages/domain/src/chatbot/chatbot-phrases.ts',
    'aspects, small talk and complaints, in 7 languages',
  ],
  ['apps/server/src/pms/demo-reservations.ts', 'the demo reservations of ARCHITECTURE.md'],
]);
/** The console's texts, one file per language (the guest app's are JSON files). */
const CONSOLE_LABELS = /^apps\/console\/src\/i18n\/(de|en|es|fr|hr|it|ru)\.ts$/;
const isContentData = (name: string) => CONTENT_DATA.has(name) || CONSOLE_LABELS.test(name);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path);
    }
    const source = /\.(ts|tsx|mjs|js)$/.test(entry.name);
    const test = /\.(test|spec)\.(ts|tsx)$/.test(entry.name);
    return source && !test ? [path] : [];
  });
}

describe('file size', () => {
  it(`no source file is over ${MAX_LINES} lines, content data aside`, () => {
    const long = ROOTS.flatMap((root) => sourceFiles(join(repoRoot, root)))
      .map((path) => ({
        name: relative(repoRoot, path).split(sep).join('/'),
        lines: readFileSync(path, 'utf8').split('\n').length - 1,
      }))
      .filter((file) => file.lines > MAX_LINES && !isContentData(file.name))
      .map((file) => `${file.name} (${file.lines})`);
    expect(long).toEqual([]);
  });

  it('lists only content data that exists and is long', () => {
    for (const name of CONTENT_DATA.keys()) {
      const lines = readFileSync(join(repoRoot, name), 'utf8').split('\n').length - 1;
      expect(lines, name).toBeGreaterThan(MAX_LINES);
    }
  });
});
