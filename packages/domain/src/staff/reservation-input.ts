// Reservations the front desk enters in the built-in PMS, one by one or as
// a CSV file (a spreadsheet export: comma or semicolon separated, quoted
// fields, a header row naming the columns).
import { z } from 'zod';
import { LANGUAGES } from '../languages.ts';
import { IsoDateSchema } from '../model/common.ts';

/** At most this many reservations per CSV file. */
export const MAX_CSV_RESERVATIONS = 1000;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

export const StaffReservationInputSchema = z
  .object({
    number: z
      .string()
      .trim()
      .min(1, 'Enter the reservation number.')
      .max(40)
      .regex(/^[A-Za-z0-9._-]+$/, 'Use letters, digits, dot, dash or underscore.'),
    lastName: z.string().trim().min(1, 'Enter the last name.').max(100),
    firstName: optionalText(100),
    email: optionalText(254).refine(
      (v) => v === undefined || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v),
      {
        message: 'Enter an e-mail address.',
      },
    ),
    phone: optionalText(40),
    language: z.enum(LANGUAGES).optional(),
    arrival: IsoDateSchema,
    departure: IsoDateSchema,
    room: optionalText(20),
    adults: z.coerce.number().int().min(1).max(20),
    children: z.coerce.number().int().min(0).max(20).default(0),
  })
  .refine((r) => r.departure > r.arrival, {
    path: ['departure'],
    message: 'The departure must be after the arrival.',
  });
export type StaffReservationInput = z.infer<typeof StaffReservationInputSchema>;

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

/** RFC 4180 fields: quoted fields may hold separators, line breaks and doubled quotes. */
export function parseCsv(text: string): string[][] {
  const source = text.replace(/^\uFEFF/, '');
  const firstLine = source.split(/\r?\n/, 1)[0] ?? '';
  const separator =
    (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < source.length; i += 1) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === separator) {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((cell) => cell.trim() !== ''));
}

export interface CsvProblem {
  /** 1-based line of the file (the header is line 1). */
  line: number;
  message: string;
}

export type CsvReservations =
  { ok: true; reservations: StaffReservationInput[] } | { ok: false; problems: CsvProblem[] };

/** Reads reservations from CSV text: all of them, or every problem with its line. */
export function reservationsFromCsv(text: string): CsvReservations {
  const [header, ...lines] = parseCsv(text);
  if (!header) return { ok: false, problems: [{ line: 1, message: 'The file is empty.' }] };
  const fields = header.map((name) => COLUMNS[name.trim().toLowerCase()]);
  const missing = (['number', 'lastName', 'arrival', 'departure', 'adults'] as const).filter(
    (f) => !fields.includes(f),
  );
  if (missing.length > 0) {
    return {
      ok: false,
      problems: [{ line: 1, message: `The header lacks the column(s): ${missing.join(', ')}.` }],
    };
  }
  if (lines.length === 0)
    return { ok: false, problems: [{ line: 2, message: 'No reservations.' }] };
  if (lines.length > MAX_CSV_RESERVATIONS) {
    return {
      ok: false,
      problems: [{ line: 1, message: `At most ${MAX_CSV_RESERVATIONS} reservations per file.` }],
    };
  }
  const reservations: StaffReservationInput[] = [];
  const problems: CsvProblem[] = [];
  const seen = new Set<string>();
  lines.forEach((cells, index) => {
    const line = index + 2;
    const raw: Record<string, string> = {};
    fields.forEach((field, i) => {
      if (field) raw[field] = cells[i] ?? '';
    });
    if (raw.language === '') delete raw.language;
    if (raw.children === '') delete raw.children;
    const parsed = StaffReservationInputSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      problems.push({
        line,
        message: `${issue?.path.join('.') || 'row'}: ${issue?.message ?? 'invalid'}`,
      });
      return;
    }
    const key = parsed.data.number.toLowerCase();
    if (seen.has(key)) {
      problems.push({ line, message: `number: ${parsed.data.number} appears twice in the file.` });
      return;
    }
    seen.add(key);
    reservations.push(parsed.data);
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, reservations };
}
