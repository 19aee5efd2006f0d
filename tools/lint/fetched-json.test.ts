// The guest app and the staff console read every answer through one API
// client that parses it with the route's domain schema (packages/api-client):
// no other file of theirs calls fetch for JSON, and no fetched JSON is cast
// with `as`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const APPS = fileURLToPath(new URL('../../apps/', import.meta.url));

/**
 * Files that may call fetch themselves, and why: the client; the model,
 * which needs the HTTP cache (ETag revalidation) and is checked by the
 * domain's model schema; the statistics beacon, whose answer nobody reads;
 * the service worker's and the model refresh's cache warm-ups (no body read).
 */
const OWN_FETCH = new Set([
  'web/src/lib/model/model-query.ts',
  'web/src/lib/stats/stats-hit.ts',
  'web/src/app/service-worker.ts',
  'web/src/app/model-refresh.ts',
]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const files = ['web/src', 'console/src']
  .flatMap((app) => sources(path.join(APPS, app)))
  .map((file) => ({
    name: path.relative(APPS, file).split(path.sep).join('/'),
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
