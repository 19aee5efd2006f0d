// Reports sent in a lot that the authority answers later (Spain's
// SES.HOSPEDAJES), on both databases: pending in the order sent and not
// overdue; the answer by place — one accepted with the authority's code (its
// data dropped), one refused with its reason, the attempt counted once; a
// lot refused as a whole is due again; the codes of a reservation for a
// cancellation; a pending report cannot be corrected.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { AuthorityBatchesRepository } from '../src/registration/authority-batches.repository.ts';
import { AuthorityReportsRepository } from '../src/registration/authority-reports.repository.ts';
import { DataCipher } from '../src/secrets/data-cipher.ts';
import { DIALECTS, createTestDatabase, type TestDatabase } from './support/databases.ts';

const PROJECT = 'sol';
const AT = '2026-12-01T10:00:00.000Z';

describe.each(DIALECTS)('reports in a lot answered later, on %s', (dialect) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let reports: AuthorityReportsRepository;
  let batches: AuthorityBatchesRepository;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    handle = createDatabase(database.url);
    await migrateToLatest(handle.db);
    await handle.db
      .insertInto('projects')
      .values({ id: PROJECT, default_lang: 'es', product: 'app', created_at: AT, updated_at: AT })
      .execute();
    reports = new AuthorityReportsRepository(handle.db, new DataCipher(randomBytes(32)));
    batches = new AuthorityBatchesRepository(handle.db);
  });
  afterAll(async () => {
    await handle?.db.destroy();
    await database?.drop();
  });

  /** One report per stay (a parte), due. */
  async function stays(...reservations: string[]): Promise<string[]> {
    await reports.add(
      reservations.map((reservationId) => ({
        projectId: PROJECT,
        authority: 'ses',
        checkinId: `c-${reservationId}`,
        reservationId,
        guestIndex: 0,
        arrival: '2026-12-01',
        deadlineAt: '2026-12-02T23:00:00.000Z',
        record: JSON.stringify({ referencia: reservationId }),
        guestName: `Guest of ${reservationId}`,
        problems: [],
      })),
      AT,
    );
    const all = await reports.list(PROJECT, '2026-11-01');
    return reservations.map((r) => all.find((x) => x.reservationId === r)!.id);
  }

  it('answers a lot by place: one accepted with its code, one refused with its reason', async () => {
    const [a, b] = await stays('R-1', 'R-2');
    await batches.markPending([a!, b!], 'lot-1', AT);
    expect(await batches.pendingBatches(PROJECT, 'ses')).toEqual(['lot-1']);
    const places = await batches.inBatch(PROJECT, 'lot-1');
    expect([...places.entries()].sort()).toEqual([
      [1, a],
      [2, b],
    ]);
    expect((await reports.get(PROJECT, a!))?.status).toBe('pending');

    await batches.markAccepted(places.get(1)!, 'c0d3-0001', AT);
    await reports.markRefused(
      places.get(2)!,
      {
        code: '10131',
        description: 'Es obligatorio indicar un valor en el campo: soporteDocumento',
        detail: '',
        message: 'The support number of the identity document is missing.',
      },
      AT,
      false,
    );
    const accepted = (await reports.get(PROJECT, a!))!;
    expect(accepted).toMatchObject({ status: 'sent', record: null, sentAt: AT, attempts: 1 });
    const refused = (await reports.get(PROJECT, b!))!;
    expect(refused).toMatchObject({ status: 'refused', errorCode: '10131', attempts: 1 });
    expect(await batches.pendingBatches(PROJECT, 'ses')).toEqual([]);
    expect(await batches.references(PROJECT, 'R-1')).toEqual(['c0d3-0001']);
    expect(await batches.references(PROJECT, 'R-2')).toEqual([]);
  });

  it('a lot refused as a whole is due again, with the reason kept', async () => {
    const [c] = await stays('R-3');
    await batches.markPending([c!], 'lot-2', AT);
    await batches.backToDue(
      PROJECT,
      'lot-2',
      'SES.HOSPEDAJES: 10118 Error en el formato de fichero XML',
      AT,
    );
    expect(await reports.get(PROJECT, c!)).toMatchObject({
      status: 'due',
      errorDetail: 'SES.HOSPEDAJES: 10118 Error en el formato de fichero XML',
    });
    expect(await batches.inBatch(PROJECT, 'lot-2')).toEqual(new Map());
  });

  it('a pending report is not corrected: it is with the authority', async () => {
    const [d] = await stays('R-4');
    await batches.markPending([d!], 'lot-3', AT);
    await reports.correct(d!, '{"referencia":"R-4b"}', 'Someone else', AT);
    expect(await reports.get(PROJECT, d!)).toMatchObject({
      status: 'pending',
      guestName: 'Guest of R-4',
    });
  });
});
