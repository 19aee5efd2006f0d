// Reservations the front desk enters in the built-in PMS, on both
// databases: a CSV import (all or nothing, every bad line named), updates
// by number that keep a stay's status, a single reservation as JSON, and
// the guest of an imported reservation can log in to the app with it.
import path from 'node:path';
import { addDays } from '@hospes/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { DIALECTS } from './support/databases.ts';
import { ADMIN_TOKEN, startTestApp, type TestApp } from './support/test-app.ts';

const PROJECTS_DIR = path.join(REPO_ROOT, 'projects');
const STAFF = { authorization: `Bearer ${ADMIN_TOKEN}` };

describe.each(DIALECTS)('staff reservations on %s', (dialect) => {
  let t: TestApp;
  const today = new Date().toISOString().slice(0, 10);
  const inTen = addDays(today, 10);

  beforeAll(async () => {
    t = await startTestApp(dialect, { projectsDir: PROJECTS_DIR });
  });
  afterAll(async () => {
    await t?.close();
  });

  const importCsv = (csv: string | Buffer, type = 'text/csv', preview = false) =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/alpenrose/reservations/import${preview ? '?preview=true' : ''}`,
      headers: { ...STAFF, 'content-type': type },
      payload: csv,
    });
  const frontDesk = async (date: string) =>
    (
      await t.app.inject({ url: `/api/staff/alpenrose/front-desk?date=${date}`, headers: STAFF })
    ).json<{
      arrivals: { number: string; guestName: string; roomNumber: string | null; adults: number }[];
    }>();

  it('imports a CSV file: the stays are on the front desk and the guest can log in with it', async () => {
    const csv = [
      'Reservierung;Nachname;Vorname;E-Mail;Anreise;Abreise;Zimmer;Erwachsene;Kinder',
      `R-7001;Huber;Anna;anna@example.com;${inTen};${addDays(inTen, 4)};301;2;1`,
      `R-7002;"Ölz; Jr.";Sepp;;${inTen};${addDays(inTen, 1)};;1;`,
    ].join('\r\n');
    const res = await importCsv(csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ created: 2, updated: 0, unchanged: 0 });
    const day = await frontDesk(inTen);
    expect(day.arrivals.map((a) => [a.number, a.guestName, a.roomNumber, a.adults])).toEqual([
      ['R-7001', 'Anna Huber', '301', 2],
      ['R-7002', 'Sepp Ölz; Jr.', null, 1],
    ]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/integrations/alpenrose/login',
      payload: { data: { reservation_id: 'r-7001', last_name: 'huber' } },
      headers: { 'x-forwarded-for': '198.51.100.200' },
    });
    expect(login.statusCode, login.body).toBe(200);
  });

  it('updates by number and keeps what a check-in gave the stay', async () => {
    const res = await importCsv(
      `number,last_name,arrival,departure,room,adults\nR-7001,Huber,${inTen},${addDays(inTen, 5)},302,2`,
    );
    expect(res.json()).toEqual({ created: 0, updated: 1, unchanged: 0 });
    const detail = (
      await t.app.inject({ url: '/api/staff/alpenrose/reservations/R-7001', headers: STAFF })
    ).json<{
      roomStays: { roomNumber: string; departure: string; status: string }[];
      guests: { email: string | null }[];
    }>();
    expect(detail.roomStays[0]).toMatchObject({ roomNumber: '302', status: 'Reserved' });
    expect(detail.roomStays[0]!.departure.startsWith(addDays(inTen, 5))).toBe(true);
  });

  it('previews a Windows-1252 file with German dates: new, changed, unchanged and every problem', async () => {
    const german = (date: string) => date.split('-').reverse().join('.');
    const csv = [
      'Reservierung;Nachname;Vorname;Anreise;Abreise;Zimmer;Erwachsene',
      // R-7001 as saved above (room 302, five nights), only the number cased otherwise: unchanged.
      `r-7001;Huber;Anna;${german(inTen)};${german(addDays(inTen, 5))};302;2`,
      `R-7002;Ölz;Sepp;${german(inTen)};${german(addDays(inTen, 2))};;1`,
      `R-7300;Größ;Jürgen;${german(inTen)};${german(addDays(inTen, 1))};;2`,
      `R-7301;;;${german(inTen)};${german(inTen)};;0`,
    ].join('\r\n');
    // Windows-1252 ("ANSI", as Excel saves CSV on Windows): one byte per character.
    const bytes = Buffer.from(csv, 'latin1');
    const res = await importCsv(bytes, 'text/csv', true);
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json<{
      encoding: string;
      counts: Record<string, number>;
      rows: {
        line: number;
        name: string;
        result: string;
        changes: string[];
        problems: { field: string }[];
      }[];
    }>();
    expect(preview.encoding).toBe('windows-1252');
    expect(preview.counts).toEqual({ new: 1, changed: 1, unchanged: 1, invalid: 1 });
    expect(preview.rows.map((r) => [r.line, r.result, r.name])).toEqual([
      [2, 'unchanged', 'Anna Huber'],
      [3, 'changed', 'Sepp Ölz'],
      [4, 'new', 'Jürgen Größ'],
      [5, 'invalid', ''],
    ]);
    // Imported above as "Ölz; Jr." for one night.
    expect(preview.rows[1]!.changes).toEqual(['lastName', 'departure']);
    expect(preview.rows[3]!.problems.map((p) => p.field)).toEqual([
      'lastName',
      'departure',
      'adults',
    ]);
    // A preview saves nothing.
    expect((await frontDesk(inTen)).arrivals.map((a) => a.number)).not.toContain('R-7300');
  });

  it('reports what an import changed and leaves unchanged reservations as they were', async () => {
    const res = await importCsv(
      `number,last_name,first_name,arrival,departure,room,adults\nR-7001,Huber,Anna,${inTen},${addDays(inTen, 5)},302,2\nR-7002,Ölz,Sepp,${inTen},${addDays(inTen, 2)},,1\nR-7302,Neu,,${inTen},${addDays(inTen, 1)},,1`,
    );
    expect(res.json()).toEqual({ created: 1, updated: 1, unchanged: 1 });
  });

  it('tells what saving a reservation would change, and gives its edit form', async () => {
    const check = async (body: object) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/staff/alpenrose/reservations/check',
        headers: STAFF,
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{
        existing: { reservationId: string; room?: string } | null;
        changes: string[];
      }>();
    };
    const input = {
      number: 'r-7001',
      lastName: 'Huber',
      firstName: 'Anna',
      email: 'anna@example.com',
      arrival: inTen,
      departure: addDays(inTen, 5),
      room: '305',
      adults: 2,
      children: 1,
    };
    const known = await check(input);
    expect(known.existing).toMatchObject({ reservationId: 'R-7001', room: '302' });
    expect(known.changes).toEqual(['room']);
    expect(await check({ ...input, number: 'R-7999' })).toEqual({ existing: null, changes: [] });
    const entry = await t.app.inject({
      url: '/api/staff/alpenrose/reservations/R-1001/entry',
      headers: STAFF,
    });
    expect(entry.statusCode, entry.body).toBe(200);
    // The demo's booker with phone and language: everything the edit form shows.
    expect(entry.json()).toMatchObject({
      reservationId: 'R-1001',
      number: 'R-1001',
      lastName: 'Muster',
      firstName: 'Max',
      language: 'de',
    });
    const missing = await t.app.inject({
      url: '/api/staff/alpenrose/reservations/R-0000/entry',
      headers: STAFF,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a file with bad lines whole and names each line', async () => {
    const res = await importCsv(
      `number,last_name,arrival,departure,adults\nR-7101,Ok,${inTen},${addDays(inTen, 1)},1\nR-7102,,${inTen},${addDays(inTen, 1)},1\nR-7103,Ok,${inTen},${inTen},1`,
    );
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; issues: { path: string; message: string }[] }>();
    expect(body.message).toBe('line 3: lastName: Enter the last name.');
    expect(body.issues.map((p) => p.path)).toEqual(['line 3', 'line 4']);
    expect((await frontDesk(inTen)).arrivals.map((a) => a.number)).not.toContain('R-7101');
    expect((await importCsv('', 'text/csv')).statusCode).toBe(400);
    expect((await importCsv('{}', 'application/json')).statusCode).toBe(415);
  });

  it('creates a single reservation from JSON, with 400 for bad input', async () => {
    const body = {
      number: 'R-7200',
      lastName: 'Rossi',
      firstName: 'Luca',
      language: 'it',
      arrival: inTen,
      departure: addDays(inTen, 2),
      adults: 2,
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff/alpenrose/reservations',
      headers: STAFF,
      payload: body,
    });
    expect(res.json()).toEqual({ created: 1, updated: 0, unchanged: 0 });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/staff/alpenrose/reservations',
      headers: STAFF,
      payload: { ...body, departure: body.arrival },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain(
      'The departure must be after the arrival.',
    );
  });

  it('searches reservations by number, name (case and accents ignored), room and dates', async () => {
    const search = async (query: string) => {
      const res = await t.app.inject({
        url: `/api/staff/alpenrose/reservations?${query}`,
        headers: STAFF,
      });
      expect(res.statusCode, res.body).toBe(200);
      const { stays } = res.json<{ stays: { number: string; guestName: string }[] }>();
      return [...new Set(stays.map((s) => s.number))];
    };
    expect(await search('q=M%C3%9CSTER')).toEqual(['R-1001']);
    expect(await search('q=erika')).toEqual(['R-1002']);
    expect(await search('q=112')).toEqual(['R-1002']);
    expect(await search('q=r-1003')).toEqual(['R-1003']);
    // Stays overlapping the range: the demo's arrival and departure of today, not last month's.
    const range = await search(`from=${addDays(today, -1)}&to=${addDays(today, 1)}`);
    expect(range).toEqual(expect.arrayContaining(['R-1001', 'R-1002']));
    expect(range).not.toContain('R-1003');
    // Both: the name within the range.
    expect(await search(`q=Beispiel&from=${addDays(today, -1)}&to=${addDays(today, 1)}`)).toEqual(
      [],
    );
    // Wildcards are text, not patterns.
    expect(await search('q=%25')).toEqual([]);
    const empty = await t.app.inject({ url: '/api/staff/alpenrose/reservations', headers: STAFF });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toMatch(/Give a text/);
    const backwards = await t.app.inject({
      url: `/api/staff/alpenrose/reservations?from=${today}&to=${addDays(today, -2)}`,
      headers: STAFF,
    });
    expect(backwards.statusCode).toBe(400);
  });
});
