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
  type CheckedCheckinSection,
  type CheckinFormResponse,
  type CheckinFormQuery,
  type CheckinInput,
  type CheckinResult,
  type RoomStayView,
  type StepStateResponse,
} from '@hospes/domain';
import type { FastifyBaseLogger } from 'fastify';
import { GuestNotFoundError, invalidRequest } from '../http/app-error.ts';
import { pmsGuestsOf } from './checkin-guests.ts';
import type { CheckinRecord, CheckinRepository } from './checkin.repository.ts';
import { requestHash } from './request-hash.ts';
import { reencodeSignature, SignatureImageError } from './signature-image.ts';
import {
  loadStayContext,
  targetStays,
  type ContextSources,
  type StayContext,
} from '../stays/stay-context.ts';
import type { CheckinSettings } from '../stays/checkin-settings-reader.ts';
import { StayStep } from '../stays/stay-step.ts';
import type { GuestCaller } from '../guests/guest-caller.ts';

/**
 * What the law of the project's country asks of the check-in beyond the
 * form's own rules (a hotel in Italy: places in Italy on the authority's
 * list): the fields at fault, by section index, with the domain's message.
 */
export type CountryCheckinRules = (
  project: CheckinSettings['project'],
  sections: readonly CheckedCheckinSection[],
  today: string,
) => { index: number; field: string; message: string }[];

export interface CheckinServiceDeps extends ContextSources {
  repository: CheckinRepository;
  now: () => number;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  countryRules?: CountryCheckinRules;
}

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
  /** Claim, replay, stale attempts, post once: the step check-out takes the same way. */
  private readonly step: StayStep<CheckinRecord>;

  constructor(private readonly deps: CheckinServiceDeps) {
    const { repository } = deps;
    this.step = new StayStep({
      kind: 'checkin',
      attempts: {
        findByKey: (projectId, key) => repository.findCheckinByKey(projectId, key),
        get: (id) => repository.getCheckin(id),
        finish: (id, at) => repository.finishCheckin(id, at),
        fail: (id) => repository.failCheckin(id),
        claimOf: (projectId, reservationId, stayId) =>
          repository.claimOf(projectId, reservationId, stayId, 'checkin'),
        releaseClaim: (projectId, reservationId, stayId) =>
          repository.releaseClaim(projectId, reservationId, stayId, 'checkin'),
      },
      pms: deps.pms,
      now: deps.now,
      log: deps.log,
    });
  }

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

  /** `checkin`: takes the form once; throws the refusals of stay-errors.ts and checkin-errors.ts. */
  async checkin(caller: GuestCaller, input: CheckinInput): Promise<CheckinResult> {
    const { repository, pms } = this.deps;
    const key = input.idempotency_key;
    const hash = requestHash(input);
    const existing = await this.step.findByKey(caller, key);
    if (existing) return checkinResultOf(await this.step.replay(caller, existing, hash));

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
      throw invalidRequest(
        checked.issues.map((i) => ({
          path: ['body', 'checkinInput', 'sections', ...i.path].join('/'),
          message: i.message,
        })),
      );
    }
    const broken =
      this.deps.countryRules?.(
        settings.project,
        checked.sections,
        zonedDate(now, pmsSettings.timeZone),
      ) ?? [];
    if (broken.length > 0)
      throw invalidRequest(
        broken.map(({ index, field, message }) => ({
          path: `body/checkinInput/sections/${index}/fields/${field}`,
          message,
        })),
      );
    const replayed = await this.step.requirePossibleOrReplay(caller, key, hash, context, stays);
    if (replayed) return checkinResultOf(replayed);
    const { signature: _dataUrl, ...guests } = checkinGuestData(checked.sections);

    await this.step.releaseStaleClaims(context, stays);
    const claimed = await this.step.claim(caller, key, hash, stays, () =>
      repository.claimCheckin({
        projectId: caller.projectId,
        reservationId: context.reservation.id,
        userId: caller.userId,
        idempotencyKey: key,
        requestHash: hash,
        roomStayIds: stays.map((s) => s.id),
        registrationYear: Number(zonedDate(now, pmsSettings.timeZone).slice(0, 4)),
        language: input.language,
        guests: JSON.stringify(guests),
        signaturePng,
        deleteAfter: this.deleteAfter(context, stays),
        at: new Date(now).toISOString(),
      }),
    );
    if ('replayed' in claimed) return checkinResultOf(claimed.replayed);
    const record = claimed.claimed;
    const pmsGuests = pmsGuestsOf(guests, context.reservation);
    const done = await this.step.complete(record, (stayId, index) =>
      // Several rooms: the accompanying persons are posted with the first one only.
      pms.postCheckIn(record.projectId, record.reservationId, stayId, {
        guests: index === 0 ? pmsGuests : pmsGuests.slice(0, 1),
      }),
    );
    return checkinResultOf(done);
  }

  private async reencode(signature: { index: number; name: string; value: string }) {
    try {
      return await reencodeSignature(signature.value);
    } catch (err) {
      if (!(err instanceof SignatureImageError)) throw err;
      const path = `body/checkinInput/sections/${signature.index}/fields/${signature.name}`;
      throw invalidRequest([{ path, message: err.message }]);
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
}
