// Deletes identity documents and signatures once their retention period is
// over (ARCHITECTURE.md security rules): at start and then on the server's
// scheduler (one instance at a time).
// Each row carries its own deletion instant, set at check-in from the
// project's retention setting, so the job needs no project settings.
// Every copy goes on the same schedule: first the property system's (the
// check-in gave it documents and addresses), then our own — so that a
// failure leaves the row to try again on the next pass.
import type { FastifyBaseLogger } from 'fastify';
import type { ExpiredIdentity } from '../checkin/checkin.repository.ts';

/** Every six hours: deletion is due by the day, and a restart runs it too. */
export const RETENTION_INTERVAL_MS = 6 * 60 * 60 * 1000;

export interface RetentionStore {
  /** The check-ins whose identity data's deletion instant is at or before `nowIso`. */
  listExpiredIdentity(nowIso: string): Promise<ExpiredIdentity[]>;
  deleteIdentity(checkinId: string): Promise<boolean>;
}

/** Where else the identity data of a check-in went (the property system). */
export interface IdentityCopies {
  eraseIdentityData(
    projectId: string,
    reservationId: string,
    roomStayIds: readonly string[],
  ): Promise<void>;
}

export interface RetentionJobOptions {
  store: RetentionStore;
  copies: IdentityCopies;
  now?: () => number;
  log?: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

export interface RetentionJob {
  /** One pass now; resolves to the number of deleted rows (0 while another pass runs). */
  run(): Promise<number>;
}

export function createRetentionJob(options: RetentionJobOptions): RetentionJob {
  const now = options.now ?? Date.now;
  let running = false;

  async function run(): Promise<number> {
    if (running) return 0;
    running = true;
    try {
      const expired = await options.store.listExpiredIdentity(new Date(now()).toISOString());
      let deleted = 0;
      for (const item of expired) {
        try {
          await options.copies.eraseIdentityData(
            item.projectId,
            item.reservationId,
            item.roomStayIds,
          );
          if (await options.store.deleteIdentity(item.checkinId)) deleted += 1;
        } catch (err) {
          options.log?.error({ err, checkin: item.checkinId }, 'Erasing identity data failed');
        }
      }
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

  return { run };
}
