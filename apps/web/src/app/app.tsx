import type { Lang, ProjectModel } from '@hospes/domain';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect } from 'react';
import { RouterProvider } from 'react-router';
import { applyModelLabels } from '../i18n/i18n.ts';
import { useActiveLanguage } from '../i18n/language-store.ts';
import type { AppInstance } from './app-instance.ts';
import { applyBranding } from './branding.ts';
import { markHydrated } from '../hooks/use-hydrated.ts';
import { useFirstPageSignal } from './first-page.ts';
import { ModelProvider } from '../lib/model/model-context.tsx';
import { modelQueryOptions } from '../lib/model/model-query.ts';
import { useProjectStore } from '../lib/project/project-store.ts';
import { StartError } from './start-error.tsx';
import { StartSpinner } from './start-spinner.tsx';
import { useFullModelCheck } from './use-full-model-check.ts';
import { useModelRefresh } from './use-model-refresh.ts';

export interface AppProps {
  instance: AppInstance;
}

/** The guest app: server state, then the start of spec §4. */
export function App({ instance }: AppProps) {
  return (
    <QueryClientProvider client={instance.queryClient}>
      <AppStart instance={instance} />
    </QueryClientProvider>
  );
}

/**
 * spec §4 startup: load the model of the active language (spinner meanwhile);
 * without a model (none from the network, none cached) the error screen.
 */
function AppStart({ instance }: AppProps) {
  const lang = useActiveLanguage((state) => state.lang);
  const query = useQuery(modelQueryOptions(instance.projectId, lang));
  // The query checks the model's outline; the full check follows the first paint.
  const invalid = useFullModelCheck(query.data);
  if (query.data && !invalid) {
    return (
      <LoadedApp
        instance={instance}
        model={query.data}
        lang={lang}
        modelUpdatedAt={query.dataUpdatedAt}
      />
    );
  }
  if (query.isError || invalid) {
    return (
      <StartError
        error={invalid ?? query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <StartSpinner />;
}

interface LoadedAppProps extends AppProps {
  model: ProjectModel;
  lang: Lang;
  modelUpdatedAt: number;
}

function LoadedApp({ instance, model, lang, modelUpdatedAt }: LoadedAppProps) {
  const setLastModelUpdate = useProjectStore((state) => state.setLastModelUpdate);
  // Before paint, so that no frame shows the bundled labels or default colours.
  useLayoutEffect(() => {
    applyModelLabels(lang, model.ui_labels?.app_customization);
    applyBranding(model);
    document.title = model.name;
  }, [model, lang]);
  useEffect(() => {
    setLastModelUpdate(modelUpdatedAt);
  }, [modelUpdatedAt, setLastModelUpdate]);
  const router = instance.getRouter();
  useModelRefresh(router, instance.projectId);
  useFirstPageSignal(router);
  // After the children's effects: the parts that wait for the takeover are listening.
  useEffect(markHydrated, []);
  return (
    <ModelProvider model={model} projectId={instance.projectId}>
      <RouterProvider router={router} />
    </ModelProvider>
  );
}
