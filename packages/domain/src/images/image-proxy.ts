/**
 * The URLs of the server's signed image proxy (`GET /api/img`, ARCHITECTURE.md
 * "image proxy"), shared by the web app and the server's start screen so that
 * both ask for the same files.
 */
import { IMAGE_WIDTH_DEFAULT } from '../constants.ts';

/** Widths the image proxy is asked for in a `srcset` (the server accepts these and more). */
export const PROXY_WIDTHS = [320, 480, 640, 800, 1024, 1280] as const;

/** Signatures the server adds to a stored model (`_images`): image URL → HMAC. */
export function imageSignatures(model: unknown): Readonly<Record<string, string>> {
  const images = (model as { _images?: unknown } | null | undefined)?._images;
  return images && typeof images === 'object' ? (images as Record<string, string>) : {};
}

/** The proxy URL of a signed image at a width (spec §7: url, width; default 800). */
export function proxiedImageUrl(url: string, sig: string, width: number): string {
  const query = new URLSearchParams({ url, w: String(width), sig });
  return `/api/img?${query.toString()}`;
}

/** `src` and `srcset` of a model image: through the proxy when signed, else as it is. */
export interface ImageSources {
  src: string;
  srcSet: string | undefined;
}

/**
 * Where a model image loads from: a raster image the server signed goes
 * through the proxy (the default width as `src`, {@link PROXY_WIDTHS} as
 * `srcset`); SVGs and unsigned URLs load as they are.
 */
export function imageSources(model: unknown, src: string): ImageSources {
  const sig = imageSignatures(model)[src];
  if (!sig) return { src, srcSet: undefined };
  return {
    src: proxiedImageUrl(src, sig, IMAGE_WIDTH_DEFAULT),
    srcSet: PROXY_WIDTHS.map((w) => `${proxiedImageUrl(src, sig, w)} ${w}w`).join(', '),
  };
}
