// Online check-in (spec §3–§5): the project's form, and a submitted
// form taken exactly once. A submit is checked whole (form, window, payment),
// claimed in one transaction (the attempt, the stays' progress claims, the
// registration number, the identity data), then posted to the PMS; a PMS
// failure undoes the claim. A retry with the same idempotency key gets the
// first attempt's answer.
import {
  accompanyingPersonsCount,
  calendarDateOf,
  checkinGuestData,
  retentionDeleteFrom,
  validateCheckinSections,
  zonedDate,
  zonedStartOfDay,
  type CheckinFormResponse,
  type CheckinFormQuery,
  type CheckinInput,
  type CheckinResult,
  type RoomStayView,
  type StepStateResponse,
} from '@hospes/domain';
import type { FastifyBaseLogger } from 'fastify';
import { PmsError } from '../pms/pms-adapter.ts';
import { CheckinValidationError } from './checkin-errors.ts';
import {
  GuestNotFoundError,
  IdempotencyKeyReusedError,
  PmsUnavailableError,
  StepRefusedError,
} from '../stays/stay-errors.ts';
import { pmsGuestsOf } from './checkin-guests.ts';
import type { CheckinRecord, CheckinRepository } from './checkin.repository.ts';
import { requestHash } from './request-hash.ts';
import { reencodeSignature, SignatureImageError } from './signature-image.ts';
import {
  loadStayContext,
  requirePossible,
  targetStays,
  type ContextSources,
  type GuestCaller,
  type StayContext,
} from '../stays/stay-context.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';

