import { LANGUAGES, type Lang } from '@hospes/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { mergeLabels, type LabelTree } from './deep-merge.ts';

/**
 * One i18next instance with one namespace. The bundled labels of a language
 * are the deep merge of its part files (`locales/<lang>/<part>.json`: common,
 * layout, …), loaded lazily so that only the active language is downloaded.
 */
export const i18n = i18next.createInstance();
export const NAMESPACE = 'translation';

const partLoaders = import.meta.glob<LabelTree>('./locales/*/*.json', { import: 'default' });
const bundled = new Map<Lang, LabelTree>();

/** Loads (once) and returns the bundled labels of a language. */
export async function loadBundledLabels(lang: Lang): Promise<LabelTree> {
  const cached = bundled.get(lang);
  if (cached) return cached;
  const loaders = Object.entries(partLoaders)
    .filter(([path]) => path.startsWith(`./locales/${lang}/`))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, load]) => load());
  const labels = mergeLabels(...(await Promise.all(loaders)));
  bundled.set(lang, labels);
  return labels;
}

/**
 * Puts the labels of a language in place: bundled labels, overridden by the
 * model's `ui_labels.app_customization` (same nested keys). Replacing the
 * whole bundle drops overrides that a newer model no longer has.
 */
function installLabels(lang: Lang, overrides: unknown): void {
  const base = bundled.get(lang) ?? {};
  i18n.removeResourceBundle(lang, NAMESPACE);
  i18n.addResourceBundle(lang, NAMESPACE, mergeLabels(base, overrides), false, true);
}

/** Sets `<html lang>` (STYLE.md i18n). */
function setDocumentLanguage(lang: Lang): void {
  document.documentElement.lang = lang;
}

/**
 * Starts i18next in a language with its bundled labels (before any model is
 * there: the spinner and the start error screen need labels too).
 */
export async function initI18n(lang: Lang): Promise<void> {
  await loadBundledLabels(lang);
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: lang,
      supportedLngs: [...LANGUAGES],
      ns: [NAMESPACE],
      defaultNS: NAMESPACE,
      resources: {},
      // Every language is complete (src/i18n/locales.test.ts), so no fallback download.
      fallbackLng: false,
      interpolation: { escapeValue: false }, // React escapes
      react: { useSuspense: false, bindI18nStore: 'added removed' },
      returnNull: false,
    });
  }
  installLabels(lang, undefined);
  await i18n.changeLanguage(lang);
  setDocumentLanguage(lang);
}

/**
 * Switches the UI to a language whose model is at hand: bundled labels with
 * the model's overrides, i18next language and `<html lang>`.
 */
export async function activateLanguage(lang: Lang, overrides: unknown): Promise<void> {
  await loadBundledLabels(lang);
  installLabels(lang, overrides);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
  setDocumentLanguage(lang);
}

/**
 * Re-applies the model's label overrides of the active language (after the
 * model was loaded or replaced by the refresh). The bundle is already loaded.
 */
export function applyModelLabels(lang: Lang, overrides: unknown): void {
  installLabels(lang, overrides);
}
