/**
 * Paths of the responses the service worker caches at run time
 * (vite.config.ts `runtimeCaching`): the model of a language, the weather and
 * the project's media.
 */
const RUNTIME_CACHED = [
  /^\/api\/projects\/[^/?#]+\/model\/[^/?#]+$/,
  /^\/api\/weather\/[^/?#]+(?:\?[^#]*)?$/,
  /^\/media\//,
];

/**
 * On a guest's first visit the model, the weather and the images load before
 * the service worker controls the page, so they pass it by and would be
 * missing offline. When the first service worker takes control, whatever of
 * them the page has loaded (its resource timing entries) is fetched once more
 * through it, so that it is cached: a guest who browsed once can come back
 * offline ("Offline").
 */
export function cacheEarlyResponses(win: Window): void {
  const urls = new Set<string>();
  for (const entry of win.performance.getEntriesByType('resource')) {
    const url = new URL(entry.name, win.location.href);
    if (url.origin !== win.location.origin) continue;
    if (RUNTIME_CACHED.some((path) => path.test(url.pathname + url.search))) urls.add(url.href);
  }
  for (const url of urls) {
    win.fetch(url, { credentials: 'same-origin' }).catch(() => {
      // Offline again already: nothing to cache.
    });
  }
}

/**
 * Registers the service worker of this project (`./sw.js`, scope `./`, so
 * each project under /{projectId}/ has its own) and applies the update flow
 * of spec §4: when a new service worker takes control the app reloads —
 * except on the initial load, when the first one takes control of a page
 * that had none.
 */
export function registerServiceWorker(
  win: Window = window,
  reload: () => void = () => win.location.reload(),
): void {
  const container = win.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container) return;
  let reloadOnChange = Boolean(container.controller);
  let reloading = false;
  let hadController = Boolean(container.controller);
  container.addEventListener('controllerchange', () => {
    const lost = hadController && !container.controller;
    hadController = Boolean(container.controller);
    if (lost) {
      // Not an update: the logout's `Clear-Site-Data: "storage"` (spec §4)
      // unregistered the worker. Register it anew; its taking control is then
      // like a first install, and the app keeps running (and its toast showing).
      reloadOnChange = false;
      register();
      return;
    }
    if (!reloadOnChange) {
      reloadOnChange = true; // the first install took control: later ones are updates
      cacheEarlyResponses(win);
      return;
    }
    if (reloading) return;
    reloading = true;
    reload();
  });
  const register = () => {
    container
      .register('./sw.js', { scope: './' })
      // spec §8: storage and cache errors are logged and ignored.
      .catch((error: unknown) => console.error('Service worker registration failed', error));
  };
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
