// Write-backs to a remote property system that must not be lost
// (docs/decisions/049): a write is tried at once; when the PMS does not
// answer (down, slow, rate limited) it waits in the outbox and a round sends
// it again with growing pauses until the PMS takes it — exactly once there,
// by the references and idempotency keys each PMS documents — or refuses it
// (failed, with the reason, until staff retry it in the console).
import type { FastifyBaseLogger } from 'fastify';
import { PmsError } from '../pms-adapter.ts';
import { PmsNotRespondingError } from '../pms-not-responding.ts';
import type {
  NewOutboxItem,
  OutboxItem,
  OutboxKind,
  PmsOutboxRepository,
} from './pms-outbox.repository.ts';

/** The write was not taken now and waits in the outbox; it will be sent. */
export class PmsWriteQueuedError extends Error {
  override name = 'PmsWriteQueuedError';
  constructor(readonly item: OutboxItem) {
    super(`${item.kind} for ${item.reservationId} waits for the property system`);
  }
}

/** How long a guest waits for a write before it is left to the outbox. */
export const PMS_WRITE_DEADLINE_MS = 5_000;
/** The first pause after a failed attempt; it doubles up to {@link MAX_PAUSE_MS}. */
export const FIRST_PAUSE_MS = 15_000;
export const MAX_PAUSE_MS = 30 * 60_000;
/** After this many attempts (about a day) the write counts as failed. */
export const MAX_ATTEMPTS = 60;
/** How long an instance holds a row it sends. */
const LEASE_MS = 2 * 60_000;

/** The pause before attempt `attempts + 1`. */
export function pauseAfter(attempts: number): number {
  return Math.min(MAX_PAUSE_MS, FIRST_PAUSE_MS * 2 ** Math.max(0, attempts - 1));
}

/** Sends one row's write to the PMS; throws PmsError when the PMS refuses it. */
export type OutboxHandler = (item: OutboxItem) => Promise<void>;

export interface PmsOutboxDeps {
  repository: PmsOutboxRepository;
  now: () => number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  writeDeadlineMs?: number;
}

export class PmsOutbox {
  private readonly handlers = new Map<OutboxKind, OutboxHandler>();

  constructor(private readonly deps: PmsOutboxDeps) {}

  /** How rows of a kind are sent (the plugin owning the kind registers it). */
  handle(kind: OutboxKind, handler: OutboxHandler): void {
    this.handlers.set(kind, handler);
  }

  private iso(ms = 0) {
    return new Date(this.deps.now() + ms).toISOString();
  }

  /**
   * Sends a write at once. Answers its result; a PmsError (the PMS refused)
   * is thrown as it is; when the PMS does not answer within the guest's
   * deadline the write goes to the outbox and PmsWriteQueuedError is thrown
   * (a send still running and succeeding later marks the row sent).
   */
  async writeThrough<T>(item: NewOutboxItem, send: () => Promise<T>): Promise<T> {
    const deadlineMs = this.deps.writeDeadlineMs ?? PMS_WRITE_DEADLINE_MS;
    const sending = send();
    const answered = sending.then((ok) => ({ ok }));
    // A send that fails after the deadline is handled here (the round sends it again).
    answered.catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), deadlineMs);
    });
    let outcome: { ok: T } | 'late';
    try {
      outcome = await Promise.race([answered, late]);
    } catch (err) {
      clearTimeout(timer);
      if (!(err instanceof PmsNotRespondingError)) throw err;
      throw new PmsWriteQueuedError(await this.enqueue(item, err.detail));
    }
    clearTimeout(timer);
    if (outcome !== 'late') return outcome.ok;
    const queued = await this.enqueue(item, `no answer within ${deadlineMs} ms`);
    void answered
      .then(() => this.deps.repository.markSent(queued.id, this.iso()))
      .catch(() => undefined);
    throw new PmsWriteQueuedError(queued);
  }

  /** Puts a write in the outbox, due after the first pause. */
  enqueue(item: NewOutboxItem, error: string): Promise<OutboxItem> {
    this.deps.log.warn(
      { kind: item.kind, project: item.projectId, key: item.dedupeKey, error },
      'PMS write-back waits in the outbox',
    );
    return this.deps.repository.enqueue(item, this.iso(), this.iso(pauseAfter(1)), error);
  }

  /** One round: sends the rows that are due (all projects, or one row). Answers how many the PMS took. */
  async runDue(
    options: { projectId?: string; id?: string; reservationId?: string; limit?: number } = {},
  ): Promise<number> {
    const { repository } = this.deps;
    await repository.clearExpired(this.iso());
    const { limit, ...only } = options;
    const claimed = await repository.claimDue(this.iso(), this.iso(LEASE_MS), limit ?? 50, only);
    let sent = 0;
    for (const item of claimed) if (await this.send(item)) sent += 1;
    return sent;
  }

  private async send(item: OutboxItem): Promise<boolean> {
    const { repository, log } = this.deps;
    const handler = this.handlers.get(item.kind);
    try {
      if (!handler) throw new Error(`No sender for ${item.kind}`);
      if (item.payload === null)
        throw new PmsError('INVALID', 'Its data were deleted at the end of their retention.');
      await handler(item);
      await repository.markSent(item.id, this.iso());
      log.info(
        { outbox: item.id, kind: item.kind, attempts: item.attempts + 1 },
        'PMS write-back sent',
      );
      return true;
    } catch (err) {
      const reason =
        err instanceof PmsNotRespondingError
          ? err.detail
          : err instanceof Error
            ? err.message
            : String(err);
      if (err instanceof PmsError) {
        await repository.markFailed(item.id, this.iso(), `${err.code}: ${reason}`);
        log.error({ outbox: item.id, kind: item.kind, reason }, 'The PMS refused a write-back');
      } else if (item.attempts + 1 >= MAX_ATTEMPTS) {
        await repository.markFailed(
          item.id,
          this.iso(),
          `Not taken after ${MAX_ATTEMPTS} attempts: ${reason}`,
        );
        log.error({ outbox: item.id, kind: item.kind, reason }, 'A PMS write-back was given up');
      } else {
        await repository.reschedule(
          item.id,
          this.iso(),
          this.iso(pauseAfter(item.attempts + 1)),
          reason,
        );
      }
      return false;
    }
  }

  /** Staff's "Retry now": the row is due and sent at once. Answers the row afterwards, or undefined. */
  async retryNow(projectId: string, id: string): Promise<OutboxItem | undefined> {
    if (!(await this.deps.repository.retry(projectId, id, this.iso()))) return undefined;
    await this.runDue({ projectId, id, limit: 1 });
    return this.deps.repository.get(id);
  }

  /**
   * The PMS told of a change of a reservation (it is reachable): what waits
   * for that reservation is sent now.
   */
  async sendNowFor(projectId: string, reservationId: string): Promise<number> {
    await this.deps.repository.dueNow(projectId, reservationId, this.iso());
    return this.runDue({ projectId, reservationId });
  }

  listOpen(projectId: string) {
    return this.deps.repository.listOpen(projectId);
  }

  /** The retention of a check-in ended: its data leave the outbox too. */
  clearIdentity(projectId: string, reservationId: string) {
    return this.deps.repository.clearCheckins(projectId, reservationId, this.iso());
  }

  pendingSteps(projectId: string, reservationId: string) {
    return this.deps.repository.pendingSteps(projectId, reservationId);
  }
}
