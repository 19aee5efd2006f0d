// From the text an OCR read off a document to the check-in form's values
// (ICAO Doc 9303): the machine-readable zone's lines are found (two of 44
// characters for a passport, TD3; three of 30 for an ID card, TD1; two of 36,
// TD2), a filler run the OCR shortened or lengthened is set back to the
// line's length, letters and digits confused where the layout allows only
// one of them are corrected, and the check digits decide: a field whose
// check digit fails is named, never filled. Names have no check digit: the
// page's printed name must confirm them, or the guest is asked to check.
import { parse, type ParseResult } from 'mrz';
import { countryOfMrzCode } from './icao-countries.ts';

/** The check-in form's values read from a document (the form's field names). */
export interface ScannedDocument {
  doc_type?: 'passport' | 'id_card';
  doc_id?: string;
  last_name?: string;
  first_name?: string;
  gender?: 'male' | 'female';
  nationality?: string;
  date_of_birth?: string;
  effective_date?: string;
  issue_country?: string;
}

export type MrzReading =
  /**
   * Read, check digits right. `unsure`: names (no check digit covers them)
   * that the page's printed text does not confirm — filled, but the guest
   * is asked to check them.
   */
  | { ok: true; values: ScannedDocument; format: string; unsure: (keyof ScannedDocument)[] }
  /** The zone was found but check digits failed: which of the form's fields to check. */
  | { ok: false; reason: 'check'; fields: (keyof ScannedDocument)[] }
  | { ok: false; reason: 'unreadable' };

const LENGTHS = { TD1: 30, TD2: 36, TD3: 44 } as const;

/** The OCR's lines as MRZ candidates: upper case, no spaces, only MRZ characters. */
function candidates(text: string): string[] {
  return text
    .toUpperCase()
    .replace(/[«‹]/g, '<')
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, '').replace(/[^A-Z0-9<]/g, ''))
    .filter((line) => line.length >= 24);
}

/** A line set to `length` by growing or shrinking its longest run of fillers (or padding). */
export function fitLine(line: string, length: number): string {
  if (line.length === length) return line;
  const runs = [...line.matchAll(/<{2,}/g)];
  const longest = runs.sort((a, b) => b[0].length - a[0].length)[0];
  if (line.length < length) {
    const missing = length - line.length;
    if (!longest) return line.padEnd(length, '<');
    const at = longest.index + longest[0].length;
    return line.slice(0, at) + '<'.repeat(missing) + line.slice(at);
  }
  const extra = line.length - length;
  if (longest && longest[0].length - 1 >= extra) {
    const at = longest.index;
    return line.slice(0, at) + line.slice(at + extra);
  }
  return line.slice(0, length);
}

function zone(lines: string[]): string[] | null {
  // The zone is at the bottom of the page: the last two or three candidates.
  const last = lines.slice(-3);
  const around = (n: number, l: number) => Math.abs(n - l) <= 4;
  if (last.length === 3 && last.every((l) => around(l.length, LENGTHS.TD1)))
    return last.map((l) => fitLine(l, LENGTHS.TD1));
  const two = lines.slice(-2);
  if (two.length < 2) return null;
  const [a, b] = two as [string, string];
  for (const length of [LENGTHS.TD3, LENGTHS.TD2]) {
    if (around(a.length, length) && around(b.length, length))
      return [fitLine(a, length), fitLine(b, length)];
  }
  return null;
}

/**
 * Germany's code is the only one-letter state (`D<<`); an OCR that sees the D
 * as a 0 or an O makes it no state at all. Set back where a state stands:
 * issuer and nationality, by the format's positions.
 */
function germanyBack(lines: string[]): string[] {
  const fix = (line: string, at: number) =>
    /^[0O]<</.test(line.slice(at, at + 3)) ? `${line.slice(0, at)}D${line.slice(at + 1)}` : line;
  const out = [...lines];
  out[0] = fix(out[0]!, 2);
  if (out.length === 3) out[1] = fix(out[1]!, 15);
  else out[1] = fix(out[1]!, 10);
  return out;
}

/** Letters an OCR reads for digits. */
const AS_DIGIT: Readonly<Record<string, string>> = {
  O: '0',
  D: '0',
  Q: '0',
  U: '0',
  I: '1',
  L: '1',
  Z: '2',
  A: '4',
  S: '5',
  G: '6',
  T: '7',
  B: '8',
};
/** Where each format has only digits (dates and check digits), per line. */
const DIGITS: Readonly<Record<number, number[][]>> = {
  44: [[], [9, 13, 14, 15, 16, 17, 18, 19, 21, 22, 23, 24, 25, 26, 27, 42, 43]],
  36: [[], [9, 13, 14, 15, 16, 17, 18, 19, 21, 22, 23, 24, 25, 26, 27, 35]],
  30: [[14], [0, 1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14, 29], []],
};

