// Response compression (brotli or gzip, by Accept-Encoding) for everything
// compressible above 1 KiB: the app's scripts shrink to about a third and the
// model of a project to a fifth — the largest single step for a guest on a
// slow phone connection (docs/performance.md). Images are already compressed
// and Server-Sent Events must not be buffered, so neither is touched.
import compress from '@fastify/compress';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

/** Responses smaller than this go out as they are (compression would not pay). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const compression: FastifyPluginAsync = async (app) => {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Brotli's default quality (11) costs too much CPU per request; 4 is close in size.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    customTypes:
      /^(text\/(?!event-stream)|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/,
  });
};

export default fp(compression, { name: 'compression' });
