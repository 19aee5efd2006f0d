/** Labels that several demo projects use (filters, menu entries, units). */
import type { L } from './localise.ts';

export const WITH_CHILDREN: L = {
  de: 'Mit Kindern',
  en: 'With children',
  es: 'Con niños',
  fr: 'Avec enfants',
  hr: 'S djecom',
  it: 'Con bambini',
  ru: 'С детьми',
};

export const IN_WINTER: L = {
  de: 'Im Winter',
  en: 'In winter',
  es: 'En invierno',
  fr: 'En hiver',
  hr: 'Zimi',
  it: 'In inverno',
  ru: 'Зимой',
};

export const IN_SUMMER: L = {
  de: 'Im Sommer',
  en: 'In summer',
  es: 'En verano',
  fr: 'En été',
  hr: 'Ljeti',
  it: 'In estate',
  ru: 'Летом',
};

export const RAINY_DAY: L = {
  de: 'Bei Regen',
  en: 'Rainy days',
  es: 'Para días de lluvia',
  fr: 'Par temps de pluie',
  hr: 'Za kišne dane',
  it: 'Con la pioggia',
  ru: 'В дождь',
};

export const WELLNESS: L = {
  de: 'Wellness',
  en: 'Wellness',
  es: 'Bienestar',
  fr: 'Bien-être',
  hr: 'Wellness',
  it: 'Benessere',
  ru: 'Велнес',
};

export const DINING: L = {
  de: 'Kulinarik',
  en: 'Food & drink',
  es: 'Gastronomía',
  fr: 'Gastronomie',
  hr: 'Gastronomija',
  it: 'Gastronomia',
  ru: 'Кухня',
};

export const HIKING: L = {
  de: 'Wandern',
  en: 'Hiking',
  es: 'Senderismo',
  fr: 'Randonnée',
  hr: 'Planinarenje',
  it: 'Escursioni',
  ru: 'Походы',
};

export const WEATHER: L = {
  de: 'Wetter',
  en: 'Weather',
  es: 'Tiempo',
  fr: 'Météo',
  hr: 'Vrijeme',
  it: 'Meteo',
  ru: 'Погода',
};

export const CONTACT: L = {
  de: 'Kontakt',
  en: 'Contact',
  es: 'Contacto',
  fr: 'Contact',
  hr: 'Kontakt',
  it: 'Contatti',
  ru: 'Контакты',
};

export const PER_PERSON: L = {
  de: 'pro Person',
  en: 'per person',
  es: 'por persona',
  fr: 'par personne',
  hr: 'po osobi',
  it: 'a persona',
  ru: 'с человека',
};

export const PER_HOUR: L = {
  de: 'pro Stunde',
  en: 'per hour',
  es: 'por hora',
  fr: 'l’heure',
  hr: 'po satu',
  it: 'all’ora',
  ru: 'в час',
};

export const EBIKE_PER_DAY: L = {
  de: 'E-Bike pro Tag',
  en: 'E-bike per day',
  es: 'Bicicleta eléctrica por día',
  fr: 'Vélo électrique par jour',
  hr: 'E-bicikl po danu',
  it: 'E-bike al giorno',
  ru: 'Электровелосипед в день',
};

export const WITH_CARD: L = {
  de: 'Mit SalzburgerLand Card',
  en: 'With the SalzburgerLand Card',
  es: 'Con la SalzburgerLand Card',
  fr: 'Avec la SalzburgerLand Card',
  hr: 'Sa SalzburgerLand Card',
  it: 'Con la SalzburgerLand Card',
  ru: 'С картой SalzburgerLand Card',
};

/** Credit of every demo picture (they are drawn by the generator). */
export const DEMO_CREDIT: L = {
  de: 'Illustration: Hospes-Demo',
  en: 'Illustration: Hospes demo',
  es: 'Ilustración: demo de Hospes',
  fr: 'Illustration : démo Hospes',
  hr: 'Ilustracija: Hospes demo',
  it: 'Illustrazione: demo Hospes',
  ru: 'Иллюстрация: демо Hospes',
};

/** `imagesource` of every demo picture, in the guest's language (no paths: guests read it). */
export const DEMO_IMAGE_SOURCE: L = {
  de: 'Hospes-Demo, eigene Zeichnungen',
  en: 'Hospes demo, our own drawings',
  es: 'Demo de Hospes, dibujos propios',
  fr: 'Démo Hospes, dessins originaux',
  hr: 'Hospes demo, vlastiti crteži',
  it: 'Demo Hospes, disegni originali',
  ru: 'Демо Hospes, собственные рисунки',
};

export const OUTDOORS: L = {
  de: 'Draußen',
  en: 'Outdoors',
  es: 'Al aire libre',
  fr: 'En plein air',
  hr: 'Na otvorenom',
  it: 'All’aperto',
  ru: 'На свежем воздухе',
};

export const IN_THE_ROOM: L = {
  de: 'Im Zimmer',
  en: 'In your room',
  es: 'En la habitación',
  fr: 'Dans la chambre',
  hr: 'U sobi',
  it: 'In camera',
  ru: 'В номере',
};

export const HEALTH: L = {
  de: 'Gesundheit',
  en: 'Health',
  es: 'Salud',
  fr: 'Santé',
  hr: 'Zdravlje',
  it: 'Salute',
  ru: 'Здоровье',
};

export const GETTING_AROUND: L = {
  de: 'Mobilität',
  en: 'Getting around',
  es: 'Movilidad',
  fr: 'Se déplacer',
  hr: 'Prijevoz',
  it: 'Mobilità',
  ru: 'Транспорт',
};

export const SERVICES: L = {
  de: 'Service',
  en: 'Services',
  es: 'Servicios',
  fr: 'Services',
  hr: 'Usluge',
  it: 'Servizi',
  ru: 'Услуги',
};

/** Title of a hotel's guest directory (the A–Z topic, id `directory`). */
export const GUEST_DIRECTORY: L = {
  de: 'Gästemappe von A bis Z',
  en: 'Guest directory from A to Z',
  es: 'Guía del huésped de la A a la Z',
  fr: 'Livret d’accueil de A à Z',
  hr: 'Vodič za goste od A do Ž',
  it: 'Guida per gli ospiti dalla A alla Z',
  ru: 'Информация для гостей от А до Я',
};

/** "Adults only" remark for tastings. */
export const ADULTS_ONLY: L = {
  de: 'ab 18 Jahren',
  en: 'aged 18 and over',
  es: 'a partir de 18 años',
  fr: 'à partir de 18 ans',
  hr: 'od 18 godina',
  it: 'dai 18 anni',
  ru: 'с 18 лет',
};

export const AT_RECEPTION: L = {
  de: 'Anmeldung an der Rezeption',
  en: 'Sign up at reception',
  es: 'Inscripción en recepción',
  fr: 'Inscription à la réception',
  hr: 'Prijava na recepciji',
  it: 'Iscrizione alla reception',
  ru: 'Запись на ресепшене',
};
