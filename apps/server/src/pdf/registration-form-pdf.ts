// The registration form of a check-in (Austrian "Gästeblatt" of the
// Meldegesetz): its sequential number per project and year, the stay, the
// main guest with address and travel document, the accompanying persons and
// the signature. Labels are German and English, as Austrian forms print them.
import type { CheckinGuest, CheckinGuestData } from '@hospes/domain';
import {
  createPdf,
  drawHeader,
  ensureSpace,
  type PdfProject,
  type PdfWriter,
} from './pdf-document.ts';
import { formatCountry, formatDate } from './pdf-format.ts';

export interface RegistrationFormInput {
  project: PdfProject;
  /** e.g. `2026/000042`. */
  registrationNumber: string;
  reservationNumber: string;
  roomNumbers: string[];
  guests: Omit<CheckinGuestData, 'signature'>;
  /** The re-encoded signature PNG, or null. */
  signaturePng: Buffer | null;
  /** ISO instant of the check-in. */
  checkedInAt: string;
  /** `YYYY-MM-DD`: the last day the data are kept. */
  keptUntil: string;
}

/** Labels of the fields we know; other fields of a project's form show their name. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  date_of_arrival: 'Ankunft / Arrival',
  date_of_departure: 'Abreise / Departure',
  last_name: 'Familienname / Surname',
  first_name: 'Vorname / First name',
  date_of_birth: 'Geburtsdatum / Date of birth',
  gender: 'Geschlecht / Sex',
  nationality: 'Staatsangehörigkeit / Nationality',
  email: 'E-Mail',
  phone_number: 'Telefon / Phone',
  street: 'Straße / Street',
  zipcode: 'PLZ / Postcode',
  city: 'Ort / Place',
  province: 'Bundesland, Provinz / Province',
  country: 'Staat / Country',
  doc_type: 'Reisedokument / Travel document',
  doc_id: 'Nummer / Number',
  issue_date: 'Ausstellungsdatum / Date of issue',
  effective_date: 'Gültig ab / Valid from',
  doc_issue_authority: 'Ausstellende Behörde / Issuing authority',
  birth_country: 'Geburtsstaat / Country of birth',
  birth_place: 'Geburtsort / Place of birth',
};
const FIELD_ORDER = Object.keys(FIELD_LABELS);
const VALUE_LABELS: Readonly<Record<string, string>> = {
  female: 'weiblich / female',
  male: 'männlich / male',
  diverse: 'divers / diverse',
  passport: 'Reisepass / Passport',
  id_card: 'Personalausweis / Identity card',
  driving_licence: 'Führerschein / Driving licence',
  other: 'Sonstiges / Other',
};
const COUNTRY_FIELDS = new Set(['nationality', 'country', 'birth_country']);
const DATE_FIELDS = new Set([
  'date_of_arrival',
  'date_of_departure',
  'date_of_birth',
  'issue_date',
  'effective_date',
]);

function display(name: string, value: string): string {
  if (COUNTRY_FIELDS.has(name)) return formatCountry(value, 'de');
  if (DATE_FIELDS.has(name)) return formatDate(value, 'de');
  return VALUE_LABELS[value] ?? value;
}

function label(name: string): string {
  return FIELD_LABELS[name] ?? name.replace(/_/g, ' ');
}

function ordered(fields: Record<string, string | Record<string, string> | undefined>) {
  const entries = Object.entries(fields).filter(
    (e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '',
  );
  const rank = (n: string) =>
    FIELD_ORDER.includes(n) ? FIELD_ORDER.indexOf(n) : FIELD_ORDER.length;
  return entries.sort(([a], [b]) => rank(a) - rank(b));
}

function heading(w: PdfWriter, text: string): void {
  ensureSpace(w.doc, 40);
  w.doc.moveDown(0.6);
  w.bold().fontSize(11).fillColor('#000000').text(w.t(text), 50);
  const y = w.doc.y + 1;
  w.doc.save().moveTo(50, y).lineTo(545, y).lineWidth(0.5).strokeColor('#999999').stroke();
  w.doc.restore();
  w.doc.y = y + 5;
}

function fields(w: PdfWriter, values: Record<string, string | Record<string, string> | undefined>) {
  const { doc } = w;
  for (const [name, value] of ordered(values)) {
    ensureSpace(doc, 16);
    const y = doc.y;
    w.regular()
      .fontSize(8.5)
      .fillColor('#555555')
      .text(w.t(label(name)), 50, y, { width: 190 });
    w.regular()
      .fontSize(10)
      .fillColor('#000000')
      .text(w.t(display(name, value)), 245, y, {
        width: 300,
      });
    doc.x = 50;
    doc.y = Math.max(doc.y, y + 13) + 2;
  }
}

function companions(w: PdfWriter, people: readonly CheckinGuest[]): void {
  people.forEach((person, index) => {
    ensureSpace(w.doc, 30);
    w.bold()
      .fontSize(9.5)
      .text(w.t(`${index + 1}.`), 50);
    fields(w, person);
  });
}

/** Renders the registration form PDF; resolves to the file's bytes. */
export async function renderRegistrationFormPdf(input: RegistrationFormInput): Promise<Buffer> {
  const { guests } = input;
  const w = await createPdf({
    title: `Gästeblatt / Registration form ${input.registrationNumber}`,
    author: input.project.name,
  });
  const { doc } = w;
  drawHeader(w, input.project);

  w.bold().fontSize(16).text(w.t('Gästeblatt / Registration form'));
  w.bold()
    .fontSize(12)
    .text(w.t(`Nr. ${input.registrationNumber}`));
  doc.moveDown(0.3);
  w.regular().fontSize(9.5);
  doc.text(w.t(`Reservierung / Reservation: ${input.reservationNumber}`));
  if (input.roomNumbers.length > 0) {
    doc.text(w.t(`Zimmer / Room: ${input.roomNumbers.join(', ')}`));
  }

  heading(w, 'Aufenthalt / Stay');
  fields(w, guests.stay);
  const { address, document, ...personal } = guests.main;
  heading(w, 'Gast / Guest');
  fields(w, personal);
  if (address && Object.keys(address).length > 0) {
    heading(w, 'Wohnadresse / Home address');
    fields(w, address);
  }
  if (document && Object.keys(document).length > 0) {
    heading(w, 'Reisedokument / Travel document');
    fields(w, document);
  }
  if (guests.accompanying.length > 0) {
    heading(w, 'Mitreisende / Accompanying persons');
    companions(w, guests.accompanying);
  }

  heading(w, 'Unterschrift / Signature');
  ensureSpace(doc, 110);
  const top = doc.y;
  if (input.signaturePng) doc.image(input.signaturePng, 50, top, { fit: [260, 90] });
  doc
    .save()
    .moveTo(50, top + 95)
    .lineTo(320, top + 95)
    .lineWidth(0.5)
    .strokeColor('#333333')
    .stroke();
  doc.restore();
  w.regular()
    .fontSize(8.5)
    .fillColor('#555555')
    .text(w.t(`Datum / Date: ${formatDate(input.checkedInAt, 'de')}`), 50, top + 99);
  doc.moveDown(1.5);
  w.regular()
    .fontSize(7.5)
    .text(
      w.t(
        `Online-Check-in. Aufbewahrt bis / Kept until ${formatDate(input.keptUntil, 'de')}; ` +
          'danach werden die Daten gelöscht / deleted afterwards.',
      ),
      50,
    );
  return w.finish();
}
