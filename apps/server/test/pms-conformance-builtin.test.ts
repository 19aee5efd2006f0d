// The PmsAdapter contract (test/pms/pms-conformance.ts) on the built-in PMS,
// on both databases. Its reservations come in as the front desk enters them.
import { normalizeReservationNumber } from '@hospes/domain';
import { describe } from 'vitest';
import { describePmsConformance } from './pms/pms-conformance.ts';
import { DIALECTS } from './support/databases.ts';
import { startTestApp } from './support/test-app.ts';

describe.each(DIALECTS)('on %s', (dialect) => {
  describePmsConformance(`built-in PMS (${dialect})`, async () => {
    const t = await startTestApp(dialect);
    const pms = t.app.pms;
    const projectId = 'alpha'; // a fixture project: reservations belong to a project
    return {
      pms,
      projectId,
      capabilities: {
        entersReservations: true,
        identityRetention: 'erased',
        lineLanguages: 'every',
      },
      async seed(reservations) {
        await pms.saveReservations?.(
          projectId,
          reservations.map((r) => ({ ...r, email: r.email, phone: undefined, room: r.room })),
        );
        const entries = await pms.readReservationEntries?.(
          projectId,
          reservations.map((r) => r.number),
        );
        return new Map(
          reservations.map((r) => [
            r.number,
            entries?.get(normalizeReservationNumber(r.number))?.reservationId ?? '',
          ]),
        );
      },
      close: () => t.close(),
    };
  });
});
