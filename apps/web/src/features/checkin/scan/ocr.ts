// The document scan's OCR, on the device (docs/decisions/053): tesseract.js
// in its own Web Worker, its code and the trained data served by us from
// `ocr/` beside the app (never a third party), Tesseract's classic engine
// (it reads the zone's <<< fillers where the LSTM engine sees K, L and C;
// bench:mrz) limited to the characters of a machine-readable zone. The photo never leaves the device:
// it goes to the worker, not to any server.
import type { Worker } from 'tesseract.js';
import { flatten } from './flatten.ts';
import type { MrzReading } from './mrz-read.ts';
import { CAMERA_FRAMES, readPhoto } from './scan-read.ts';

const MRZ_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';
/** The image's width the OCR reads (a phone photo is larger; the zone's letters stay legible). */
const WIDTH = 1600;

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
    });
    return w;
  })();
  worker.catch(() => (worker = null));
  return worker;
}

/**
 * The photo as the OCR reads it: optionally only its lower part, turned by
 * `turn` degrees, {@link WIDTH} wide, in grey with the light evened out.
 */
async function prepared(image: Blob | HTMLVideoElement, bottom: number | undefined, turn: number) {
  // A video gives its current frame.
  const bitmap = await createImageBitmap(image);
  const top = bottom ? Math.round(bitmap.height * (1 - bottom)) : 0;
  const height = bitmap.height - top;
  const scale = Math.min(1, WIDTH / bitmap.width) || 1;
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
  bitmap.close();
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  const grey = new Uint8ClampedArray(canvas.width * canvas.height);
  for (let i = 0; i < grey.length; i++) {
    const [r, g, b] = [pixels.data[i * 4]!, pixels.data[i * 4 + 1]!, pixels.data[i * 4 + 2]!];
    grey[i] = 0.299 * r + 0.587 * g + 0.114 * b;
  }
  const even = flatten(grey, canvas.width, canvas.height);
  for (let i = 0; i < even.length; i++) {
    pixels.data.fill(even[i]!, i * 4, i * 4 + 3);
    pixels.data[i * 4 + 3] = 255;
  }
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.putImageData(pixels, 0, 0);
  return canvas;
}

/** Reads a document's machine-readable zone from a photo (scan-read.ts). */
export async function scanDocument(image: Blob): Promise<MrzReading> {
  const ocr = await ocrWorker();
  return readPhoto(
    async ([bottom, turn]) => (await ocr.recognize(await prepared(image, bottom, turn))).data.text,
  );
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
      const text = (await ocr.recognize(await prepared(video, undefined, 0))).data.text;
      signal.throwIfAborted();
      return text;
    },
    new Date(),
    CAMERA_FRAMES,
  );
}
