// The one idempotent step of a stay, as check-in and check-out both take it
// (spec §4): a submit is claimed once — the attempt and every room stay's
// claim in one transaction — then posted to the PMS; a PMS failure undoes
// the claim. A retry with the same idempotency key gets the first attempt's
// answer once it has settled; an attempt cut off between claim and PMS
// (a crash, a lost connection) is resolved by what the PMS shows; claims the
// PMS contradicts (it was reset) are released before claiming.
import type { RoomStayView } from '@hospes/domain';
import type { FastifyBaseLogger } from 'fastify';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { PmsError, type PmsAdapter, type PmsRoomStay } from '../pms/pms-adapter.ts';
import { PmsWriteQueuedError } from '../pms/outbox/pms-outbox.ts';
import { requirePossible, type StayContext } from './stay-context.ts';
import { GuestNotFoundError } from '../http/app-error.ts';
import { IdempotencyKeyReusedError, PmsUnavailableError, StepRefusedError } from './stay-errors.ts';
import type { GuestCaller } from '../guests/guest-caller.ts';

export type StepKind = 'checkin' | 'checkout';

/** A pending attempt older than this was cut off (crash, lost connection): it is resolved anew. */
export const STALE_ATTEMPT_MS = 2 * 60_000;
/** How long a retry waits for the first attempt of its key to finish. */
const SETTLE_WAIT_MS = 10_000;
const SETTLE_POLL_MS = 50;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One attempt of a step, as its repository records it. */
export interface StepAttempt {
  id: string;
  projectId: string;
  reservationId: string;
  userId: string;
  requestHash: string;
  status: 'pending' | 'finished' | 'failed';
  roomStayIds: string[];
  createdAt: string;
  finishedAt: string | null;
}

/** Where a step keeps its attempts and the room stays' claims. */
export interface StepAttempts<A extends StepAttempt> {
  findByKey(projectId: string, idempotencyKey: string): Promise<A | undefined>;
  get(id: string): Promise<A | undefined>;
  /** Marks a pending attempt finished. */
  finish(id: string, at: string): Promise<void>;
  /** Undoes an attempt: its claims (and what it stored) go, its key is free again. */
  fail(id: string): Promise<void>;
  claimOf(
    projectId: string,
    reservationId: string,
    roomStayId: string,
  ): Promise<{ operationId: string } | undefined>;
  releaseClaim(projectId: string, reservationId: string, roomStayId: string): Promise<void>;
}

export interface StayStepDeps<A extends StepAttempt> {
  kind: StepKind;
  attempts: StepAttempts<A>;
  pms: PmsAdapter;
  now: () => number;
  log: Pick<FastifyBaseLogger, 'error'>;
}

const FINISHED = { checkin: 'CHECKIN_FINISHED', checkout: 'CHECKOUT_FINISHED' } as const;
const FAILED_LOG = {
  checkin: 'PMS check-in failed; attempt undone',
  checkout: 'PMS check-out failed; attempt undone',
} as const;

/** Whether the PMS shows the step done for a room stay. */
function doneInPms(kind: StepKind, stay: PmsRoomStay | undefined): boolean {
  return Boolean(kind === 'checkin' ? stay?.checkinFinishedAt : stay?.checkoutFinishedAt);
}

export class StayStep<A extends StepAttempt> {
  constructor(private readonly deps: StayStepDeps<A>) {}

  /** The attempt of an idempotency key seen before, if any. */
  findByKey(caller: GuestCaller, idempotencyKey: string): Promise<A | undefined> {
    return this.deps.attempts.findByKey(caller.projectId, idempotencyKey);
  }

  /**
   * The answer for a key seen before: the first attempt, once it has
   * finished. Another guest's key is unknown (404); the same key with other
   * data is refused (422); a failed or still running attempt asks the guest
   * to try again (spec §8).
   */
  async replay(caller: GuestCaller, attempt: A, requestHash: string): Promise<A> {
    if (attempt.userId !== caller.userId || attempt.reservationId !== caller.reservationId) {
      throw new GuestNotFoundError();
    }
    if (attempt.requestHash !== requestHash) throw new IdempotencyKeyReusedError();
    let current: A | undefined = attempt;
    const until = Date.now() + SETTLE_WAIT_MS;
    while (current?.status === 'pending' && Date.now() < until) {
      if (this.isStale(current)) {
        current = await this.resolveStale(current);
        break;
      }
      await sleep(SETTLE_POLL_MS);
      current = await this.deps.attempts.get(current.id);
    }
    if (current?.status === 'finished') return current;
    throw new PmsUnavailableError();
  }

