// Change notifications of a remote PMS (docs/decisions/050), on both
// databases: "Test connection" subscribes apaleo's webhooks once; the front
// desk checking a guest in at apaleo reaches the guest's app ("stay-changed"),
// a delivery sent again is taken once, a folio change names its reservation,
// a wrong address is an unknown one; a change brings waiting write-backs to
// the PMS; a canceled stay cancels its planned journey mails; Mews's
// General Webhook does the same.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import {
  fakeApaleoConnection,
  startFakeApaleo,
  type FakeApaleo,
} from '../src/pms/apaleo/fake/fake-apaleo.ts';
import { FAKE_TOKENS, startFakeMews, type FakeMews } from '../src/pms/mews/fake/fake-mews.ts';
import { PmsWriteQueuedError } from '../src/pms/outbox/pms-outbox.ts';
import { DIALECTS } from './support/databases.ts';
import { ADMIN_TOKEN, startTestApp, type TestApp } from './support/test-app.ts';

const PROJECTS_DIR = path.join(REPO_ROOT, 'projects');
const STAFF = { authorization: `Bearer ${ADMIN_TOKEN}` };
const today = () => new Date().toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe.each(DIALECTS)('change notifications of the PMS, on %s', (dialect) => {
  let t: TestApp;
  let apaleo: FakeApaleo;
  let mews: FakeMews;
  let ip = 0;

  /** What the PMS posts, as it would reach this server (the address's path, injected). */
  const send = async (url: string, body: unknown) =>
    (
      await t.app.inject({
        method: 'POST',
        url: new URL(url).pathname + new URL(url).search,
        payload: body as Record<string, unknown>,
      })
    ).statusCode;
  const login = async (reservation: string, lastName: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/integrations/alpenrose/login',
      payload: { data: { reservation_id: reservation, last_name: lastName } },
      headers: { 'x-forwarded-for': `198.51.100.${++ip}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ user_id: string }>().user_id;
  };
  const stayEvents = async (userId: string) =>
    (await t.app.inbox.hub.since('alpenrose', userId, 0)).filter((e) => e.event === 'stay-changed');
  const connect = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/staff/alpenrose/pms', headers: STAFF, payload });

  beforeAll(async () => {
    apaleo = await startFakeApaleo({ timeZone: 'Europe/Vienna' });
    apaleo.seed({
      number: 'NOVAKIVA-1',
      lastName: 'Novak',
      firstName: 'Iva',
      arrival: today(),
      departure: inDays(2),
      room: '5',
      adults: 1,
      children: 0,
    });
    mews = await startFakeMews({ timeZone: 'Europe/Vienna' });
    t = await startTestApp(dialect, { projectsDir: PROJECTS_DIR });
  });
  afterAll(async () => {
    await t?.close();
    await apaleo?.close();
    await mews?.close();
  });

  const onApaleo = () => connect(fakeApaleoConnection(apaleo));

  it('"Test connection" subscribes apaleo to reservation and folio changes, once', async () => {
    const saved = await onApaleo();
    const { eventsUrl } = saved.json<{ eventsUrl: string }>();
    expect(eventsUrl).toMatch(/\/api\/pms-events\/alpenrose\/apaleo\/[\w-]{32}$/);
    for (let i = 0; i < 2; i++) {
      const test = await t.app.inject({
        method: 'POST',
        url: '/api/staff/alpenrose/pms/test',
        headers: STAFF,
      });
      expect(test.json()).toEqual({
        ok: true,
        message:
          'Connected to apaleo: Hotel Hospes (fake apaleo) (Europe/Vienna). apaleo tells Hospes of changes.',
      });
    }
    expect(apaleo.subscriptions()).toEqual([
      expect.objectContaining({
        endpointUrl: eventsUrl,
        events: ['reservation/*', 'folio/*'],
        propertyIds: [apaleo.propertyId],
      }),
    ]);
  });

  it('the front desk checks the guest in at apaleo: the guest’s app is told, once per delivery', async () => {
    const userId = await login('NOVAKIVA-1', 'Novak');
    const before = (await stayEvents(userId)).length;
    const { id, statuses } = await apaleo.checkInAtFrontDesk('NOVAKIVA-1', send);
    expect(statuses).toEqual([202]);
    expect(await stayEvents(userId)).toHaveLength(before + 1);
    expect((await t.app.pms.getReservation('alpenrose', 'NOVAKIVA-1'))?.roomStays[0]?.status).toBe(
      'In-house',
    );
    // apaleo sends the same delivery again: taken once.
    const again = await apaleo.deliver('reservation', 'checked-in', 'NOVAKIVA-1', { id, send });
    expect(again.statuses).toEqual([200]);
    expect(await stayEvents(userId)).toHaveLength(before + 1);
  });

  it('a folio change names its reservation; a wrong address or another property changes nothing', async () => {
    const userId = await login('NOVAKIVA-1', 'Novak');
    const before = (await stayEvents(userId)).length;
    await apaleo.deliver('folio', 'charge-posted', 'NOVAKIVA-1-1', { send });
    await vi.waitFor(async () => expect(await stayEvents(userId)).toHaveLength(before + 1));
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/pms-events/alpenrose/apaleo/not-the-token-of-alpenrose-000000',
      payload: { id: 'x', topic: 'reservation', data: { entityId: 'NOVAKIVA-1' } },
    });
    expect(wrong.statusCode).toBe(404);
    const [subscription] = apaleo.subscriptions();
    const other = await send(subscription!.endpointUrl, {
      id: 'other-property-1',
      topic: 'reservation',
      propertyId: 'BER',
      data: { entityId: 'NOVAKIVA-1' },
    });
    expect(other).toBe(202);
    expect(await stayEvents(userId)).toHaveLength(before + 1);
    // apaleo's health check of the address is answered.
    expect(
      await send(subscription!.endpointUrl, { id: 'hc', topic: 'system', type: 'healthcheck' }),
    ).toBe(200);
  });

  it('a change of a reservation sends what waits for it in the outbox', async () => {
    apaleo.failWrites(500, 1);
    const charge = {
      ref: 'events-minibar',
      descriptions: { en: 'Minibar' },
      quantity: 1,
      unitPriceMinor: 800,
      currency: 'EUR',
      vatRateBp: 2000,
      serviceDate: null,
    };
    await expect(t.app.pms.postCharge('alpenrose', 'NOVAKIVA-1', charge)).rejects.toBeInstanceOf(
      PmsWriteQueuedError,
    );
    expect(await t.app.pmsOutbox.listOpen('alpenrose')).toHaveLength(1);
    await apaleo.deliver('reservation', 'changed', 'NOVAKIVA-1', { send });
    await vi.waitFor(async () => expect(await t.app.pmsOutbox.listOpen('alpenrose')).toEqual([]));
    const [invoice] = await t.app.pms.getInvoices('alpenrose', 'NOVAKIVA-1');
    expect(invoice?.lines.map((l) => l.amountMinor)).toEqual([800]);
  });

  it('a stay canceled at apaleo cancels its planned journey mails at once, not at the next round', async () => {
    const id = apaleo.seed({
      number: 'HORVATMIA-1',
      lastName: 'Horvat',
      firstName: 'Mia',
      arrival: inDays(6),
      departure: inDays(8),
      room: '7',
      adults: 2,
      children: 0,
    });
    await t.app.journey.planAll();
    const planned = await t.app.journey.messagesOf('alpenrose', id);
    expect(planned.map((m) => m.status)).toEqual(['planned', 'planned', 'planned', 'planned']);
    apaleo.cancel(id);
    await apaleo.deliver('reservation', 'canceled', id, { send });
    const after = await t.app.journey.messagesOf('alpenrose', id);
    expect(after.map((m) => [m.stepId, m.status])).toEqual(
      planned.map((m) => [m.stepId, 'canceled']),
    );
  });

  it('Mews’s General Webhook for a reservation reaches its guests’ apps', async () => {
    const reservationId = mews.seed({
      number: '7311',
      lastName: 'Berg',
      firstName: 'Lina',
      arrival: today(),
      departure: inDays(1),
      room: '3',
      adults: 1,
      children: 0,
    });
    const saved = await connect({
      kind: 'mews',
      settings: {
        platformAddress: mews.platformAddress,
        serviceId: mews.serviceId,
        taxCodes: { '0': 'AT-Z', '1000': 'AT-R', '2000': 'AT-S' },
      },
      secrets: { clientToken: FAKE_TOKENS.ClientToken, accessToken: FAKE_TOKENS.AccessToken },
    });
    const { eventsUrl } = saved.json<{ eventsUrl: string }>();
    expect(eventsUrl).toMatch(/\/api\/pms-events\/alpenrose\/mews\?token=[\w-]{32}$/);
    const userId = await login('7311', 'Berg');
    expect(await mews.sendGeneralWebhook(eventsUrl, [reservationId], send)).toBe(202);
    expect(await stayEvents(userId)).toHaveLength(1);
    // Without the token: as unknown as any other address.
    expect(
      await mews.sendGeneralWebhook(
        eventsUrl.replace(/token=.*/, 'token=wrong'),
        [reservationId],
        send,
      ),
    ).toBe(404);
    await connect({ kind: 'builtin' });
  });
});
