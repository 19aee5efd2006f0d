// Images of the model. Raster images the server has signed (`model._images`,
// url → HMAC) go through the image proxy with a srcset, so a phone loads a
// small WebP/AVIF instead of the original; SVGs and unsigned URLs load as they
// are. A broken image calls `onError` (callers hide it or use a fallback).
import type { ImgHTMLAttributes } from 'react';
import { IMAGE_WIDTH_DEFAULT } from '@hospes/domain';
import { useProjectModel } from '../../app/model-context';

/** Widths the server's image proxy accepts (apps/server/src/images). */
export const PROXY_WIDTHS = [320, 480, 640, 800, 1024, 1280] as const;

/** Signatures the server adds to a stored model: image URL → HMAC. */
export function imageSignatures(model: unknown): Readonly<Record<string, string>> {
  const images = (model as { _images?: unknown })._images;
  return images && typeof images === 'object' ? (images as Record<string, string>) : {};
}

/** The proxy URL of a signed image at a width. */
export function proxiedImageUrl(url: string, sig: string, width: number): string {
  const query = new URLSearchParams({ url, w: String(width), sig });
  return `/api/img?${query.toString()}`;
}

export interface ModelImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet'
> {
  src: string;
  alt: string;
  /** The `sizes` attribute for the srcset, e.g. "(min-width: 992px) 50vw, 100vw". */
  sizes?: string;
}

/** An image of the project model, resized by the server's image proxy where it can be. */
export function ModelImage({ src, alt, sizes = '100vw', ...rest }: ModelImageProps) {
  const model = useProjectModel();
  const sig = imageSignatures(model)[src];
  if (!sig) return <img src={src} alt={alt} decoding="async" {...rest} />;
  const srcSet = PROXY_WIDTHS.map((w) => `${proxiedImageUrl(src, sig, w)} ${w}w`).join(', ');
  return (
    <img
      src={proxiedImageUrl(src, sig, IMAGE_WIDTH_DEFAULT)}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      decoding="async"
      {...rest}
    />
  );
}
