// Guest registration reported to Alloggiati Web (docs/registration.md), on
// both databases, for a project in Italy, against the local fake built from
// the manual, with a moved clock: a finished check-in becomes one record
// per guest; the fake refuses one — staff see why, correct it and it goes
// again while the other is not sent twice; a guest whose data cannot be
// written is incomplete and turns overdue after the deadline; the day's
// receipt is fetched; the reports go with the identity data; two instances
// report a guest once.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CheckinGuestData } from '@hospes/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REPORT_JOB } from '../src/plugins/app/registration.ts';
import {
  startFakeAlloggiati,
  type FakeAlloggiati,
} from '../src/registration/italy/fake/fake-alloggiati.ts';
import { DIALECTS } from './support/databases.ts';
import {
  ADMIN_TOKEN,
  copyFixtureProjects,
  startTestApp,
  type TestApp,
} from './support/test-app.ts';

const STAFF = { authorization: `Bearer ${ADMIN_TOKEN}` };
/** 10:00 in Rome on the arrival day. */
const ARRIVAL_DAY = Date.parse('2026-12-05T09:00:00Z');

const family = (companionLastName: string): CheckinGuestData => ({
  stay: { date_of_arrival: '2026-12-05', date_of_departure: '2026-12-08' },
  main: {
    first_name: 'Anna',
    last_name: 'Berger',
    gender: 'female',
    date_of_birth: '1985-03-14',
    nationality: 'AT',
    birth_country: 'IT',
    birth_place: 'Merano',
    document: { doc_type: 'passport', doc_id: 'P1234567' },
  },
  accompanying: [
    {
      first_name: 'Lukas',
      last_name: companionLastName,
      gender: 'male',
      date_of_birth: '2016-06-01',
      nationality: 'AT',
      birth_country: 'AT',
    },
  ],
});

