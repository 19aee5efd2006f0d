// The guest register file: one line per guest, companions at the main
// guest's address, the document as the form held it; spreadsheet formulas
// and separators in a name are text, not code.
import { describe, expect, it } from 'vitest';
import { guestRegisterCsv, REGISTER_COLUMNS } from './guest-register.ts';

describe('the guest register', () => {
  it('writes a line per guest with the registration form’s data', () => {
    const csv = guestRegisterCsv([
      {
        registrationNumber: '2026/000007',
        reservationId: 'R-1',
        finishedAt: '2026-12-05T09:00:00.000Z',
        data: {
          stay: { date_of_arrival: '2026-12-05', date_of_departure: '2026-12-08' },
          main: {
            first_name: 'Anna',
            last_name: 'Berger, geb. Huber',
            date_of_birth: '1985-03-14',
            nationality: 'AT',
            address: { street: 'Hauptstraße 1', zipcode: '6020', city: 'Innsbruck', country: 'AT' },
            document: { doc_type: 'passport', doc_id: 'P1234567' },
          },
          accompanying: [{ first_name: 'Lukas', last_name: '=HYPERLINK("x")', nationality: 'AT' }],
        },
      },
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, main, companion] = csv.slice(1).trimEnd().split('\r\n');
    expect(header).toBe(REGISTER_COLUMNS.join(','));
    expect(main).toBe(
      '2026/000007,R-1,main guest,2026-12-05,2026-12-08,"Berger, geb. Huber",Anna,1985-03-14,,AT,Hauptstraße 1,6020,Innsbruck,AT,passport,P1234567,,,2026-12-05T09:00:00.000Z',
    );
    expect(companion).toContain(`companion 1,2026-12-05,2026-12-08,"'=HYPERLINK(""x"")",Lukas`);
    expect(companion).toContain('Hauptstraße 1,6020,Innsbruck,AT');
  });
});
