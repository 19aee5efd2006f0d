import { z } from 'zod';

/** spec §5: the text shown (and sent back by the server) when the signature is missing. */
export const SIGNATURE_MISSING_MESSAGE = 'Please sign the form with your finger / cursor.';

/**
 * The longest signature data URL the server takes, in characters (about
 * 750 KB of image). A signature drawn with `signature_pad` on a phone is a
 * PNG of 10–100 KB; anything near the cap is not a drawn signature.
 */
export const SIGNATURE_DATA_URL_MAX_LENGTH = 1_000_000;

const DATA_URL = /^data:image\/(?:png|webp);base64,[A-Za-z0-9+/]+={0,2}$/;
const DATA_URL_OR_EMPTY = /^$|^data:image\/(?:png|webp);base64,[A-Za-z0-9+/]+={0,2}$/;
const TOO_LARGE = { error: 'The signature image is too large.', abort: true } as const;
const NOT_AN_IMAGE = 'The signature must be a PNG or WebP image.';

/**
 * A drawn signature as `signature_pad`'s `toDataURL()` gives it: a base64
 * `data:image/png` (or `image/webp`) URL of at most
 * {@link SIGNATURE_DATA_URL_MAX_LENGTH} characters. An empty string counts as
 * missing ({@link SIGNATURE_MISSING_MESSAGE}). The server also checks that
 * the bytes decode as that image and are not blank.
 */
export const SignatureDataUrlSchema = z
  .string({ error: SIGNATURE_MISSING_MESSAGE })
  .min(1, { error: SIGNATURE_MISSING_MESSAGE, abort: true })
  .max(SIGNATURE_DATA_URL_MAX_LENGTH, TOO_LARGE)
  .regex(DATA_URL, NOT_AN_IMAGE);

/**
 * The signature field's value as the request carries it: a data URL as in
 * {@link SignatureDataUrlSchema}, or empty ('' or null) — whether it may be
 * empty is the form's rule (`checkinFieldSchema`).
 */
export const SignatureFieldValueSchema = z
  .string()
  .max(SIGNATURE_DATA_URL_MAX_LENGTH, TOO_LARGE)
  .regex(DATA_URL_OR_EMPTY, NOT_AN_IMAGE)
  .nullable();
