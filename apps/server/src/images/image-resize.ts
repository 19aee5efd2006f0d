// The resizing itself (sharp): bounded input, raster formats only, output in
// the best format the browser accepts.
import { loadSharp } from './sharp.ts';
import { ImageError } from './image-error.ts';

/** Widths the proxy renders (a fixed set keeps the cache small). */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 800, 1024, 1280, 1600] as const;
/** Decompression-bomb guard: larger inputs are refused before decoding. */
export const MAX_INPUT_PIXELS = 40_000_000;

export type OutputFormat = 'avif' | 'webp';

const INPUT_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

/**
 * AVIF when the Accept header lists it (with a quality above 0), else WebP,
 * which every browser the app supports decodes.
 */
export function chooseFormat(accept: string | undefined): OutputFormat {
  for (const range of (accept ?? '').toLowerCase().split(',')) {
    const [type, ...params] = range.split(';').map((p) => p.trim());
    if (type !== 'image/avif') continue;
    const q = params.find((p) => p.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) return 'avif';
  }
  return 'webp';
}

export const CONTENT_TYPES: Record<OutputFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

/** Resizes to `width` (never enlarging) and encodes as `format`. */
export async function resizeImage(
  input: Buffer,
  width: number,
  format: OutputFormat,
): Promise<Buffer> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
  const sharp = await loadSharp();
  let metadata;
  try {
    // The header only (no pixels are decoded), read without the limit so that
    // a too large image gets its own message.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageError(422, 'The file is not an image the proxy can read.');
  }
  if (!metadata.format || !INPUT_FORMATS.has(metadata.format)) {
    throw new ImageError(422, 'Only JPEG, PNG, WebP, AVIF and GIF images are resized.');
  }
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels > MAX_INPUT_PIXELS) {
    throw new ImageError(
      422,
      `The image has more than ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
    );
  }
  try {
    // rotate(): apply the EXIF orientation, then drop metadata (GPS etc.).
    const pipeline = sharp(input, options).rotate().resize({ width, withoutEnlargement: true });
    return await (
      format === 'avif' ? pipeline.avif({ quality: 55, effort: 3 }) : pipeline.webp({ quality: 78 })
    ).toBuffer();
  } catch {
    throw new ImageError(422, 'The image could not be decoded.');
  }
}
