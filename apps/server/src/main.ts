// Starts Hospes: configuration from the environment, structured logs (pino),
// graceful shutdown on SIGTERM/SIGINT (stop taking requests, then close the
// database).
import { buildApp, type App } from './app.ts';
import { ConfigError, loadConfig, type AppConfig } from './config.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;

function fail(message: string, err?: unknown): never {
  console.error(message);
  if (err) console.error(err);
  process.exit(1);
}

let config: AppConfig;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) fail(err.message);
  throw err;
}

let app: App;
try {
  app = await buildApp(config);
} catch (err) {
  fail(`Hospes could not start: ${err instanceof Error ? err.message : String(err)}`, err);
}

let closing = false;
function shutdown(signal: NodeJS.Signals) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'Shutting down');
  setTimeout(() => {
    app.log.error('Shutdown took too long; exiting');
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS).unref();
  app.close().then(
    () => {
      app.log.info('Stopped');
      process.exit(0);
    },
    (err: unknown) => {
      app.log.error({ err }, 'Shutdown failed');
      process.exit(1);
    },
  );
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

try {
  await app.listen({ port: config.port, host: config.host });
} catch (err) {
  app.log.fatal({ err }, 'Could not listen');
  await app.close();
  process.exit(1);
}
