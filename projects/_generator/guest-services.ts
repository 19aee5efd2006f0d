/**
 * The guest-service request forms of the demo hotels (model
 * `guest_services`, docs/project-model.md): extra towels, late check-out,
 * taxi, a table in the restaurant and a wake-up call, in seven languages.
 */
import type { L } from './localise.ts';

type Field = {
  id: string;
  type: 'text' | 'textarea' | 'number' | 'date' | 'time' | 'select' | 'checkbox';
  label: L;
  required?: boolean;
  description?: L;
  min?: number;
  max?: number;
  max_length?: number;
  options?: { value: string; label: L }[];
  default?: string | number | boolean;
};

export type RequestFormSource = {
  id: string;
  title: L;
  description?: L;
  icon?: string;
  fields: Field[];
  start?: { date_field?: string; time_field?: string };
  cancellation_deadline_hours?: number;
};

const DATE: L = {
  de: 'Datum',
  en: 'Date',
  es: 'Fecha',
  fr: 'Date',
  hr: 'Datum',
  it: 'Data',
  ru: 'Дата',
};
const TIME: L = {
  de: 'Uhrzeit',
  en: 'Time',
  es: 'Hora',
  fr: 'Heure',
  hr: 'Vrijeme',
  it: 'Ora',
  ru: 'Время',
};
const PERSONS: L = {
  de: 'Personen',
  en: 'Persons',
  es: 'Personas',
  fr: 'Personnes',
  hr: 'Osobe',
  it: 'Persone',
  ru: 'Человек',
};
const NOTE: L = {
  de: 'Anmerkung',
  en: 'Note',
  es: 'Observaciones',
  fr: 'Remarque',
  hr: 'Napomena',
  it: 'Nota',
  ru: 'Примечание',
};

const note: Field = { id: 'note', type: 'textarea', label: NOTE, max_length: 500 };

const towels: RequestFormSource = {
  id: 'towels',
  icon: 'towel',
  title: {
    de: 'Zusätzliche Handtücher',
    en: 'Extra towels',
    es: 'Toallas adicionales',
    fr: 'Serviettes supplémentaires',
    hr: 'Dodatni ručnici',
    it: 'Asciugamani extra',
    ru: 'Дополнительные полотенца',
  },
  description: {
    de: 'Wir bringen sie Ihnen aufs Zimmer.',
    en: 'We bring them to your room.',
    es: 'Se las llevamos a su habitación.',
    fr: 'Nous vous les apportons dans votre chambre.',
    hr: 'Donijet ćemo ih u Vašu sobu.',
    it: 'Glieli portiamo in camera.',
    ru: 'Мы принесём их в ваш номер.',
  },
  fields: [
    {
      id: 'kind',
      type: 'select',
      required: true,
      default: 'bath',
      label: { de: 'Art', en: 'Kind', es: 'Tipo', fr: 'Type', hr: 'Vrsta', it: 'Tipo', ru: 'Вид' },
      options: [
        {
          value: 'bath',
          label: {
            de: 'Badetücher',
            en: 'Bath towels',
            es: 'Toallas de baño',
            fr: 'Draps de bain',
            hr: 'Ručnici za kupanje',
            it: 'Teli da bagno',
            ru: 'Банные полотенца',
          },
        },
        {
          value: 'hand',
          label: {
            de: 'Handtücher',
            en: 'Hand towels',
            es: 'Toallas de mano',
            fr: 'Serviettes de toilette',
            hr: 'Ručnici za ruke',
            it: 'Asciugamani',
            ru: 'Полотенца для рук',
          },
        },
        {
          value: 'sauna',
          label: {
            de: 'Saunatücher',
            en: 'Sauna towels',
            es: 'Toallas de sauna',
            fr: 'Serviettes de sauna',
            hr: 'Ručnici za saunu',
            it: 'Teli per la sauna',
            ru: 'Полотенца для сауны',
          },
        },
      ],
    },
    {
      id: 'count',
      type: 'number',
      required: true,
      min: 1,
      max: 10,
      default: 2,
      label: {
        de: 'Anzahl',
        en: 'How many',
        es: 'Cantidad',
        fr: 'Nombre',
        hr: 'Količina',
        it: 'Quantità',
        ru: 'Количество',
      },
    },
    note,
  ],
};

const lateCheckout: RequestFormSource = {
  id: 'late-checkout',
  icon: 'clock',
  title: {
    de: 'Später Check-out',
    en: 'Late check-out',
    es: 'Salida tardía',
    fr: 'Départ tardif',
    hr: 'Kasna odjava',
    it: 'Check-out posticipato',
    ru: 'Поздний выезд',
  },
  description: {
    de: 'Bis wann möchten Sie das Zimmer behalten? Wir bestätigen es in Ihrem Posteingang – mit dem Preis, falls einer anfällt.',
    en: 'Until when would you like to keep the room? We confirm it in your inbox – with the price, if there is one.',
    es: '¿Hasta cuándo desea quedarse con la habitación? Se lo confirmamos en su bandeja de entrada, con el precio si lo hay.',
    fr: 'Jusqu’à quand souhaitez-vous garder la chambre ? Nous le confirmons dans votre messagerie – avec le prix, s’il y en a un.',
    hr: 'Do kada želite zadržati sobu? Potvrđujemo u vašem sandučiću – s cijenom, ako je ima.',
    it: 'Fino a quando desiderate tenere la camera? Lo confermiamo nella vostra casella – con il prezzo, se previsto.',
    ru: 'До какого времени вы хотите оставить номер? Мы подтвердим во входящих — с ценой, если она есть.',
  },

  fields: [
    {
      id: 'until',
      type: 'select',
      required: true,
      default: '12:00',
      label: {
        de: 'Check-out bis',
        en: 'Check-out by',
        es: 'Salida hasta las',
        fr: 'Départ jusqu’à',
        hr: 'Odjava do',
        it: 'Check-out entro le',
        ru: 'Выезд до',
      },
      options: ['12:00', '13:00', '14:00'].map((value) => ({
        value,
        label: { de: value, en: value, es: value, fr: value, hr: value, it: value, ru: value },
      })),
    },
    note,
  ],
};

