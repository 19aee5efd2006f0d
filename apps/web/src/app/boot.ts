// The app itself: loaded by main.ts once the start screen has painted.
import '../zod-csp.ts';
import { registerServiceWorker } from './service-worker.ts';
import { startApp } from './start-app.tsx';

const container = document.getElementById('root');
if (container) void startApp(container);
// No service worker in development: Vite serves modules that it could not precache.
if (import.meta.env.PROD) registerServiceWorker();
