import type SignaturePad from 'signature_pad';

/** Pen and paper of the signature: dark ink on white, so the registration form prints it as seen. */
export const SIGNATURE_PEN_COLOR = '#1c2430';
export const SIGNATURE_BACKGROUND = 'rgb(255, 255, 255)';

/**
 * Sizes the canvas's drawing buffer to its size on screen times the device
 * pixel ratio (sharp lines on phones; `signature_pad`'s documented recipe),
 * keeping what was drawn: the strokes when there are any, else the given
 * picture (a signature restored from a draft), else the typed name.
 */
export function fitCanvas(
  pad: SignaturePad,
  canvas: HTMLCanvasElement,
  restore: { dataUrl: string; typedName: string },
): void {
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  const strokes = pad.toData();
  const width = canvas.offsetWidth;
  const height = canvas.offsetHeight;
  if (width === 0 || height === 0) return; // not laid out (hidden page): keep the buffer
  canvas.width = width * ratio;
  canvas.height = height * ratio;
  canvas.getContext('2d')?.scale(ratio, ratio);
  pad.clear();
  if (strokes.length > 0) pad.fromData(strokes);
  else if (restore.typedName.trim() !== '') drawTypedName(pad, canvas, restore.typedName);
  else if (restore.dataUrl !== '') void pad.fromDataURL(restore.dataUrl, { width, height });
}

/**
 * Writes a typed name as the signature (the way to sign without a pointer:
 * keyboard and screen-reader users), in a handwriting-like font, scaled to fit.
 */
export function drawTypedName(pad: SignaturePad, canvas: HTMLCanvasElement, name: string): void {
  pad.clear();
  const ctx = canvas.getContext('2d');
  const text = name.trim();
  if (!ctx || text === '') return;
  const width = canvas.offsetWidth;
  const height = canvas.offsetHeight;
  let size = Math.min(48, height * 0.42);
  const font = (px: number) =>
    `italic ${px}px "Segoe Script", "Brush Script MT", "URW Chancery L", cursive`;
  ctx.font = font(size);
  const room = width * 0.86;
  const measured = ctx.measureText(text).width;
  if (measured > room) size = Math.max(14, (size * room) / measured);
  ctx.font = font(size);
  ctx.fillStyle = SIGNATURE_PEN_COLOR;
  ctx.textBaseline = 'alphabetic';
  ctx.fillText(text, width * 0.07, height * 0.62);
}
