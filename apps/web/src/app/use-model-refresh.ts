import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useActiveLanguage } from '../i18n/language-store.ts';
import { createRouteRefresh, refreshModel } from './model-refresh.ts';
import { useProjectStore } from '../lib/project/project-store.ts';
import type { AppRouter } from './router.tsx';

/** Runs the spec §4 model refresh on every change of the route name. */
export function useModelRefresh(router: AppRouter, projectId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onLocation = createRouteRefresh({
      initialPath: router.state.location.pathname,
      getLastModelUpdate: () => useProjectStore.getState().lastModelUpdate,
      refresh: () =>
        refreshModel({
          queryClient,
          projectId,
          lang: useActiveLanguage.getState().lang,
          setLastModelUpdate: useProjectStore.getState().setLastModelUpdate,
        }),
    });
    return router.subscribe((state) => onLocation(state.location.pathname));
  }, [router, projectId, queryClient]);
}
