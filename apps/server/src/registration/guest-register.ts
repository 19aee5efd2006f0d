// The guest register as a file (docs/registration.md): every guest of the
// finished check-ins whose arrival lies in a period, one line each, with
// what the registration forms hold — Austria's guest register (Meldegesetz
// §10, the Gästeblatt's content) and Germany's registration forms (BMG §30:
// arrival and departure, names, date of birth, nationality, address, the
// companions; the document of foreign guests). CSV (RFC 4180, UTF-8 with a
// byte-order mark for spreadsheets); a cell that a spreadsheet would read
// as a formula is quoted as text.
import type { CheckinGuest, CheckinGuestData } from '@hospes/domain';

export interface RegisterCheckin {
  registrationNumber: string;
  reservationId: string;
  data: CheckinGuestData;
  finishedAt: string;
}

export const REGISTER_COLUMNS = [
  'Registration number',
  'Reservation',
  'Guest',
  'Arrival',
  'Departure',
  'Last name',
  'First name',
  'Date of birth',
  'Sex',
  'Nationality',
  'Street',
  'Postcode',
  'City',
  'Country',
  'Document type',
  'Document number',
  'Issuing authority',
  'Date of issue',
  'Checked in at',
] as const;

const cell = (value: unknown): string => {
  let text =
    typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

const field = (guest: CheckinGuest | undefined, name: string): string => {
  const value = guest?.[name] ?? guest?.document?.[name] ?? guest?.address?.[name];
  return typeof value === 'string' ? value : '';
};

/** The register's lines of check-ins (already chosen for the period), in their order. */
export function guestRegisterCsv(checkins: readonly RegisterCheckin[]): string {
  const lines = [REGISTER_COLUMNS.map(cell).join(',')];
  for (const c of checkins) {
    const { stay, main, accompanying } = c.data;
    const guests: [string, CheckinGuest][] = [
      ['main guest', main],
      ...accompanying.map((g, i): [string, CheckinGuest] => [`companion ${i + 1}`, g]),
    ];
    for (const [role, guest] of guests) {
      // Companions live at the main guest's address unless the form asked their own.
      const address = (name: string) => field(guest, name) || field(main, name);
      lines.push(
        [
          c.registrationNumber,
          c.reservationId,
          role,
          stay.date_of_arrival ?? '',
          stay.date_of_departure ?? '',
          field(guest, 'last_name'),
          field(guest, 'first_name'),
          field(guest, 'date_of_birth'),
          field(guest, 'gender'),
          field(guest, 'nationality'),
          address('street'),
          address('zipcode'),
          address('city'),
          address('country'),
          field(guest, 'doc_type'),
          field(guest, 'doc_id'),
          field(guest, 'doc_issue_authority'),
          field(guest, 'issue_date'),
          c.finishedAt,
        ]
          .map(cell)
          .join(','),
      );
    }
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
