// A periodic job runs on one instance at a time: two instances on one
// PostgreSQL take the job's advisory lock in turn (db/job-lock.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { createJobLock } from '../src/db/job-lock.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from './support/databases.ts';

describe.runIf(DIALECTS.includes('postgres'))('periodic jobs across two instances', () => {
  let database: TestDatabase;
  let a: DatabaseHandle;
  let b: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    a = createDatabase(database.url);
    b = createDatabase(database.url);
  });
  afterAll(async () => {
    await a?.db.destroy();
    await b?.db.destroy();
    await database?.drop();
  });

  it('while instance A runs a job, B skips it; afterwards B takes it; other jobs are free', async () => {
    const onA = createJobLock(a);
    const onB = createJobLock(b);
    let release!: () => void;
    const holding = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const aStarted = new Promise<void>((resolve) => (started = resolve));
    const ranOnA = onA.withLock('sweep', async () => {
      started();
      await holding;
    });
    await aStarted;
    let ranOnB = false;
    expect(await onB.withLock('sweep', async () => void (ranOnB = true))).toBe(false);
    expect(ranOnB).toBe(false);
    expect(await onB.withLock('another job', async () => undefined)).toBe(true);
    release();
    expect(await ranOnA).toBe(true);
    expect(await onB.withLock('sweep', async () => void (ranOnB = true))).toBe(true);
    expect(ranOnB).toBe(true);
  });

  it('a failing job gives the lock back', async () => {
    const onA = createJobLock(a);
    await expect(
      onA.withLock('fails', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await createJobLock(b).withLock('fails', async () => undefined)).toBe(true);
  });
});
