// Online check-out (spec §4): possible per room stay by the
// domain's rules (CHECKOUT_FINISHED, CHECKIN_NOT_FINISHED,
// PMS_STATUS_NOT_INHOUSE, the window, PAYMENT_REQUIRED while invoices are
// open), claimed once in one transaction, then posted to the PMS; a retry
// with the same idempotency key gets the first attempt's answer — the same
// stay step as the check-in (stays/stay-step.ts).
import type { CheckoutInput, CheckoutResult } from '@hospes/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { CheckinRepository, CheckoutRecord } from './checkin.repository.ts';
import { requestHash } from './request-hash.ts';
import { loadStayContext, targetStays, type ContextSources } from '../stays/stay-context.ts';
import { StayStep } from '../stays/stay-step.ts';
import type { GuestCaller } from '../guests/guest-caller.ts';

export interface CheckoutServiceDeps extends ContextSources {
  repository: CheckinRepository;
  now: () => number;
  log: Pick<FastifyBaseLogger, 'error'>;
}

function resultOf(record: CheckoutRecord): CheckoutResult {
  return {
    status: 'CHECKED_OUT',
    reservation_id: record.reservationId,
    room_stay_ids: record.roomStayIds,
    checked_out_at: record.finishedAt ?? record.createdAt,
  };
}

export class CheckoutService {
  private readonly step: StayStep<CheckoutRecord>;

  constructor(private readonly deps: CheckoutServiceDeps) {
    const { repository } = deps;
    this.step = new StayStep({
      kind: 'checkout',
      attempts: {
        findByKey: (projectId, key) => repository.findCheckoutByKey(projectId, key),
        get: (id) => repository.getCheckout(id),
        finish: (id, at) => repository.finishCheckout(id, at),
        fail: (id) => repository.failCheckout(id),
        claimOf: (projectId, reservationId, stayId) =>
          repository.claimOf(projectId, reservationId, stayId, 'checkout'),
        releaseClaim: (projectId, reservationId, stayId) =>
          repository.releaseClaim(projectId, reservationId, stayId, 'checkout'),
      },
      pms: deps.pms,
      now: deps.now,
      log: deps.log,
    });
  }

  async checkout(caller: GuestCaller, input: CheckoutInput): Promise<CheckoutResult> {
    const { repository, pms } = this.deps;
    const key = input.idempotency_key;
    const hash = requestHash(input);
    const existing = await this.step.findByKey(caller, key);
    if (existing) return resultOf(await this.step.replay(caller, existing, hash));

    const now = this.deps.now();
    const context = await loadStayContext(this.deps, caller, input.reservation_id, now);
    const stays = targetStays(context, 'checkout', input.room_stay_id);
    const replayed = await this.step.requirePossibleOrReplay(caller, key, hash, context, stays);
    if (replayed) return resultOf(replayed);
    await this.step.releaseStaleClaims(context, stays);
    const claimed = await this.step.claim(caller, key, hash, stays, () =>
      repository.claimCheckout({
        projectId: caller.projectId,
        reservationId: context.reservation.id,
        userId: caller.userId,
        idempotencyKey: key,
        requestHash: hash,
        roomStayIds: stays.map((s) => s.id),
        at: new Date(now).toISOString(),
      }),
    );
    if ('replayed' in claimed) return resultOf(claimed.replayed);
    const record = claimed.claimed;
    const done = await this.step.complete(record, (stayId) =>
      pms.postCheckOut(record.projectId, record.reservationId, stayId),
    );
    return resultOf(done);
  }
}
