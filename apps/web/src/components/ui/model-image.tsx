// Images of the model. Raster images the server has signed (`model._images`,
// url → HMAC) go through the image proxy with a srcset, so a phone loads a
// small WebP/AVIF instead of the original; SVGs and unsigned URLs load as they
// are. A broken image calls `onError` (callers hide it or use a fallback).
import type { ImgHTMLAttributes } from 'react';
import { imageSources } from '@hospes/domain';
import { useProjectModel } from '../../lib/model/model-context.tsx';

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
  const { src: source, srcSet } = imageSources(useProjectModel(), src);
  if (!srcSet) return <img src={source} alt={alt} decoding="async" {...rest} />;
  return <img src={source} srcSet={srcSet} sizes={sizes} alt={alt} decoding="async" {...rest} />;
}
