// Generated identity documents for the MRZ benchmark and the end-to-end
// test: a passport data page (TD3) or an ID card's back (TD1) drawn as SVG
// with the machine-readable zone in OCR-B (Debian's fonts-ocr-b), then
// photographed badly on purpose — rotated up to ±10°, blurred, lit unevenly,
// with sensor noise, as a JPEG of a phone photo's size. Deterministic per seed.
import sharp from 'sharp';
import { td1, td3, type MrzPerson } from '../../apps/web/src/features/checkin/scan/mrz-make.ts';

export interface Document {
  person: MrzPerson;
  kind: 'TD1' | 'TD3';
  lines: string[];
}

/** A small deterministic random generator (mulberry32). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PEOPLE: Omit<MrzPerson, 'documentNumber' | 'birth' | 'expiry' | 'sex'>[] = [
  { issuer: 'D', nationality: 'D', lastName: 'Mustermann', firstName: 'Erika' },
  { issuer: 'AUT', nationality: 'AUT', lastName: 'Huber', firstName: 'Johann Georg' },
  { issuer: 'ITA', nationality: 'ITA', lastName: 'Rossi', firstName: 'Maria Grazia' },
  { issuer: 'FRA', nationality: 'FRA', lastName: 'Dubois', firstName: 'Camille' },
  { issuer: 'ESP', nationality: 'ESP', lastName: 'Garcia Lopez', firstName: 'Lucia' },
  { issuer: 'HRV', nationality: 'HRV', lastName: 'Horvat', firstName: 'Ivan' },
  { issuer: 'NLD', nationality: 'NLD', lastName: 'De Vries', firstName: 'Sanne' },
  { issuer: 'GBR', nationality: 'GBR', lastName: 'Smith', firstName: 'Oliver James' },
  { issuer: 'CHE', nationality: 'CHE', lastName: 'Meier', firstName: 'Lea' },
  { issuer: 'POL', nationality: 'POL', lastName: 'Kowalski', firstName: 'Piotr' },
];

const LETTERS = 'CFGHJKLMNPRTVWXYZ';

export function documentOf(seed: number): Document {
  const r = random(seed);
  const base = PEOPLE[seed % PEOPLE.length]!;
  const two = (n: number) => String(n).padStart(2, '0');
  const person: MrzPerson = {
    ...base,
    documentNumber:
      LETTERS[Math.floor(r() * LETTERS.length)]! + String(Math.floor(r() * 1e8)).padStart(8, '0'),
    birth: `${two(40 + Math.floor(r() * 60))}${two(1 + Math.floor(r() * 12))}${two(1 + Math.floor(r() * 28))}`,
    sex: r() < 0.5 ? 'F' : 'M',
    expiry: `${two(27 + Math.floor(r() * 8))}${two(1 + Math.floor(r() * 12))}${two(1 + Math.floor(r() * 28))}`,
  };
  const kind = seed % 2 === 0 ? 'TD3' : 'TD1';
  return { person, kind, lines: kind === 'TD3' ? td3(person) : td1(person) };
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The document's page as drawn (SVG), before the camera. */
function pageSvg(doc: Document): string {
  const passport = doc.kind === 'TD3';
  const [w, h] = passport ? [1250, 880] : [856, 540];
  // OCR-B's advance is about 0.72 em: 44 characters across a passport page, 30 across a card.
  const size = passport ? 35 : 32;
  const lineHeight = passport ? 52 : 50;
  const top = h - lineHeight * doc.lines.length - 30;
  const p = doc.person;
  const text = (x: number, y: number, s: string, px = 22) =>
    `<text x="${x}" y="${y}" font-family="DejaVu Sans" font-size="${px}" fill="#3a3f58">${escape(s)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#efe9f4"/><stop offset="1" stop-color="#e4eef0"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<rect x="40" y="60" width="${passport ? 300 : 220}" height="${passport ? 380 : 260}" fill="#c9c3cf"/>
${text(passport ? 380 : 300, 90, passport ? 'PASSPORT / REISEPASS / PASSEPORT' : 'IDENTITY CARD', 26)}
${text(passport ? 380 : 300, 150, p.lastName.toUpperCase())}
${text(passport ? 380 : 300, 200, p.firstName.toUpperCase())}
${text(passport ? 380 : 300, 250, `${p.birth.slice(4)}.${p.birth.slice(2, 4)}.19${p.birth.slice(0, 2)}`)}
${text(passport ? 380 : 300, 300, p.documentNumber)}
${doc.lines
  .map(
    (line, i) =>
      `<text x="${passport ? 45 : 40}" y="${top + lineHeight * (i + 1)}" font-family="OCR B" font-size="${size}" fill="#111">${escape(line)}</text>`,
  )
  .join('\n')}
</svg>`;
}

export interface Camera {
  /** Degrees, ±. */
  rotate: number;
  blur: number;
  /** 0 = even light; up to 0.5 = one side much darker. */
  shade: number;
  noise: number;
  jpeg: number;
  /** Width of the photo in pixels. */
  width: number;
}

export function cameraOf(seed: number): Camera {
  const r = random(seed * 7919);
  return {
    rotate: (r() * 2 - 1) * 10,
    blur: 0.3 + r() * 1.2,
    shade: r() * 0.45,
    noise: r() * 18,
    jpeg: Math.round(45 + r() * 40),
    width: [1600, 2400, 3000][Math.floor(r() * 3)]!,
  };
}

/** The photo of a document as a phone would take it (JPEG). */
export async function photograph(doc: Document, camera: Camera): Promise<Buffer> {
  const page = await sharp(Buffer.from(pageSvg(doc)))
    .png()
    .toBuffer();
  const { width = 0, height = 0 } = await sharp(page).metadata();
  // Uneven light: a gradient from one side laid over the page.
  const shade = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="s"><stop offset="0" stop-color="#000" stop-opacity="${camera.shade}"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#s)"/></svg>`,
  );
  // Sensor noise: random grey pixels at low opacity.
  const r = random(Math.round(camera.noise * 1000) + width);
  const noise = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const v = Math.round(r() * 255);
    noise.set([v, v, v, Math.round(camera.noise)], i * 4);
  }
  const lit = await sharp(page)
    .composite([{ input: shade }, { input: noise, raw: { width, height, channels: 4 } }])
    .png()
    .toBuffer();
  return sharp(lit)
    .rotate(camera.rotate, { background: '#5b5148' })
    .blur(camera.blur)
    .resize({ width: camera.width })
    .jpeg({ quality: camera.jpeg })
    .toBuffer();
}
