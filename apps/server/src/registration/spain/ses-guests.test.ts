// A finished check-in as a parte de viajeros: a family from Germany with a
// passport and an address is complete and valid against the Ministry's
// schema; a Spanish guest with the identity card and a child are named
// field by field for what the manual requires beyond the form.
import type { CheckinGuestData } from '@hospes/domain';
import { describe, expect, it } from 'vitest';
import { sesSchemaErrors } from './fake/ses-xsd.ts';
import { sesParteOf, type SesHotelOptions, type SesStay } from './ses-guests.ts';
import { parteXml } from './ses-parte.ts';

const STAY: SesStay = {
  reservationId: 'R-2001',
  arrival: '2026-12-01',
  departure: '2026-12-04',
  bookedOn: '2026-10-15',
};
const HOTEL: SesHotelOptions = {
  checkInTime: '15:00',
  checkOutTime: '11:00',
  paymentType: 'TARJT',
};

const GERMAN_FAMILY: CheckinGuestData = {
  stay: { date_of_arrival: '2026-12-01', date_of_departure: '2026-12-04' },
  main: {
    first_name: 'Erika',
    last_name: 'Mustermann',
    date_of_birth: '1983-08-12',
    gender: 'female',
    nationality: 'de',
    email: 'erika@example.org',
    address: { street: 'Heidestraße 17', zipcode: '51147', city: 'Köln', country: 'de' },
    document: { doc_type: 'passport', doc_id: 'C01X00T47' },
  },
  accompanying: [
    {
      first_name: 'Jonas',
      last_name: 'Mustermann',
      date_of_birth: '2015-04-02',
      nationality: 'de',
      relationship: 'HJ',
    },
  ],
};

describe('a check-in as a parte de viajeros', () => {
  it('a family from abroad with a passport and an address is complete and schema-valid', async () => {
    const { parte, problems } = sesParteOf(GERMAN_FAMILY, STAY, HOTEL);
    expect(problems).toEqual([]);
    expect(parte.contrato).toMatchObject({
      referencia: 'R-2001',
      fechaContrato: '2026-10-15',
      fechaEntrada: '2026-12-01T15:00:00',
      fechaSalida: '2026-12-04T11:00:00',
      numPersonas: 2,
      pago: { tipoPago: 'TARJT' },
    });
    expect(parte.personas[0]).toMatchObject({
      tipoDocumento: 'PAS',
      nacionalidad: 'DEU',
      sexo: 'M',
      direccion: { nombreMunicipio: 'Köln', codigoPostal: '51147', pais: 'DEU' },
      correo: 'erika@example.org',
    });
    // The child shares the main guest's home and e-mail.
    expect(parte.personas[1]).toMatchObject({
      parentesco: 'HJ',
      direccion: { direccion: 'Heidestraße 17', pais: 'DEU' },
      correo: 'erika@example.org',
    });
    expect(await sesSchemaErrors(parteXml('0000000042', [parte]), 'altaParteHospedaje')).toEqual(
      [],
    );
  });

  it('names what a Spanish guest with the identity card and a child still need, by the form’s fields', () => {
    const spanish: CheckinGuestData = {
      ...GERMAN_FAMILY,
      main: {
        ...GERMAN_FAMILY.main,
        nationality: 'es',
        address: { street: 'Calle Mayor 1', zipcode: '28013', city: 'Madrid', country: 'es' },
        document: { doc_type: 'id_card', doc_id: '12345678Z' },
      },
      accompanying: [{ ...GERMAN_FAMILY.accompanying[0]!, relationship: '' }],
    };
    const { parte, problems } = sesParteOf(spanish, STAY, HOTEL);
    expect(parte.personas[0]?.tipoDocumento).toBe('NIF');
    expect(problems).toEqual([
      { guest: 0, field: 'second_last_name' },
      { guest: 0, field: 'doc_support_number' },
      { guest: 0, field: 'municipality_code' },
      { guest: 1, field: 'relationship' },
      { guest: 1, field: 'municipality_code' },
    ]);
  });
});
