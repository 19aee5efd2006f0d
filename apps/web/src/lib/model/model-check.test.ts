import { checkProjectModelOutline, parseProjectModel } from '@hospes/domain';
import { describe, expect, it } from 'vitest';
import { checkModelInFull } from './model-full-check.ts';
import { fetchModel } from './model-query.ts';
import { mockFetch } from '../../test/fetch-mock.ts';
import { testModel } from '../../test/model-fixture.ts';

// The demo models, as the server imports them.
const demoModels = import.meta.glob<unknown>('../../../../../projects/*/model.*.json', {
  import: 'default',
  eager: true,
});

describe('the model is shown after its outline check, the full check follows (docs/performance.md)', () => {
  it('every demo model passes the outline and the full check, and the full check changes nothing', () => {
    expect(Object.keys(demoModels).length).toBeGreaterThanOrEqual(28);
    for (const [file, model] of Object.entries(demoModels)) {
      expect(checkProjectModelOutline(model).ok, file).toBe(true);
      const parsed = parseProjectModel(model);
      // The query shows the JSON as it came: the schema must not add defaults or transform.
      expect(parsed.ok && parsed.model, file).toEqual(model);
    }
  });

  it('the model query checks only the outline; the refresh (check "full") the whole schema', async () => {
    const model = testModel({}, (m) => {
      m._meta.default_lang = 'pl' as never;
    });
    mockFetch({ '/api/projects/alpenrose/model/de': model });
    await expect(fetchModel('alpenrose', 'de', { check: 'outline' })).resolves.toEqual(model);
    await expect(fetchModel('alpenrose', 'de', { fresh: true })).rejects.toThrow(
      'Invalid model at "_meta.default_lang"',
    );
    await expect(checkModelInFull(model)).resolves.toMatchObject({ ok: false });
  });

  it('refuses at once what has not even the outline of a model', async () => {
    mockFetch({ '/api/projects/alpenrose/model/de': { name: 'Broken', _meta: { version: 'x' } } });
    await expect(fetchModel('alpenrose', 'de', { check: 'outline' })).rejects.toThrow(
      'Invalid model at "_meta.version"',
    );
  });
});
