import type { ProjectModel } from '@hospes/domain';
import { QueryClient } from '@tanstack/react-query';
import { useActiveLanguage } from '../i18n/language-store.ts';
import { modelKeys } from '../lib/model/model-query.ts';
import type { GuardState } from './navigation-guard.ts';
import { isGuestLoggedIn } from '../lib/guest/guest-store.ts';
import { createAppRouter, type AppRouter } from './router.tsx';

/** One running app: its project, server-state cache and (once the model is there) router. */
export interface AppInstance {
  readonly projectId: string;
  readonly queryClient: QueryClient;
  /** The model of the active language, if loaded. */
  getModel(): ProjectModel | undefined;
  /** The router, created on first use (it needs the model for its guards). */
  getRouter(): AppRouter;
  dispose(): void;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Offline the service worker answers from its cache; a query must not
        // wait for `navigator.onLine`, and when nothing answers it must fail
        // so that the start shows its error screen (spec §4).
        networkMode: 'always',
        refetchOnWindowFocus: false,
        retry: 1,
      },
    },
  });
}

export function createAppInstance(
  projectId: string,
  queryClient: QueryClient = createQueryClient(),
  /** The browser's hash router; the server's first view passes a memory router at '/'. */
  createRouter: (getGuardState: () => GuardState) => AppRouter = createAppRouter,
): AppInstance {
  let router: AppRouter | undefined;
  const getModel = () =>
    queryClient.getQueryData<ProjectModel>(
      modelKeys.model(projectId, useActiveLanguage.getState().lang),
    );
  const getGuardState = (): GuardState => ({
    isLoggedIn: isGuestLoggedIn(),
    blockingSplashScreen: Boolean(
      getModel()?.project_settings.login?.blocking_splash_screen?.active,
    ),
  });
  return {
    projectId,
    queryClient,
    getModel,
    getRouter: () => (router ??= createRouter(getGuardState)),
    dispose: () => {
      router?.dispose();
      queryClient.clear();
    },
  };
}