describe.each(DIALECTS)('guests reported to Alloggiati Web on %s', (dialect) => {
  let t: TestApp;
  let fake: FakeAlloggiati;
  let projects: { dir: string; remove(): void };
  let clock = ARRIVAL_DAY;
  let n = 0;

  const finishCheckin = async (data: CheckinGuestData, reservationId: string) => {
    const repo = t.app.checkins.repository;
    const at = new Date(clock).toISOString();
    const checkin = await repo.claimCheckin({
      projectId: 'alpha',
      reservationId,
      userId: `user-${++n}`,
      idempotencyKey: `key-${n}`,
      requestHash: `hash-${n}`,
      roomStayIds: [`stay-${n}`],
      registrationYear: 2026,
      language: 'de',
      guests: JSON.stringify(data),
      signaturePng: null,
      deleteAfter: '2033-12-31T00:00:00.000Z',
      at,
    });
    await repo.finishCheckin(checkin.id, at);
  };
  const reports = async () => {
    const res = await t.app.inject({ url: '/api/staff/alpha/registrations', headers: STAFF });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{
      accountConfigured: boolean;
      reports: {
        id: string;
        guestName: string;
        state: string;
        problems: { field: string; message: string }[];
        authority: { code: string; detail: string } | null;
      }[];
      receipts: { day: string }[];
    }>();
  };
  const byName = async (name: string) =>
    (await reports()).reports.find((r) => r.guestName === name)!;
  const sentLines = (lastName: string) =>
    fake.calls
      .filter((c) => c.operation === 'Send')
      .flatMap((c) => c.lines)
      .filter((l) => l.slice(14, 64).trim() === lastName);

  beforeAll(async () => {
    projects = copyFixtureProjects();
    for (const lang of ['de', 'en']) {
      const file = path.join(projects.dir, 'alpha', `model.${lang}.json`);
      writeFileSync(
        file,
        readFileSync(file, 'utf8').replace('"addressCountry": "AT"', '"addressCountry": "IT"'),
      );
    }
    fake = await startFakeAlloggiati({ now: () => clock });
    t = await startTestApp(dialect, { projectsDir: projects.dir }, undefined, { now: () => clock });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
    projects?.remove();
  });

  it('stores the account only when the authority accepts it, never answers its secrets', async () => {
    const put = (wsKey: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/staff/alpha/registrations/account',
        headers: STAFF,
        payload: {
          address: fake.address,
          user: fake.account.user,
          password: fake.account.password,
          wsKey,
        },
      });
    const wrong = await put('NOT-THE-KEY');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/^Alloggiati Web did not accept the account/);
    const right = await put(fake.account.wsKey);
    expect(right.json()).toMatchObject({ user: fake.account.user, hasSecrets: true });
    expect(right.body).not.toContain(fake.account.wsKey);
  });

  it('reports each guest; a refused one is named in plain words, corrected and sent again — the other once', async () => {
    await finishCheckin(family('Huber'), 'R-1');
    fake.refuse('HUBER', 'Comune di Nascita errato');
    await t.app.scheduler.runNow(REPORT_JOB);
    const main = await byName('Anna Berger');
    expect(main.state).toBe('sent');
    const refused = await byName('Lukas Huber');
    expect(refused).toMatchObject({
      state: 'refused',
      authority: { code: '12', detail: 'Comune di Nascita errato' },
      problems: [{ field: '', message: 'The municipality of birth is not accepted.' }],
    });
    const corrected = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/alpha/registrations/${refused.id}`,
      headers: STAFF,
      payload: {
        first_name: 'Lukas',
        last_name: 'Huber',
        gender: 'male',
        date_of_birth: '2016-06-01',
        nationality: 'AT',
        birth_country: 'AT',
      },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    await vi.waitFor(async () => expect((await byName('Lukas Huber')).state).toBe('sent'));
    expect(sentLines('BERGER')).toHaveLength(1);
    expect(sentLines('HUBER')).toHaveLength(2);
    // Written anew with the check-in's stay: three days from 5 December.
    expect(sentLines('HUBER')[1]!.slice(2, 14)).toBe('05/12/202603');
    expect(fake.acquired()).toHaveLength(2);
    // The head of family went first, the member right after it.
    expect(sentLines('BERGER')[0]!.slice(0, 2)).toBe('17');
  });

  it('a correction that is still wrong is a 400 naming the field; nothing is sent', async () => {
    await finishCheckin(
      { ...family('Moser'), main: { ...family('Moser').main, gender: 'diverse' } },
      'R-2',
    );
    await t.app.scheduler.runNow(REPORT_JOB);
    const incomplete = (await reports()).reports.find((r) => r.state === 'incomplete')!;
    expect(incomplete.problems).toEqual([
      {
        field: 'gender',
        message: 'Alloggiati Web records only male or female: choose as in the document.',
      },
    ]);
    const still = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/alpha/registrations/${incomplete.id}`,
      headers: STAFF,
      payload: {
        first_name: 'Anna',
        last_name: 'Berger',
        gender: 'diverse',
        date_of_birth: '1985-03-14',
        nationality: 'AT',
        birth_country: 'AT',
        doc_type: 'passport',
        doc_id: 'P1',
      },
    });
    expect(still.statusCode).toBe(400);
    expect(still.json().issues).toEqual([
      {
        path: 'body/gender',
        message: 'Alloggiati Web records only male or female: choose as in the document.',
      },
    ]);
    expect(sentLines('MOSER')).toHaveLength(0);
  });

  it('past the deadline what is not sent is overdue; the receipt of the day comes the next day', async () => {
    clock = Date.parse('2026-12-07T09:00:00Z');
    const { reports: list } = await reports();
    // The head of family incomplete: the member waited with it.
    expect(list.filter((r) => r.state === 'overdue').map((r) => r.guestName)).toEqual([
      'Anna Berger',
      'Lukas Moser',
    ]);
    await t.app.registration.receiptsAll();
    const { receipts } = await reports();
    expect(receipts.map((r) => r.day)).toEqual(['2026-12-05']);
    const pdf = await t.app.inject({
      url: '/api/staff/alpha/registrations/receipts/2026-12-05',
      headers: STAFF,
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body.startsWith('%PDF-')).toBe(true);
  });

  it.runIf(dialect === 'postgres')('two instances report a guest once', async () => {
    clock = Date.parse('2026-12-10T09:00:00Z');
    await finishCheckin(
      {
        ...family('x'),
        stay: { date_of_arrival: '2026-12-10', date_of_departure: '2026-12-11' },
        main: { ...family('x').main, last_name: 'Twice' },
        accompanying: [],
      },
      'R-3',
    );
    const second = await startTestApp(dialect, { projectsDir: projects.dir }, t.database, {
      now: () => clock,
    });
    try {
      await Promise.all([
        t.app.scheduler.runNow(REPORT_JOB),
        second.app.scheduler.runNow(REPORT_JOB),
      ]);
      await t.app.scheduler.runNow(REPORT_JOB);
      expect(sentLines('TWICE')).toHaveLength(1);
    } finally {
      await second.close({ keepDatabase: true });
    }
  });

  it('exports the guest register of a period; a period the wrong way round is a 400', async () => {
    const csv = await t.app.inject({
      url: '/api/staff/alpha/registrations/register?from=2026-12-01&to=2026-12-06',
      headers: STAFF,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trimEnd().split('\r\n');
    // two guests each.
    expect(lines.slice(1).map((l) => l.split(',')[5])).toEqual([
      'Berger',
      'Huber',
      'Berger',
      'Moser',
    ]);
    const wrong = await t.app.inject({
      url: '/api/staff/alpha/registrations/register?from=2026-12-06&to=2026-12-01',
      headers: STAFF,
    });
    expect(wrong.statusCode).toBe(400);
    // Not a date at all: a 400 naming it, never a 500.
    const garbage = await t.app.inject({
      url: '/api/staff/alpha/registrations/register?from=%7B%7D&to=2026-02-30760',
      headers: STAFF,
    });
    expect(garbage.statusCode).toBe(400);
  });

  it('the reports of a reservation go with its identity data', async () => {
    await t.app.registration.forgetReservation('alpha', 'R-1');
    expect((await reports()).reports.some((r) => r.guestName === 'Lukas Huber')).toBe(false);
  });
});
