// npm run bench:mrz — the document scan's accuracy (docs/decisions/053):
// generated passports and ID cards (bench/mrz/documents.ts) photographed
// badly, read by the same OCR (tesseract.js, the trained data the app serves,
// the same character set and preparation) and the same MRZ reading
// (apps/web/.../scan/mrz-read.ts). Prints per-field accuracy, the share read
// fully correct, how many were accepted with a wrong field (must be 0: the
// check digits catch it), and the time per scan.
//   --count=N     documents (default 60)
//   --phone=N     time N documents in Chromium on a phone-class CPU (default 20;
//                 0 skips; needs `npm run build`: the app's OCR files)
//   --verbose     name every document not read fully correct
//   --fixture=F   also write document 0's photo to F (the end-to-end tests'), and
//                 its camera picture beside it (F without .jpg + -camera.mjpeg)
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { createWorker, OEM, PSM } from 'tesseract.js';
import {
  flatten,
  pgm,
  SLANT_WIDTH,
  slantOfPrint,
} from '../../apps/web/src/features/checkin/scan/flatten.ts';
import { countryOfMrzCode } from '../../apps/web/src/features/checkin/scan/icao-countries.ts';
import type { ScannedDocument } from '../../apps/web/src/features/checkin/scan/mrz-read.ts';
import { readPhoto } from '../../apps/web/src/features/checkin/scan/scan-read.ts';
import { chromiumTimes, THROTTLE_RATE } from './chromium.ts';
import { cameraOf, documentOf, photograph, type Document } from './documents.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const COUNT = Number(arg('count') ?? 60);
const PHONE = Number(arg('phone') ?? 20);
const VERBOSE = process.argv.includes('--verbose');
const NOW = new Date('2026-11-29T12:00:00Z');

// The documents are drawn in OCR-B: Debian's font, installed when missing.
function ensureFont() {
  let installed = '';
  try {
    installed = execFileSync('fc-list', [':family=OCR B'], { encoding: 'utf8' }).trim();
  } catch {
    installed = '';
  }
  if (!installed)
    execFileSync('apt-get', ['install', '-y', '-q', 'fonts-ocr-b'], { stdio: 'ignore' });
}

function expected(doc: Document): Required<ScannedDocument> {
  const p = doc.person;
  const year = (yy: string, expiry: boolean) =>
    (expiry ? 2000 : Number(yy) > 26 ? 1900 : 2000) + Number(yy);
  const iso = (d: string, expiry: boolean) =>
    `${year(d.slice(0, 2), expiry)}-${d.slice(2, 4)}-${d.slice(4, 6)}`;
  return {
    doc_type: doc.kind === 'TD3' ? 'passport' : 'id_card',
    doc_id: p.documentNumber,
    last_name: p.lastName.toUpperCase(),
    first_name: p.firstName.toUpperCase(),
    gender: p.sex === 'M' ? 'male' : 'female',
    nationality: countryOfMrzCode(p.nationality)!,
    issue_country: countryOfMrzCode(p.issuer)!,
    date_of_birth: iso(p.birth, false),
    effective_date: iso(p.expiry, true),
  };
}

/** The slant of the photo's print, from a copy as small as the app's (ocr.ts). */
async function slantOf(photo: Buffer): Promise<number> {
  const { data, info } = await sharp(photo)
    .resize({ width: SLANT_WIDTH, withoutEnlargement: true })
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return slantOfPrint(flatten(data, info.width, info.height), info.width, info.height);
}

/**
 * The app's preparation (ocr.ts): optionally the lower part, turned about its
 * centre on grey (the canvas keeps its size: corners cut), 1600 px wide (the
 * lower part 1200), grey, the light evened out.
 */
export async function prepared(photo: Buffer, bottom?: number, turn = 0): Promise<Buffer> {
  let part = photo;
  const { width = 0, height = 0 } = await sharp(photo).metadata();
  const top = bottom ? Math.round(height * (1 - bottom)) : 0;
  if (bottom)
    part = await sharp(photo)
      .extract({ left: 0, top, width, height: height - top })
      .png({ compressionLevel: 0 })
      .toBuffer();
  if (turn) {
    // Lossless in between: the photo's JPEG is compressed once, as on the phone.
    const turned = await sharp(part)
      .rotate(turn, { background: '#808080' })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const size = await sharp(turned).metadata();
    part = await sharp(turned)
      .extract({
        left: Math.round(((size.width ?? width) - width) / 2),
        top: Math.round(((size.height ?? 0) - (height - top)) / 2),
        width,
        height: height - top,
      })
      .png({ compressionLevel: 0 })
      .toBuffer();
  }
  const image = sharp(part);
  const { data, info } = await image
    .resize({ width: bottom ? 1200 : 1600, withoutEnlargement: true })
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Buffer.from(pgm(flatten(data, info.width, info.height), info.width, info.height));
}

