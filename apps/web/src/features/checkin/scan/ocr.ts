// The document scan's OCR, on the device (docs/decisions/053): tesseract.js
// in its own Web Worker, its code and the trained data served by us from
// `ocr/` beside the app (never a third party), Tesseract's classic engine
// (it reads the zone's <<< fillers where the LSTM engine sees K, L and C;
// bench:mrz) limited to the characters of a machine-readable zone. The photo
// and the camera's frames never leave the device: they go to the worker,
// not to any server.
import type { ImageLike, Worker } from 'tesseract.js';
import { flatten, pgm, SLANT_WIDTH, slantOfPrint } from './flatten.ts';
import type { MrzReading } from './mrz-read.ts';
import { CAMERA_FRAMES, readPhoto } from './scan-read.ts';

const MRZ_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';
/** The image's width the OCR reads (a phone photo is larger; the zone's letters stay legible). */
const WIDTH = 1600;
/** The lower part's width: the zone alone reads as well at three quarters, in half the time (bench:mrz). */
const BOTTOM_WIDTH = 1200;

let worker: Promise<Worker> | null = null;

function ocrWorker(): Promise<Worker> {
  worker ??= (async () => {
    const { createWorker, OEM, PSM } = await import('tesseract.js');
    const base = new URL('ocr/', document.baseURI).href;
    const w = await createWorker('eng', OEM.TESSERACT_ONLY, {
      workerPath: `${base}worker.min.js`,
      corePath: base,
      langPath: base,
      gzip: true,
      // Loaded from its own address, so it runs under the OCR files' own policy.
      workerBlobURL: false,
    });
    await w.setParameters({
      tessedit_char_whitelist: MRZ_CHARACTERS,
      tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
      // Each scan on its own: the classic engine would otherwise adapt to earlier photos.
      classify_enable_learning: '0',
      // Dark print on light paper (flattened): no second pass for light on dark.
      tessedit_do_invert: '0',
    });
    return w;
  })();
  worker.catch(() => (worker = null));
  return worker;
}

/** The photo in grey levels: optionally its lower part, turned by `turn` degrees, at most `width` wide. */
function greyOf(bitmap: ImageBitmap, width: number, bottom: number | undefined, turn: number) {
  const top = bottom ? Math.round(bitmap.height * (1 - bottom)) : 0;
  const height = bitmap.height - top;
  const scale = Math.min(1, width / bitmap.width) || 1;
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = '#808080';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.translate(canvas.width / 2, canvas.height / 2);
  context.rotate((turn * Math.PI) / 180);
  context.translate(-canvas.width / 2, -canvas.height / 2);
  context.drawImage(bitmap, 0, top, bitmap.width, height, 0, 0, canvas.width, canvas.height);
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  const grey = new Uint8ClampedArray(canvas.width * canvas.height);
  for (let i = 0; i < grey.length; i++)
    grey[i] = 0.299 * data[i * 4]! + 0.587 * data[i * 4 + 1]! + 0.114 * data[i * 4 + 2]!;
  return { grey, width: canvas.width, height: canvas.height };
}

/** The photo as the OCR reads it: {@link WIDTH} wide (its lower part {@link BOTTOM_WIDTH}), the light evened out, as PGM. */
function prepared(bitmap: ImageBitmap, bottom: number | undefined, turn: number): ImageLike {
  const { grey, width, height } = greyOf(bitmap, bottom ? BOTTOM_WIDTH : WIDTH, bottom, turn);
  const file = pgm(flatten(grey, width, height), width, height);
  // tesseract.js takes any byte array (its loadImage copies it); its types name Node's Buffer.
  return file as unknown as ImageLike;
}

/** The slant of the photo's print, from a small copy (flatten.ts). */
function slantOf(bitmap: ImageBitmap): number {
  const { grey, width, height } = greyOf(bitmap, SLANT_WIDTH, undefined, 0);
  return slantOfPrint(flatten(grey, width, height), width, height);
}

/** Starts the OCR (its worker and trained data) while the guest frames the page or picks a photo. */
export function warmUp(): Promise<void> {
  return ocrWorker().then(
    () => undefined,
    () => undefined,
  );
}

/** Reads a document's machine-readable zone from a photo (scan-read.ts), decoded once. */
export async function scanDocument(image: Blob): Promise<MrzReading> {
  const ocr = await ocrWorker();
  const bitmap = await createImageBitmap(image);
  try {
    return await readPhoto(
      async ([bottom, turn]) => (await ocr.recognize(prepared(bitmap, bottom, turn))).data.text,
      new Date(),
      undefined,
      slantOf(bitmap),
    );
  } finally {
    bitmap.close();
  }
}

/**
 * Reads the zone from the camera's frames, one after the other, until two
 * readings agree (or {@link CAMERA_FRAMES} were read); stops when `signal` aborts.
 */
export async function scanCamera(
  video: HTMLVideoElement,
  signal: AbortSignal,
): Promise<MrzReading> {
  const ocr = await ocrWorker();
  return readPhoto(
    async () => {
      signal.throwIfAborted();
      // The camera's current frame, straightened by its own slant (the guest's hand moves).
      const bitmap = await createImageBitmap(video);
      const slant = slantOf(bitmap);
      const image = prepared(bitmap, undefined, Math.abs(slant) >= 1 ? -slant : 0);
      bitmap.close();
      const { text } = (await ocr.recognize(image)).data;
      signal.throwIfAborted();
      return text;
    },
    new Date(),
    CAMERA_FRAMES,
  );
}
