// One photo read as often as it takes (the app's ocr.ts and bench:mrz share
// this loop, so the benchmark measures what the guest gets): straightened by
// the slant of its print, the whole photo, then its lower part, then the
// lower part turned a little either way — never the same image twice, its
// reading would agree with itself — until the zone reads with its check
// digits right — twice: a check digit cannot tell look-alike
// characters apart that count the same (6 and G: G is 16 in Doc 9303's sum)
// and two errors can cancel (A for 4 twice), so the fields are taken when
// two readings agree on every checked field and more readings agree than
// not. A field any reading saw otherwise is filled marked for checking.
import { readMrz, type MrzReading, type ScannedDocument } from './mrz-read.ts';

/** [share of the photo from the bottom, or the whole; degrees turned clockwise]. */
export type Attempt = [bottom: number | undefined, turn: number];

/** Each turn is added to the straightening the photo's slant asks for. */
export const ATTEMPTS: readonly Attempt[] = [
  [undefined, 0],
  [0.45, 0],
  [0.45, -3],
  [0.45, 3],
  [0.45, -6],
  [0.45, 6],
];

type Read = Extract<MrzReading, { ok: true }>;

/** What the check digits vouch for, as one key: readings that agree on it agree. */
function checked({ values: v }: Read): string {
  return [v.doc_id, v.date_of_birth, v.effective_date, v.gender, v.nationality, v.issue_country]
    .map((x) => x ?? '')
    .join('|');
}

/** The reading most readings agree with; settled when at least two agree and they are more than half. */
function vote(readings: Read[]): { reading: Read; settled: boolean } {
  const counts = new Map<string, number>();
  for (const r of readings) counts.set(checked(r), (counts.get(checked(r)) ?? 0) + 1);
  const [key, count] = [...counts].reduce((best, next) => (next[1] > best[1] ? next : best));
  return {
    reading: readings.find((r) => checked(r) === key)!,
    settled: count >= 2 && count * 2 > readings.length,
  };
}

/**
 * The camera's frames, each read whole and upright (the guest holds the page
 * in the frame guide): about ten to twenty seconds on a phone before the
 * guest is told to try again or choose a photo.
 */
export const CAMERA_FRAMES: readonly Attempt[] = Array.from({ length: 16 }, () => [undefined, 0]);

/**
 * Reads a photo: `recognize` gives the OCR's text of the photo prepared per
 * attempt; `slant`: the photo's print slant (flatten.ts), undone by every attempt.
 */
export async function readPhoto(
  recognize: (attempt: Attempt, index: number) => Promise<string>,
  now = new Date(),
  attempts: readonly Attempt[] = ATTEMPTS,
  slant = 0,
): Promise<MrzReading> {
  let failed: MrzReading = { ok: false, reason: 'unreadable' };
  // The whole photo's printed words confirm names a later reading of the zone alone finds.
  const texts: string[] = [];
  const readings: Read[] = [];
  // A slant under a degree the OCR reads through.
  const straighten = Math.abs(slant) >= 1 ? -slant : 0;
  for (const [index, [bottom, offset]] of attempts.entries()) {
    const text = await recognize([bottom, offset + straighten], index);
    const reading = readMrz(text, now, texts);
    texts.push(text);
    if (!reading.ok) {
      if (failed.ok === false && failed.reason === 'unreadable') failed = reading;
      continue;
    }
    readings.push(reading);
    const { reading: agreed, settled } = vote(readings);
    if (settled) return withDoubts(agreed, readings);
  }
  if (readings.length === 0) return failed;
  // Unsettled: the number is checked too when there was only one reading.
  const { reading: best } = vote(readings);
  const read = withDoubts(best, readings);
  return readings.length > 1
    ? read
    : { ...read, unsure: [...new Set([...read.unsure, 'doc_id' as const])] };
}

/**
 * A reading with the fields another reading saw otherwise marked for checking:
 * outvoted is not disproved (the OCR may read an OCR-B G as 6 twice and as G once).
 */
function withDoubts(reading: Read, readings: Read[]): Read {
  const fields = Object.keys(reading.values) as (keyof ScannedDocument)[];
  const differ = fields.filter((f) => readings.some((r) => r.values[f] !== reading.values[f]));
  // A 6 or a G in the number: the OCR takes a blurred OCR-B G for a 6 (bench:mrz), every
  // reading alike, and the check digit counts them the same — only the guest can tell.
  if (/[6G]/.test(reading.values.doc_id ?? '')) differ.push('doc_id');
  return { ...reading, unsure: [...new Set([...reading.unsure, ...differ])] };
}