export interface CheckinServiceDeps extends ContextSources {
  repository: CheckinRepository;
  now: () => number;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/** A pending attempt older than this was cut off (crash, lost connection): it is resolved anew. */
export const STALE_ATTEMPT_MS = 2 * 60_000;
/** How long a retry waits for the first attempt of its key to finish. */
const SETTLE_WAIT_MS = 10_000;
const SETTLE_POLL_MS = 50;

/** `2026/000042`: the registration form's number of its year. */
export function formatRegistrationNumber(year: number, number: number): string {
  return `${year}/${String(number).padStart(6, '0')}`;
}

export function checkinResultOf(record: CheckinRecord): CheckinResult {
  return {
    status: 'CHECKED_IN',
    checkin_id: record.id,
    reservation_id: record.reservationId,
    room_stay_ids: record.roomStayIds,
    registration_number: formatRegistrationNumber(
      record.registrationYear,
      record.registrationNumber,
    ),
    checked_in_at: record.finishedAt ?? record.createdAt,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const guestsOf = (stays: readonly RoomStayView[]) =>
  stays.reduce((n, s) => n + s.adults + s.children, 0);

/** The SIGNATURE section's value, if the input has a non-empty one. */
function signatureValue(
  input: CheckinInput,
): { index: number; name: string; value: string } | null {
  for (const [index, section] of input.sections.entries()) {
    if (section.type !== 'SIGNATURE') continue;
    for (const [name, value] of Object.entries(section.fields)) {
      if (typeof value === 'string' && value !== '') return { index, name, value };
    }
  }
  return null;
}

export class CheckinService {
  constructor(private readonly deps: CheckinServiceDeps) {}

  /** `checkinform`: the project's form and what this stay asks of it. */
  async form(caller: GuestCaller, query: CheckinFormQuery): Promise<CheckinFormResponse> {
    const context = await loadStayContext(
      this.deps,
      caller,
      query.reservation_id,
      this.deps.now(),
      query.lang,
    );
    const stays = targetStays(context, 'checkin', query.room_stay_id);
    const { formSections, signature } = context.settings;
    const companions = formSections.find((s) => s.type === 'ACCOMPANYING_PERSONS_DATA');
    const first = stays[0];
    if (!first) throw new GuestNotFoundError();
    return {
      reservation_id: context.reservation.id,
      room_stay_ids: stays.map((s) => s.id),
      formSections: [...formSections],
      guests_count: guestsOf(stays),
      accompanying_persons: companions
        ? accompanyingPersonsCount(guestsOf(stays), companions.repeat_max)
        : 0,
      signature: signature && formSections.some((s) => s.type === 'SIGNATURE'),
      state: first.checkin as StepStateResponse,
    };
  }

  /** `checkin`: takes the form once; throws the refusals of checkin-errors.ts. */
  async checkin(caller: GuestCaller, input: CheckinInput): Promise<CheckinResult> {
    const { repository } = this.deps;
    const hash = requestHash(input);
    const existing = await repository.findCheckinByKey(caller.projectId, input.idempotency_key);
    if (existing) return this.replay(caller, existing, hash);

    // The image is checked before anything is looked up: a bad one is a 400 in any state.
    const signature = signatureValue(input);
    const signaturePng = signature ? await this.reencode(signature) : null;
    const now = this.deps.now();
    const context = await loadStayContext(
      this.deps,
      caller,
      input.reservation_id,
      now,
      input.language,
    );
    const { settings, pmsSettings } = context;
    const stays = targetStays(context, 'checkin', input.room_stay_id);
    const checked = validateCheckinSections(input.sections, {
      formSections: settings.formSections,
      guestsCount: guestsOf(stays),
      signatureAllowed: settings.signature,
      today: zonedDate(now, pmsSettings.timeZone),
    });
    if (!checked.success) {
      throw new CheckinValidationError(
        checked.issues.map((i) => ({
          path: ['body', 'checkinInput', 'sections', ...i.path].join('/'),
          message: i.message,
        })),
      );
    }
    const replayed = await this.requirePossibleOrReplay(caller, input, hash, context, stays);
    if (replayed) return replayed;
    const { signature: _dataUrl, ...guests } = checkinGuestData(checked.sections);

    await this.releaseStaleClaims(context, stays);
    let record: CheckinRecord;
    try {
      record = await repository.claimCheckin({
        projectId: caller.projectId,
        reservationId: context.reservation.id,
        userId: caller.userId,
        idempotencyKey: input.idempotency_key,
        requestHash: hash,
        roomStayIds: stays.map((s) => s.id),
        registrationYear: Number(zonedDate(now, pmsSettings.timeZone).slice(0, 4)),
        language: input.language,
        guests: JSON.stringify(guests),
        signaturePng,
        deleteAfter: this.deleteAfter(context, stays),
        at: new Date(now).toISOString(),
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // A double submit: the first one holds the key (or the stay).
      const first = await repository.findCheckinByKey(caller.projectId, input.idempotency_key);
      if (first) return this.replay(caller, first, hash);
      throw new StepRefusedError('CHECKIN_FINISHED', stays[0]?.id);
    }
    return this.complete(record, pmsGuestsOf(guests, context.reservation));
  }

  /**
   * The domain's refusal — unless a double submit of the same key finished
   * in the meantime (it checked the stay in): then that attempt's answer.
   */
  private async requirePossibleOrReplay(
    caller: GuestCaller,
    input: CheckinInput,
    hash: string,
    context: StayContext,
    stays: readonly RoomStayView[],
  ): Promise<CheckinResult | null> {
    try {
      requirePossible(context, stays, 'checkin');
      return null;
    } catch (err) {
      const first = await this.deps.repository.findCheckinByKey(
        caller.projectId,
        input.idempotency_key,
      );
      if (first) return this.replay(caller, first, hash);
      throw err;
    }
  }

  private async reencode(signature: { index: number; name: string; value: string }) {
    try {
      return await reencodeSignature(signature.value);
    } catch (err) {
      if (!(err instanceof SignatureImageError)) throw err;
      const path = `body/checkinInput/sections/${signature.index}/fields/${signature.name}`;
      throw new CheckinValidationError([{ path, message: err.message }]);
    }
  }

  /**
   * When the identity data may be deleted: the start of the first day after
   * the retention period, counted from the last departure, in the project's
   * time zone.
   */
  private deleteAfter(context: StayContext, stays: readonly RoomStayView[]): string {
    const tz = context.pmsSettings.timeZone;
    const departure =
      stays
        .map((s) => calendarDateOf(s.date_of_departure, tz))
        .filter((d): d is string => d !== null)
        .sort()
        .at(-1) ?? zonedDate(this.deps.now(), tz);
    const from = retentionDeleteFrom(departure, context.settings.retention);
    if (!from) throw new Error('The departure date cannot be read');
    return new Date(zonedStartOfDay(from, tz)).toISOString();
  }

  /** Tells the PMS; a failure undoes the claim so that nothing is kept. */
  private async complete(
    record: CheckinRecord,
    guests: ReturnType<typeof pmsGuestsOf>,
  ): Promise<CheckinResult> {
    const { repository, pms } = this.deps;
    try {
      for (const [i, stayId] of record.roomStayIds.entries()) {
        // Several rooms: the accompanying persons are posted with the first one only.
        const posted = i === 0 ? guests : guests.slice(0, 1);
        await this.postOnce(record, stayId, () =>
          pms.postCheckIn(record.projectId, record.reservationId, stayId, { guests: posted }),
        );
      }
    } catch (err) {
      this.deps.log.error({ err, checkin: record.id }, 'PMS check-in failed; attempt undone');
      await repository.failCheckin(record.id);
      throw new PmsUnavailableError();
    }
    const at = new Date(this.deps.now()).toISOString();
    await repository.finishCheckin(record.id, at);
    return checkinResultOf({ ...record, status: 'finished', finishedAt: at });
  }

  /** A CONFLICT from the PMS for a stay it already shows checked in is success (a re-driven attempt). */
  private async postOnce(record: CheckinRecord, stayId: string, post: () => Promise<unknown>) {
    try {
      await post();
    } catch (err) {
      if (!(err instanceof PmsError) || err.code !== 'CONFLICT') throw err;
      const now = await this.deps.pms.getReservation(record.projectId, record.reservationId);
      const stay = now?.roomStays.find((s) => s.id === stayId);
      if (!stay?.checkinFinishedAt) throw err;
    }
  }

  /** The answer for a key seen before: the first attempt's, once it is settled. */
  private async replay(
    caller: GuestCaller,
    record: CheckinRecord,
    hash: string,
  ): Promise<CheckinResult> {
    if (record.userId !== caller.userId || record.reservationId !== caller.reservationId) {
      throw new GuestNotFoundError();
    }
    if (record.requestHash !== hash) throw new IdempotencyKeyReusedError();
    let current: CheckinRecord | undefined = record;
    const until = Date.now() + SETTLE_WAIT_MS;
    while (current?.status === 'pending' && Date.now() < until) {
      if (this.deps.now() - Date.parse(current.createdAt) > STALE_ATTEMPT_MS) {
        current = await this.resolveStale(current);
        break;
      }
      await sleep(SETTLE_POLL_MS);
      current = await this.deps.repository.getCheckin(current.id);
    }
    if (current?.status === 'finished') return checkinResultOf(current);
    // Failed (its key is free again) or still running: the guest tries again.
    throw new PmsUnavailableError();
  }

  /**
   * An attempt cut off between claim and PMS: finished when the PMS shows
   * all its stays checked in, else undone.
   */
  private async resolveStale(record: CheckinRecord): Promise<CheckinRecord | undefined> {
    const { pms, repository } = this.deps;
    const reservation = await pms.getReservation(record.projectId, record.reservationId);
    const done = record.roomStayIds.every(
      (id) => reservation?.roomStays.find((s) => s.id === id)?.checkinFinishedAt,
    );
    if (done) await repository.finishCheckin(record.id, new Date(this.deps.now()).toISOString());
    else await repository.failCheckin(record.id);
    return repository.getCheckin(record.id);
  }

  /**
   * Claims that the PMS contradicts — the stay awaits check-in although a
   * finished attempt claimed it (the PMS was reset, e.g. the demo's daily
   * re-seed), or an attempt was cut off — are released before claiming.
   */
  private async releaseStaleClaims(context: StayContext, stays: readonly RoomStayView[]) {
    const { repository } = this.deps;
    const projectId = context.pmsSettings.projectId;
    for (const stay of stays) {
      const claim = await repository.claimOf(projectId, context.reservation.id, stay.id, 'checkin');
      if (!claim) continue;
      const attempt = await repository.getCheckin(claim.operationId);
      if (attempt?.status === 'pending') {
        if (this.deps.now() - Date.parse(attempt.createdAt) > STALE_ATTEMPT_MS) {
          await this.resolveStale(attempt);
        }
        continue;
      }
      await repository.releaseClaim(projectId, context.reservation.id, stay.id, 'checkin');
    }
  }
}
