import { DEFAULT_TIMEZONE, resolveStartLanguage, type Lang } from '@hospes/domain';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { applyModelLabels, initI18n, loadRemainingLabelParts } from '../i18n/i18n.ts';
import { withDefaultLabelParts } from '../i18n/route-labels.ts';
import { listenForInstallPrompt } from '../features/popups/install-prompt.ts';
import { useActiveLanguage } from '../i18n/language-store.ts';
import { beginHydration } from '../hooks/use-hydrated.ts';
import { App } from './app.tsx';
import { createAppInstance, type AppInstance } from './app-instance.ts';
import { afterFirstInteraction } from './first-page.ts';
import { modelQueryOptions } from '../lib/model/model-query.ts';
import { getProjectId } from '../lib/project/project-id.ts';
import { previewLanguage, previewToken } from '../lib/model/preview.ts';
import { trackEvent } from '../lib/stats/stats-hit.ts';
import { useProjectStore } from '../lib/project/project-store.ts';
import { useGuestStore } from '../lib/guest/guest-store.ts';
import { keepGuestCopy, restoreGuestCopy } from '../lib/offline/guest-offline-copy.ts';
import { takeStartContexts } from '../lib/guest/start-contexts.ts';
import { pageRoutes, whenInitialized } from './router.tsx';

export interface StartedApp {
  instance: AppInstance;
  unmount(): void;
}

/** The route path of the address's hash ('#/topic/x?y' → '/topic/x'). */
function pagePath(hash: string): string {
  return hash.replace(/^#/, '').split(/[?#]/)[0] || '/';
}

/**
 * Starts loading the page the address asks for (its chunk and its label
 * parts, see route-labels.ts): the router asks for the same later and finds
 * them loaded or on their way. Failures are the router's to report.
 */
function preloadPage(path: string): void {
  for (const { route } of matchRoutes(withDefaultLabelParts(pageRoutes), path) ?? []) {
    if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
  }
}

/**
 * Whether the page holds the server's first view (docs/decisions/046) of
 * what the app is about to show — the start page in this language, of the
 * model version it has — and everything its first render needs is there: the
 * model, its labels and the router with the welcome page loaded. Hydration
 * must meet exactly the server's markup.
 */
async function readyToHydrate(
  container: HTMLElement,
  lang: Lang,
  instance: AppInstance,
  modelReady: Promise<void>,
): Promise<boolean> {
  if (container.dataset.firstView !== lang || previewToken()) return false;
  if (pagePath(window.location.hash) !== '/') return false;
  await modelReady;
  const model = instance.getModel();
  if (!model) return false; // none at all: the start's error screen
  // A page from the service worker's cache may show an older model than the app has now.
  const shown = container.dataset.modelVersion;
  if (shown !== undefined && shown !== String(model._meta.version)) return false;
  const router = instance.getRouter();
  await whenInitialized(router);
  // A guard may have sent the guest elsewhere meanwhile.
  return router.state.location.pathname === '/';
}

/**
 * The app renders anew (another page, another language): the server's
 * first view goes, and the start screen stands in until the app has rendered.
 */
function setAsideFirstView(container: HTMLElement): void {
  if (container.dataset.firstView === undefined) return;
  const screen = document.querySelector<HTMLElement>('.start-screen[data-deep-link]');
  screen?.removeAttribute('data-deep-link');
  container.replaceChildren(...(screen ? [screen] : []));
  delete container.dataset.firstView;
  document.documentElement.classList.remove('deep-link');
}

/**
 * spec §4 startup, before React: the project, then the language — the
 * guest's saved choice, else the browser languages mapped (spec §1) — and
 * its bundled labels (the spinner and the error screen need them). The
 * model and the first page load at the same time as the labels, not one
 * after the other (docs/performance.md).
 */
export async function startApp(container: HTMLElement): Promise<StartedApp> {
  const projectId = getProjectId();
  // spec §3 "deferred install prompt": the browser offers it early, popups come later.
  listenForInstallPrompt(window, () => trackEvent(projectId, 'app_install'));
  const lang =
    previewLanguage() ??
    resolveStartLanguage(
      useProjectStore.getState().chosenLanguage,
      navigator.languages ?? [navigator.language],
    );
  useActiveLanguage.getState().setLang(lang);
  takeStartContexts();
  const instance = createAppInstance(projectId);
  // A logged-in guest's stay from the device first: offline it is all there is.
  const guest = useGuestStore.getState();
  if (guest.loggedIn && guest.userId) {
    restoreGuestCopy(instance.queryClient, projectId, guest.userId);
  }
  keepGuestCopy(instance.queryClient, projectId, () => {
    const now = useGuestStore.getState();
    return now.loggedIn ? now.userId : null;
  });
  const modelReady = instance.queryClient.prefetchQuery(modelQueryOptions(projectId, lang));
  preloadPage(pagePath(window.location.hash));
  await initI18n(lang);
  void modelReady.then(() => {
    // As soon as the model is there, in the task of its answer rather than
    // in the first render's: its labels, and the router (its guards read the
    // model), which then starts loading the first page.
    const model = instance.getModel();
    if (!model) return;
    applyModelLabels(lang, model.ui_labels?.app_customization);
    instance.getRouter();
    // The first date in the project's time zone costs the most (the engine
    // loads the zone's data): taken in a task of its own, not in the weather
    // widget's render.
    const timeZone = model._meta.timezone ?? DEFAULT_TIMEZONE;
    setTimeout(() => new Intl.DateTimeFormat('en-US', { timeZone }).formatToParts(new Date()));
  });
  const app = (
    <StrictMode>
      <App instance={instance} />
    </StrictMode>
  );
  let root: Root;
  if (await readyToHydrate(container, lang, instance, modelReady)) {
    // The server's first view is this very page: React takes it over, nothing is drawn anew.
    // In a transition: hydration runs in slices, and the browser answers a tap between them.
    let hydrated: Root | undefined;
    beginHydration();
    startTransition(() => {
      hydrated = hydrateRoot(container, app, {
        onRecoverableError: (error) => console.warn('The first view was rendered anew', error),
      });
    });
    root = hydrated!;
    document.querySelector('.start-screen[data-deep-link]')?.remove();
  } else {
    setAsideFirstView(container);
    root = createRoot(container);
    // A transition: React renders the first tree in slices and lets the browser paint between them.
    startTransition(() => root.render(app));
  }
  // Labels of the pages not opened yet (and of toasts) follow the first page.
  // The other pages' labels wait for the guest to start using the app (or a
  // while): they are not needed before, and a first visit on a slow line
  // spends its bandwidth on what it shows.
  afterFirstInteraction(loadRemainingLabelParts);
  return {
    instance,
    unmount: () => {
      root.unmount();
      instance.dispose();
    },
  };
}
