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
