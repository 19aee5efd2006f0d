// The console speaks German and English (docs/decisions: the other five
// guest languages are not needed by hotel staff yet). The choice is kept
// in this browser; the first visit follows the browser's language.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { de } from './de.ts';
import { en } from './en.ts';

export const CONSOLE_LANGUAGES = ['de', 'en'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];
const STORAGE_KEY = 'hospes.console.language';

function initialLanguage(): ConsoleLanguage {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (stored === 'de' || stored === 'en') return stored;
  return navigator.language.toLowerCase().startsWith('de') ? 'de' : 'en';
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
    resources: { de: { translation: de }, en: { translation: en } },
    interpolation: { escapeValue: false },
    returnObjects: true,
  });
}
