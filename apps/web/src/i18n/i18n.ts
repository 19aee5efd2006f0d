import { LANGUAGES, type Lang } from '@hospes/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { mergeLabels, type LabelTree } from './deep-merge.ts';
import { START_LABEL_PARTS, type LabelPart } from './label-parts.ts';
import { useActiveLanguage } from './language-store.ts';

/**
 * One i18next instance; each file `locales/<lang>/<part>.json` is a
 * namespace. Namespaces load when something needs them (README.md in this
 * folder): the start loads START_LABEL_PARTS, a route its own
 * (route-labels.ts), and once the app is idle the rest of the language
 * follows. `t('key')` looks in `common`, then in every other namespace
 * (fallbackNS): a component does not name the namespace of each key, and
 * the keys are typed from the English files (i18next.d.ts).
 */
export const i18n = i18next.createInstance();
/** The namespace `t` looks in first; the model's label overrides go there. */
export const DEFAULT_NAMESPACE = 'common';

export { START_LABEL_PARTS, type LabelPart } from './label-parts.ts';

const partLoaders = import.meta.glob<LabelTree>('./locales/*/*.json', { import: 'default' });
const partPath = (lang: Lang, part: LabelPart) => `./locales/${lang}/${part}.json`;

/** Every part a language has. */
export function labelPartsOf(lang: Lang): LabelPart[] {
  const prefix = `./locales/${lang}/`;
  return Object.keys(partLoaders)
    .filter((path) => path.startsWith(prefix))
    .map((path) => path.slice(prefix.length, -'.json'.length))
    .sort();
}

/** The parts asked for so far: a language switch loads all of them first. */
const wantedParts = new Set<LabelPart>(START_LABEL_PARTS);
/** Loaded part trees per language. */
const loadedParts = new Map<Lang, Map<LabelPart, LabelTree>>();
const pendingParts = new Map<string, Promise<void>>();
/** The model's overrides (`ui_labels.app_customization`) per language. */
const modelOverrides = new Map<Lang, unknown>();

const isLoaded = (lang: Lang, part: LabelPart) => loadedParts.get(lang)?.has(part) === true;

function loadPart(lang: Lang, part: LabelPart): Promise<void> {
  if (isLoaded(lang, part)) return Promise.resolve();
  const key = partPath(lang, part);
  const pending = pendingParts.get(key);
  if (pending) return pending;
  const loader = partLoaders[key];
  if (!loader) {
    // locales.test.ts keeps every language complete: only a typo gets here.
    console.warn(`No label part "${part}" for ${lang}`);
    return Promise.resolve();
  }
  const loading = loader()
    .then((tree) => {
      if (!loadedParts.has(lang)) loadedParts.set(lang, new Map());
      loadedParts.get(lang)!.set(part, tree);
    })
    .finally(() => pendingParts.delete(key));
  pendingParts.set(key, loading);
  return loading;
}

/**
 * Puts the loaded namespaces of a language in place. The model's
 * `ui_labels.app_customization` (same nested keys as the files) goes into
 * the default namespace, where `t` looks first, so it wins over any file.
 * Replacing the bundles drops overrides that a newer model no longer has.
 */
function installLabels(lang: Lang): void {
  labelMissed = false;
  const parts = loadedParts.get(lang) ?? new Map<LabelPart, LabelTree>();
  for (const part of new Set([...parts.keys(), DEFAULT_NAMESPACE])) {
    const tree = parts.get(part) ?? {};
    const bundle = part === DEFAULT_NAMESPACE ? mergeLabels(tree, modelOverrides.get(lang)) : tree;
    i18n.removeResourceBundle(lang, part);
    i18n.addResourceBundle(lang, part, bundle, false, true);
  }
}

/** Whether a label was shown empty (missingLabel) since the labels were last installed. */
let labelMissed = false;

/**
 * Loads parts of a language; when any was new and the language is in use,
 * installs it anew (the page re-renders with them). `quiet`: parts nothing
 * shows yet are only added, without re-rendering the page — unless a label
 * went missing meanwhile.
 */
async function ensureParts(
  lang: Lang,
  parts: Iterable<LabelPart>,
  options: { quiet?: boolean } = {},
): Promise<void> {
  const missing = [...new Set(parts)].filter((part) => !isLoaded(lang, part));
  if (missing.length === 0) return;
  await Promise.all(missing.map((part) => loadPart(lang, part)));
  if (!i18n.isInitialized || !i18n.hasResourceBundle(lang, DEFAULT_NAMESPACE)) return;
  if (options.quiet && !labelMissed) {
    // New namespaces only: what is on screen does not change.
    for (const part of missing) {
      const tree = loadedParts.get(lang)?.get(part);
      if (tree && part !== DEFAULT_NAMESPACE) {
        i18n.addResourceBundle(lang, part, tree, true, false, { silent: true });
      }
    }
  } else {
    installLabels(lang);
  }
}

