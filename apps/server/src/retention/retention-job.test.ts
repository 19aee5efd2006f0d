// ARCHITECTURE security rules: identity documents and signatures are deleted
// once the retention period is over — exactly those, on both databases.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/support/databases.ts';
import { createCheckinFixture, type CheckinFixture } from '../../test/support/checkin-fixture.ts';
import { createRetentionJob } from './retention-job.ts';

const DAY = 24 * 3_600_000;

describe.each(DIALECTS)('retention job on %s', (dialect) => {
  let f: CheckinFixture;
  beforeAll(async () => {
    f = await createCheckinFixture(dialect);
  });
  beforeEach(async () => {
    await f.reset();
  });
  afterAll(async () => {
    await f?.close();
  });

  /** A finished check-in whose identity data may be deleted from `deleteAfter`. */
  async function checkinExpiring(deleteAfter: string, key: string): Promise<string> {
    const record = await f.repository.claimCheckin({
      projectId: 'alpenrose',
      reservationId: 'R-1001',
      userId: 'user-R-1001',
      idempotencyKey: key,
      requestHash: key,
      roomStayIds: [`stay-${key}`],
      registrationYear: 2026,
      language: 'de',
      guests: JSON.stringify({ stay: {}, main: { last_name: 'Muster' }, accompanying: [] }),
      signaturePng: Buffer.from('png'),
      deleteAfter,
      at: '2026-11-22T10:00:00.000Z',
    });
    await f.repository.finishCheckin(record.id, '2026-11-22T10:00:00.000Z');
    return record.id;
  }

  it('deletes exactly the identity data whose retention ended, on each pass', async () => {
    const now = Date.parse('2033-11-26T08:00:00.000Z');
    const expired = await checkinExpiring('2033-11-25T23:00:00.000Z', 'expired-0123456789');
    const exactlyNow = await checkinExpiring(new Date(now).toISOString(), 'boundary-0123456789');
    const tomorrow = await checkinExpiring(new Date(now + DAY).toISOString(), 'kept-0123456789a');
    const later = await checkinExpiring('2034-12-31T23:00:00.000Z', 'kept-0123456789b');
    const clock = { now };
    const erased: string[][] = [];
    const copies = {
      eraseIdentityData: async (
        _project: string,
        _reservation: string,
        stays: readonly string[],
      ) => {
        erased.push([...stays]);
      },
    };
    const job = createRetentionJob({
      store: f.repository,
      copies,
      now: () => clock.now,
    });

    expect(await job.run()).toBe(2);
    // The property system's copies went on the same pass.
    expect(erased.sort()).toEqual([['stay-boundary-0123456789'], ['stay-expired-0123456789']]);
    const kept = async () => {
      const ids = [expired, exactlyNow, tomorrow, later];
      const found = await Promise.all(ids.map((id) => f.repository.getIdentity(id)));
      return ids.filter((_, i) => found[i] !== undefined);
    };
    expect(await kept()).toEqual([tomorrow, later]);
    // The attempts stay (their numbers are never reused); only the personal data go.
    expect(await f.count('checkins')).toBe(4);

    // The next pass (the scheduler's, a day later) takes what became due.
    clock.now = now + DAY;
    expect(await job.run()).toBe(1);
    expect(await kept()).toEqual([later]);
    expect(await job.run()).toBe(0);
  });
});
