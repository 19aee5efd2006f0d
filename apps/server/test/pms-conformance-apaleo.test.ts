// The PmsAdapter contract (test/pms/pms-conformance.ts) on apaleo, through
// the faithful fake of its API (src/pms/apaleo/fake/fake-apaleo.ts), which
// refuses any request its specification subset does not allow.
import { zonedTimeToEpoch } from '@hospes/domain';
import { ApaleoPms } from '../src/pms/apaleo/apaleo-pms.ts';
import { bodyProblems, queryProblems } from '../src/pms/apaleo/fake/apaleo-spec.ts';
import { FAKE_APALEO_CLIENT, startFakeApaleo } from '../src/pms/apaleo/fake/fake-apaleo.ts';
import { describePmsConformance } from './pms/pms-conformance.ts';

describePmsConformance('apaleo (fake API)', async () => {
  const fake = await startFakeApaleo({ timeZone: 'Europe/Vienna' });
  const pms = new ApaleoPms(() => ({
    apiAddress: fake.address,
    identityAddress: fake.address,
    ...FAKE_APALEO_CLIENT,
    propertyId: fake.propertyId,
    vatTypes: { '0': 'Without', '1000': 'Reduced', '2000': 'Normal' },
  }));
  return {
    pms,
    projectId: 'alpha',
    capabilities: { entersReservations: false, identityRetention: 'erased', lineLanguages: 'one' },
    seed: async (reservations) => new Map(reservations.map((r) => [r.number, fake.seed(r)])),
    setDay: (date) =>
      fake.setNow(new Date(zonedTimeToEpoch(`${date}T16:00`, 'Europe/Vienna')).toISOString()),
    async close() {
      const refused = fake.calls.flatMap(({ endpoint, query, body }) =>
        [...queryProblems(endpoint, query), ...bodyProblems(endpoint, body)].map(
          (p) => `${endpoint}: ${p}`,
        ),
      );
      const tokens = fake.tokensIssued();
      await fake.close();
      if (refused.length > 0)
        throw new Error(`Requests outside the specification:\n${refused.join('\n')}`);
      if (fake.calls.length < 20) throw new Error('The adapter hardly called apaleo');
      if (tokens !== 1) throw new Error(`${tokens} tokens fetched: the token is not cached`);
    },
  };
});
