// The Mews Connector API client against the fake (src/pms/mews/fake): the
// reference's rules for limits, errors and paging (connector-api/guidelines).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MewsAuthError, MewsClient } from '../src/pms/mews/mews-client.ts';
import { MewsPms } from '../src/pms/mews/mews-pms.ts';
import { PmsError } from '../src/pms/pms-adapter.ts';
import { PmsNotRespondingError } from '../src/pms/pms-not-responding.ts';
import { FAKE_TOKENS, startFakeMews, type FakeMews } from '../src/pms/mews/fake/fake-mews.ts';

let fake: FakeMews;
const connection = () => ({
  platformAddress: fake.platformAddress,
  clientToken: FAKE_TOKENS.ClientToken,
  accessToken: FAKE_TOKENS.AccessToken,
  client: 'Hospes test 1.0',
});

beforeAll(async () => {
  fake = await startFakeMews();
});
afterAll(() => fake.close());

describe('Mews client', () => {
  it('waits a short Retry-After once and then succeeds (429)', async () => {
    const sleep = vi.fn(async () => {});
    const client = new MewsClient(connection(), { sleep, maxRetryWaitMs: 1000 });
    fake.fail(429, 1, 1);
    await expect(client.call('configuration/get')).resolves.toHaveProperty('Enterprise');
    expect(sleep).toHaveBeenCalledWith(1000);
  });

  it('answers "try again in a moment" at once when Mews asks for a long wait (429)', async () => {
    const sleep = vi.fn(async () => {});
    const client = new MewsClient(connection(), { sleep, maxRetryWaitMs: 1000 });
    fake.fail(429, 1, 30);
    const error = await client.call('configuration/get').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PmsNotRespondingError);
    expect((error as PmsNotRespondingError).retryAfterSeconds).toBe(30);
    expect((error as PmsNotRespondingError).statusCode).toBe(503);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('a server error is "unavailable", refused tokens are said as such (401)', async () => {
    const client = new MewsClient(connection());
    fake.fail(500, 1);
    await expect(client.call('configuration/get')).rejects.toBeInstanceOf(PmsNotRespondingError);
    fake.revokeAccessToken(true);
    await expect(client.call('configuration/get')).rejects.toBeInstanceOf(MewsAuthError);
    fake.revokeAccessToken(false);
    await expect(client.call('configuration/get')).resolves.toHaveProperty('NowUtc');
  });

  it('a property the reference does not have is refused (400 → INVALID)', async () => {
    const client = new MewsClient(connection());
    const error = await client
      .call('reservations/start', { ReservationId: 'x', Force: true })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PmsError);
    expect((error as PmsError).message).toMatch(/Force is not a property of the request/);
  });

  it('a PMS that does not answer ends within the timeout as "unavailable"', async () => {
    const silent = createServer(() => {}); // accepts, never answers
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const client = new MewsClient(
      { ...connection(), platformAddress: `http://127.0.0.1:${port}` },
      { timeoutMs: 300 },
    );
    const started = performance.now();
    await expect(client.call('configuration/get')).rejects.toBeInstanceOf(PmsNotRespondingError);
    expect(performance.now() - started).toBeLessThan(2000);
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('pages through more than 1000 reservations with the cursor', async () => {
    for (let i = 0; i < 1005; i++) {
      fake.seed({
        number: `P-${i}`,
        lastName: 'Page',
        firstName: 'Guest',
        arrival: '2031-05-01',
        departure: '2031-05-02',
        adults: 1,
        children: 0,
      });
    }
    const pms = new MewsPms(() => ({ ...connection(), serviceId: fake.serviceId, taxCodes: {} }));
    const before = fake.calls.length;
    expect(await pms.listReservationIdsOn('alpha', '2031-05-01')).toHaveLength(1005);
    const pages = fake.calls
      .slice(before)
      .filter((c) => c.operation === 'reservations/getAll/2023-06-06');
    expect(pages.map((p) => (p.body.Limitation as { Count: number }).Count)).toEqual([1000, 1000]);
    expect((pages[1]?.body.Limitation as { Cursor: string }).Cursor).toEqual(expect.any(String));
  });
});
