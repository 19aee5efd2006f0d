// The SES.HOSPEDAJES client against the local fake built from the manual
// (v3.1.3), the fake checking every solicitud against the Ministry's schema:
// partes sent as a lot, the lot pending until the service processed it, then
// one communication registered with its code and one refused with the
// manual's code and words; a sent communication cancelled; the code tables;
// credentials, landlord and format refused with the service's codes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeSes } from './fake/fake-ses.ts';
import { sesSchemaErrors } from './fake/ses-xsd.ts';
import {
  SesClient,
  SesRefusedError,
  SesUnavailableError,
  type SesCredentials,
} from './ses-client.ts';
import { FAMILY } from './fake/ses-family.ts';
import { unknownCodes } from './ses-codes.ts';
import { comunicacionRequest, envelope } from './ses-soap.ts';

const fake = new FakeSes({
  user: 'B12345678---WS',
  password: 'secret',
  landlord: '0000000001',
  validate: sesSchemaErrors,
});
let credentials: SesCredentials;

beforeAll(async () => {
  credentials = {
    address: await fake.start(),
    user: 'B12345678---WS',
    password: 'secret',
    landlord: '0000000001',
    establishment: '0000000042',
  };
});
afterAll(() => fake.stop());

/** A foreign guest with a NIE but without its support number: the service refuses the communication. */
const WITHOUT_SUPPORT = {
  ...FAMILY,
  contrato: { ...FAMILY.contrato, referencia: 'HOSPES-R-2002', numPersonas: 1 },
  personas: [
    {
      ...FAMILY.personas[0]!,
      tipoDocumento: 'NIE',
      numeroDocumento: 'X1234567L',
      soporteDocumento: undefined,
    },
  ],
};

describe('the SES.HOSPEDAJES client against the fake', () => {
  it('sends partes as a lot; once processed, one has its code and one the service’s reason', async () => {
    const client = new SesClient(credentials);
    const lote = await client.sendPartes([FAMILY, WITHOUT_SUPPORT]);
    expect(lote).toMatch(/^[0-9a-f-]{36}$/);

    const [pending] = await client.lots([lote]);
    expect(pending).toMatchObject({
      lote,
      codigoEstado: 5,
      tipoOperacion: 'A',
      tipoComunicacion: 'PV',
      resultados: [],
    });

    fake.process();
    const [done] = await client.lots([lote]);
    expect(done).toMatchObject({
      codigoEstado: 6,
      codigoArrendador: '0000000001',
      aplicacion: 'Hospes',
    });
    expect(done!.resultados).toEqual([
      { orden: 1, codigoComunicacion: expect.stringMatching(/^[0-9a-f-]{36}$/) },
      {
        orden: 2,
        tipoError: '10131',
        error: 'Es obligatorio indicar un valor en el campo: soporteDocumento',
      },
    ]);
  });

  it('cancels a sent communication by its code', async () => {
    const client = new SesClient(credentials);
    const lote = await client.sendPartes([FAMILY]);
    fake.process();
    const codigo = (await client.lots([lote]))[0]!.resultados[0]!.codigoComunicacion!;
    const anulacion = await client.cancel([codigo]);
    fake.process();
    const [result] = await client.lots([anulacion]);
    expect(result).toMatchObject({ tipoOperacion: 'B', codigoEstado: 1 });
    expect(result!.resultados).toEqual([{ orden: 1, anulada: true, codigoComunicacion: codigo }]);
    expect(fake.comunicaciones.get(codigo)?.anulada).toBe(true);
  });

  it('asks the service for its code tables and names the codes of ours it lacks', async () => {
    const client = new SesClient(credentials);
    expect(await client.catalog('TIPO_PAGO')).toContainEqual({
      codigo: 'EFECT',
      descripcion: 'cash',
    });
    const answered = { SEXO: await client.catalog('SEXO'), TIPO_DOCUMENTO: [{ codigo: 'NIF' }] };
    expect(unknownCodes(answered)).toEqual(
      expect.arrayContaining(['TIPO_DOCUMENTO:NIE', 'TIPO_DOCUMENTO:PAS', 'TIPO_PAGO:EFECT']),
    );
    expect(unknownCodes(answered)).not.toContain('SEXO:H');
  });

  it('a refused request carries the service’s code: credentials, landlord, format, schema', async () => {
    const refused = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error: unknown) => (error instanceof SesRefusedError ? error.codigo : error),
      );
    expect(
      await refused(new SesClient({ ...credentials, password: 'wrong' }).sendPartes([FAMILY])),
    ).toBe(10107);
    expect(
      await refused(new SesClient({ ...credentials, landlord: '0000000009' }).sendPartes([FAMILY])),
    ).toBe(10103);
    // A name longer than the schema allows: the whole lot is refused (10118).
    const long = { ...FAMILY, personas: [{ ...FAMILY.personas[0]!, nombre: 'J'.repeat(51) }] };
    expect(await refused(new SesClient(credentials).sendPartes([long]))).toBe(10118);
    // A solicitud that is not zipped.
    const raw = await fetch(credentials.address, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from('B12345678---WS:secret').toString('base64')}`,
      },
      body: envelope(
        comunicacionRequest(
          {
            codigoArrendador: '0000000001',
            aplicacion: 'Hospes',
            tipoOperacion: 'A',
            tipoComunicacion: 'PV',
          },
          '<x/>',
        ).replace(/<solicitud>[^<]*<\/solicitud>/, '<solicitud>PHgvPg==</solicitud>'),
      ),
    });
    expect(await raw.text()).toContain('<codigo>10111</codigo>');
  });

  it('an unreachable service or a SOAP fault is unavailable, not refused', async () => {
    const client = new SesClient({ ...credentials, address: 'http://127.0.0.1:9/comunicacion' });
    await expect(client.sendPartes([FAMILY])).rejects.toBeInstanceOf(SesUnavailableError);
    const fault = new SesClient(credentials, {
      fetch: async () =>
        new Response(
          '<S:Envelope xmlns:S="http://schemas.xmlsoap.org/soap/envelope/"><S:Body><S:Fault><faultcode>S:Server</faultcode><faultstring>boom</faultstring></S:Fault></S:Body></S:Envelope>',
          { status: 500 },
        ),
    });
    await expect(fault.lots(['x'])).rejects.toBeInstanceOf(SesUnavailableError);
  });
});
