import type { Lang } from '@hospes/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useProjectId } from '../lib/model/model-context.tsx';
import { modelQueryOptions } from '../lib/model/model-query.ts';
import { useProjectStore } from '../lib/project/project-store.ts';
import { activateLanguage } from './i18n.ts';
import { useActiveLanguage } from './language-store.ts';

export interface UseLanguage {
  lang: Lang;
  /**
   * Switches language: loads the model of that language (the current one
   * stays on screen meanwhile), switches labels and `<html lang>`, and keeps
   * the choice (`chosenLanguage`). Rejects when the model cannot be loaded.
   */
  setLanguage(lang: Lang): Promise<void>;
}

/** The active language and the way to change it (the languages screen). */
export function useLanguage(): UseLanguage {
  const lang = useActiveLanguage((state) => state.lang);
  const projectId = useProjectId();
  const queryClient = useQueryClient();
  const setLanguage = useCallback(
    async (next: Lang) => {
      const model = await queryClient.fetchQuery(modelQueryOptions(projectId, next));
      await activateLanguage(next, model.ui_labels?.app_customization);
      useActiveLanguage.getState().setLang(next);
      useProjectStore.getState().setChosenLanguage(next);
    },
    [projectId, queryClient],
  );
  return { lang, setLanguage };
}
