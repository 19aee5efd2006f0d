// The photo's preparation: the print's slant found by projection (undone
// before the OCR reads), and the grey image handed to the OCR as PGM.
import { describe, expect, it } from 'vitest';
import { pgm, slantOfPrint } from './flatten.ts';

/** White paper with three dark lines of print slanting by `degrees` (clockwise). */
function page(degrees: number, width = 400, height = 240): Uint8Array {
  const grey = new Uint8Array(width * height).fill(235);
  const slope = Math.tan((degrees * Math.PI) / 180);
  for (const row of [80, 120, 160])
    for (let x = 40; x < width - 40; x++)
      for (let t = 0; t < 6; t++) {
        // Letters with gaps, as print is.
        if (x % 9 > 6) continue;
        const y = Math.round(row + (x - width / 2) * slope) + t;
        grey[y * width + x] = 30;
      }
  return grey;
}

describe('preparing a photo for the OCR', () => {
  it('finds the slant of the print to half a degree, either way', () => {
    for (const degrees of [-9, -4.5, 0, 3, 7.5])
      expect(slantOfPrint(page(degrees), 400, 240)).toBeCloseTo(degrees, 0);
    expect(slantOfPrint(page(6), 400, 240)).toBe(6);
  });

  it('writes grey levels as a binary PGM the OCR reads at once', () => {
    const file = pgm(new Uint8Array([0, 128, 255, 7]), 2, 2);
    expect(new TextDecoder().decode(file.subarray(0, 11))).toBe('P5\n2 2\n255\n');
    expect([...file.subarray(11)]).toEqual([0, 128, 255, 7]);
  });
});
