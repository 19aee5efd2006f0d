// What saving entered reservations would change in the built-in PMS: the
// console asks before it overwrites a reservation under an existing number,
// and shows a CSV file's preview (new, changed, unchanged, every problem)
// before anything is imported.
import {
  RESERVATION_FIELDS,
  normalizeReservationNumber,
  type ReservationField,
  type ReservationImportPreview,
  type ReservationImportRow,
  type StaffReservationEntry,
  type StaffReservationInput,
} from '@hospes/domain';
import type { CsvReservations } from './reservations-csv.ts';

/**
 * The fields whose value saving `input` would change in `existing` (found by
 * its number, which saving keeps as it was written first).
 */
export function changedFields(
  input: StaffReservationInput,
  existing: StaffReservationEntry,
): ReservationField[] {
  return RESERVATION_FIELDS.filter(
    (field) => field !== 'number' && String(input[field] ?? '') !== String(existing[field] ?? ''),
  );
}

/**
 * The input with the fields the file has no column for taken from the saved
 * reservation: a file without an e-mail column does not erase the e-mail.
 */
export function keepingAbsent(
  input: StaffReservationInput,
  existing: StaffReservationEntry | undefined,
  columns: readonly ReservationField[],
): StaffReservationInput {
  if (!existing) return input;
  const kept: Record<string, unknown> = { ...input };
  for (const field of RESERVATION_FIELDS) {
    if (!columns.includes(field)) kept[field] = existing[field];
  }
  return kept as StaffReservationInput;
}

/** Reads the saved reservations under the given numbers (the PMS's). */
export type EntryReader = (
  numbers: readonly string[],
) => Promise<Map<string, StaffReservationEntry>>;

/** The preview of a CSV file against what is saved. */
export async function previewImport(
  csv: CsvReservations,
  read: EntryReader,
): Promise<ReservationImportPreview> {
  const inputs = csv.rows.flatMap((r) => (r.input ? [r.input] : []));
  const saved = inputs.length > 0 ? await read(inputs.map((i) => i.number)) : new Map();
  const rows = csv.rows.map((row): ReservationImportRow => {
    const { raw, input } = row;
    const shown = {
      line: row.line,
      number: input?.number ?? raw.number ?? '',
      name: [input?.firstName ?? raw.firstName, input?.lastName ?? raw.lastName]
        .filter(Boolean)
        .join(' '),
      arrival: input?.arrival ?? (raw.arrival || null),
      departure: input?.departure ?? (raw.departure || null),
      room: input ? (input.room ?? null) : raw.room || null,
      problems: row.problems,
    };
    if (!input) return { ...shown, result: 'invalid', changes: [] };
    const existing = saved.get(normalizeReservationNumber(input.number));
    if (!existing) return { ...shown, result: 'new', changes: [] };
    const changes = changedFields(keepingAbsent(input, existing, csv.columns), existing);
    return { ...shown, result: changes.length > 0 ? 'changed' : 'unchanged', changes };
  });
  const count = (result: ReservationImportRow['result']) =>
    rows.filter((r) => r.result === result).length;
  return {
    encoding: csv.encoding,
    fileProblems: csv.fileProblems,
    rows,
    counts: {
      new: count('new'),
      changed: count('changed'),
      unchanged: count('unchanged'),
      invalid: count('invalid'),
    },
  };
}
