// The PmsAdapter contract (test/pms/pms-conformance.ts) on Mews, through the
// faithful fake of its Connector API (src/pms/mews/fake/fake-mews.ts), which
// refuses any request the published reference does not allow.
import { zonedTimeToEpoch } from '@hospes/domain';
import { MewsPms } from '../src/pms/mews/mews-pms.ts';
import { describePmsConformance } from './pms/pms-conformance.ts';
import { requestProblems } from '../src/pms/mews/fake/connector-spec.ts';
import { FAKE_TOKENS, startFakeMews } from '../src/pms/mews/fake/fake-mews.ts';

describePmsConformance('Mews (fake Connector API)', async () => {
  const fake = await startFakeMews({ timeZone: 'Europe/Vienna' });
  const pms = new MewsPms(() => ({
    platformAddress: fake.platformAddress,
    clientToken: FAKE_TOKENS.ClientToken,
    accessToken: FAKE_TOKENS.AccessToken,
    client: 'Hospes test 1.0',
    serviceId: fake.serviceId,
    taxCodes: { '0': 'AT-Z', '1000': 'AT-R', '2000': 'AT-S' },
  }));
  return {
    pms,
    projectId: 'alpha',
    capabilities: {
      entersReservations: false,
      identityRetention: 'documents',
      lineLanguages: 'one',
    },
    seed: async (reservations) => new Map(reservations.map((r) => [r.number, fake.seed(r)])),
    // At noon of the day in the enterprise's zone.
    setDay: (date) =>
      fake.setNow(new Date(zonedTimeToEpoch(`${date}T16:00`, 'Europe/Vienna')).toISOString()),
    async close() {
      // Every request the adapter sent was one the reference allows (the fake answered 400 otherwise).
      const refused = fake.calls.flatMap(({ operation, body }) =>
        requestProblems(operation, body).map((p) => `${operation}: ${p}`),
      );
      await fake.close();
      if (refused.length > 0)
        throw new Error(`Requests outside the reference:\n${refused.join('\n')}`);
      if (fake.calls.length < 20) throw new Error('The adapter hardly called Mews');
    },
  };
});
