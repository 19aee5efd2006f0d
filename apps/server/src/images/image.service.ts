// The image proxy as the route sees it: check the signature, find the
// source, load, resize, cache.
import { ImageCache, type CachedImage } from './image-cache.ts';
import { ImageError } from './image-error.ts';
import { loadImage, mediaVersion, type LoaderOptions } from './image-loader.ts';
import { CONTENT_TYPES, resizeImage, type OutputFormat } from './image-resize.ts';
import type { ImageSigner } from './image-signer.ts';
import { imageSourceOf } from './image-url.ts';

/** Rendered images kept in memory per instance. */
const CACHE_BYTES = 64 * 1024 * 1024;
/** Media files are re-checked on every request (mtime), so they may stay long. */
const MEDIA_TTL_MS = 24 * 60 * 60_000;
/** Remote originals may change behind the same URL. */
const REMOTE_TTL_MS = 60 * 60_000;

export interface ImageRequest {
  url: string;
  width: number;
  signature: string | undefined;
  format: OutputFormat;
}

export class ImageService {
  private readonly cache: ImageCache;
  private readonly pending = new Map<string, Promise<CachedImage>>();

  constructor(
    readonly signer: ImageSigner,
    private readonly loader: LoaderOptions,
    now: () => number = Date.now,
  ) {
    this.cache = new ImageCache(CACHE_BYTES, now);
  }

  /** The signature the web app needs to request this URL (see docs/api.md). */
  signImage(url: string): string {
    return this.signer.signImage(url);
  }

  async render(request: ImageRequest): Promise<CachedImage> {
    if (!this.signer.verify(request.url, request.signature)) {
      throw new ImageError(403, 'The image URL is not signed by this server.');
    }
    const source = imageSourceOf(request.url, this.signer.hosts);
    if (!source) throw new ImageError(403, 'The proxy does not serve images from this source.');
    // A changed media file (mtime, size) is a new cache entry.
    const version =
      source.kind === 'media' ? await mediaVersion(this.loader, source.projectId, source.file) : '';
    const key = `${request.url}\n${version}\n${request.width}\n${request.format}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    let work = this.pending.get(key);
    if (!work) {
      work = (async () => {
        const original = await loadImage(this.loader, source);
        const data = await resizeImage(original.data, request.width, request.format);
        const image = { data, contentType: CONTENT_TYPES[request.format] };
        this.cache.set(key, image, source.kind === 'media' ? MEDIA_TTL_MS : REMOTE_TTL_MS);
        return image;
      })().finally(() => this.pending.delete(key));
      this.pending.set(key, work);
    }
    return work;
  }
}
