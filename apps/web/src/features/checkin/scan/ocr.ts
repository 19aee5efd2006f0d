// The document scan's OCR, on the device (docs/decisions/053): tesseract.js
// in its own Web Worker, its code and the trained data served by us from
// `ocr/` beside the app (never a third party), Tesseract's classic engine
// (it reads the zone's <<< fillers where the LSTM engine sees K, L and C;
// bench:mrz) limited to the characters of a machine-readable zone. The photo never leaves the device:
// it goes to the worker, not to any server.
import type { Worker } from 'tesseract.js';
import { flatten } from './flatten.ts';
import { readMrz, type MrzReading } from './mrz-read.ts';

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
    });
    return w;
  })();
  worker.catch(() => (worker = null));
  return worker;
}

/** After the whole photo: its lower part, then turned a little either way (as bench:mrz measures). */
const ATTEMPTS: [bottom: number | undefined, turn: number][] = [
  [undefined, 0],
  [0.45, 0],
  [0.45, -4],
  [0.45, 4],
  [0.45, -8],
  [0.45, 8],
];

/**
 * The photo as the OCR reads it: optionally only its lower part, turned by
 * `turn` degrees, {@link WIDTH} wide, in grey with the light evened out.
 */
async function prepared(image: Blob, bottom: number | undefined, turn: number) {
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

/** Reads a document's machine-readable zone from a photo (see {@link ATTEMPTS}). */
export async function scanDocument(image: Blob): Promise<MrzReading> {
  const ocr = await ocrWorker();
  let reading: MrzReading = { ok: false, reason: 'unreadable' };
  for (const [bottom, turn] of ATTEMPTS) {
    const { data } = await ocr.recognize(await prepared(image, bottom, turn));
    reading = readMrz(data.text);
    if (reading.ok) return reading;
  }
  return reading;
}
