import { describe, expect, it, vi } from 'vitest';
import { cacheEarlyResponses, registerServiceWorker } from './service-worker.ts';

const ORIGIN = 'https://guide.example';

/** A window whose service worker container the test controls. */
function fakeWindow(options: { controlled: boolean; loaded?: string[] }) {
  const listeners: (() => void)[] = [];
  const register = vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration));
  const container = {
    controller: options.controlled ? ({} as ServiceWorker) : null,
    register,
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'controllerchange') listeners.push(listener);
    },
  };
  const fetch = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response('{}')));
  const win = {
    navigator: { serviceWorker: container },
    document: { readyState: 'complete' },
    location: { href: `${ORIGIN}/alpenrose/#/weather`, origin: ORIGIN },
    performance: {
      getEntriesByType: (type: string) =>
        type === 'resource' ? (options.loaded ?? []).map((name) => ({ name })) : [],
    },
    fetch,
    addEventListener: vi.fn(),
  } as unknown as Window;
  return {
    win,
    register,
    fetch,
    takeControl: () => listeners.forEach((listener) => listener()),
  };
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

  it('a worker removed by Clear-Site-Data (logout) is registered anew, without a reload', () => {
    const { win, register, takeControl } = fakeWindow({ controlled: true });
    const reload = vi.fn();
    registerServiceWorker(win, reload);
    (win.navigator.serviceWorker as { controller: ServiceWorker | null }).controller = null;

    takeControl();
    expect(reload).not.toHaveBeenCalled();
    expect(register).toHaveBeenCalledTimes(2);

    // The new registration taking control is no update either.
    (win.navigator.serviceWorker as { controller: ServiceWorker | null }).controller =
      {} as ServiceWorker;
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

describe('the offline rules: what the first visit loaded before the service worker is cached', () => {
  const loaded = [
    `${ORIGIN}/alpenrose/assets/index-abc.js`,
    `${ORIGIN}/api/projects/alpenrose/model/de`,
    `${ORIGIN}/api/projects/alpenrose/model/de?t=1700000000000`,
    `${ORIGIN}/api/weather/alpenrose?lang=de`,
    `${ORIGIN}/media/alpenrose/welcome.svg`,
    `${ORIGIN}/media/alpenrose/welcome.svg`,
    `${ORIGIN}/api/stats/alpenrose`,
    'https://tiles.example/1/2/3.png',
  ];

  it('fetches the model, weather and media once more when the first service worker takes control', () => {
    const { win, takeControl, fetch } = fakeWindow({ controlled: false, loaded });
    registerServiceWorker(win, vi.fn());
    expect(fetch).not.toHaveBeenCalled();

    takeControl();

    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      `${ORIGIN}/api/projects/alpenrose/model/de`,
      `${ORIGIN}/api/weather/alpenrose?lang=de`,
      `${ORIGIN}/media/alpenrose/welcome.svg`,
    ]);
  });

  it('fetches nothing again when the page was already controlled (an update reloads instead)', () => {
    const { win, takeControl, fetch } = fakeWindow({ controlled: true, loaded });
    registerServiceWorker(win, vi.fn());

    takeControl();

    expect(fetch).not.toHaveBeenCalled();
  });

  it('ignores a failed fetch (the network went away meanwhile)', async () => {
    const { win, fetch } = fakeWindow({ controlled: false, loaded });
    fetch.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));

    expect(() => cacheEarlyResponses(win)).not.toThrow();
    await Promise.resolve();
  });
});
