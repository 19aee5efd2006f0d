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
  container.addEventListener('controllerchange', () => {
    if (!reloadOnChange) {
      reloadOnChange = true; // the first install took control: later ones are updates
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
