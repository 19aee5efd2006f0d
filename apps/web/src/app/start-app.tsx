import { resolveStartLanguage } from '@hospes/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../i18n/i18n.ts';
import { listenForInstallPrompt } from '../features/popups/install-prompt.ts';
import { useActiveLanguage } from '../i18n/language-store.ts';
import { App } from './app.tsx';
import { createAppInstance, type AppInstance } from './app-instance.ts';
import { getProjectId } from './project-id.ts';
import { useProjectStore } from './project-store.ts';

export interface StartedApp {
  instance: AppInstance;
  unmount(): void;
}

/**
 * spec §4 startup, before React: the project, then the language — the
 * guest's saved choice, else the browser languages mapped (spec §1) — and
 * its bundled labels (the spinner and the error screen need them).
 */
export async function startApp(container: HTMLElement): Promise<StartedApp> {
  const projectId = getProjectId();
  // spec §3 "deferred install prompt": the browser offers it early, popups come later.
  listenForInstallPrompt();
  const lang = resolveStartLanguage(
    useProjectStore.getState().chosenLanguage,
    navigator.languages ?? [navigator.language],
  );
  useActiveLanguage.getState().setLang(lang);
  await initI18n(lang);
  const instance = createAppInstance(projectId);
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <App instance={instance} />
    </StrictMode>,
  );
  return {
    instance,
    unmount: () => {
      root.unmount();
      instance.dispose();
    },
  };
}
