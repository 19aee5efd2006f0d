// The family of the manual's annex I (MIR-HOSPE-DSI-WS v3.1.3 §6) as a
// parte: Juan with a NIF and his son Pedro (born 2018, relationship HJ). For
// the tests of the parte and of the client.
import type { SesParte } from '../ses-parte.ts';

export const FAMILY: SesParte = {
  contrato: {
    referencia: 'HOSPES-R-2001',
    fechaContrato: '2026-11-20',
    fechaEntrada: '2026-12-01T15:00:00',
    fechaSalida: '2026-12-04T11:00:00',
    numPersonas: 2,
    numHabitaciones: 1,
    internet: true,
    pago: { tipoPago: 'EFECT', fechaPago: '2026-12-04' },
  },
  personas: [
    {
      nombre: 'Juan',
      apellido1: 'García',
      apellido2: 'García',
      tipoDocumento: 'NIF',
      numeroDocumento: '12345678Z',
      soporteDocumento: 'ABC123456',
      fechaNacimiento: '1979-01-01',
      nacionalidad: 'ESP',
      sexo: 'H',
      direccion: {
        direccion: 'C/ Serrano 127',
        direccionComplementaria: 'Portal A, 2º B',
        codigoMunicipio: '28079',
        codigoPostal: '28001',
        pais: 'ESP',
      },
      telefono: '666666666',
      correo: 'juangarcia@correo.es',
    },
    {
      nombre: 'Pedro',
      apellido1: 'García',
      apellido2: 'Fernández',
      fechaNacimiento: '2018-01-01',
      nacionalidad: 'ESP',
      sexo: 'H',
      direccion: {
        direccion: 'C/ Serrano 127',
        codigoMunicipio: '28079',
        codigoPostal: '28001',
        pais: 'ESP',
      },
      telefono: '666666666',
      parentesco: 'HJ',
    },
  ],
};
