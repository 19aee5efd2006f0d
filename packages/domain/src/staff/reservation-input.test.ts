import { describe, expect, it } from 'vitest';
import { parseCsv, reservationsFromCsv, StaffReservationInputSchema } from './reservation-input.ts';

describe('CSV parsing', () => {
  it('reads quoted fields with separators, doubled quotes and line breaks, CRLF and a BOM', () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\n"two\nlines",z\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['two\nlines', 'z'],
    ]);
  });
  it('takes semicolons when the header has more of them (German spreadsheets)', () => {
    expect(parseCsv('a;b;c\n1,5;2;3')).toEqual([
      ['a', 'b', 'c'],
      ['1,5', '2', '3'],
    ]);
  });
  it('skips blank lines', () => {
    expect(parseCsv('a\n\n1\n\n')).toEqual([['a'], ['1']]);
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

  it('checks a single reservation the same way', () => {
    expect(
      StaffReservationInputSchema.safeParse({
        number: 'R 1',
        lastName: 'X',
        arrival: '2026-12-01',
        departure: '2026-12-02',
        adults: 1,
      }).success,
    ).toBe(false);
  });
});
