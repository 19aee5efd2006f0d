import { emptyProjectCache, type Lang } from '@hospes/domain';
import { act } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { useProjectStore } from '../app/project-store.ts';
import { startApp, type StartedApp } from '../app/start-app.tsx';

let running: { app: StartedApp; container: HTMLElement }[] = [];

afterEach(() => {
  for (const { app, container } of running) {
    act(() => app.unmount());
    container.remove();
  }
  running = [];
});

export interface RenderAppOptions {
  /** The address's hash, e.g. '#/weather' (default: the start page). */
  hash?: string;
  /** `navigator.languages` of the browser. */
  browserLanguages?: string[];
  /** A language the guest chose before (project cache). */
  chosenLanguage?: Lang;
  /** A stored login (project cache `login`), as the login feature will keep it. */
  loggedIn?: boolean;
}

/**
 * Starts the whole app as `main.tsx` does (project, language, model, router),
 * with a fresh project cache. Mock `fetch` before calling it.
 */
export async function renderApp(options: RenderAppOptions = {}): Promise<StartedApp> {
  useProjectStore.setState({
    ...emptyProjectCache(),
    chosenLanguage: options.chosenLanguage ?? null,
    login: options.loggedIn ? { session: { token: 'logged-in' } } : null,
  });
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(options.browserLanguages ?? ['de-AT']);
  window.history.replaceState(null, '', `/alpenrose/${options.hash ?? ''}`);
  const container = document.body.appendChild(document.createElement('div'));
  let app: StartedApp | undefined;
  await act(async () => {
    app = await startApp(container);
  });
  running.push({ app: app!, container });
  return app!;
}
