// The fake Mews of the demo (HOSPES_DEMO_FAKE_PMS): the Connector API fake the
// tests use (pms/mews/fake), started beside the server with two reservations
// relative to today, so that a developer sees a hotel on Mews work end to
// end — the demo start page connects a project to it.
import { addDays, zonedDate } from '@hospes/domain';
import { FAKE_TOKENS, startFakeMews, type FakeMews } from './mews/fake/fake-mews.ts';
import type { MewsConnectionSettings, MewsSecrets } from '@hospes/domain';

/** A reservation of the fake Mews a guest logs in with (number and last name). */
export interface DemoMewsLogin {
  number: string;
  lastName: string;
  what: string;
}

export interface DemoFakeMews {
  fake: FakeMews;
  logins: DemoMewsLogin[];
  settings: MewsConnectionSettings;
  secrets: MewsSecrets;
}

export async function startDemoFakeMews(timeZone: string, now: number): Promise<DemoFakeMews> {
  const fake = await startFakeMews({ timeZone });
  const today = zonedDate(now, timeZone);
  fake.seed({
    number: 'M-1001',
    lastName: 'Muster',
    firstName: 'Max',
    email: 'max.muster@example.org',
    arrival: today,
    departure: addDays(today, 3),
    room: '12',
    adults: 2,
    children: 0,
  });
  fake.seed({
    number: 'M-1002',
    lastName: 'Gast',
    firstName: 'Greta',
    arrival: addDays(today, 7),
    departure: addDays(today, 10),
    room: '14',
    adults: 1,
    children: 1,
  });
  return {
    fake,
    logins: [
      { number: 'M-1001', lastName: 'Muster', what: 'arrives today, check-in ready' },
      { number: 'M-1002', lastName: 'Gast', what: 'arrives in a week' },
    ],
    settings: {
      platformAddress: fake.platformAddress,
      serviceId: fake.serviceId,
      taxCodes: { '0': 'AT-Z', '1000': 'AT-R', '2000': 'AT-S' },
    },
    secrets: { clientToken: FAKE_TOKENS.ClientToken, accessToken: FAKE_TOKENS.AccessToken },
  };
}
