// Reservations from a CSV file for the built-in PMS: a spreadsheet or PMS
// export in UTF-8 (with or without BOM), UTF-16 (Excel's "Unicode text") or
// Windows-1252 (Excel's "CSV" on Windows), comma or semicolon separated
// (German spreadsheets), RFC 4180 quoting, a header row naming the columns,
// dates as YYYY-MM-DD or DD.MM.YYYY. Read with csv-parse (ADR 029), so that
// a problem names the physical line of the file even after blank lines and
// quoted line breaks.
import {
  normalizeReservationNumber,
  RESERVATION_FIELDS,
  ReservationFieldSchema,
  StaffReservationInputSchema,
  type ReservationField,
  type ReservationImportPreview,
  type StaffReservationInput,
} from '@hospes/domain';
import { CsvError, parse } from 'csv-parse/sync';

/** At most this many reservations per CSV file. */
export const MAX_CSV_RESERVATIONS = 1000;

/** CSV header names → input fields (case-insensitive; German spreadsheet names too). */
const COLUMNS: Record<string, keyof StaffReservationInput> = {
  number: 'number',
  reservation: 'number',
  reservation_number: 'number',
  reservierung: 'number',
  last_name: 'lastName',
  lastname: 'lastName',
  nachname: 'lastName',
  first_name: 'firstName',
  firstname: 'firstName',
  vorname: 'firstName',
  email: 'email',
  'e-mail': 'email',
  phone: 'phone',
  telefon: 'phone',
  language: 'language',
  sprache: 'language',
  arrival: 'arrival',
  anreise: 'arrival',
  departure: 'departure',
  abreise: 'departure',
  room: 'room',
  zimmer: 'room',
  adults: 'adults',
  erwachsene: 'adults',
  children: 'children',
  kinder: 'children',
};

export interface CsvRow {
  cells: string[];
  /** 1-based physical line of the file where the row starts (the header is line 1). */
  line: number;
}

export interface CsvProblem {
  /** 1-based physical line of the file (the header is line 1). */
  line: number;
  message: string;
}

export interface RowProblem {
  field: ReservationField | null;
  /** The schema's issue code (`too_small`, `invalid_format`, …), or `duplicate`. */
  code: string;
  message: string;
}

/** One reservation row: what the file says, and the reservation or every problem it has. */
export interface CsvReservationRow {
  line: number;
  raw: Partial<Record<ReservationField, string>>;
  input: StaffReservationInput | null;
  problems: RowProblem[];
}

export interface CsvReservations {
  encoding: ReservationImportPreview['encoding'];
  /** The fields the file has a column for. */
  columns: ReservationField[];
  /** Problems of the file as a whole: then there are no rows. */
  fileProblems: CsvProblem[];
  rows: CsvReservationRow[];
}

/** The text of the file's bytes and the encoding they were read in. */
export function decodeCsv(bytes: Uint8Array): {
  text: string;
  encoding: CsvReservations['encoding'];
} {
  const [a, b, c] = bytes;
  if (a === 0xff && b === 0xfe) {
    return { text: new TextDecoder('utf-16le').decode(bytes), encoding: 'utf-16le' };
  }
  if (a === 0xfe && b === 0xff) {
    return { text: new TextDecoder('utf-16be').decode(bytes), encoding: 'utf-16be' };
  }
  if (a === 0xef && b === 0xbb && c === 0xbf) {
    return { text: new TextDecoder('utf-8').decode(bytes), encoding: 'utf-8' };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    // Not UTF-8: an export of Excel or a PMS on Windows ("ANSI").
    return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
  }
}

/** Windows-1252's characters at 0x80–0x9F (where it differs from Latin-1); 0 = unassigned. */
const CP1252_HIGH = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152,
  0, 0x017d, 0, 0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161,
  0x203a, 0x0153, 0, 0x017e, 0x0178,
];

/**
 * Windows-1252 by its table: Node's TextDecoder('windows-1252') decodes
 * Latin-1 instead (0x80 → U+0080, not €).
 */
function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) {
    const high = byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : 0;
    text += String.fromCharCode(high || byte);
  }
  return text;
}

/** YYYY-MM-DD from a PMS export's date: ISO or German DD.MM.YYYY, a time after it ignored. */
export function isoDateOf(value: string): string {
  const text = value.trim();
  const iso = /^(\d{4}-\d{2}-\d{2})(?:[T ][\d:.]+)?$/.exec(text);
  if (iso?.[1]) return iso[1];
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?: [\d:.]+)?$/.exec(text);
  if (german?.[1] && german[2] && german[3]) {
    return `${german[3]}-${german[2].padStart(2, '0')}-${german[1].padStart(2, '0')}`;
  }
  return text;
}

