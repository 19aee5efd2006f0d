import { LANGUAGES, type Lang } from './language-codes.ts';

// zod-free on purpose: the web app's first route imports this module. The
// schema lives in its own module so that bundlers (`sideEffects: false`)
// leave zod out when only the rules below are used (docs/performance.md).
export { LangSchema } from './language-schema.ts';
export { LANGUAGES, type Lang } from './language-codes.ts';

/** spec §1 / §9: de is the default language of a project. */
export const DEFAULT_LANGUAGE: Lang = 'de';

/** spec §1: English is the fallback when no browser language maps. */
export const BROWSER_FALLBACK_LANGUAGE: Lang = 'en';

/**
 * Tells whether a value is one of the supported model language codes.
 * Case-sensitive: model codes are always lower case.
 */
export function isLanguage(x: unknown): x is Lang {
  return (LANGUAGES as readonly unknown[]).includes(x);
}

/**
 * Maps the browser's preferred languages (`navigator.languages`) to a model
 * language code (spec §1): the first entry whose primary subtag, compared
 * case-insensitively, is supported wins ('en-GB' → 'en', 'HR' → 'hr').
 * When no entry maps (or the list is empty) the result is English, the
 * fallback of the mapping — not the project default 'de'.
 */
export function mapBrowserLanguages(list: readonly string[]): Lang {
  for (const tag of list) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return BROWSER_FALLBACK_LANGUAGE;
}

/**
 * Picks the language the app starts in (spec §4 startup): a language the
 * guest chose before (project cache `chosenLanguage`) wins when it is still
 * supported; otherwise the browser languages are mapped.
 */
export function resolveStartLanguage(
  chosen: string | undefined | null,
  browser: readonly string[],
): Lang {
  if (isLanguage(chosen)) return chosen;
  return mapBrowserLanguages(browser);
}

/**
 * spec §1: the languages that have today/tomorrow weather texts, in the
 * spec's order (en, de, it, hr, fr, es, ru).
 */
export const WEATHER_TEXT_LANGUAGES = ['en', 'de', 'it', 'hr', 'fr', 'es', 'ru'] as const;

/** A language with weather day texts. */
export type WeatherTextLanguage = (typeof WEATHER_TEXT_LANGUAGES)[number];

/** The two day labels of the short weather forecast (spec §1, §3). */
export interface WeatherDayTexts {
  today: string;
  tomorrow: string;
}

const WEATHER_DAY_TEXTS: Record<WeatherTextLanguage, WeatherDayTexts> = {
  en: { today: 'Today', tomorrow: 'Tomorrow' },
  de: { today: 'Heute', tomorrow: 'Morgen' },
  it: { today: 'Oggi', tomorrow: 'Domani' },
  hr: { today: 'Danas', tomorrow: 'Sutra' },
  fr: { today: "Aujourd'hui", tomorrow: 'Demain' },
  es: { today: 'Hoy', tomorrow: 'Mañana' },
  ru: { today: 'Сегодня', tomorrow: 'Завтра' },
};

/**
 * spec §1: the today/tomorrow texts of the weather forecast in `lang`.
 * `lang` is read like a browser language tag (primary subtag, any case:
 * 'de-AT' → German); any other language gets the English texts — the same
 * fallback as the language mapping.
 */
export function weatherDayTexts(lang: string): WeatherDayTexts {
  return WEATHER_DAY_TEXTS[mapBrowserLanguages([lang])];
}
