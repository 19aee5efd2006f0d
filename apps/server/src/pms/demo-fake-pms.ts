// The fake property systems of the demo (HOSPES_DEMO_FAKE_PMS): the fakes the
// tests use (pms/mews/fake, pms/apaleo/fake), started beside the server with
// two reservations each relative to today, so that a developer sees a hotel
// on Mews or on apaleo work end to end — the demo start page connects a
// project to either.
import { addDays, zonedDate, type PmsConnectionInput } from '@hospes/domain';
import { fakeApaleoConnection, startFakeApaleo } from './apaleo/fake/fake-apaleo.ts';
import { FAKE_TOKENS, startFakeMews } from './mews/fake/fake-mews.ts';

/** A reservation of a fake PMS a guest logs in with (number and last name). */
export interface DemoPmsLogin {
  number: string;
  lastName: string;
  what: string;
}

export interface DemoFake {
  kind: 'mews' | 'apaleo';
  /** How the page names it: "Mews", "apaleo". */
  label: string;
  logins: DemoPmsLogin[];
  /** What the demo page saves to connect a project to it. */
  connection: PmsConnectionInput;
  /** Requests the fake answered (the tests look whether a login reached it). */
  calls(): number;
  close(): Promise<void>;
}

/** Two reservations: arriving today (room assigned) and in a week. */
function stays(today: string, numbers: [string, string]) {
  return [
    {
      number: numbers[0],
      lastName: 'Muster',
      firstName: 'Max',
      email: 'max.muster@example.org',
      arrival: today,
      departure: addDays(today, 3),
      room: '12',
      adults: 2,
      children: 0,
    },
    {
      number: numbers[1],
      lastName: 'Gast',
      firstName: 'Greta',
      arrival: addDays(today, 7),
      departure: addDays(today, 10),
      room: '14',
      adults: 1,
      children: 1,
    },
  ];
}

const loginsOf = (numbers: [string, string]): DemoPmsLogin[] => [
  { number: numbers[0], lastName: 'Muster', what: 'arrives today, check-in ready' },
  { number: numbers[1], lastName: 'Gast', what: 'arrives in a week' },
];

export async function startDemoFakePms(timeZone: string, now: number): Promise<DemoFake[]> {
  const today = zonedDate(now, timeZone);
  const mews = await startFakeMews({ timeZone });
  const mewsNumbers: [string, string] = ['M-1001', 'M-1002'];
  for (const stay of stays(today, mewsNumbers)) mews.seed(stay);
  const apaleo = await startFakeApaleo({ timeZone });
  const apaleoNumbers: [string, string] = ['MUSTERMA-1', 'GASTGRET-1'];
  for (const stay of stays(today, apaleoNumbers)) apaleo.seed(stay);
  return [
    {
      kind: 'mews',
      label: 'Mews',
      logins: loginsOf(mewsNumbers),
      connection: {
        kind: 'mews',
        settings: {
          platformAddress: mews.platformAddress,
          serviceId: mews.serviceId,
          taxCodes: { '0': 'AT-Z', '1000': 'AT-R', '2000': 'AT-S' },
        },
        secrets: { clientToken: FAKE_TOKENS.ClientToken, accessToken: FAKE_TOKENS.AccessToken },
      },
      calls: () => mews.calls.length,
      close: () => mews.close(),
    },
    {
      kind: 'apaleo',
      label: 'apaleo',
      logins: loginsOf(apaleoNumbers),
      connection: fakeApaleoConnection(apaleo),
      calls: () => apaleo.calls.length,
      close: () => apaleo.close(),
    },
  ];
}