const taxi: RequestFormSource = {
  id: 'taxi',
  icon: 'car',
  title: {
    de: 'Taxi',
    en: 'Taxi',
    es: 'Taxi',
    fr: 'Taxi',
    hr: 'Taksi',
    it: 'Taxi',
    ru: 'Такси',
  },
  description: {
    de: 'Wir bestellen Ihnen ein Taxi zum Hotel.',
    en: 'We order a taxi to the hotel for you.',
    es: 'Le pedimos un taxi al hotel.',
    fr: 'Nous vous commandons un taxi à l’hôtel.',
    hr: 'Naručit ćemo Vam taksi do hotela.',
    it: 'Le prenotiamo un taxi in hotel.',
    ru: 'Мы закажем вам такси к отелю.',
  },
  fields: [
    { id: 'date', type: 'date', required: true, label: DATE },
    { id: 'time', type: 'time', required: true, label: TIME },
    { id: 'persons', type: 'number', required: true, min: 1, max: 8, default: 2, label: PERSONS },
    {
      id: 'destination',
      type: 'text',
      required: true,
      max_length: 200,
      label: {
        de: 'Fahrtziel',
        en: 'Destination',
        es: 'Destino',
        fr: 'Destination',
        hr: 'Odredište',
        it: 'Destinazione',
        ru: 'Пункт назначения',
      },
    },
    note,
  ],
  start: { date_field: 'date', time_field: 'time' },
  cancellation_deadline_hours: 1,
};

const table: RequestFormSource = {
  id: 'table',
  icon: 'utensils',
  title: {
    de: 'Tisch im Restaurant',
    en: 'Table in the restaurant',
    es: 'Mesa en el restaurante',
    fr: 'Table au restaurant',
    hr: 'Stol u restoranu',
    it: 'Tavolo al ristorante',
    ru: 'Столик в ресторане',
  },
  description: {
    de: 'Abendessen von 18:30 bis 21:00 Uhr.',
    en: 'Dinner from 18:30 to 21:00.',
    es: 'Cena de 18:30 a 21:00.',
    fr: 'Dîner de 18 h 30 à 21 h.',
    hr: 'Večera od 18:30 do 21:00.',
    it: 'Cena dalle 18:30 alle 21:00.',
    ru: 'Ужин с 18:30 до 21:00.',
  },
  fields: [
    { id: 'date', type: 'date', required: true, label: DATE },
    { id: 'time', type: 'time', required: true, default: '19:00', label: TIME },
    { id: 'persons', type: 'number', required: true, min: 1, max: 12, default: 2, label: PERSONS },
    {
      id: 'area',
      type: 'select',
      label: {
        de: 'Platzwunsch',
        en: 'Seating preference',
        es: 'Preferencia de mesa',
        fr: 'Préférence de placement',
        hr: 'Željeno mjesto',
        it: 'Preferenza del posto',
        ru: 'Пожелание по месту',
      },
      options: [
        {
          value: 'stube',
          label: {
            de: 'Zirbenstube',
            en: 'Pine parlour',
            es: 'Salón de pino',
            fr: 'Salle en pin cembro',
            hr: 'Soba od limbe',
            it: 'Stube in cirmolo',
            ru: 'Кедровая комната',
          },
        },
        {
          value: 'window',
          label: {
            de: 'Am Fenster',
            en: 'By the window',
            es: 'Junto a la ventana',
            fr: 'Près de la fenêtre',
            hr: 'Uz prozor',
            it: 'Vicino alla finestra',
            ru: 'У окна',
          },
        },
      ],
    },
    note,
  ],
  start: { date_field: 'date', time_field: 'time' },
  cancellation_deadline_hours: 2,
};

const wakeUp: RequestFormSource = {
  id: 'wake-up',
  icon: 'bell',
  title: {
    de: 'Weckruf',
    en: 'Wake-up call',
    es: 'Llamada despertador',
    fr: 'Réveil téléphonique',
    hr: 'Buđenje telefonom',
    it: 'Sveglia telefonica',
    ru: 'Звонок-будильник',
  },
  fields: [
    { id: 'date', type: 'date', required: true, label: DATE },
    { id: 'time', type: 'time', required: true, default: '07:00', label: TIME },
  ],
  start: { date_field: 'date', time_field: 'time' },
};

/** The five request forms every demo hotel offers. */
export const HOTEL_REQUEST_FORMS: readonly RequestFormSource[] = [
  towels,
  lateCheckout,
  taxi,
  table,
  wakeUp,
];

/**
 * A welcome command (docs/decisions/044) that opens one of the hotel's
 * request forms, with the form's icon and, unless given, its title.
 */
export function requestFormCommand(formId: string, label?: L) {
  const form = HOTEL_REQUEST_FORMS.find((f) => f.id === formId);
  if (!form) throw new Error(`no request form ${formId}`);
  return {
    id: `request-${form.id}`,
    label: label ?? form.title,
    ...(form.icon ? { icon: form.icon } : {}),
    link: `/guestservices?form=${form.id}`,
  };
}
