import { DEFAULT_LANGUAGE, type Lang } from '@hospes/domain';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

interface ActiveLanguageState {
  /** The language the UI and the model are shown in right now. */
  lang: Lang;
  setLang(lang: Lang): void;
}

const store = createStore<ActiveLanguageState>((set) => ({
  lang: DEFAULT_LANGUAGE,
  setLang: (lang) => set({ lang }),
}));
// The language is set before the first render, on the server and in the
// browser alike: rendering the first view and hydrating it read the language
// as it is, not the store's default (zustand's server snapshot is the
// initial state otherwise; docs/decisions/046).
store.getInitialState = store.getState;

/**
 * The active language (not persisted: the guest's choice is kept as
 * `chosenLanguage` in the project cache). Set at start and by `useLanguage`.
 */
export const useActiveLanguage = Object.assign(
  <T>(selector: (state: ActiveLanguageState) => T): T => useStore(store, selector),
  store,
);
