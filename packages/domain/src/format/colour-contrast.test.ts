import { describe, expect, it } from 'vitest';
import { contrastColor, contrastRatio, isHexColour, MIN_TEXT_CONTRAST } from './colour-contrast.ts';

describe('colour contrast (WCAG 2)', () => {
  it('gives 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1f2d41', '#1f2d41')).toBeCloseTo(1, 5);
  });
  it('knows the AA edge: #767676 on white passes, #777777 does not', () => {
    expect(contrastRatio('#767676', '#fff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio('#777777', '#fff')).toBeLessThan(MIN_TEXT_CONTRAST);
  });
  it('picks white text on dark and dark text on light backgrounds', () => {
    expect(contrastColor('#1f2d41')).toBe('#ffffff');
    expect(contrastColor('#f5d90a')).toBe('#1a1a1a');
  });
  it('accepts only hex colours', () => {
    expect(isHexColour('#abc')).toBe(true);
    expect(isHexColour('#a1b2c3')).toBe(true);
    expect(isHexColour('red')).toBe(false);
    expect(isHexColour('#12345')).toBe(false);
  });
});
