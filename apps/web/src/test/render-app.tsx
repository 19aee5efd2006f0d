import { emptyProjectCache, type Lang } from '@hospes/domain';
import { act } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { useProjectStore } from '../lib/project/project-store.ts';
import { useGuestStore } from '../lib/guest/guest-store.ts';
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
  /** A stored login (guest store), confirmed by the server's `isloggedin`. */
  loggedIn?: boolean;
  /** Start at the address the test set (its query before the hash), not at `/alpenrose/{hash}`. */
  keepAddress?: boolean;
  /** Keep the guest store as the test set it. */
  keepGuest?: boolean;
}

/** Wraps the mocked `fetch` so that `isloggedin` confirms the stored login. */
function confirmLoginOnServer(): void {
  const mocked = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (url.pathname.endsWith('/isloggedin')) {
      return Response.json({
        logged_in: true,
        user_id: 'guest_res_test',
        reservation_id: 'R-1001',
      });
    }
    return mocked(input, init);
  });
}

/**
 * Starts the whole app as `app/boot.ts` does (project, language, model, router),
 * with a fresh project cache. Mock `fetch` before calling it.
 */
export async function renderApp(options: RenderAppOptions = {}): Promise<StartedApp> {
  useProjectStore.setState({
    ...emptyProjectCache(),
    chosenLanguage: options.chosenLanguage ?? null,
  });
  useGuestStore.setState({
    ...(options.keepGuest
      ? {}
      : {
          userId: options.loggedIn ? 'guest_res_test' : null,
          tempUserId: null,
          loggedIn: Boolean(options.loggedIn),
          reservationId: options.loggedIn ? 'R-1001' : null,
        }),
    ready: false,
    loginDialog: { open: false, redirect: null },
    logoutDialogOpen: false,
  });
  if (options.loggedIn) confirmLoginOnServer();
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(options.browserLanguages ?? ['de-AT']);
  if (!options.keepAddress)
    window.history.replaceState(null, '', `/alpenrose/${options.hash ?? ''}`);
  const container = document.body.appendChild(document.createElement('div'));
  let app: StartedApp | undefined;
  await act(async () => {
    app = await startApp(container);
  });
  running.push({ app: app!, container });
  return app!;
}
