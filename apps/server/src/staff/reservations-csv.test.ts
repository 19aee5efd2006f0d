// spec §2 front desk: reservations imported from a spreadsheet (built-in PMS).
import { describe, expect, it } from 'vitest';
import { parseCsv, reservationsFromCsv } from './reservations-csv.ts';

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

describe('reservations from CSV', () => {
  const header =
    'number,last_name,first_name,email,arrival,departure,room,adults,children,language';

  it('reads every row into a reservation', () => {
    const result = reservationsFromCsv(
      `${header}\nR-2001,Huber,Anna,anna@example.com,2026-12-20,2026-12-27,301,2,1,de\nR-2002,Smith,,,2026-12-21,2026-12-23,,1,,`,
    );
    expect(result).toEqual({
      ok: true,
      reservations: [
        {
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
        },
        {
          number: 'R-2002',
          lastName: 'Smith',
          firstName: undefined,
          email: undefined,
          phone: undefined,
          arrival: '2026-12-21',
          departure: '2026-12-23',
          room: undefined,
          adults: 1,
          children: 0,
        },
      ].map((r) =>
        expect.objectContaining(
          Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined)),
        ),
      ),
    });
  });

  it('takes German column names', () => {
    const result = reservationsFromCsv(
      'Reservierung;Nachname;Anreise;Abreise;Erwachsene\nR-3;Maier;2026-12-01;2026-12-02;2',
    );
    expect(result.ok && result.reservations[0]).toMatchObject({
      number: 'R-3',
      lastName: 'Maier',
      adults: 2,
    });
  });

  it('names every bad line and refuses the whole file', () => {
    const result = reservationsFromCsv(
      `${header}\nR-1,Huber,,,2026-12-20,2026-12-19,,2,,\nR-2,,,,2026-12-20,2026-12-21,,2,,\nR-3,Ok,,,20.12.2026,2026-12-21,,2,,\nR-4,Ok,,,2026-12-20,2026-12-21,,0,,\nR-5,Ok,,no-mail,2026-12-20,2026-12-21,,1,,\nR-6,Ok,,,2026-12-20,2026-12-21,,1,,xx\nR-7,Ok,,,2026-12-20,2026-12-21,,1,,\nr-7,Again,,,2026-12-20,2026-12-21,,1,,`,
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems.map((p) => [p.line, p.message.split(':')[0]])).toEqual([
      [2, 'departure'],
      [3, 'lastName'],
      [4, 'arrival'],
      [5, 'adults'],
      [6, 'email'],
      [7, 'language'],
      [9, 'number'],
    ]);
  });

  it('names the physical line of a bad row after a blank line and a quoted line break', () => {
    const result = reservationsFromCsv(
      `${header}\nR-1,Huber,,,2026-12-20,2026-12-27,"Room\n301",2,,\n\nR-2,Ok,,,2026-12-20,2026-12-21,,1,,\nR-3,,,,2026-12-20,2026-12-21,,1,,`,
    );
    // Line 1 header, 2–3 R-1 (a quoted line break), 4 blank, 5 R-2, 6 R-3.
    expect(!result.ok && result.problems).toEqual([
      { line: 6, message: 'lastName: Enter the last name.' },
    ]);
  });

  it('refuses a header without the needed columns, an empty file and a file without rows', () => {
    expect(reservationsFromCsv('number,last_name\nR-1,X')).toEqual({
      ok: false,
      problems: [
        { line: 1, message: 'The header lacks the column(s): arrival, departure, adults.' },
      ],
    });
    expect(reservationsFromCsv('')).toMatchObject({ ok: false, problems: [{ line: 1 }] });
    expect(reservationsFromCsv(header)).toMatchObject({ ok: false, problems: [{ line: 2 }] });
  });
});
