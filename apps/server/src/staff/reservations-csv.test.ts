// spec §2 front desk: reservations imported from a spreadsheet (built-in PMS).
import { describe, expect, it } from 'vitest';
import { decodeCsv, isoDateOf, parseCsv, reservationsFromCsv } from './reservations-csv.ts';

describe('CSV parsing', () => {
  const cells = (text: string) => {
    const parsed = parseCsv(text);
    return parsed.ok ? parsed.rows.map((r) => r.cells) : parsed.problem;
  };
  it('reads quoted fields with separators, doubled quotes and line breaks, CRLF and a BOM', () => {
    expect(cells('\uFEFFa,b\r\n"x, y","say ""hi"""\n"two\nlines",z\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['two\nlines', 'z'],
    ]);
  });
  it('takes semicolons when the header has more of them (German spreadsheets)', () => {
    expect(cells('a;b;c\n1,5;2;3')).toEqual([
      ['a', 'b', 'c'],
      ['1,5', '2', '3'],
    ]);
  });
  it('skips blank lines', () => {
    expect(cells('a\n\n1\n\n')).toEqual([['a'], ['1']]);
  });
  it('an unclosed quote is a problem of the file, not a crash', () => {
    expect(cells('a,b\n"x,y\n')).toMatchObject({ message: expect.stringMatching(/not valid CSV/) });
  });
});

const inputs = (text: string | Uint8Array) => reservationsFromCsv(text).rows.map((r) => r.input);

describe('reservations from CSV', () => {
  const header =
    'number,last_name,first_name,email,arrival,departure,room,adults,children,language';
  const inputs = (text: string | Uint8Array) => reservationsFromCsv(text).rows.map((r) => r.input);
  const problems = (text: string) =>
    reservationsFromCsv(text).rows.flatMap((r) =>
      r.problems.map((p) => [r.line, p.field, p.code] as const),
    );

  it('reads every row into a reservation', () => {
    const result = reservationsFromCsv(
      `${header}\nR-2001,Huber,Anna,anna@example.com,2026-12-20,2026-12-27,301,2,1,de\nR-2002,Smith,,,2026-12-21,2026-12-23,,1,,`,
    );
    expect(result.fileProblems).toEqual([]);
    expect(result.rows.map((r) => [r.line, r.problems])).toEqual([
      [2, []],
      [3, []],
    ]);
    expect(result.rows.map((r) => r.input)).toEqual([
      expect.objectContaining({
        number: 'R-2001',
        lastName: 'Huber',
        firstName: 'Anna',
        email: 'anna@example.com',
        arrival: '2026-12-20',
        departure: '2026-12-27',
        room: '301',
        adults: 2,
        children: 1,
        language: 'de',
      }),
      expect.objectContaining({ number: 'R-2002', lastName: 'Smith', adults: 1, children: 0 }),
    ]);
    expect(result.rows[1]?.input?.room).toBeUndefined();
  });

  it('takes German column names and German dates (DD.MM.YYYY, a time after it ignored)', () => {
    expect(
      inputs(
        'Reservierung;Nachname;Anreise;Abreise;Erwachsene\nR-3;Maier;1.12.2026;02.12.2026 10:00;2',
      )[0],
    ).toMatchObject({
      number: 'R-3',
      lastName: 'Maier',
      arrival: '2026-12-01',
      departure: '2026-12-02',
      adults: 2,
    });
  });

  it('names every problem of every line, not only the first of a row', () => {
    const text = `${header}\nR-1,Huber,,,2026-12-20,2026-12-19,,2,,\nR-2,,,no-mail,2026-12-20,2026-12-21,,0,,xx\nR-3,Ok,,,31.02.2026,2026-12-21,,2,,\nR-7,Ok,,,2026-12-20,2026-12-21,,1,,\nr-7,Again,,,2026-12-20,2026-12-21,,1,,`;
    expect(problems(text)).toEqual([
      [2, 'departure', 'custom'],
      [3, 'lastName', 'too_small'],
      [3, 'email', 'custom'],
      [3, 'language', 'invalid_value'],
      [3, 'adults', 'too_small'],
      [4, 'arrival', 'invalid_format'],
      [6, 'number', 'duplicate'],
    ]);
    // The rows without a problem are still read (the preview shows them).
    expect(inputs(text).map((i) => i?.number ?? null)).toEqual([null, null, null, 'R-7', null]);
  });

  it('names the physical line of a bad row after a blank line and a quoted line break', () => {
    const result = reservationsFromCsv(
      `${header}\nR-1,Huber,,,2026-12-20,2026-12-27,"Room\n301",2,,\n\nR-2,Ok,,,2026-12-20,2026-12-21,,1,,\nR-3,,,,2026-12-20,2026-12-21,,1,,`,
    );
    // Line 1 header, 2–3 R-1 (a quoted line break), 4 blank, 5 R-2, 6 R-3.
    expect(result.rows.map((r) => r.line)).toEqual([2, 5, 6]);
    expect(result.rows[2]?.problems).toEqual([
      { field: 'lastName', code: 'too_small', message: 'Enter the last name.' },
    ]);
  });

  it('refuses a header without the needed columns, an empty file and a file without rows', () => {
    expect(reservationsFromCsv('number,last_name\nR-1,X')).toEqual({
      encoding: 'utf-8',
      columns: [],
      fileProblems: [
        { line: 1, message: 'The header lacks the column(s): arrival, departure, adults.' },
      ],
      rows: [],
    });
    expect(reservationsFromCsv('').fileProblems).toMatchObject([{ line: 1 }]);
    expect(reservationsFromCsv(header).fileProblems).toMatchObject([{ line: 2 }]);
  });
});

describe('the encoding of a CSV file', () => {
  const csv =
    'Reservierung;Nachname;Anreise;Abreise;Erwachsene\nR-9;Müller-Łukasz€;2026-12-01;2026-12-02;2\n';
  const windows1252 = (text: string) =>
    // Windows-1252: Latin-1 for ü, 0x80 for €; Ł does not exist there.
    Uint8Array.from([...text.replace('Ł', 'L')].map((c) => (c === '€' ? 0x80 : c.charCodeAt(0))));

  it('reads UTF-8 with and without a BOM, UTF-16 with a BOM and Windows-1252', () => {
    const utf8 = new TextEncoder().encode(csv);
    const bom = Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8]);
    const utf16 = Uint8Array.from([
      0xff,
      0xfe,
      ...[...csv].flatMap((c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8]),
    ]);
    expect(decodeCsv(utf8).encoding).toBe('utf-8');
    expect(decodeCsv(bom).encoding).toBe('utf-8');
    expect(decodeCsv(utf16).encoding).toBe('utf-16le');
    expect(decodeCsv(windows1252(csv)).encoding).toBe('windows-1252');
    for (const bytes of [utf8, bom, utf16]) {
      expect(inputs(bytes)[0]?.lastName).toBe('Müller-Łukasz€');
    }
    expect(inputs(windows1252(csv))[0]?.lastName).toBe('Müller-Lukasz€');
  });

  it('reads dates as a PMS export writes them', () => {
    expect(isoDateOf('2026-12-01')).toBe('2026-12-01');
    expect(isoDateOf('2026-12-01T15:00:00')).toBe('2026-12-01');
    expect(isoDateOf(' 01.12.2026 ')).toBe('2026-12-01');
    expect(isoDateOf('1.2.2027')).toBe('2027-02-01');
    // Ambiguous (US or European?) and unknown forms stay as they are: the schema names them.
    expect(isoDateOf('12/01/2026')).toBe('12/01/2026');
  });
});
