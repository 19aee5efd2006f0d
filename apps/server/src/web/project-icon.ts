// The icon every project gets without designing one: its initial on its
// brand colour. Used as favicon and as the manifest's scalable icon.
import { escapeHtml } from './html.ts';

/** Relative luminance of a #rgb/#rrggbb(aa) colour (WCAG formula). */
function luminance(hex: string): number {
  let digits = hex.slice(1);
  if (digits.length <= 4) digits = [...digits].map((d) => d + d).join('');
  const channels = [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/**
 * The initial of a name's last word, which is usually the distinctive one
 * ("Hotel Alpenrose" → "A", "Ferienregion Seenland" → "S").
 */
export function initialOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  const word = words.at(-1) ?? '';
  return (/[\p{L}\p{N}]/u.exec(word)?.[0] ?? 'H').toUpperCase();
}

/** `color` must be a hex colour (see safeColor). */
export function projectIconSvg(initial: string, color: string): string {
  // White on dark brand colours, dark on light ones, so the letter stays legible.
  const ink = luminance(color) > 0.45 ? '#1f2d41' : '#ffffff';
  const letter = escapeHtml(initial);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">',
    `<rect width="512" height="512" rx="96" fill="${escapeHtml(color)}"/>`,
    `<text x="256" y="256" dy="0.35em" text-anchor="middle" fill="${ink}"`,
    ' font-family="system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif"',
    ` font-size="300" font-weight="600">${letter}</text>`,
    '</svg>',
  ].join('');
}