/** A letter where the layout allows only a digit is the digit it looks like. */
function digitsBack(lines: string[]): string[] {
  const positions = DIGITS[lines[0]!.length] ?? [];
  return lines.map((line, i) =>
    [...line].map((c, at) => (positions[i]?.includes(at) ? (AS_DIGIT[c] ?? c) : c)).join(''),
  );
}

/** YYMMDD as YYYY-MM-DD: a date of birth is in the past, an expiry within 50 years. */
function isoDate(yymmdd: string, kind: 'birth' | 'expiry', now: Date): string | undefined {
  const m = /^(\d{2})(\d{2})(\d{2})$/.exec(yymmdd);
  if (!m) return undefined;
  const yy = Number(m[1]);
  const current = now.getUTCFullYear() % 100;
  const century =
    kind === 'birth'
      ? yy > current
        ? 1900
        : 2000
      : yy + 2000 > now.getUTCFullYear() + 50
        ? 1900
        : 2000;
  return `${century + yy}-${m[2]}-${m[3]}`;
}

const FIELD_OF: Readonly<Record<string, keyof ScannedDocument>> = {
  documentNumber: 'doc_id',
  documentNumberCheckDigit: 'doc_id',
  birthDate: 'date_of_birth',
  birthDateCheckDigit: 'date_of_birth',
  expirationDate: 'effective_date',
  expirationDateCheckDigit: 'effective_date',
  nationality: 'nationality',
  issuingState: 'issue_country',
  sex: 'gender',
  lastName: 'last_name',
  firstName: 'first_name',
};

function valuesOf(result: ParseResult, now: Date): ScannedDocument {
  const f = result.fields;
  const code = f.documentCode ?? '';
  const values: ScannedDocument = {
    doc_type: code.startsWith('P') ? 'passport' : 'id_card',
    ...(f.documentNumber ? { doc_id: f.documentNumber } : {}),
    ...(f.lastName ? { last_name: f.lastName } : {}),
    ...(f.firstName ? { first_name: f.firstName } : {}),
  };
  if (f.sex === 'male' || f.sex === 'female') values.gender = f.sex;
  const nationality = f.nationality ? countryOfMrzCode(f.nationality) : undefined;
  if (nationality) values.nationality = nationality;
  const issuer = f.issuingState ? countryOfMrzCode(f.issuingState) : undefined;
  if (issuer) values.issue_country = issuer;
  const birth = f.birthDate ? isoDate(f.birthDate, 'birth', now) : undefined;
  if (birth) values.date_of_birth = birth;
  const expiry = f.expirationDate ? isoDate(f.expirationDate, 'expiry', now) : undefined;
  if (expiry) values.effective_date = expiry;
  return values;
}

/** How many characters of two words of one length differ. */
function apart(a: string, b: string): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) n += 1;
  return n;
}

/** Reads the machine-readable zone out of an OCR's text. */
export function readMrz(text: string, now = new Date()): MrzReading {
  const lines = zone(candidates(text));
  if (!lines) return { ok: false, reason: 'unreadable' };
  let result: ParseResult;
  try {
    result = parse(germanyBack(digitsBack(lines)), { autocorrect: true });
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  if (!result.valid) {
    const fields = new Set<keyof ScannedDocument>();
    for (const d of result.details)
      if (!d.valid && d.field && FIELD_OF[d.field]) fields.add(FIELD_OF[d.field]!);
    // The composite check digit covers several fields: the guest checks them all.
    if (fields.size === 0)
      for (const f of ['doc_id', 'date_of_birth', 'effective_date'] as const) fields.add(f);
    return { ok: false, reason: 'check', fields: [...fields] };
  }
  const values = valuesOf(result, now);
  // The printed page (the OCR's other lines) must show every word of a name.
  const page = text
    .split(/\r?\n/)
    .filter((line) => !line.includes('<'))
    .join(' ');
  const printed = ` ${page.toUpperCase().replace(/[^A-Z]+/g, ' ')} `;
  const words = printed.trim().split(' ');
  const shown = (name: string | undefined) =>
    !name || name.split(/\s+/).every((word) => printed.includes(` ${word} `));
  const unsure = (['last_name', 'first_name'] as const).filter((f) => !shown(values[f]));
  // An unconfirmed word takes the printed word it nearly is (same length, one
  // character apart: the two OCR passes err differently) — and stays marked for checking.
  for (const f of unsure) {
    values[f] = values[f]!.split(/\s+/)
      .map((word) => words.find((p) => p.length === word.length && apart(p, word) === 1) ?? word)
      .join(' ');
  }
  return { ok: true, values, format: result.format, unsure };
}
