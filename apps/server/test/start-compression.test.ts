// A first start never waits for the models' best compression: brotli 11 of
// every model ran inside the projects plugin's start and took it past
// Fastify's 10 s plugin timeout on a busy machine. The server starts while
// the compressor has not answered, serves each model with a quick gzip
// meanwhile, and brotli once it is ready.
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createTestDatabase } from './support/databases.ts';
import { testConfig } from './support/test-app.ts';

describe('a first start and the models’ compression', () => {
  it('starts and serves gzip before the best compression is done, then brotli', async () => {
    const database = await createTestDatabase('sqlite');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    const app = await buildApp(testConfig(database.url, { dataDir: database.dataDir }), {
      logger: false,
      compressModel: async (bytes) => {
        asked += 1;
        await gate;
        return { br: brotliCompressSync(bytes), gzip: gzipSync(bytes) };
      },
    });
    try {
      // Started, with the compressor still waiting at its gate.
      expect(asked).toBeGreaterThan(0);
      const url = '/api/projects/alpha/model/de';
      const early = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(early.statusCode).toBe(200);
      expect(early.headers['content-encoding']).toBe('gzip');
      release();
      await app.projects.idle();
      const later = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(later.headers['content-encoding']).toBe('br');
      expect(later.headers.etag).toBe(early.headers.etag);
    } finally {
      release();
      await app.close();
      await database.drop();
    }
  });
});
