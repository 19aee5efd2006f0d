// A signature arrives as a data URL from the guest's browser: never stored as
// sent. It is decoded by sharp (a file that is no PNG/WebP image is refused),
// its size capped, and stored as a fresh PNG on white of at most 1200×600 pixels.
import { SIGNATURE_MISSING_MESSAGE } from '@hospes/domain';
import { loadSharp } from '../images/sharp.ts';

/** Larger drawings than this are refused before decoding (4096 × 4096). */
export const SIGNATURE_MAX_INPUT_PIXELS = 4096 * 4096;
/** The stored signature fits in this box. */
export const SIGNATURE_MAX_WIDTH = 1200;
export const SIGNATURE_MAX_HEIGHT = 600;

/** A signature that cannot be taken; `message` is meant for the guest. */
export class SignatureImageError extends Error {
  override name = 'SignatureImageError';
}

/**
 * Decodes a `data:image/png|webp;base64,…` signature, checks that the bytes
 * are that kind of image (not another format, not too many pixels, not
 * blank), and re-encodes it as a PNG that fits in
 * {@link SIGNATURE_MAX_WIDTH} × {@link SIGNATURE_MAX_HEIGHT}.
 */
export async function reencodeSignature(dataUrl: string): Promise<Buffer> {
  const match = /^data:image\/(png|webp);base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  if (!match?.[1] || !match[2]) {
    throw new SignatureImageError('The signature must be a PNG or WebP image.');
  }
  const bytes = Buffer.from(match[2], 'base64');
  const sharp = await loadSharp();
  let png: Buffer;
  try {
    const image = sharp(bytes, { limitInputPixels: SIGNATURE_MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (meta.format !== match[1]) throw new Error(`declared ${match[1]}, found ${meta.format}`);
    png = await image
      .resize({
        width: SIGNATURE_MAX_WIDTH,
        height: SIGNATURE_MAX_HEIGHT,
        fit: 'inside',
        withoutEnlargement: true,
      })
      // On white paper: no alpha channel, which PDF readers handle unevenly.
      .flatten({ background: '#ffffff' })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch (err) {
    const tooLarge = err instanceof Error && /pixel limit/i.test(err.message);
    throw new SignatureImageError(
      tooLarge ? 'The signature image is too large.' : 'The signature must be a PNG or WebP image.',
    );
  }
  // A blank pad gives a valid image of one colour: that is no signature.
  const stats = await sharp(png).stats();
  if (stats.channels.every((c) => c.min === c.max)) {
    throw new SignatureImageError(SIGNATURE_MISSING_MESSAGE);
  }
  return png;
}
