// Evens out the light of a document photo before the OCR: a page lit from
// one side is dark on the other, and a global contrast then drowns the
// zone's characters there. Each pixel is divided by its neighbourhood's mean
// brightness (a flat-field correction with a box filter on an integral
// image), so that paper becomes white and ink dark everywhere. Grey levels
// in, grey levels out; the same code in the browser and in bench:mrz.

/** Grey levels (0–255, row by row) evened out; `radius` in pixels (default: a 24th of the width). */
export function flatten(
  grey: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  radius = Math.max(8, Math.round(width / 24)),
): Uint8ClampedArray {
  const w1 = width + 1;
  const sums = new Float64Array(w1 * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += grey[y * width + x]!;
      sums[(y + 1) * w1 + x + 1] = sums[y * w1 + x + 1]! + row;
    }
  }
  const out = new Uint8ClampedArray(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - radius);
    const y1 = Math.min(height, y + radius + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - radius);
      const x1 = Math.min(width, x + radius + 1);
      const total =
        sums[y1 * w1 + x1]! - sums[y0 * w1 + x1]! - sums[y1 * w1 + x0]! + sums[y0 * w1 + x0]!;
      const mean = total / ((y1 - y0) * (x1 - x0)) || 1;
      // Paper at the mean's level becomes white; ink well below it stays dark.
      out[y * width + x] = (255 * grey[y * width + x]!) / (mean * 1.05);
    }
  }
  return out;
}

/**
 * Grey levels as a binary PGM (Netpbm P5) file: what the OCR's image reader
 * (Leptonica) decodes at once — a PNG would be compressed here and
 * uncompressed in the worker for nothing.
 */
export function pgm(
  grey: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
  const file = new Uint8Array(header.length + width * height);
  file.set(header);
  file.set(grey.subarray(0, width * height), header.length);
  return file;
}

/** The width of the photo's copy whose print slant is measured (enough for the zone's lines). */
export const SLANT_WIDTH = 400;

/**
 * The slant of a page's lines of print in degrees (clockwise), found by
 * projection: the angle at which the dark pixels fall into the fewest,
 * fullest rows. For a small, evened-out copy of the photo (a few hundred
 * pixels wide); within ±`range` degrees.
 */
export function slantOfPrint(
  grey: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  range = 12,
): number {
  const dark: number[] = [];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) if (grey[y * width + x]! < 128) dark.push(x, y);
  let best = 0;
  let bestScore = -1;
  const rows = new Float64Array(height * 2 + width);
  for (let tenth = -range * 2; tenth <= range * 2; tenth++) {
    const angle = ((tenth / 2) * Math.PI) / 180;
    const [sin, cos] = [Math.sin(angle), Math.cos(angle)];
    rows.fill(0);
    for (let i = 0; i < dark.length; i += 2)
      rows[Math.round(dark[i + 1]! * cos - dark[i]! * sin) + width]! += 1;
    let score = 0;
    for (const n of rows) score += n * n;
    if (score > bestScore) [best, bestScore] = [tenth / 2, score];
  }
  return best;
}
