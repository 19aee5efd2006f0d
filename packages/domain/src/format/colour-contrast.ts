// WCAG 2 colour contrast: the guest app picks the text colour on the
// project's main colour with it; the console warns when a brand colour
// gives text too little contrast.

/** WCAG 2 AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export function isHexColour(value: string): boolean {
  return HEX.test(value.trim());
}

/** sRGB relative luminance of a hex colour (WCAG 2). */
export function relativeLuminance(hex: string): number {
  let digits = hex.trim().replace('#', '');
  if (digits.length <= 4) digits = [...digits].map((d) => d + d).join('');
  const channels = [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of two hex colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Text colour on a background: white or near black, whichever contrasts more. */
export function contrastColor(background: string): string {
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#1a1a1a')
    ? '#ffffff'
    : '#1a1a1a';
}
