// A parte de viajeros for SES.HOSPEDAJES: the XML Hospes builds is valid
// against the Ministry's own schema (v3.1.3, libxml2), the manual's example
// family included; the schema refuses what breaks it; the manual's rules the
// schema cannot say are named field by field.
import { describe, expect, it } from 'vitest';
import { sesSchemaErrors } from './fake/ses-xsd.ts';
import { FAMILY } from './fake/ses-family.ts';
import { ageOn, parteProblems, parteXml, validSpanishId, type SesParte } from './ses-parte.ts';

describe('a parte de viajeros for SES.HOSPEDAJES', () => {
  it('is valid against the Ministry’s schema, one or several communications', async () => {
    expect(await sesSchemaErrors(parteXml('0000000001', [FAMILY]), 'altaParteHospedaje')).toEqual(
      [],
    );
    expect(
      await sesSchemaErrors(parteXml('0000000001', [FAMILY, FAMILY]), 'altaParteHospedaje'),
    ).toEqual([]);
    expect(parteProblems(FAMILY)).toEqual([]);
  });

  it('is built in the schema’s order, names escaped, the person always a VI', () => {
    const xml = parteXml('0000000001', [
      { ...FAMILY, personas: [{ ...FAMILY.personas[0]!, apellido1: 'O<Brien & Co' }] },
    ]);
    expect(xml).toContain(
      '<alt:peticion xmlns:alt="http://www.neg.hospedajes.mir.es/altaParteHospedaje"><solicitud><codigoEstablecimiento>0000000001</codigoEstablecimiento><comunicacion><contrato><referencia>HOSPES-R-2001</referencia><fechaContrato>2026-11-20</fechaContrato><fechaEntrada>2026-12-01T15:00:00</fechaEntrada>',
    );
    expect(xml).toContain(
      '<persona><rol>VI</rol><nombre>Juan</nombre><apellido1>O&lt;Brien &amp; Co</apellido1>',
    );
  });

  it('the schema refuses what breaks it: a first name over 50 characters, a country not of three letters', async () => {
    const long = { ...FAMILY, personas: [{ ...FAMILY.personas[0]!, nombre: 'J'.repeat(51) }] };
    expect(await sesSchemaErrors(parteXml('0000000001', [long]), 'altaParteHospedaje')).toEqual([
      expect.stringContaining("Element 'nombre'"),
    ]);
    const country = {
      ...FAMILY,
      personas: [{ ...FAMILY.personas[0]!, nacionalidad: 'ES' }],
    };
    expect(await sesSchemaErrors(parteXml('0000000001', [country]), 'altaParteHospedaje')).toEqual([
      expect.stringContaining("Element 'nacionalidad'"),
    ]);
  });

  it('names the manual’s rules a parte breaks, field by field', () => {
    const [juan, pedro] = FAMILY.personas as [SesParte['personas'][0], SesParte['personas'][0]];
    const broken: SesParte = {
      contrato: {
        ...FAMILY.contrato,
        numPersonas: 2,
        pago: { tipoPago: '', caducidadTarjeta: '13/2027' },
      },
      personas: [
        // A NIF needs the second surname, a valid letter and the support number.
        {
          ...juan,
          apellido2: undefined,
          numeroDocumento: '12345678A',
          soporteDocumento: undefined,
        },
        // A minor without the relationship; nobody to reach.
        { ...pedro, parentesco: undefined, telefono: undefined },
        // An adult from abroad without a document and without the town's name.
        {
          ...pedro,
          fechaNacimiento: '1990-05-05',
          parentesco: undefined,
          direccion: { direccion: 'Hauptstraße 1', codigoPostal: '6020', pais: 'AUT' },
        },
      ],
    };
    expect(parteProblems(broken)).toEqual([
      { persona: null, field: 'tipoPago', code: '10131' },
      { persona: null, field: 'caducidadTarjeta', code: '10130' },
      { persona: null, field: 'numPersonas', code: '10130' },
      { persona: 0, field: 'apellido2', code: '10131' },
      { persona: 0, field: 'numeroDocumento', code: '10130' },
      { persona: 0, field: 'soporteDocumento', code: '10131' },
      { persona: 1, field: 'telefono', code: '10131' },
      { persona: 1, field: 'parentesco', code: '10131' },
      { persona: 2, field: 'tipoDocumento', code: '10131' },
      { persona: 2, field: 'numeroDocumento', code: '10131' },
      { persona: 2, field: 'nombreMunicipio', code: '10131' },
    ]);
  });

  it('checks Spanish identity numbers by their control letter; a minor by the day of arrival', () => {
    expect(validSpanishId('NIF', '12345678Z')).toBe(true);
    expect(validSpanishId('NIF', '12345678A')).toBe(false);
    expect(validSpanishId('NIE', 'X1234567L')).toBe(true);
    expect(validSpanishId('NIE', 'Y1234567L')).toBe(false);
    expect(ageOn('2008-12-02', '2026-12-01T15:00:00')).toBe(17);
    expect(ageOn('2008-12-01', '2026-12-01T15:00:00')).toBe(18);
  });
});
