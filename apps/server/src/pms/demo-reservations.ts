// The demo reservations of ARCHITECTURE.md, with dates relative to "today"
// in the project's time zone, so that their situations hold on any day:
//   R-1001 Muster/Max     arrives today, 3 nights, 2 adults — check-in ready
//   R-1002 Gast/Erika     in house, departs today, open invoice — check-out ready once paid
//   R-1003 Beispiel/Jonas stayed last month — checked out, invoice paid
// At any hour: the demo projects open check-in and check-out from the day
// before at 14:00 to the day after at 23:00 (project_settings.integrations.checkin),
// so "today" works from 00:00 to 23:59, and still after midnight until the
// next start or the next daily re-seed.
import { addDays, zonedDate } from '@hospes/domain';
import type { PmsAddress, PmsDocument, PmsRoomStay } from './pms-adapter.ts';

type Texts = Record<'de' | 'en' | 'es' | 'fr' | 'hr' | 'it' | 'ru', string>;

export interface DemoGuest {
  id: string;
  isMain: boolean;
  firstName: string;
  lastName: string;
  email: string | null;
  phoneNumber: string | null;
  dateOfBirth: string;
  gender: string;
  language: string;
  address: PmsAddress | null;
  document: PmsDocument | null;
}

export interface DemoLine {
  description: Texts;
  quantity: number;
  unitPriceMinor: number;
  vatRateBp: number;
  serviceDate: string | null;
}

export interface DemoInvoice {
  id: string;
  number: string;
  issuedAt: string;
  lines: DemoLine[];
  payments: { id: string; amountMinor: number; providerRef: string; paidAt: string }[];
}

export interface DemoReservation {
  id: string;
  stay: Omit<PmsRoomStay, 'checkinFinishedAt' | 'checkoutFinishedAt'>;
  guests: DemoGuest[];
  invoices: DemoInvoice[];
}

const CITY_TAX: Texts = {
  de: 'Ortstaxe (pro Person und Nacht)',
  en: 'City tax (per person and night)',
  es: 'Tasa turística (por persona y noche)',
  fr: 'Taxe de séjour (par personne et par nuit)',
  hr: 'Boravišna pristojba (po osobi i noćenju)',
  it: 'Imposta di soggiorno (a persona e notte)',
  ru: 'Туристический сбор (за человека в сутки)',
};

const VAT_ROOM = 1000; // 10 % accommodation and food (Austria)
const VAT_STANDARD = 2000; // 20 % drinks and services
const NO_VAT = 0; // city tax is not subject to VAT

/** An ISO instant of a local date at noon UTC: stable and clearly on that day. */
const at = (date: string, time = '12:00:00') => `${date}T${time}.000Z`;

