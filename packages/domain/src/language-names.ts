import type { Lang } from './language-codes.ts';

/** Each language in its own name, as a language switcher shows them. */
export const LANGUAGE_NAMES: Readonly<Record<Lang, string>> = {
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  hr: 'Hrvatski',
  it: 'Italiano',
  ru: 'Русский',
};