  /**
   * The domain's refusal — unless a double submit of the same key finished
   * in the meantime (it took the step): then that attempt. Null: possible.
   */
  async requirePossibleOrReplay(
    caller: GuestCaller,
    idempotencyKey: string,
    requestHash: string,
    context: StayContext,
    stays: readonly RoomStayView[],
  ): Promise<A | null> {
    try {
      requirePossible(context, stays, this.deps.kind);
      return null;
    } catch (err) {
      const first = await this.findByKey(caller, idempotencyKey);
      if (first) return this.replay(caller, first, requestHash);
      throw err;
    }
  }

  /**
   * Claims that the PMS contradicts — the stay awaits the step although a
   * finished attempt claimed it (the PMS was reset, e.g. the demo's daily
   * re-seed), or an attempt was cut off — are released before claiming.
   */
  async releaseStaleClaims(context: StayContext, stays: readonly RoomStayView[]): Promise<void> {
    const { attempts } = this.deps;
    const projectId = context.pmsSettings.projectId;
    for (const stay of stays) {
      const claim = await attempts.claimOf(projectId, context.reservation.id, stay.id);
      if (!claim) continue;
      const attempt = await attempts.get(claim.operationId);
      if (attempt?.status === 'pending') {
        if (this.isStale(attempt)) await this.resolveStale(attempt);
        continue;
      }
      await attempts.releaseClaim(projectId, context.reservation.id, stay.id);
    }
  }

  /**
   * Runs the step's claim. A unique violation is a double submit: the first
   * attempt of the key answers, or — another key holds a stay — the step is
   * done already.
   */
  async claim(
    caller: GuestCaller,
    idempotencyKey: string,
    requestHash: string,
    stays: readonly RoomStayView[],
    claim: () => Promise<A>,
  ): Promise<{ claimed: A } | { replayed: A }> {
    try {
      return { claimed: await claim() };
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const first = await this.findByKey(caller, idempotencyKey);
      if (first) return { replayed: await this.replay(caller, first, requestHash) };
      throw new StepRefusedError(FINISHED[this.deps.kind], stays[0]?.id);
    }
  }

  /**
   * Posts the step of every claimed stay to the PMS, in order; a CONFLICT
   * for a stay the PMS already shows done is success (a re-driven attempt).
   * Any failure undoes the attempt (nothing is kept) and asks the guest to
   * try again. Resolves with the finished attempt.
   */
  async complete(
    attempt: A,
    post: (roomStayId: string, index: number) => Promise<unknown>,
  ): Promise<A> {
    const { attempts, kind } = this.deps;
    try {
      for (const [index, stayId] of attempt.roomStayIds.entries()) {
        await this.postOnce(attempt, stayId, () => post(stayId, index));
      }
    } catch (err) {
      this.deps.log.error({ err, [kind]: attempt.id }, FAILED_LOG[kind]);
      await attempts.fail(attempt.id);
      throw new PmsUnavailableError();
    }
    const at = new Date(this.deps.now()).toISOString();
    await attempts.finish(attempt.id, at);
    return { ...attempt, status: 'finished', finishedAt: at };
  }

  private async postOnce(attempt: A, stayId: string, post: () => Promise<unknown>) {
    try {
      await post();
    } catch (err) {
      // A remote PMS away: the step waits in the outbox, which sends it (docs/decisions/049).
      if (err instanceof PmsWriteQueuedError) return;
      if (!(err instanceof PmsError) || err.code !== 'CONFLICT') throw err;
      const now = await this.deps.pms.getReservation(attempt.projectId, attempt.reservationId);
      if (
        !doneInPms(
          this.deps.kind,
          now?.roomStays.find((s) => s.id === stayId),
        )
      )
        throw err;
    }
  }

  private isStale(attempt: A): boolean {
    return this.deps.now() - Date.parse(attempt.createdAt) > STALE_ATTEMPT_MS;
  }

  /** An attempt cut off between claim and PMS: finished when the PMS shows all its stays done, else undone. */
  private async resolveStale(attempt: A): Promise<A | undefined> {
    const { pms, attempts, kind } = this.deps;
    const reservation = await pms.getReservation(attempt.projectId, attempt.reservationId);
    const done = attempt.roomStayIds.every((id) =>
      doneInPms(
        kind,
        reservation?.roomStays.find((s) => s.id === id),
      ),
    );
    if (done) await attempts.finish(attempt.id, new Date(this.deps.now()).toISOString());
    else await attempts.fail(attempt.id);
    return attempts.get(attempt.id);
  }
}
