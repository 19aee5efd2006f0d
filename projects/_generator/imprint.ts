/** The imprint (impressum) text, built from a company's details. */
import { each, type L } from './localise.ts';

export const AUSTRIA: L = {
  de: 'Österreich',
  en: 'Austria',
  es: 'Austria',
  fr: 'Autriche',
  hr: 'Austrija',
  it: 'Austria',
  ru: 'Австрия',
};

/** Labels of the imprint lines. */
export const IMPRINT = {
  management: {
    de: 'Geschäftsführung',
    en: 'Management',
    es: 'Dirección',
    fr: 'Direction',
    hr: 'Uprava',
    it: 'Direzione',
    ru: 'Руководство',
  },
  owners: {
    de: 'Inhaber',
    en: 'Owners',
    es: 'Propietarios',
    fr: 'Propriétaires',
    hr: 'Vlasnici',
    it: 'Titolari',
    ru: 'Владельцы',
  },
  chair: {
    de: 'Obfrau',
    en: 'Chair',
    es: 'Presidenta',
    fr: 'Présidente',
    hr: 'Predsjednica',
    it: 'Presidente',
    ru: 'Председатель',
  },
  companyRegister: {
    de: 'Firmenbuchnummer',
    en: 'Company register number',
    es: 'Número de registro mercantil',
    fr: 'Numéro au registre du commerce',
    hr: 'Broj u sudskom registru',
    it: 'Numero di registro delle imprese',
    ru: 'Регистрационный номер компании',
  },
  associationRegister: {
    de: 'ZVR-Zahl',
    en: 'Association register number (ZVR)',
    es: 'Número de registro de asociaciones (ZVR)',
    fr: 'Numéro au registre des associations (ZVR)',
    hr: 'Broj u registru udruga (ZVR)',
    it: 'Numero di registro delle associazioni (ZVR)',
    ru: 'Номер в реестре объединений (ZVR)',
  },
  court: {
    de: 'Firmenbuchgericht',
    en: 'Registry court',
    es: 'Tribunal de registro',
    fr: 'Tribunal d’immatriculation',
    hr: 'Registarski sud',
    it: 'Tribunale del registro',
    ru: 'Регистрационный суд',
  },
  vat: {
    de: 'UID-Nummer',
    en: 'VAT number',
    es: 'Número de IVA',
    fr: 'Numéro de TVA',
    hr: 'PDV identifikacijski broj',
    it: 'Partita IVA',
    ru: 'Номер плательщика НДС',
  },
  authority: {
    de: 'Aufsichtsbehörde',
    en: 'Supervisory authority',
    es: 'Autoridad de supervisión',
    fr: 'Autorité de surveillance',
    hr: 'Nadzorno tijelo',
    it: 'Autorità di vigilanza',
    ru: 'Надзорный орган',
  },
  phone: {
    de: 'Telefon',
    en: 'Phone',
    es: 'Teléfono',
    fr: 'Téléphone',
    hr: 'Telefon',
    it: 'Telefono',
    ru: 'Телефон',
  },
  email: {
    de: 'E-Mail',
    en: 'Email',
    es: 'Correo electrónico',
    fr: 'E-mail',
    hr: 'E-pošta',
    it: 'E-mail',
    ru: 'Эл. почта',
  },
} satisfies Record<string, L>;

export const DEMO_NOTE: L = {
  de: 'Dies ist ein Demo-Projekt von Hospes: Unternehmen, Personen und Angaben sind frei erfunden.',
  en: 'This is a Hospes demo project: the company, people and details are fictional.',
  es: 'Este es un proyecto de demostración de Hospes: la empresa, las personas y los datos son ficticios.',
  fr: 'Ceci est un projet de démonstration de Hospes : l’entreprise, les personnes et les données sont fictives.',
  hr: 'Ovo je demo projekt Hospesa: tvrtka, osobe i podaci su izmišljeni.',
  it: 'Questo è un progetto dimostrativo di Hospes: azienda, persone e dati sono di fantasia.',
  ru: 'Это демонстрационный проект Hospes: компания, люди и данные вымышлены.',
};

/** Imprint text (simple HTML) from the company's details and labelled lines. */
export function impressum(input: {
  company: string;
  address: { streetAddress: string; postalCode: string; addressLocality: string };
  lines: [L, string | L][];
  phone: string;
  email: string;
  /** The country's name (Austria when not given). */
  country?: L;
}): L {
  const { company, address } = input;
  const country = input.country ?? AUSTRIA;
  return each((l) => {
    const lines = input.lines
      .map(([label, value]) => `${label[l]}: ${typeof value === 'string' ? value : value[l]}`)
      .join('<br>');
    return (
      `<p><strong>${company}</strong><br>${address.streetAddress}<br>` +
      `${address.postalCode} ${address.addressLocality}<br>${country[l]}</p>` +
      `<p>${IMPRINT.phone[l]}: ${input.phone}<br>${IMPRINT.email[l]}: ${input.email}</p>` +
      `<p>${lines}</p><p><em>${DEMO_NOTE[l]}</em></p>`
    );
  });
}
