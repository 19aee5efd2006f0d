import type { ProjectModel } from '@hospes/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ModelProvider } from '../lib/model/model-context.tsx';
import { initI18n } from '../i18n/i18n.ts';
import { useActiveLanguage } from '../i18n/language-store.ts';
import { AppLayout } from '../app/layout/app-layout.tsx';
import { fixtureModel } from './fixture-model.ts';

/** Starts i18next with the bundled English labels (call in beforeAll). */
export async function setupEnglish(): Promise<void> {
  await initI18n('en');
  useActiveLanguage.getState().setLang('en');
}

interface Options {
  model?: ProjectModel;
  /** The address the memory router starts at. */
  route?: string;
}

function Providers({ model, route, children }: Required<Options> & { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  return (
    <QueryClientProvider client={client}>
      <ModelProvider model={model} projectId="testhof">
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </ModelProvider>
    </QueryClientProvider>
  );
}

/** Renders `ui` with a model, the query client, i18n and a memory router. */
export function renderWithApp(
  ui: ReactNode,
  { model = fixtureModel(), route = '/' }: Options = {},
) {
  return render(
    <Providers model={model} route={route}>
      {ui}
    </Providers>,
  );
}

/** Renders the whole layout around a page that names its path. */
export function renderLayout({ model = fixtureModel(), route = '/' }: Options = {}) {
  return render(
    <Providers model={model} route={route}>
      <Routes>
        <Route path="/" element={<AppLayout />}>
          <Route index element={<h1>Start page</h1>} />
          <Route path="*" element={<h1>Some page</h1>} />
        </Route>
      </Routes>
    </Providers>,
  );
}
