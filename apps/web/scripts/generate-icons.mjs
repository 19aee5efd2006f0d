// Writes public/icons/icon-{192,512}.png: a white "H" monogram on #1f2d41, full
// bleed so that it also works as a maskable icon (the H stays inside the safe
// zone). Pure Node (zlib), no image tooling needed: `node scripts/generate-icons.mjs`.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BACKGROUND = [0x1f, 0x2d, 0x41];
const FOREGROUND = [0xff, 0xff, 0xff];
// The H in a 64 × 64 design grid (same shape as public/favicon.svg).
const RECTS = [
  [18, 14, 26, 50],
  [38, 14, 46, 50],
  [26, 28, 38, 35],
];
const SAMPLES = 4; // 4 × 4 supersampling for smooth edges

const inH = (x, y) => RECTS.some(([x0, y0, x1, y1]) => x >= x0 && x < x1 && y >= y0 && y < y1);

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size) {
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then RGB
    for (let x = 0; x < size; x++) {
      let covered = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const gx = ((x + (sx + 0.5) / SAMPLES) / size) * 64;
          const gy = ((y + (sy + 0.5) / SAMPLES) / size) * 64;
          if (inH(gx, gy)) covered++;
        }
      }
      const a = covered / (SAMPLES * SAMPLES);
      for (let i = 0; i < 3; i++) {
        row[1 + x * 3 + i] = Math.round(BACKGROUND[i] * (1 - a) + FOREGROUND[i] * a);
      }
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const size of [192, 512]) {
  const file = new URL(`../public/icons/icon-${size}.png`, import.meta.url);
  writeFileSync(file, png(size));
  console.log(`wrote ${file.pathname}`);
}
