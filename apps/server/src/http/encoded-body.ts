// Bodies that are compressed once and then answered from memory many times:
// the project models (compressed when a version is published), the built
// app's files and the per-project index.html. The global compression plugin
// compresses per request (quality 4 for brotli, as it must be cheap); these
// get brotli's best quality once, and no compression work per request.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches } from './etag.ts';

export interface EncodedBody {
  identity: Buffer;
  /** Absent for bodies that do not compress (images, fonts). */
  br?: Buffer | undefined;
  gzip?: Buffer | undefined;
  /** Strong ETag: a hash of the identity bytes. */
  etag: string;
}

export type ContentCoding = 'br' | 'gzip' | 'identity';

/** A strong ETag of some bytes (sha256, base64url). */
export function contentEtag(bytes: Buffer | string): string {
  return `"${createHash('sha256').update(bytes).digest('base64url')}"`;
}

/** Brotli at its best quality (11) and gzip at 9: slow, so done once per body. */
export function compressBest(bytes: Buffer): { br: Buffer; gzip: Buffer } {
  return {
    br: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip: gzipSync(bytes, { level: 9 }),
  };
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Compressor = (bytes: Buffer) => Promise<{ br: Buffer; gzip: Buffer }>;

/**
 * {@link compressBest} off the event loop (libuv's thread pool), so that
 * many bodies compress in parallel and requests are served meanwhile.
 */
export const compressBestAsync: Compressor = async (bytes) => {
  const [br, gz] = await Promise.all([
    brotliAsync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  return { br, gzip: gz };
};

export function encodeBody(bytes: Buffer | string): EncodedBody {
  const identity = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes, 'utf8');
  return { identity, ...compressBest(identity), etag: contentEtag(identity) };
}

/**
 * The coding to answer with for an Accept-Encoding header (RFC 9110
 * §12.5.3): the best-weighted of br and gzip, br on a tie; identity when the
 * client names neither (or refuses them with q=0).
 */
export function chooseCoding(
  acceptEncoding: string | undefined,
  available: readonly ('br' | 'gzip')[] = ['br', 'gzip'],
): ContentCoding {
  if (!acceptEncoding) return 'identity';
  let best: ContentCoding = 'identity';
  let bestQ = 0;
  let star: number | undefined;
  const weights = new Map<string, number>();
  for (const entry of acceptEncoding.split(',')) {
    const [name = '', ...params] = entry.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q)) continue;
    if (name === '*') star = q;
    else weights.set(name.trim(), q);
  }
  for (const coding of available) {
    const q = weights.get(coding) ?? star ?? 0;
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
}

export interface SendEncodedOptions {
  contentType: string;
  cacheControl: string;
  /** Extra headers (e.g. content-language). */
  headers?: Record<string, string>;
}

/**
 * Answers `body` in the coding the request accepts, or 304 when the
 * request's If-None-Match names its ETag (no body, no length: RFC 9110 §15.4.5).
 */
export function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  body: EncodedBody,
  options: SendEncodedOptions,
) {
  reply.header('etag', body.etag).header('cache-control', options.cacheControl);
  if (body.br || body.gzip) reply.header('vary', 'accept-encoding');
  if (options.headers) reply.headers(options.headers);
  if (etagMatches(request.headers['if-none-match'], body.etag)) {
    return reply.code(304).send();
  }
  const available = (['br', 'gzip'] as const).filter((c) => body[c] !== undefined);
  const coding = chooseCoding(request.headers['accept-encoding'], available);
  const bytes = body[coding] ?? body.identity;
  if (coding !== 'identity') reply.header('content-encoding', coding);
  return reply
    .code(200)
    .header('content-type', options.contentType)
    .header('content-length', String(bytes.length))
    .send(bytes);
}
