// Each project's PMS through the router: a connection read again after its
// time in the cache keeps its adapter while it is unchanged (Mews's
// enterprise settings are read once), and a changed one gets a new adapter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMews, FAKE_TOKENS, type FakeMews } from '../src/pms/mews/fake/fake-mews.ts';
import type { PmsAdapter } from '../src/pms/pms-adapter.ts';
import type { PmsConnections, StoredPmsConnection } from '../src/pms/pms-connections.repository.ts';
import { PmsRouter } from '../src/pms/pms-router.ts';

describe('PmsRouter', () => {
  let fake: FakeMews;
  beforeAll(async () => {
    fake = await startFakeMews();
  });
  afterAll(() => fake.close());

  it('reads the connection again after 10 s but keeps the adapter of an unchanged one', async () => {
    let clock = 0;
    let updatedAt = '2026-11-29T10:00:00Z';
    const connection = (): StoredPmsConnection => ({
      kind: 'mews',
      settings: { platformAddress: fake.platformAddress, serviceId: fake.serviceId, taxCodes: {} },
      secrets: { clientToken: FAKE_TOKENS.ClientToken, accessToken: FAKE_TOKENS.AccessToken },
      updatedAt,
    });
    let reads = 0;
    const connections = {
      read: async () => {
        reads += 1;
        return connection();
      },
    } as unknown as PmsConnections;
    const router = new PmsRouter({} as PmsAdapter, connections, { now: () => clock });
    const configurations = () =>
      fake.calls.filter((c) => c.operation === 'configuration/get').length;

    await router.listReservationIdsOn('alpha', '2031-01-01');
    clock += 11_000;
    await router.listReservationIdsOn('alpha', '2031-01-01');
    expect(reads).toBe(2);
    expect(configurations()).toBe(1);

    updatedAt = '2026-11-29T11:00:00Z'; // the admins saved it anew
    clock += 11_000;
    await router.listReservationIdsOn('alpha', '2031-01-01');
    expect(reads).toBe(3);
    expect(configurations()).toBe(2);
  });
});
