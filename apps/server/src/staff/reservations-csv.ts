// Reservations from a CSV file for the built-in PMS: a spreadsheet export,
// comma or semicolon separated (German spreadsheets), RFC 4180 quoting, a
// header row naming the columns. Read with csv-parse (ADR 029), so that a
// problem names the physical line of the file even after blank lines and
// quoted line breaks.
import { StaffReservationInputSchema, type StaffReservationInput } from '@hospes/domain';
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

export type CsvReservations =
  { ok: true; reservations: StaffReservationInput[] } | { ok: false; problems: CsvProblem[] };

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

/** Reads reservations from CSV text: all of them, or every problem with its line. */
export function reservationsFromCsv(text: string): CsvReservations {
  const parsed = parseCsv(text);
  if (!parsed.ok) return { ok: false, problems: [parsed.problem] };
  const [header, ...lines] = parsed.rows;
  if (!header) return { ok: false, problems: [{ line: 1, message: 'The file is empty.' }] };
  const fields = header.cells.map((name) => COLUMNS[name.trim().toLowerCase()]);
  const missing = (['number', 'lastName', 'arrival', 'departure', 'adults'] as const).filter(
    (f) => !fields.includes(f),
  );
  if (missing.length > 0) {
    return {
      ok: false,
      problems: [
        {
          line: header.line,
          message: `The header lacks the column(s): ${missing.join(', ')}.`,
        },
      ],
    };
  }
  if (lines.length === 0) {
    return { ok: false, problems: [{ line: header.line + 1, message: 'No reservations.' }] };
  }
  if (lines.length > MAX_CSV_RESERVATIONS) {
    return {
      ok: false,
      problems: [{ line: 1, message: `At most ${MAX_CSV_RESERVATIONS} reservations per file.` }],
    };
  }
  const reservations: StaffReservationInput[] = [];
  const problems: CsvProblem[] = [];
  const seen = new Set<string>();
  for (const { cells, line } of lines) {
    const raw: Record<string, string> = {};
    fields.forEach((field, i) => {
      if (field) raw[field] = cells[i] ?? '';
    });
    if (raw.language === '') delete raw.language;
    if (raw.children === '') delete raw.children;
    const row = StaffReservationInputSchema.safeParse(raw);
    if (!row.success) {
      const issue = row.error.issues[0];
      problems.push({
        line,
        message: `${issue?.path.join('.') || 'row'}: ${issue?.message ?? 'invalid'}`,
      });
      continue;
    }
    const key = row.data.number.toLowerCase();
    if (seen.has(key)) {
      problems.push({ line, message: `number: ${row.data.number} appears twice in the file.` });
      continue;
    }
    seen.add(key);
    reservations.push(row.data);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, reservations };
}
