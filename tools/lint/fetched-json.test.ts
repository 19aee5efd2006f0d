// The guest app reads every answer through one API client that parses it with
// the route's domain schema (apps/web/src/lib/api/api-client.ts): no other
// file calls fetch for JSON, and no fetched JSON is cast with `as`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../../apps/web/src/', import.meta.url));

/**
 * Files that may call fetch themselves, and why: the client; the model,
 * which needs the HTTP cache (ETag revalidation) and is checked by the
 * domain's model schema; the statistics beacon, whose answer nobody reads;
 * the service worker's and the model refresh's cache warm-ups (no body read).
 */
const OWN_FETCH = new Set([
  'lib/api/api-client.ts',
  'lib/model/model-query.ts',
  'lib/stats/stats-hit.ts',
  'app/service-worker.ts',
  'app/model-refresh.ts',
]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const files = sources(SRC).map((file) => ({
  name: path.relative(SRC, file).split(path.sep).join('/'),
  code: readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, ''),
}));

describe('fetched JSON', () => {
  it('is fetched by the API client only (and the listed exceptions)', () => {
    const callers = files
      .filter(({ code }) => /(?<![\w.])fetch\(|window\.fetch\(|win\.fetch\(/.test(code))
      .map(({ name }) => name)
      .filter((name) => !OWN_FETCH.has(name));
    expect(callers).toEqual([]);
  });

  it('is never cast with `as` (it is parsed with a schema)', () => {
    // Files that read answers: they fetch, or handle a Response.
    const readers = files.filter(
      ({ name, code }) => OWN_FETCH.has(name) || /\bResponse\b|\.json\(\)/.test(code),
    );
    const casts = readers.filter(({ code }) =>
      /\.json\(\)\)?\s+as\s|JSON\.parse\([^)]*\)\)?\s+as\s+(?!unknown\b)/.test(code),
    );
    expect(casts.map(({ name }) => name)).toEqual([]);
  });
});
