// Remote originals: the timeout (the route tests cover the rest against a
// fake host, where waiting 5 s would slow every run).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeServer, type FakeServer } from '../../test/support/fake-http.ts';
import { ImageError } from './image-error.ts';
import { loadImage } from './image-loader.ts';

describe('image loader', () => {
  let host: FakeServer;
  beforeAll(async () => {
    host = await startFakeServer(() => undefined); // never answers
  });
  afterAll(async () => {
    await host?.close();
  });

  it('gives up on a slow host with 504', async () => {
    const error = await loadImage(
      { projectsDir: '/nonexistent', timeoutMs: 150 },
      { kind: 'remote', url: new URL(`${host.origin}/slow.jpg`) },
    ).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ImageError);
    expect(error).toMatchObject({ statusCode: 504 });
  });

  it('caps a body that arrives without a length', async () => {
    host.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.write(Buffer.alloc(600));
      res.end(Buffer.alloc(600));
    });
    const error = await loadImage(
      { projectsDir: '/nonexistent', maxBytes: 1000 },
      { kind: 'remote', url: new URL(`${host.origin}/chunked.png`) },
    ).catch((err: unknown) => err);
    expect(error).toMatchObject({ statusCode: 502 });
  });
});