/** The demo reservations as of `now` in `timeZone`. */
export function demoReservations(now: number, timeZone: string): DemoReservation[] {
  const today = zonedDate(now, timeZone);
  const year = today.slice(0, 4);
  // "Last month": the 10th to the 14th of the previous calendar month.
  const lastMonth = addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
  const r3Arrival = `${lastMonth}-10`;
  const r3Departure = `${lastMonth}-14`;

  return [
    {
      id: 'R-1001',
      stay: {
        id: 'R-1001-1',
        status: 'Reserved',
        arrival: `${today}T15:00`,
        departure: `${addDays(today, 3)}T10:00`,
        roomNumber: '204',
        adults: 2,
        children: 0,
      },
      guests: [
        {
          id: 'R-1001-G1',
          isMain: true,
          firstName: 'Max',
          lastName: 'Muster',
          email: 'max.muster@example.com',
          phoneNumber: '+49 170 1234567',
          dateOfBirth: '1985-04-12',
          gender: 'male',
          language: 'de',
          address: {
            country: 'DE',
            city: 'München',
            street: 'Musterstraße 1',
            zipcode: '80331',
            province: 'Bayern',
          },
          document: null,
        },
        {
          id: 'R-1001-G2',
          isMain: false,
          firstName: 'Anna',
          lastName: 'Muster',
          email: null,
          phoneNumber: null,
          dateOfBirth: '1987-09-03',
          gender: 'female',
          language: 'de',
          address: null,
          document: null,
        },
      ],
      invoices: [
        {
          id: 'R-1001-INV1',
          number: `${year}-1001`,
          issuedAt: at(addDays(today, -21)),
          lines: [
            {
              description: {
                de: 'Doppelzimmer Komfort mit Frühstück (pro Nacht)',
                en: 'Comfort double room with breakfast (per night)',
                es: 'Habitación doble confort con desayuno (por noche)',
                fr: 'Chambre double confort avec petit-déjeuner (par nuit)',
                hr: 'Komforna dvokrevetna soba s doručkom (po noćenju)',
                it: 'Camera doppia comfort con colazione (a notte)',
                ru: 'Двухместный номер «Комфорт» с завтраком (за ночь)',
              },
              quantity: 3,
              unitPriceMinor: 21_800,
              vatRateBp: VAT_ROOM,
              serviceDate: today,
            },
            {
              description: CITY_TAX,
              quantity: 6,
              unitPriceMinor: 250,
              vatRateBp: NO_VAT,
              serviceDate: today,
            },
          ],
          // Paid in advance by bank transfer: nothing blocks the check-in.
          payments: [
            {
              id: 'R-1001-PAY1',
              amountMinor: 3 * 21_800 + 6 * 250,
              providerRef: 'demo-prepayment-R-1001',
              paidAt: at(addDays(today, -20)),
            },
          ],
        },
      ],
    },
    {
      id: 'R-1002',
      stay: {
        id: 'R-1002-1',
        status: 'In-house',
        arrival: `${addDays(today, -4)}T15:00`,
        departure: `${today}T10:00`,
        roomNumber: '112',
        adults: 1,
        children: 0,
      },
      guests: [
        {
          id: 'R-1002-G1',
          isMain: true,
          firstName: 'Erika',
          lastName: 'Gast',
          email: 'erika.gast@example.com',
          phoneNumber: '+43 664 1234567',
          dateOfBirth: '1972-11-23',
          gender: 'female',
          language: 'de',
          address: {
            country: 'AT',
            city: 'Wien',
            street: 'Gästeweg 5',
            zipcode: '1010',
            province: 'Wien',
          },
          document: {
            birth_country: 'AT',
            doc_id: 'X0000000',
            doc_type: 'ID_CARD',
            doc_issue_authority: 'Magistrat Wien',
            issue_date: '2019-05-06',
            effective_date: '2029-05-05',
            gender: 'female',
            birth_place: 'Linz',
          },
        },
      ],
      invoices: [
        {
          id: 'R-1002-INV1',
          number: `${year}-1002`,
          issuedAt: at(addDays(today, -4)),
          lines: [
            {
              description: {
                de: 'Einzelzimmer mit Frühstück (pro Nacht)',
                en: 'Single room with breakfast (per night)',
                es: 'Habitación individual con desayuno (por noche)',
                fr: 'Chambre simple avec petit-déjeuner (par nuit)',
                hr: 'Jednokrevetna soba s doručkom (po noćenju)',
                it: 'Camera singola con colazione (a notte)',
                ru: 'Одноместный номер с завтраком (за ночь)',
              },
              quantity: 4,
              unitPriceMinor: 14_500,
              vatRateBp: VAT_ROOM,
              serviceDate: addDays(today, -4),
            },
            {
              description: CITY_TAX,
              quantity: 4,
              unitPriceMinor: 250,
              vatRateBp: NO_VAT,
              serviceDate: addDays(today, -4),
            },
            {
              description: {
                de: 'Abendessen im Restaurant',
                en: 'Dinner in the restaurant',
                es: 'Cena en el restaurante',
                fr: 'Dîner au restaurant',
                hr: 'Večera u restoranu',
                it: 'Cena al ristorante',
                ru: 'Ужин в ресторане',
              },
              quantity: 2,
              unitPriceMinor: 3_900,
              vatRateBp: VAT_ROOM,
              serviceDate: addDays(today, -2),
            },
            {
              description: {
                de: 'Getränke an der Bar',
                en: 'Drinks at the bar',
                es: 'Bebidas en el bar',
                fr: 'Boissons au bar',
                hr: 'Pića u baru',
                it: 'Bevande al bar',
                ru: 'Напитки в баре',
              },
              quantity: 1,
              unitPriceMinor: 2_450,
              vatRateBp: VAT_STANDARD,
              serviceDate: addDays(today, -1),
            },
            {
              description: {
                de: 'Massage (50 Minuten)',
                en: 'Massage (50 minutes)',
                es: 'Masaje (50 minutos)',
                fr: 'Massage (50 minutes)',
                hr: 'Masaža (50 minuta)',
                it: 'Massaggio (50 minuti)',
                ru: 'Массаж (50 минут)',
              },
              quantity: 1,
              unitPriceMinor: 7_200,
              vatRateBp: VAT_STANDARD,
              serviceDate: addDays(today, -1),
            },
          ],
          // A deposit at arrival; the rest is open until the guest pays.
          payments: [
            {
              id: 'R-1002-PAY1',
              amountMinor: 20_000,
              providerRef: 'demo-deposit-R-1002',
              paidAt: at(addDays(today, -4), '15:30:00'),
            },
          ],
        },
      ],
    },
    {
      id: 'R-1003',
      stay: {
        id: 'R-1003-1',
        status: 'Checked out',
        arrival: `${r3Arrival}T15:00`,
        departure: `${r3Departure}T10:00`,
        roomNumber: '305',
        adults: 2,
        children: 1,
      },
      guests: [
        {
          id: 'R-1003-G1',
          isMain: true,
          firstName: 'Jonas',
          lastName: 'Beispiel',
          email: 'jonas.beispiel@example.com',
          phoneNumber: '+41 79 123 45 67',
          dateOfBirth: '1979-02-17',
          gender: 'male',
          language: 'de',
          address: {
            country: 'CH',
            city: 'Zürich',
            street: 'Beispielweg 3',
            zipcode: '8001',
            province: 'ZH',
          },
          document: null,
        },
        {
          id: 'R-1003-G2',
          isMain: false,
          firstName: 'Lea',
          lastName: 'Beispiel',
          email: null,
          phoneNumber: null,
          dateOfBirth: '1981-07-30',
          gender: 'female',
          language: 'de',
          address: null,
          document: null,
        },
        {
          id: 'R-1003-G3',
          isMain: false,
          firstName: 'Noah',
          lastName: 'Beispiel',
          email: null,
          phoneNumber: null,
          dateOfBirth: '2016-06-01',
          gender: 'male',
          language: 'de',
          address: null,
          document: null,
        },
      ],
      invoices: [
        {
          id: 'R-1003-INV1',
          number: `${r3Departure.slice(0, 4)}-1003`,
          issuedAt: at(r3Departure, '09:00:00'),
          lines: [
            {
              description: {
                de: 'Familienzimmer mit Frühstück (pro Nacht)',
                en: 'Family room with breakfast (per night)',
                es: 'Habitación familiar con desayuno (por noche)',
                fr: 'Chambre familiale avec petit-déjeuner (par nuit)',
                hr: 'Obiteljska soba s doručkom (po noćenju)',
                it: 'Camera familiare con colazione (a notte)',
                ru: 'Семейный номер с завтраком (за ночь)',
              },
              quantity: 4,
              unitPriceMinor: 26_400,
              vatRateBp: VAT_ROOM,
              serviceDate: r3Arrival,
            },
            // Children stay free of city tax: 2 adults × 4 nights.
            {
              description: CITY_TAX,
              quantity: 8,
              unitPriceMinor: 250,
              vatRateBp: NO_VAT,
              serviceDate: r3Arrival,
            },
            {
              description: {
                de: 'Minibar',
                en: 'Minibar',
                es: 'Minibar',
                fr: 'Minibar',
                hr: 'Minibar',
                it: 'Minibar',
                ru: 'Мини-бар',
              },
              quantity: 1,
              unitPriceMinor: 1_280,
              vatRateBp: VAT_STANDARD,
              serviceDate: addDays(r3Departure, -1),
            },
          ],
          payments: [
            {
              id: 'R-1003-PAY1',
              amountMinor: 4 * 26_400 + 8 * 250 + 1_280,
              providerRef: 'demo-card-R-1003',
              paidAt: at(r3Departure, '09:05:00'),
            },
          ],
        },
      ],
    },
  ];
}
