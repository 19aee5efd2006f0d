import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './service-worker.ts';

/** A window whose service worker container the test controls. */
function fakeWindow(options: { controlled: boolean }) {
  const listeners: (() => void)[] = [];
  const register = vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration));
  const container = {
    controller: options.controlled ? ({} as ServiceWorker) : null,
    register,
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'controllerchange') listeners.push(listener);
    },
  };
  const win = {
    navigator: { serviceWorker: container },
    document: { readyState: 'complete' },
    addEventListener: vi.fn(),
  } as unknown as Window;
  return { win, register, takeControl: () => listeners.forEach((listener) => listener()) };
}

describe('spec §4: a new controlling service worker reloads the app, except on initial load', () => {
  it('registers ./sw.js with the scope ./ (each project its own scope)', () => {
    const { win, register } = fakeWindow({ controlled: false });
    registerServiceWorker(win, vi.fn());

    expect(register).toHaveBeenCalledWith('./sw.js', { scope: './' });
  });

  it('does not reload when the first service worker takes control (initial load)', () => {
    const { win, takeControl } = fakeWindow({ controlled: false });
    const reload = vi.fn();
    registerServiceWorker(win, reload);

    takeControl();

    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once when a new service worker takes over from the one that controlled the page', () => {
    const { win, takeControl } = fakeWindow({ controlled: true });
    const reload = vi.fn();
    registerServiceWorker(win, reload);

    takeControl();
    takeControl();

    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads on an update that follows the first install in the same visit', () => {
    const { win, takeControl } = fakeWindow({ controlled: false });
    const reload = vi.fn();
    registerServiceWorker(win, reload);

    takeControl(); // first install
    takeControl(); // an update

    expect(reload).toHaveBeenCalledTimes(1);
  });
});
