// The apaleo client and the fake it is tested against: the fake refuses
// what apaleo's specification does not have (unknown query parameters and
// body fields, a missing token), answers an empty list with 204 and a
// repeated Idempotency-Key with the first answer; the client caches its
// token, shares one token request between calls at the same time, waits
// once for a short Retry-After and fetches a new token when one expires.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApaleoClient } from '../src/pms/apaleo/apaleo-client.ts';
import {
  FAKE_APALEO_CLIENT,
  startFakeApaleo,
  type FakeApaleo,
} from '../src/pms/apaleo/fake/fake-apaleo.ts';
import { PmsError } from '../src/pms/pms-adapter.ts';

describe('apaleo client and fake', () => {
  let fake: FakeApaleo;
  let client: ApaleoClient;
  const waits: number[] = [];

  beforeAll(async () => {
    fake = await startFakeApaleo();
    fake.seed({
      number: 'ABCDEFGH-1',
      lastName: 'Novak',
      firstName: 'Ivana',
      arrival: '2030-05-01',
      departure: '2030-05-03',
      room: '3',
      adults: 1,
      children: 0,
    });
    client = new ApaleoClient(
      { apiAddress: fake.address, identityAddress: fake.address, ...FAKE_APALEO_CLIENT },
      {
        sleep: async (ms) => {
          waits.push(ms);
        },
      },
    );
  });
  afterAll(() => fake?.close());

  it('answers 401 without a token and refuses a wrong client secret', async () => {
    const res = await fetch(`${fake.address}/booking/v1/reservations/ABCDEFGH-1`);
    expect(res.status).toBe(401);
    const token = await fetch(`${fake.address}/connect/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${FAKE_APALEO_CLIENT.clientId}:nope`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    expect(token.status).toBe(401);
    expect(await token.json()).toEqual({ error: 'invalid_client' });
  });

  it('shares one token between calls at the same time and keeps it', async () => {
    const before = fake.tokensIssued();
    await Promise.all([
      client.request('GET', '/booking/v1/reservations/ABCDEFGH-1'),
      client.request('GET', '/booking/v1/reservations/ABCDEFGH-1'),
      client.request('GET', `/inventory/v1/properties/${fake.propertyId}`),
    ]);
    await client.request('GET', '/booking/v1/reservations/ABCDEFGH-1');
    expect(fake.tokensIssued() - before).toBe(1);
  });

  it('refuses a query parameter or a body field the specification does not have (400 → INVALID)', async () => {
    await expect(
      client.request('GET', '/booking/v1/reservations', { query: { guestName: 'Novak' } }),
    ).rejects.toMatchObject({ code: 'INVALID' });
    await expect(
      client.request('POST', '/finance/v1/folio-actions/ABCDEFGH-1-1/charges', {
        body: {
          name: 'Taxi',
          amount: { amount: 25, currency: 'EUR' },
          serviceType: 'Other',
          vatType: 'Without',
          guestNote: 'no such field',
        },
      }),
    ).rejects.toThrow(/guestNote is not a field of the specification/);
  });

  it('answers an empty list with 204, and a repeated Idempotency-Key with the first charge', async () => {
    expect(
      await client.request('GET', '/booking/v1/reservations', { query: { textSearch: 'nobody' } }),
    ).toBeNull();
    const post = () =>
      client.request<{ id: string }>('POST', '/finance/v1/folio-actions/ABCDEFGH-1-1/charges', {
        idempotencyKey: 'hospes:ABCDEFGH-1:taxi',
        body: {
          name: 'Taxi',
          amount: { amount: 25, currency: 'EUR' },
          serviceType: 'Other',
          vatType: 'Without',
        },
      });
    const first = await post();
    const again = await post();
    expect(again?.id).toBe(first?.id);
    const folio = await client.request<{ charges: unknown[] }>(
      'GET',
      '/finance/v1/folios/ABCDEFGH-1-1',
    );
    expect(folio?.charges).toHaveLength(1);
  });

  it('waits once for a short Retry-After; a long one or a second 429 is "not responding"', async () => {
    fake.fail(429, 1, 1);
    expect(await client.request('GET', '/booking/v1/reservations/ABCDEFGH-1')).toMatchObject({
      id: 'ABCDEFGH-1',
    });
    expect(waits).toEqual([1000]);
    fake.fail(429, 1, 60);
    await expect(
      client.request('GET', '/booking/v1/reservations/ABCDEFGH-1'),
    ).rejects.toMatchObject({ retryAfterSeconds: 60 });
  });

  it('a business rule refusing an action is a conflict (422 with messages)', async () => {
    const refused = client.request('PUT', '/booking/v1/reservation-actions/ABCDEFGH-1/checkout');
    await expect(refused).rejects.toBeInstanceOf(PmsError);
    await expect(refused).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('is not in status InHouse'),
    });
  });

  it('fetches a new token a minute before the old one expires', async () => {
    // Tokens of 30 s are always within the last minute: each call fetches one.
    const shortLived = await startFakeApaleo({ tokenLifetimeSeconds: 30 });
    try {
      const c = new ApaleoClient({
        apiAddress: shortLived.address,
        identityAddress: shortLived.address,
        ...FAKE_APALEO_CLIENT,
      });
      await c.request('GET', `/inventory/v1/properties/${shortLived.propertyId}`);
      await c.request('GET', `/inventory/v1/properties/${shortLived.propertyId}`);
      expect(shortLived.tokensIssued()).toBe(2);
    } finally {
      await shortLived.close();
    }
  });
});
