// Online check-out (spec §4): possible per room stay by the
// domain's rules (CHECKOUT_FINISHED, CHECKIN_NOT_FINISHED,
// PMS_STATUS_NOT_INHOUSE, the window, PAYMENT_REQUIRED while invoices are
// open), claimed once in one transaction, then posted to the PMS; a retry
// with the same idempotency key gets the first attempt's answer.
import type { CheckoutInput, CheckoutResult } from '@hospes/domain';
import type { FastifyBaseLogger } from 'fastify';
import { PmsError } from '../pms/pms-adapter.ts';
import { STALE_ATTEMPT_MS } from './checkin.service.ts';
import {
  GuestNotFoundError,
  IdempotencyKeyReusedError,
  PmsUnavailableError,
  StepRefusedError,
} from '../stays/stay-errors.ts';
import type { CheckinRepository, CheckoutRecord } from './checkin.repository.ts';
import { requestHash } from './request-hash.ts';
import {
  loadStayContext,
  requirePossible,
  targetStays,
  type ContextSources,
  type GuestCaller,
} from '../stays/stay-context.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';

export interface CheckoutServiceDeps extends ContextSources {
  repository: CheckinRepository;
  now: () => number;
  log: Pick<FastifyBaseLogger, 'error'>;
}

const SETTLE_WAIT_MS = 10_000;
const SETTLE_POLL_MS = 50;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function resultOf(record: CheckoutRecord): CheckoutResult {
  return {
    status: 'CHECKED_OUT',
    reservation_id: record.reservationId,
    room_stay_ids: record.roomStayIds,
    checked_out_at: record.finishedAt ?? record.createdAt,
  };
}

export class CheckoutService {
  constructor(private readonly deps: CheckoutServiceDeps) {}

  async checkout(caller: GuestCaller, input: CheckoutInput): Promise<CheckoutResult> {
    const { repository } = this.deps;
    const hash = requestHash(input);
    const existing = await repository.findCheckoutByKey(caller.projectId, input.idempotency_key);
    if (existing) return this.replay(caller, existing, hash);

    const now = this.deps.now();
    const context = await loadStayContext(this.deps, caller, input.reservation_id, now);
    const stays = targetStays(context, 'checkout', input.room_stay_id);
    try {
      requirePossible(context, stays, 'checkout');
    } catch (err) {
      // A double submit of the same key may have checked the stay out meanwhile.
      const first = await repository.findCheckoutByKey(caller.projectId, input.idempotency_key);
      if (first) return this.replay(caller, first, hash);
      throw err;
    }
    const projectId = caller.projectId;
    // The PMS shows these stays not checked out: an older claim is stale (a reset PMS).
    for (const stay of stays) {
      const claim = await repository.claimOf(
        projectId,
        context.reservation.id,
        stay.id,
        'checkout',
      );
      const attempt = claim && (await repository.getCheckout(claim.operationId));
      if (attempt?.status === 'pending' && this.isStale(attempt)) await this.resolveStale(attempt);
      else if (claim && attempt?.status !== 'pending') {
        await repository.releaseClaim(projectId, context.reservation.id, stay.id, 'checkout');
      }
    }
    let record: CheckoutRecord;
    try {
      record = await repository.claimCheckout({
        projectId,
        reservationId: context.reservation.id,
        userId: caller.userId,
        idempotencyKey: input.idempotency_key,
        requestHash: hash,
        roomStayIds: stays.map((s) => s.id),
        at: new Date(now).toISOString(),
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const first = await repository.findCheckoutByKey(projectId, input.idempotency_key);
      if (first) return this.replay(caller, first, hash);
      throw new StepRefusedError('CHECKOUT_FINISHED', stays[0]?.id);
    }
    try {
      for (const stayId of record.roomStayIds) {
        await this.postOnce(record, stayId);
      }
    } catch (err) {
      this.deps.log.error({ err, checkout: record.id }, 'PMS check-out failed; attempt undone');
      await repository.failCheckout(record.id);
      throw new PmsUnavailableError();
    }
    const at = new Date(this.deps.now()).toISOString();
    await repository.finishCheckout(record.id, at);
    return resultOf({ ...record, status: 'finished', finishedAt: at });
  }

  private isStale(record: CheckoutRecord): boolean {
    return this.deps.now() - Date.parse(record.createdAt) > STALE_ATTEMPT_MS;
  }

  /** An attempt cut off between claim and PMS: finished when the PMS shows it done, else undone. */
  private async resolveStale(record: CheckoutRecord): Promise<CheckoutRecord | undefined> {
    const { pms, repository } = this.deps;
    const reservation = await pms.getReservation(record.projectId, record.reservationId);
    const done = record.roomStayIds.every(
      (id) => reservation?.roomStays.find((s) => s.id === id)?.checkoutFinishedAt,
    );
    if (done) await repository.finishCheckout(record.id, new Date(this.deps.now()).toISOString());
    else await repository.failCheckout(record.id);
    return repository.getCheckout(record.id);
  }

  private async postOnce(record: CheckoutRecord, stayId: string): Promise<void> {
    const { pms } = this.deps;
    try {
      await pms.postCheckOut(record.projectId, record.reservationId, stayId);
    } catch (err) {
      if (!(err instanceof PmsError) || err.code !== 'CONFLICT') throw err;
      const reservation = await pms.getReservation(record.projectId, record.reservationId);
      if (!reservation?.roomStays.find((s) => s.id === stayId)?.checkoutFinishedAt) throw err;
    }
  }

  private async replay(
    caller: GuestCaller,
    record: CheckoutRecord,
    hash: string,
  ): Promise<CheckoutResult> {
    if (record.userId !== caller.userId || record.reservationId !== caller.reservationId) {
      throw new GuestNotFoundError();
    }
    if (record.requestHash !== hash) throw new IdempotencyKeyReusedError();
    let current: CheckoutRecord | undefined = record;
    const until = Date.now() + SETTLE_WAIT_MS;
    while (current?.status === 'pending' && Date.now() < until) {
      if (this.isStale(current)) {
        current = await this.resolveStale(current);
        break;
      }
      await sleep(SETTLE_POLL_MS);
      current = await this.deps.repository.getCheckout(current.id);
    }
    if (current?.status === 'finished') return resultOf(current);
    throw new PmsUnavailableError();
  }
}
