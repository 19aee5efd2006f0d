import { DEFAULT_LANGUAGE, type Lang } from '@hospes/domain';
import { create } from 'zustand';

interface ActiveLanguageState {
  /** The language the UI and the model are shown in right now. */
  lang: Lang;
  setLang(lang: Lang): void;
}

/**
 * The active language (not persisted: the guest's choice is kept as
 * `chosenLanguage` in the project cache). Set at start and by `useLanguage`.
 */
export const useActiveLanguage = create<ActiveLanguageState>((set) => ({
  lang: DEFAULT_LANGUAGE,
  setLang: (lang) => set({ lang }),
}));
