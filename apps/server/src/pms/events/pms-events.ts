// Change notifications of a remote property system (docs/decisions/050):
// apaleo's webhook deliveries and Mews's General Webhooks name reservations
// that changed. Hospes reads nothing from the message but ids — it reads the
// reservation from the PMS as always — and then (1) tells the reservation's
// guests' apps and the staff console to read it again (realtime
// "stay-changed"), and (2) sends what waits in the outbox for it now (the
// PMS is evidently reachable), and (3) tells who follows the changes (the
// guest journey moves or cancels the stay's planned mails). A delivery
// apaleo sends again is taken once.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeHub } from '../../realtime/realtime-hub.ts';
import type { DataCipher } from '../../secrets/data-cipher.ts';
import type { PmsOutbox } from '../outbox/pms-outbox.ts';
import type { PmsEventsRepository } from './pms-events.repository.ts';

export type PmsEventSource = 'apaleo' | 'mews';

/** How long the ids of taken deliveries are kept (apaleo resends within hours). */
export const EVENT_IDS_KEPT_MS = 30 * 24 * 60 * 60_000;

export interface PmsEventsDeps {
  repository: PmsEventsRepository;
  cipher: DataCipher;
  hub: Pick<RealtimeHub, 'publish'>;
  outbox: Pick<PmsOutbox, 'sendNowFor'>;
  now: () => number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

export type PmsChangeListener = (projectId: string, reservationId: string) => Promise<void>;

export class PmsEvents {
  private readonly listeners: PmsChangeListener[] = [];

  constructor(private readonly deps: PmsEventsDeps) {}

  /** Follows the reservations the PMS says changed (each awaited; a failure is logged only). */
  onChanged(listener: PmsChangeListener): void {
    this.listeners.push(listener);
  }

  /** The secret in a project's webhook address for a PMS (derived from the data key). */
  token(projectId: string, source: PmsEventSource): string {
    return this.deps.cipher.derive(`pms-events:${source}:${projectId}`).slice(0, 32);
  }

  /** Whether a webhook address's token is the project's (compared in constant time). */
  verify(projectId: string, source: PmsEventSource, token: string): boolean {
    const expected = Buffer.from(this.token(projectId, source));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** The path of the project's webhook address for a PMS (after the public base URL). */
  path(projectId: string, source: PmsEventSource): string {
    const token = this.token(projectId, source);
    return source === 'apaleo'
      ? `/api/pms-events/${projectId}/apaleo/${token}`
      : `/api/pms-events/${projectId}/mews?token=${token}`;
  }

  /**
   * Takes a delivery once: false when its id was taken before (then nothing
   * is done again). Deliveries without an id (Mews's) are always taken — what
   * follows from them can be done twice without harm.
   */
  async takeOnce(projectId: string, source: PmsEventSource, eventId: string): Promise<boolean> {
    return this.deps.repository.takeOnce(
      projectId,
      source,
      eventId,
      new Date(this.deps.now()).toISOString(),
    );
  }

  /**
   * Reservations changed in the PMS: their guests' apps and the console read
   * them again; their waiting write-backs are sent (in the background — the
   * PMS wants its answer within seconds).
   */
  async changed(projectId: string, reservationIds: readonly string[]): Promise<void> {
    const ids = [...new Set(reservationIds)].slice(0, 500);
    for (const reservationId of ids) {
      const users = await this.deps.repository.usersOf(projectId, reservationId);
      await this.deps.hub.publish(projectId, users, 'stay-changed');
      void this.deps.outbox.sendNowFor(projectId, reservationId).catch((err: unknown) => {
        this.deps.log.warn(
          { err, project: projectId, reservation: reservationId },
          'Sending waiting write-backs failed',
        );
      });
      for (const listener of this.listeners)
        await listener(projectId, reservationId).catch((err: unknown) => {
          this.deps.log.warn(
            { err, project: projectId, reservation: reservationId },
            'Following a change of the PMS failed',
          );
        });
    }
  }

  /** Forgets the ids of deliveries older than {@link EVENT_IDS_KEPT_MS}. */
  async sweep(): Promise<void> {
    await this.deps.repository.forgetBefore(
      new Date(this.deps.now() - EVENT_IDS_KEPT_MS).toISOString(),
    );
  }
}
