// One build serves every project: the server serves dist/ under /{projectId}/ and
// writes title, theme colour, manifest link and <meta name="hospes-project"> into
// index.html. Hence a relative base, no manifest from the PWA plugin, and a
// service worker at the dist root that is registered relative (own scope per project).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = process.env.HOSPES_API_URL ?? 'http://localhost:8080';

export default defineConfig({
  base: './',
  plugins: [
    react(),
    VitePWA({
      strategies: 'generateSW',
      filename: 'sw.js',
      // The server writes each project's manifest link into index.html.
      manifest: false,
      // src/app/service-worker.ts registers './sw.js' with scope './' itself.
      injectRegister: false,
      workbox: {
        globPatterns: ['**/*.{html,js,css,svg,png,woff2}'],
        // With hash routing only /{projectId}/ itself is ever navigated to.
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/\/api\//, /\/media\//],
        cleanupOutdatedCaches: true,
        // spec §4: a new service worker takes control at once; the app then reloads.
        skipWaiting: true,
        clientsClaim: true,
        runtimeCaching: [
          {
            // The model of a language, without a query: the refresh of spec §4 adds
            // one on purpose so that it always reaches the network.
            urlPattern: /\/api\/projects\/[^/?#]+\/model\/[^/?#]+$/,
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: 'hospes-model',
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // The weather: always asked for anew; offline the last answer shows
            // (the page shows the data's time).
            urlPattern: /\/api\/weather\/[^/?#]+(?:\?[^#]*)?$/,
            handler: 'NetworkFirst',
            options: {
              cacheName: 'hospes-weather',
              networkTimeoutSeconds: 6,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 16, maxAgeSeconds: 7 * 24 * 60 * 60 },
            },
          },
          {
            urlPattern: /^https?:\/\/[^/]+\/media\//,
            handler: 'CacheFirst',
            options: {
              cacheName: 'hospes-media',
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 },
            },
          },
        ],
      },
    }),
  ],
  server: {
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
    },
  },
  build: {
    target: 'es2022',
  },
});
