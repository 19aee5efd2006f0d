/// <reference lib="webworker" />
// The guest app's service worker (built by vite-plugin-pwa's injectManifest):
// the app shell precached, and the runtime caches of this project — its
// model, weather and pictures — in caches named after it. Each project
// registers its own worker with the scope `/{projectId}/` (ADR 013), but
// Cache Storage is the origin's: with one name for all, one project's
// pictures pushed another's out of the shared limit, and clearing a cache
// for one cleared it for all.
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: unknown[] };

// Showing pushed notifications and opening their links (spec §4 push).
importScripts('push-sw.js');

/** The project of this worker: the last segment of its scope (`/alpenrose/`). */
const scopePath = new URL(self.registration.scope).pathname;
const project = scopePath.split('/').filter(Boolean).at(-1) ?? 'app';
/** spec §9: the cache names are the project's. */
const cacheNames = {
  model: `hospes-${project}-model`,
  weather: `hospes-${project}-weather`,
  media: `hospes-${project}-media`,
};
/** The shared names of earlier versions: emptied once, they held every project's answers. */
const LEGACY_CACHES = ['hospes-model', 'hospes-weather', 'hospes-media'];

// spec §4: a new service worker takes control at once; the app then reloads.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST as Parameters<typeof precacheAndRoute>[0]);

// With hash routing only /{projectId}/ itself is ever navigated to.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/\/api\//, /\/media\//],
  }),
);

const ok = new CacheableResponsePlugin({ statuses: [200] });

// The model of a language, without a query: the refresh of spec §4 adds one
// on purpose so that it always reaches the network.
registerRoute(
  ({ url }) => url.pathname.startsWith(`/api/projects/${project}/model/`) && url.search === '',
  new StaleWhileRevalidate({ cacheName: cacheNames.model, plugins: [ok] }),
);

// The weather: always asked for anew; offline the last answer shows (the
// page shows the data's time).
registerRoute(
  ({ url }) => url.pathname === `/api/weather/${project}`,
  new NetworkFirst({
    cacheName: cacheNames.weather,
    networkTimeoutSeconds: 6,
    plugins: [ok, new ExpirationPlugin({ maxEntries: 16, maxAgeSeconds: 7 * 24 * 60 * 60 })],
  }),
);

// Pictures and files of the content, from this server.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/media/'),
  new CacheFirst({
    cacheName: cacheNames.media,
    plugins: [ok, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  }),
);

self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all(LEGACY_CACHES.map((name) => caches.delete(name))));
});
