// Deletes identity documents and signatures once their retention period is
// over (ARCHITECTURE.md security rules): at start and then on an interval.
// Each row carries its own deletion instant, set at check-in from the
// project's retention setting, so the job needs no project settings.
import type { FastifyBaseLogger } from 'fastify';

/** Every six hours: deletion is due by the day, and a restart runs it too. */
export const RETENTION_INTERVAL_MS = 6 * 60 * 60 * 1000;

export interface RetentionStore {
  /** Deletes the identity data whose deletion instant is at or before `nowIso`. */
  deleteExpiredIdentity(nowIso: string): Promise<number>;
}

export interface RetentionJobOptions {
  store: RetentionStore;
  now?: () => number;
  intervalMs?: number;
  log?: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

export interface RetentionJob {
  /** One pass now; resolves to the number of deleted rows (0 while another pass runs). */
  run(): Promise<number>;
  /** Runs a pass now and then every interval. */
  start(): Promise<number>;
  stop(): void;
}

export function createRetentionJob(options: RetentionJobOptions): RetentionJob {
  const now = options.now ?? Date.now;
  const interval = options.intervalMs ?? RETENTION_INTERVAL_MS;
  let timer: NodeJS.Timeout | undefined;
  let running = false;

  async function run(): Promise<number> {
    if (running) return 0;
    running = true;
    try {
      const deleted = await options.store.deleteExpiredIdentity(new Date(now()).toISOString());
      // Counts only: what was deleted is exactly what must never reach a log.
      if (deleted > 0) options.log?.info({ deleted }, 'Expired identity data deleted');
      return deleted;
    } catch (err) {
      options.log?.error({ err }, 'Retention job failed');
      return 0;
    } finally {
      running = false;
    }
  }

  return {
    run,
    async start() {
      if (!timer) {
        timer = setInterval(() => void run(), interval);
        timer.unref();
      }
      return run();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
