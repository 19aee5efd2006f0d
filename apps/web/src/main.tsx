import './zod-csp.ts';
import './styles/base.css';
import { registerServiceWorker } from './app/service-worker.ts';
import { startApp } from './app/start-app.tsx';

const container = document.getElementById('root');
if (container) void startApp(container);
// No service worker in development: Vite serves modules that it could not precache.
if (import.meta.env.PROD) registerServiceWorker();