/** The separator of the file: a semicolon when the header has more of them than commas. */
function separatorOf(text: string): ';' | ',' {
  const header = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  return (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ';' : ',';
}

/** The rows of a CSV text with the line each starts on; blank lines are skipped. */
export function parseCsv(
  text: string,
): { ok: true; rows: CsvRow[] } | { ok: false; problem: CsvProblem } {
  let records: { record: string[]; info: { lines: number; empty_lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      delimiter: separatorOf(text),
      skip_empty_lines: true,
      // Spreadsheets and hand edits mix line endings within a file.
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      info: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines ?? 1;
    return { ok: false, problem: { line, message: `The file is not valid CSV: ${error.message}` } };
  }
  // csv-parse tells where a record ends and how many blank lines it skipped so far:
  // a record starts after the previous one and the blank lines between them.
  let previousEnd = 0;
  let previousEmpty = 0;
  const rows = records.map(({ record, info }) => {
    const line = previousEnd + 1 + (info.empty_lines - previousEmpty);
    previousEnd = info.lines;
    previousEmpty = info.empty_lines;
    return { cells: record, line };
  });
  return { ok: true, rows: rows.filter((r) => r.cells.some((cell) => cell.trim() !== '')) };
}

/** Every problem of a row, one per field (the first of a field's issues). */
function problemsOf(issues: readonly { path: PropertyKey[]; code: string; message: string }[]) {
  const problems: RowProblem[] = [];
  for (const issue of issues) {
    const parsed = ReservationFieldSchema.safeParse(issue.path[0]);
    const field = parsed.success ? parsed.data : null;
    if (field && problems.some((p) => p.field === field)) continue;
    problems.push({ field, code: issue.code, message: issue.message });
  }
  const order = (p: RowProblem) => (p.field ? RESERVATION_FIELDS.indexOf(p.field) : -1);
  return problems.sort((a, b) => order(a) - order(b));
}

const fileProblem = (
  encoding: CsvReservations['encoding'],
  line: number,
  message: string,
): CsvReservations => ({
  encoding,
  columns: [],
  fileProblems: [{ line, message }],
  rows: [],
});

/** Reads reservations from a CSV file: each row's reservation or all of its problems. */
export function reservationsFromCsv(bytes: Uint8Array | string): CsvReservations {
  const { text, encoding } =
    typeof bytes === 'string' ? { text: bytes, encoding: 'utf-8' as const } : decodeCsv(bytes);
  const parsed = parseCsv(text);
  if (!parsed.ok) return fileProblem(encoding, parsed.problem.line, parsed.problem.message);
  const [header, ...lines] = parsed.rows;
  if (!header) return fileProblem(encoding, 1, 'The file is empty.');
  const fields = header.cells.map((name) => COLUMNS[name.trim().toLowerCase()]);
  const missing = (['number', 'lastName', 'arrival', 'departure', 'adults'] as const).filter(
    (f) => !fields.includes(f),
  );
  if (missing.length > 0) {
    return fileProblem(
      encoding,
      header.line,
      `The header lacks the column(s): ${missing.join(', ')}.`,
    );
  }
  if (lines.length === 0) return fileProblem(encoding, header.line + 1, 'No reservations.');
  if (lines.length > MAX_CSV_RESERVATIONS) {
    return fileProblem(encoding, 1, `At most ${MAX_CSV_RESERVATIONS} reservations per file.`);
  }
  const seen = new Set<string>();
  const rows = lines.map(({ cells, line }): CsvReservationRow => {
    const raw: Partial<Record<ReservationField, string>> = {};
    fields.forEach((field, i) => {
      if (field) raw[field] = (cells[i] ?? '').trim();
    });
    const values: Record<string, string> = { ...raw };
    if (values.language === '') delete values.language;
    if (values.children === '') delete values.children;
    for (const field of ['arrival', 'departure'] as const) {
      if (values[field] !== undefined) values[field] = isoDateOf(values[field]);
    }
    const row = StaffReservationInputSchema.safeParse(values);
    if (!row.success) return { line, raw, input: null, problems: problemsOf(row.error.issues) };
    const key = normalizeReservationNumber(row.data.number);
    if (seen.has(key)) {
      const message = `${row.data.number} appears twice in the file.`;
      return {
        line,
        raw,
        input: null,
        problems: [{ field: 'number', code: 'duplicate', message }],
      };
    }
    seen.add(key);
    return { line, raw, input: row.data, problems: [] };
  });
  const columns = fields.filter((f): f is ReservationField => f !== undefined);
  return { encoding, columns, fileProblems: [], rows };
}
