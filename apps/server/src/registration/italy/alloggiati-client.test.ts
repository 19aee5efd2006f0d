// The Alloggiati Web client against the local fake built from the manual:
// one token for many calls, a new one when it expired; one outcome per
// record in order, only the correct ones acquired; the portal's own rules
// (arrival today or yesterday); wrong credentials refused, a service down
// said so; the day's receipt; and the fake itself refusing an element the
// operation does not have.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AlloggiatiClient,
  AlloggiatiRefusedError,
  AlloggiatiUnavailableError,
} from './alloggiati-client.ts';
import { alloggiatiRecord, type AlloggiatiGuest } from './alloggiati-record.ts';
import { envelope } from './alloggiati-soap.ts';
import { startFakeAlloggiati, type FakeAlloggiati } from './fake/fake-alloggiati.ts';

const GERMANY = '100000216';
let clock = Date.parse('2026-12-05T10:00:00Z');
const guest = (patch: Partial<AlloggiatiGuest> = {}): AlloggiatiGuest => ({
  guestType: '16',
  arrival: '2026-12-05',
  days: 2,
  lastName: 'Weber',
  firstName: 'Lena',
  sex: 'female',
  birthDate: '1990-04-02',
  birthState: GERMANY,
  citizenship: GERMANY,
  document: { type: 'PASOR', number: 'C01X00T47', place: GERMANY },
  ...patch,
});

describe('the Alloggiati Web client', () => {
  let fake: FakeAlloggiati;
  let client: AlloggiatiClient;
  beforeAll(async () => {
    fake = await startFakeAlloggiati({ now: () => clock });
    client = new AlloggiatiClient({ address: fake.address, ...fake.account }, { now: () => clock });
  });
  afterAll(() => fake.close());

  it('sends records with one token; each has its outcome, only the correct ones are acquired', async () => {
    await client.check();
    const outcomes = await client.records('Send', [
      alloggiatiRecord(guest()),
      alloggiatiRecord(guest({ lastName: 'Old', arrival: '2026-12-03' })),
      `${alloggiatiRecord(guest({ lastName: 'Long' }))}X`,
    ]);
    expect(outcomes).toEqual([
      { accepted: true, code: '', description: '', detail: '' },
      {
        accepted: false,
        code: '12',
        description: 'SCHEDINA_CAMPO_NON_CORRETTO',
        detail: 'Data di Arrivo Errata',
      },
      {
        accepted: false,
        code: '11',
        description: 'SCHEDINA_FORMATO_NON_CORRETTO',
        detail: 'Dimensione Riga errata',
      },
    ]);
    expect(fake.acquired().map((a) => a.line.slice(14, 20))).toEqual(['WEBER ']);
    expect(fake.tokensIssued()).toBe(1);
  });

  it('makes a new token when the service says the old one expired', async () => {
    fake.expireTokens();
    const [outcome] = await client.records('Test', [alloggiatiRecord(guest())]);
    expect(outcome?.accepted).toBe(true);
    expect(fake.tokensIssued()).toBe(2);
    // Test checks, it does not acquire.
    expect(fake.acquired()).toHaveLength(1);
  });

  it('answers the day’s receipt from the next day on, not for today', async () => {
    expect(await client.receipt('2026-12-05')).toBeNull();
    clock = Date.parse('2026-12-06T08:00:00Z');
    const pdf = await client.receipt('2026-12-05');
    expect(pdf?.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('says wrong credentials and a service that is down apart', async () => {
    const wrong = new AlloggiatiClient({ address: fake.address, ...fake.account, wsKey: 'OLD' });
    await expect(wrong.check()).rejects.toBeInstanceOf(AlloggiatiRefusedError);
    fake.fail(503, 1);
    await expect(
      new AlloggiatiClient({ address: fake.address, ...fake.account }).check(),
    ).rejects.toBeInstanceOf(AlloggiatiUnavailableError);
  });

  it('the fake refuses an element the operation does not have (the WSDL decides)', async () => {
    const res = await fetch(fake.address, {
      method: 'POST',
      headers: { 'content-type': 'text/xml', soapaction: '"AlloggiatiService/GenerateToken"' },
      body: envelope(
        '<GenerateToken xmlns="AlloggiatiService"><Utente>a</Utente><Password>b</Password><WsKey>c</WsKey><Otp>1</Otp></GenerateToken>',
      ),
    });
    expect(res.status).toBe(500);
    expect(await res.text()).toContain('GenerateToken takes Utente, Password, WsKey');
  });
});
