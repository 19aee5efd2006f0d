/** Square logos and app icons (favicons) of the demo projects. */
import { mix, n, svg } from './core.ts';
import type { Palette } from './palette.ts';

const SERIF = 'font-family="Georgia,\'Times New Roman\',serif"';

/** Five-petal alpine rose around (cx, cy). */
function rose(p: Palette, cx: number, cy: number, r: number): string {
  const petal = mix(p.accent, '#ffffff', 0.15);
  let out = `<g fill="${mix(p.near, '#000000', 0.1)}"><ellipse cx="${n(cx - r * 1.15)}" cy="${n(cy + r * 0.95)}" rx="${n(r * 0.75)}" ry="${n(r * 0.3)}" transform="rotate(-25 ${n(cx - r * 1.15)} ${n(cy + r * 0.95)})"/>`;
  out += `<ellipse cx="${n(cx + r * 1.15)}" cy="${n(cy + r * 0.95)}" rx="${n(r * 0.75)}" ry="${n(r * 0.3)}" transform="rotate(25 ${n(cx + r * 1.15)} ${n(cy + r * 0.95)})"/></g>`;
  out += `<g fill="${petal}">`;
  for (let i = 0; i < 5; i += 1) {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    out += `<circle cx="${n(cx + r * 0.62 * Math.cos(a))}" cy="${n(cy + r * 0.62 * Math.sin(a))}" r="${n(r * 0.5)}"/>`;
  }
  out += `</g><circle cx="${cx}" cy="${cy}" r="${n(r * 0.36)}" fill="${mix(p.accent, '#000000', 0.2)}"/>`;
  out += `<circle cx="${cx}" cy="${cy}" r="${n(r * 0.16)}" fill="${p.sun}"/>`;
  return out;
}

function frame(p: Palette, size: number): string {
  return `<rect width="${size}" height="${size}" rx="${size / 8}" fill="${p.brand}"/>`;
}

function wordmark(top: string, name: string, size: number): string {
  return (
    `<text x="120" y="168" ${SERIF} font-size="13" letter-spacing="5" fill="#fff" fill-opacity=".8" text-anchor="middle">${top}</text>` +
    `<text x="120" y="200" ${SERIF} font-size="${size}" font-weight="bold" letter-spacing="2" fill="#fff" text-anchor="middle">${name}</text>`
  );
}

export function alpenroseLogo(p: Palette): string {
  return svg(
    240,
    240,
    'Hotel Alpenrose',
    frame(p, 240) +
      `<path d="M52 138L86 108L104 122L128 96L160 126L188 110" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="3" stroke-linejoin="round"/>` +
      rose(p, 120, 70, 34) +
      wordmark('HOTEL', 'ALPENROSE', 27),
  );
}

export function alpenroseIcon(p: Palette): string {
  return svg(512, 512, 'Hotel Alpenrose', frame(p, 512) + rose(p, 256, 236, 120));
}

function peaks(p: Palette, scale: number, dx: number, dy: number): string {
  return (
    `<g transform="translate(${dx} ${dy}) scale(${scale})">` +
    `<circle cx="150" cy="52" r="20" fill="${p.accent}"/>` +
    `<path d="M40 130L95 50L125 92L145 68L200 130Z" fill="#fff"/>` +
    `<path d="M95 50L82 69L92 65L99 74L108 64Z" fill="${mix(p.brand, '#ffffff', 0.75)}"/>` +
    `<path d="M40 130Q120 110 200 130" fill="none" stroke="${p.brand}" stroke-width="4"/></g>`
  );
}

export function bergblickLogo(p: Palette): string {
  return svg(
    240,
    240,
    'Hotel Bergblick',
    frame(p, 240) + peaks(p, 1, 0, 0) + wordmark('HOTEL', 'BERGBLICK', 27),
  );
}

export function bergblickIcon(p: Palette): string {
  return svg(512, 512, 'Hotel Bergblick', frame(p, 512) + peaks(p, 2.2, -8, 90));
}

function farmhouse(p: Palette, scale: number, dx: number, dy: number): string {
  return (
    `<g transform="translate(${dx} ${dy}) scale(${scale})">` +
    `<circle cx="168" cy="46" r="14" fill="${p.sun}"/>` +
    `<path d="M60 128V84L120 44L180 84V128Z" fill="#fff"/>` +
    `<path d="M48 88L120 36L192 88" fill="none" stroke="${p.accent}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<rect x="106" y="96" width="28" height="32" fill="${p.brand}"/><rect x="78" y="82" width="16" height="14" fill="${p.brand}"/>` +
    `<rect x="146" y="82" width="16" height="14" fill="${p.brand}"/>` +
    `<path d="M30 138Q80 118 120 132T210 128" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="4" stroke-linecap="round"/></g>`
  );
}

export function talhofLogo(p: Palette): string {
  return svg(
    240,
    240,
    'Gasthof Talhof',
    frame(p, 240) + farmhouse(p, 1, 0, 0) + wordmark('GASTHOF', 'TALHOF', 30),
  );
}

export function talhofIcon(p: Palette): string {
  return svg(512, 512, 'Gasthof Talhof', frame(p, 512) + farmhouse(p, 2.2, -8, 80));
}

export function weinleitenLogo(p: Palette): string {
  return svg(
    240,
    240,
    'Hotel Weinleiten',
    frame(p, 240) + farmhouse(p, 1, 0, 0) + wordmark('HOTEL', 'WEINLEITEN', 24),
  );
}

export function weinleitenIcon(p: Palette): string {
  return svg(512, 512, 'Hotel Weinleiten', frame(p, 512) + farmhouse(p, 2.2, -8, 80));
}

/** Icon of a destination without logo: waves under a sun. */
export function lakeIcon(p: Palette, title: string): string {
  return svg(
    512,
    512,
    title,
    frame(p, 512) +
      `<circle cx="256" cy="210" r="86" fill="${p.accent}"/>` +
      `<g fill="none" stroke="#fff" stroke-width="26" stroke-linecap="round">` +
      `<path d="M96 330q40 -30 80 0t80 0t80 0t80 0"/><path d="M136 400q30 -24 60 0t60 0t60 0t60 0"/></g>`,
  );
}

/** Logo of the regional tourism partner of Bergblick (light, for the footer). */
export function partnerLogo(p: Palette): string {
  const green = p.brand;
  return svg(
    240,
    240,
    'Region Sonnberg im Pongau',
    `<rect width="240" height="240" rx="30" fill="#fff"/>` +
      `<clipPath id="disc"><circle cx="120" cy="90" r="62"/></clipPath>` +
      `<g clip-path="url(#disc)"><rect x="50" y="20" width="140" height="140" fill="${mix(p.accent, '#ffffff', 0.72)}"/>` +
      `<circle cx="120" cy="84" r="24" fill="${p.accent}"/>` +
      `<path d="M50 124Q96 84 140 112T200 104V160H50Z" fill="${green}"/>` +
      `<path d="M50 138Q120 112 200 136V160H50Z" fill="${mix(green, '#ffffff', 0.35)}"/></g>` +
      `<text x="120" y="186" ${SERIF} font-size="21" font-weight="bold" letter-spacing="2" fill="${green}" text-anchor="middle">SONNBERG</text>` +
      `<text x="120" y="208" ${SERIF} font-size="13" letter-spacing="3" fill="${mix(green, '#000000', 0.2)}" text-anchor="middle">IM PONGAU</text>`,
  );
}