let everyPartAtStart = false;

/**
 * Makes initI18n and language switches load every part, not only the wanted
 * ones: for component tests, which render a feature without its route.
 */
export function loadEveryLabelPartAtStart(every = true): void {
  everyPartAtStart = every;
}

/** Loads every wanted part of a language (parts may be asked for meanwhile). */
async function ensureWantedParts(lang: Lang): Promise<void> {
  const wanted = () => (everyPartAtStart ? labelPartsOf(lang) : [...wantedParts]);
  while (wanted().some((part) => !isLoaded(lang, part))) {
    await Promise.all(wanted().map((part) => loadPart(lang, part)));
  }
}

/** The language whose labels are on screen (or about to be, before i18next starts). */
function shownLanguage(): Lang {
  return (i18n.language as Lang | undefined) ?? useActiveLanguage.getState().lang;
}

/**
 * Loads (once) label parts of the language on screen and keeps them wanted
 * for later language switches. Resolves when they are in place: a route
 * awaits this before it renders (route-labels.ts).
 */
export function loadLabelParts(parts: readonly LabelPart[]): Promise<void> {
  for (const part of parts) wantedParts.add(part);
  return ensureParts(shownLanguage(), parts);
}

/** Tells whether the language on screen has these parts in place. */
export function hasLabelParts(parts: readonly LabelPart[]): boolean {
  const lang = shownLanguage();
  return parts.every((part) => isLoaded(lang, part) && i18n.hasResourceBundle(lang, part));
}

/**
 * Loads the parts of the language on screen that nothing asked for yet (the
 * start calls it once its first page is shown): labels shown outside React
 * (toasts) and pages opened later then find theirs in place.
 */
export function loadRemainingLabelParts(): void {
  void ensureParts(shownLanguage(), labelPartsOf(shownLanguage()), { quiet: true });
}

/**
 * A label whose part is not loaded yet shows as nothing (never as its key)
 * while the rest of the language loads; i18next then renders it anew. A key
 * that no part has stays visible as the key, as before.
 */
function missingLabel(key: string, defaultValue?: string): string {
  const lang = shownLanguage();
  const parts = labelPartsOf(lang);
  if (parts.every((part) => isLoaded(lang, part))) return defaultValue ?? key;
  labelMissed = true;
  if (import.meta.env.MODE === 'development') {
    console.warn(`Label "${key}" asked for before its part was loaded: declare the part`);
  }
  void ensureParts(lang, parts);
  return defaultValue ?? '';
}

/** Sets `<html lang>` (STYLE.md i18n). */
function setDocumentLanguage(lang: Lang): void {
  // The server's first view has no document: the server writes <html lang> itself.
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

/**
 * Starts i18next in a language with its start labels (before any model is
 * there: the spinner and the start error screen need labels too).
 */
export async function initI18n(lang: Lang): Promise<void> {
  await ensureWantedParts(lang);
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: lang,
      supportedLngs: [...LANGUAGES],
      ns: [DEFAULT_NAMESPACE],
      defaultNS: DEFAULT_NAMESPACE,
      fallbackNS: labelPartsOf(lang).filter((part) => part !== DEFAULT_NAMESPACE),
      resources: {},
      // Every language is complete (src/i18n/locales.test.ts), so no fallback download.
      fallbackLng: false,
      interpolation: { escapeValue: false }, // React escapes
      react: { useSuspense: false, bindI18nStore: 'added removed' },
      returnNull: false,
      parseMissingKeyHandler: missingLabel,
    });
  }
  modelOverrides.delete(lang);
  installLabels(lang);
  await i18n.changeLanguage(lang);
  setDocumentLanguage(lang);
}

/**
 * Switches the UI to a language whose model is at hand: its labels (every
 * part wanted so far) with the model's overrides, i18next language and
 * `<html lang>`.
 */
export async function activateLanguage(lang: Lang, overrides: unknown): Promise<void> {
  await ensureWantedParts(lang);
  modelOverrides.set(lang, overrides);
  installLabels(lang);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
  setDocumentLanguage(lang);
  // The other namespaces follow the guest's first interaction (start-app.ts);
  // a label asked for before its namespace is there loads it (missingLabel).
}

/**
 * Re-applies the model's label overrides of the active language (after the
 * model was loaded or replaced by the refresh). The same overrides again
 * change nothing: replacing the bundles would make every translated
 * component render anew — at the start, right after hydration, in one
 * long synchronous task.
 */
export function applyModelLabels(lang: Lang, overrides: unknown): void {
  if (modelOverrides.has(lang) && modelOverrides.get(lang) === overrides) return;
  modelOverrides.set(lang, overrides);
  installLabels(lang);
}
