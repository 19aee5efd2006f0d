/** Flat landscape illustrations (800×500): valley, lake, hotel facade, room. */
import { mix, n, points, random, svg, type Point } from './core.ts';
import type { Palette } from './palette.ts';

const W = 800;
const H = 500;

function sky(p: Palette, id: string): string {
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/>` +
    `</linearGradient></defs><rect width="${W}" height="${H}" fill="url(#${id})"/>`
  );
}

function sun(p: Palette, x: number, y: number): string {
  return (
    `<circle cx="${x}" cy="${y}" r="70" fill="${p.sun}" opacity=".35"/>` +
    `<circle cx="${x}" cy="${y}" r="44" fill="${p.sun}"/>`
  );
}

function cloud(x: number, y: number, s: number): string {
  return (
    `<g fill="#fff" opacity=".85" transform="translate(${x} ${y}) scale(${s})">` +
    `<ellipse cx="0" cy="0" rx="46" ry="16"/><ellipse cx="-18" cy="-10" rx="22" ry="16"/>` +
    `<ellipse cx="14" cy="-14" rx="26" ry="20"/></g>`
  );
}

/**
 * A mountain ridge from alternating valley/peak points (peaks at odd
 * indexes), closed to the bottom, with snow caps on peaks above `snowLine`.
 */
function ridge(list: Point[], fill: string, snowLine: number): string {
  let out = `<polygon points="${points([...list, [W, H], [0, H]])}" fill="${fill}"/>`;
  for (let i = 1; i < list.length - 1; i += 2) {
    const peak = list[i];
    const left = list[i - 1];
    const right = list[i + 1];
    if (!peak || !left || !right || peak[1] > snowLine) continue;
    const depth = Math.min(0.42, 42 / Math.max(1, Math.min(left[1], right[1]) - peak[1]));
    const l: Point = [peak[0] + (left[0] - peak[0]) * depth, peak[1] + (left[1] - peak[1]) * depth];
    const r: Point = [
      peak[0] + (right[0] - peak[0]) * depth,
      peak[1] + (right[1] - peak[1]) * depth,
    ];
    const at = (t: number, dy: number): Point => [
      r[0] + (l[0] - r[0]) * t,
      r[1] + (l[1] - r[1]) * t + dy,
    ];
    out += `<polygon points="${points([peak, r, at(0.3, -9), at(0.5, 5), at(0.72, -7), l])}" fill="#fbfdff"/>`;
  }
  return out;
}

/** A row of pines along a baseline. */
function forest(p: Palette, seed: number, x0: number, x1: number, y: number, size: number): string {
  const rnd = random(seed);
  let d = '';
  for (let x = x0; x < x1; x += size * (0.55 + rnd() * 0.5)) {
    const h = size * (1.6 + rnd() * 1.2);
    const w = h * 0.32;
    const by = y + rnd() * 6;
    d += `M${n(x)} ${n(by - h)}L${n(x + w)} ${n(by)}L${n(x - w)} ${n(by)}Z`;
  }
  return `<path d="${d}" fill="${p.forest}"/>`;
}

function lake(p: Palette, y: number): string {
  const light = mix(p.water, '#ffffff', 0.45);
  return (
    `<path d="M0 ${y} Q200 ${y - 14} 400 ${y - 4} T${W} ${y - 8} V${H} H0Z" fill="${p.water}"/>` +
    `<path d="M90 ${y + 30}h120M300 ${y + 52}h170M560 ${y + 26}h110M170 ${y + 80}h90M520 ${y + 90}h140" ` +
    `stroke="${light}" stroke-width="4" stroke-linecap="round"/>`
  );
}

/**
 * An alpine chalet, drawn around its bottom centre (0,0) and 300 wide. With
 * `sign` the name is painted on a board above the door.
 */
export function chalet(p: Palette, sign?: string): string {
  const flowers = Array.from({ length: 21 }, (_, i) => -120 + i * 12)
    .map((x, i) => `<circle cx="${x}" cy="-${i % 2 ? 121 : 124}" r="5"/>`)
    .join('');
  const upper = [-92, -42, 8, 58]
    .map((x) => `<rect x="${x}" y="-148" width="34" height="28" rx="2" fill="#dbe9f2"/>`)
    .join('');
  const lower = [-100, -55, 35, 80]
    .map(
      (x) =>
        `<rect x="${x}" y="-62" width="26" height="32" rx="2" fill="#dbe9f2"/>` +
        `<rect x="${x - 9}" y="-62" width="8" height="32" fill="${p.brand}"/>` +
        `<rect x="${x + 27}" y="-62" width="8" height="32" fill="${p.brand}"/>`,
    )
    .join('');
  // Board width follows the text (about 0.8 em per capital at this spacing).
  const half = sign ? Math.ceil(sign.length * 4.6) + 10 : 0;
  const board = sign
    ? `<rect x="-${half}" y="-90" width="${half * 2}" height="22" rx="4" fill="${p.roof}"/>` +
      `<text x="0" y="-74.5" font-family="Georgia,serif" font-size="11" font-weight="bold" ` +
      `letter-spacing="1.5" fill="#fff" text-anchor="middle">${sign}</text>`
    : '';
  return (
    `<rect x="-120" y="-90" width="240" height="90" fill="${p.wall}"/>` +
    `<rect x="-120" y="-158" width="240" height="70" fill="${p.wood}"/>` +
    `<polygon points="-150,-156 0,-226 150,-156 140,-150 0,-212 -140,-150" fill="${p.roof}"/>` +
    `<polygon points="-140,-150 0,-212 140,-150 120,-158 -120,-158" fill="${mix(p.wood, '#000000', 0.15)}"/>` +
    `<circle cx="0" cy="-178" r="11" fill="#dbe9f2"/>` +
    upper +
    `<g fill="${p.accent}">${flowers}</g>` +
    `<rect x="-128" y="-120" width="256" height="8" fill="#4f8a3c"/>` +
    `<rect x="-128" y="-112" width="256" height="16" fill="${mix(p.wood, '#000000', 0.3)}"/>` +
    lower +
    `<path d="M-16 0V-40Q0 -56 16 -40V0Z" fill="${mix(p.wood, '#000000', 0.2)}"/>` +
    board
  );
}

function sailboat(p: Palette, x: number, y: number): string {
  return (
    `<g transform="translate(${x} ${y})"><path d="M-30 0H30L22 10H-22Z" fill="${p.wood}"/>` +
    `<path d="M0 -2V-62" stroke="${p.roof}" stroke-width="3"/>` +
    `<path d="M3 -60L30 -6H3Z" fill="#fff"/><path d="M-3 -48L-24 -6H-3Z" fill="${p.accent}"/></g>`
  );
}

/** Valley with layered mountains, forest and meadow; optionally a lake and a chalet. */
export function landscape(
  p: Palette,
  title: string,
  o: {
    seed: number;
    lake?: boolean;
    chalet?: boolean;
    sign?: string;
    boat?: boolean;
    evening?: boolean;
  },
): string {
  if (o.evening) p = { ...p, skyTop: '#f2a97e', skyBottom: '#fde3c3', sun: '#fff0c4' };
  const rnd = random(o.seed);
  const jitter = (v: number, by: number) => v + (rnd() - 0.5) * by;
  const far: Point[] = [
    [0, 250],
    [110, jitter(135, 30)],
    [190, 215],
    [300, jitter(95, 30)],
    [410, 205],
    [520, jitter(125, 30)],
    [610, 200],
    [720, jitter(110, 30)],
    [W, 190],
  ];
  const mid: Point[] = [
    [0, 300],
    [150, jitter(215, 20)],
    [280, 290],
    [420, jitter(225, 20)],
    [560, 300],
    [690, jitter(230, 20)],
    [W, 280],
  ];
  const meadowY = o.lake ? 360 : 390;
  let body = sky(p, `sky${o.seed}`) + sun(p, 640, 92) + cloud(180, 90, 1) + cloud(470, 60, 0.7);
  body += ridge(far, p.far, 170) + ridge(mid, p.mid, 0);
  body += `<path d="M0 ${meadowY - 40} Q220 ${meadowY - 80} 420 ${meadowY - 45} T${W} ${meadowY - 55} V${H} H0Z" fill="${p.near}"/>`;
  body +=
    forest(p, o.seed + 1, 10, 330, meadowY - 40, 16) +
    forest(p, o.seed + 2, 520, 800, meadowY - 48, 14);
  body += `<path d="M0 ${meadowY} Q260 ${meadowY - 30} 520 ${meadowY - 6} T${W} ${meadowY - 12} V${H} H0Z" fill="${p.meadow}"/>`;
  if (o.lake) body += lake(p, 420);
  if (o.lake && o.boat) body += sailboat(p, 590, 452);
  if (o.chalet)
    body += `<g transform="translate(420 ${o.lake ? 410 : 445}) scale(.78)">${chalet(p, o.sign)}</g>`;
  return svg(W, H, title, body);
}

/** The hotel's facade up close, with its name on the board. */
export function facade(p: Palette, title: string, sign: string, seed: number): string {
  const far: Point[] = [
    [0, 230],
    [140, 120],
    [260, 200],
    [400, 90],
    [540, 190],
    [680, 110],
    [W, 180],
  ];
  let body = sky(p, `fs${seed}`) + sun(p, 110, 90) + cloud(620, 70, 0.8);
  body += ridge(far, p.far, 160);
  body += `<path d="M0 330 Q300 290 800 320 V500 H0Z" fill="${p.near}"/>`;
  body += forest(p, seed, 0, 170, 335, 18) + forest(p, seed + 1, 640, 800, 330, 18);
  body += `<rect y="440" width="${W}" height="60" fill="${p.meadow}"/>`;
  body += `<rect x="355" y="440" width="90" height="60" fill="${mix(p.meadow, p.wall, 0.6)}"/>`;
  body += `<g transform="translate(400 452) scale(1.62)">${chalet(p, sign)}</g>`;
  return svg(W, H, title, body);
}

/** A hotel room looking out on the mountains (gallery picture). */
export function room(p: Palette, title: string): string {
  const wall = mix(p.wall, p.brand, 0.06);
  const view: Point[] = [
    [250, 250],
    [330, 150],
    [400, 210],
    [470, 130],
    [550, 250],
  ];
  let body = `<rect width="${W}" height="${H}" fill="${wall}"/>`;
  body += `<rect y="380" width="${W}" height="120" fill="${p.wood}"/>`;
  body += `<path d="M0 400H800M0 430H800M0 465H800" stroke="${mix(p.wood, '#000000', 0.15)}" stroke-width="2"/>`;
  // Window with the view; clip keeps the mountains inside the frame.
  body += `<clipPath id="win"><rect x="250" y="80" width="300" height="200"/></clipPath>`;
  body += `<g clip-path="url(#win)"><rect x="250" y="80" width="300" height="200" fill="${p.skyTop}"/>`;
  body += `<circle cx="500" cy="125" r="22" fill="${p.sun}"/>`;
  body += `<polygon points="${points([...view, [550, 280], [250, 280]])}" fill="${p.far}"/>`;
  body += `<polygon points="330,150 316,168 328,164 338,172 344,160" fill="#fbfdff"/>`;
  body += `<polygon points="470,130 456,150 468,146 478,154 486,146" fill="#fbfdff"/>`;
  body += `<path d="M250 260Q400 225 550 255V280H250Z" fill="${p.near}"/></g>`;
  body += `<rect x="244" y="74" width="312" height="212" fill="none" stroke="${p.wood}" stroke-width="12"/>`;
  body += `<path d="M400 80V280M250 180H550" stroke="${p.wood}" stroke-width="6"/>`;
  // Curtains in the brand colour.
  body += `<path d="M214 60H262Q250 180 272 300H214Z" fill="${p.brand}"/><path d="M586 60H538Q550 180 528 300H586Z" fill="${p.brand}"/>`;
  // Bed with headboard, pillows and blanket.
  body += `<rect x="160" y="300" width="30" height="120" rx="6" fill="${mix(p.wood, '#000000', 0.25)}"/>`;
  body += `<rect x="185" y="350" width="420" height="60" rx="10" fill="#ffffff"/>`;
  body += `<rect x="200" y="326" width="90" height="34" rx="14" fill="#f3efe8"/><rect x="200" y="316" width="90" height="30" rx="14" fill="#ffffff" opacity=".9"/>`;
  body += `<rect x="300" y="342" width="305" height="50" rx="10" fill="${p.accent}"/>`;
  body += `<rect x="300" y="342" width="305" height="12" rx="6" fill="${mix(p.accent, '#ffffff', 0.4)}"/>`;
  body += `<rect x="590" y="330" width="24" height="92" rx="6" fill="${mix(p.wood, '#000000', 0.25)}"/>`;
  // Bedside lamp.
  body += `<rect x="640" y="330" width="70" height="60" rx="4" fill="${mix(p.wood, '#000000', 0.1)}"/>`;
  body += `<path d="M662 330V300M650 300H674L668 276H656Z" stroke="${p.roof}" stroke-width="3" fill="${p.sun}"/>`;
  return svg(W, H, title, body);
}
