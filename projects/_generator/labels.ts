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
