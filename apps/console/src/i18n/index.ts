// The console speaks the seven languages of the guest app. The staff
// member's choice is kept in this browser; the first visit follows the
// browser's languages (the first one the console speaks), else English.
import { LANGUAGES, type Lang } from '@hospes/domain';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { hr } from './hr.ts';
import { it } from './it.ts';
import { ru } from './ru.ts';

export const CONSOLE_LANGUAGES = LANGUAGES;
export type ConsoleLanguage = Lang;
const STORAGE_KEY = 'hospes.console.language';

export const isConsoleLanguage = (value: string | null | undefined): value is ConsoleLanguage =>
  (CONSOLE_LANGUAGES as readonly string[]).includes(value ?? '');

/** The stored choice, else the first of the browser's languages the console speaks, else English. */
export function initialLanguage(
  stored: string | null = localStorage.getItem(STORAGE_KEY),
  browser: readonly string[] = navigator.languages?.length
    ? navigator.languages
    : [navigator.language],
): ConsoleLanguage {
  if (isConsoleLanguage(stored)) return stored;
  for (const tag of browser) {
    const lang = tag.toLowerCase().split('-')[0];
    if (isConsoleLanguage(lang)) return lang;
  }
  return 'en';
}

export function setConsoleLanguage(lang: ConsoleLanguage): void {
  localStorage.setItem(STORAGE_KEY, lang);
  void i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
}

export function initI18n(): void {
  const lng = initialLanguage();
  document.documentElement.lang = lng;
  void i18n.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    resources: {
      de: { translation: de },
      en: { translation: en },
      es: { translation: es },
      fr: { translation: fr },
      hr: { translation: hr },
      it: { translation: it },
      ru: { translation: ru },
    },
    interpolation: { escapeValue: false },
    returnObjects: true,
  });
}
