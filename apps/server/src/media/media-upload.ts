// An image staff upload for the content: raster images are re-encoded by
// sharp (EXIF orientation applied, every metadata — GPS, camera — dropped,
// at most 2,000 pixels wide, WebP); an SVG is parsed and written out again
// from an allowlist of drawing elements and attributes (svg-sanitizer.ts).
// Anything else is refused with a message the console shows.
import { createHash } from 'node:crypto';
import { loadSharp } from '../images/sharp.ts';
import { resizeImage } from '../images/image-resize.ts';
import { ImageError } from '../images/image-error.ts';
import { sanitizeSvg, SvgRejected } from './svg-sanitizer.ts';
import { AppError } from '../http/app-error.ts';

/** Uploads larger than this are refused before they are read. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_WIDTH = 2000;
export const UPLOAD_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/svg+xml',
] as const;

/** A file the console cannot take, with the reason (400). */
export class UploadError extends AppError {
  override name = 'UploadError';
  constructor(message: string) {
    super('invalid_request', message);
  }
}

export interface PreparedUpload {
  name: string;
  contentType: string;
  body: Buffer;
  width: number | null;
  height: number | null;
}

export async function prepareUpload(body: Buffer, declaredType: string): Promise<PreparedUpload> {
  if (body.length === 0) throw new UploadError('The file is empty.');
  let output: Buffer;
  let contentType: string;
  let ext: string;
  if (declaredType === 'image/svg+xml') {
    try {
      output = sanitizeSvg(body);
    } catch (error) {
      throw new UploadError(
        error instanceof SvgRejected ? error.message : 'The file is not an SVG.',
      );
    }
    contentType = 'image/svg+xml';
    ext = 'svg';
  } else {
    try {
      output = await resizeImage(body, MAX_UPLOAD_WIDTH, 'webp');
    } catch (error) {
      throw new UploadError(
        error instanceof ImageError ? error.message : 'The file is not an image.',
      );
    }
    contentType = 'image/webp';
    ext = 'webp';
  }
  const meta = ext === 'webp' ? await (await loadSharp())(output).metadata() : undefined;
  const hash = createHash('sha256').update(output).digest('hex').slice(0, 20);
  return {
    name: `${hash}.${ext}`,
    contentType,
    body: output,
    width: meta?.width ?? null,
    height: meta?.height ?? null,
  };
}
