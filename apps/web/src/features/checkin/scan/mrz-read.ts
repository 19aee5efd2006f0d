// From the text an OCR read off a document to the check-in form's values
// (ICAO Doc 9303): the machine-readable zone's lines are found (two of 44
// characters for a passport, TD3; three of 30 for an ID card, TD1; two of 36,
// TD2) and set back into their layout (mrz-repair.ts), and the check digits
// decide: a field whose check digit fails is named, never filled. Names have
// no check digit: the page's printed name must confirm them, or the guest is
// asked to check.
import { parse, type ParseResult } from 'mrz';
import { countryOfMrzCode } from './icao-countries.ts';
import { candidates, repaired, zone } from './mrz-repair.ts';

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

/** Whether two words of one length differ in one character. */
export function oneApart(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let n = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) n += 1;
  return n === 1;
}

/**
 * Reads the machine-readable zone out of an OCR's text. `otherReadings`: the
 * texts of earlier readings of the same photo — their printed words confirm
 * names too (a reading of the zone alone has none).
 */
export function readMrz(text: string, now = new Date(), otherReadings: string[] = []): MrzReading {
  const lines = zone(candidates(text));
  if (!lines) return { ok: false, reason: 'unreadable' };
  let result: ParseResult;
  try {
    result = parse(repaired(lines), { autocorrect: true });
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
  const page = [text, ...otherReadings]
    .join('\n')
    .split(/\r?\n/)
    .filter((line) => !line.includes('<'))
    .join(' ');
  const printed = ` ${page.toUpperCase().replace(/[^A-Z]+/g, ' ')} `;
  const words = printed.trim().split(' ');
  const shown = (name: string | undefined) =>
    !name || name.split(/\s+/).every((word) => printed.includes(` ${word} `));
  const unsure = (['last_name', 'first_name'] as const).filter((f) => !shown(values[f]));
  // An unconfirmed word takes the one printed word it nearly is (one character
  // changed: the zone's and the page's readings err differently) — and stays
  // marked for checking. Not a word one character longer or shorter: the
  // page's reading splits words ("J AMES"). Short words are too easily near another.
  for (const f of unsure) {
    values[f] = values[f]!.split(/\s+/)
      .map((word) => {
        const near = [...new Set(words.filter((p) => p.length >= 4 && oneApart(p, word)))];
        return near.length === 1 ? near[0]! : word;
      })
      .join(' ');
  }
  return { ok: true, values, format: result.format, unsure };
}