async function main() {
  ensureFont();
  const require = createRequire(import.meta.url);
  const eng = join(dirname(require.resolve('@tesseract.js-data/eng')), '4.0.0');
  // tesseract.js keeps the unpacked data in a cache folder: not in the repository.
  const worker = await createWorker('eng', OEM.TESSERACT_ONLY, {
    langPath: eng,
    gzip: true,
    cachePath: join(tmpdir(), 'hospes-bench-mrz'),
  });
  await worker.setParameters({
    tessedit_char_whitelist: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<',
    tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
    tessedit_do_invert: '0',
    // As the app (ocr.ts): each scan on its own, not adapted to earlier documents.
    classify_enable_learning: '0',
  });
  const fixture = arg('fixture');
  const fields = Object.keys(expected(documentOf(0))) as (keyof ScannedDocument)[];
  const right = Object.fromEntries(fields.map((f) => [f, 0])) as Record<string, number>;
  let full = 0;
  let wrongAccepted = 0;
  let checkFailed = 0;
  let flagged = 0;
  let unreadable = 0;
  const times: number[] = [];
  for (let i = 0; i < COUNT; i++) {
    const doc = documentOf(i);
    const photo = await photograph(doc, cameraOf(i));
    if (i === 0 && fixture) {
      writeFileSync(fixture, photo);
      // The camera's picture for the live-camera test: Chromium's fake camera plays a
      // Motion JPEG file, a frame of a camera's size (even sides).
      await sharp(photo)
        .resize({ width: 1280, height: 720, fit: 'contain', background: '#5b5148' })
        .jpeg({ quality: 85 })
        .toFile(fixture.replace(/\.jpe?g$/, '-camera.mjpeg'));
    }
    const started = performance.now();
    const reading = await readPhoto(
      async ([bottom, turn]) =>
        (await worker.recognize(await prepared(photo, bottom, turn))).data.text,
      NOW,
      undefined,
      await slantOf(photo),
    );
    times.push(performance.now() - started);
    if (!reading.ok) {
      if (VERBOSE) console.log(`#${i} ${doc.kind} not read: ${JSON.stringify(reading)}`);
      if (reading.reason === 'check') checkFailed += 1;
      else unreadable += 1;
      continue;
    }
    const want = expected(doc);
    let allRight = true;
    let wrongUnflagged = false;
    for (const f of fields) {
      if (reading.values[f] === want[f]) right[f]! += 1;
      else {
        allRight = false;
        if (!reading.unsure.includes(f)) wrongUnflagged = true;
      }
    }
    if (allRight) full += 1;
    else if (VERBOSE)
      console.log(
        `#${i} ${doc.kind} ${fields
          .filter((f) => reading.values[f] !== want[f])
          .map(
            (f) =>
              `${f}: ${reading.values[f]} ≠ ${want[f]}${reading.unsure.includes(f) ? ' (flagged)' : ''}`,
          )
          .join(', ')}`,
      );
    if (wrongUnflagged) wrongAccepted += 1;
    if (reading.unsure.length > 0) flagged += 1;
  }
  await worker.terminate();
  const pct = (n: number) => `${((100 * n) / COUNT).toFixed(1)} %`;
  console.log(`MRZ scan benchmark: ${COUNT} generated documents (TD3 and TD1, 10 states)`);
  console.log('field            read right');
  for (const f of fields) console.log(`${f.padEnd(16)} ${pct(right[f]!)}`);
  console.log(`fully correct    ${pct(full)}`);
  console.log(
    `accepted wrong   ${wrongAccepted} (a wrong field filled without asking to check it)`,
  );
  console.log(
    `flagged          ${flagged} (filled, with a name or the number marked for checking)`,
  );
  console.log(`check digit fail ${checkFailed} (the guest is asked to check or retry)`);
  console.log(`unreadable       ${unreadable}`);
  console.log(`time per scan    ${spread(times)} (Node, one core)`);
  if (PHONE > 0) {
    // Every third document, as a phone would scan them (bench/mrz/chromium.ts).
    const photos = [];
    for (let i = 0; i < COUNT && photos.length < PHONE; i += 3)
      photos.push(await photograph(documentOf(i), cameraOf(i)));
    const phone = await chromiumTimes(photos);
    if (!phone) console.log('phone-class CPU  not measured (no Chromium or no CPU cgroup here)');
    else {
      const read = phone.read.filter(Boolean).length;
      console.log(
        `phone-class CPU  ${spread(phone.scans)} per scan (Chromium at 1/${THROTTLE_RATE} of a core, ${photos.length} documents, ${read} read); the OCR's start ${Math.round(phone.start)} ms (begins as the dialog opens)`,
      );
    }
  }
}

/** Median and 95th percentile of times in milliseconds. */
function spread(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!);
  return `median ${at(0.5)} ms, p95 ${at(0.95)} ms`;
}

if (process.argv[1]?.endsWith('run.ts')) await main();
