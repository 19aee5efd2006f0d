// The staff's side of the bookable programme (spec §4): the slots of every
// item with their places taken, a slot's participants, cancelling a slot, and
// confirming or rejecting a registration.
import { findBookingSlot, type RegistrationDetail, type RegistrationStatus } from '@hospes/domain';
import { AppError, notFound } from '../http/app-error.ts';
import { HOLDING_STATUSES } from './registration.repository.ts';
import { programmeOverview } from './programme-overview.ts';
import { RegistrationLifecycle, type BookingDeps } from './registration-lifecycle.ts';

export class SlotDesk {
  constructor(
    private readonly deps: BookingDeps,
    private readonly lifecycle: RegistrationLifecycle = new RegistrationLifecycle(deps),
  ) {}

  /** The staff confirm a waiting registration or reject one (its places are given back). */
  async decide(
    projectId: string,
    registrationId: string,
    action: 'accept' | 'reject',
    note: string | null,
  ): Promise<RegistrationDetail> {
    const registration = await this.deps.registrations.find(projectId, registrationId);
    if (!registration) throw notFound('registration');
    const allowed: readonly RegistrationStatus[] =
      action === 'accept' ? ['waiting'] : ['waiting', 'accepted'];
    if (!allowed.includes(registration.status)) {
      throw new AppError(
        'not_allowed',
        `A registration that is ${registration.status} cannot be ${action}ed.`,
      );
    }
    const changed = await this.lifecycle.change(
      registration,
      action === 'accept' ? 'accepted' : 'rejected',
      note,
    );
    // spec §4 has no "registration rejected" message: the guest reads that it was canceled.
    await this.lifecycle.notify(
      changed,
      action === 'accept' ? 'registration_accepted' : 'registration_canceled',
      true,
    );
    return this.lifecycle.view(changed);
  }

  /** Staff: one registration as the guest's booking view shows it. */
  async registration(projectId: string, registrationId: string): Promise<RegistrationDetail> {
    const registration = await this.deps.registrations.find(projectId, registrationId);
    if (!registration) throw notFound('registration');
    return this.lifecycle.view(registration);
  }

  /** Staff: every bookable item's slots in a date range, with the places taken. */
  async overview(
    projectId: string,
    query: { from?: string | undefined; days: number; lang?: string | undefined },
  ) {
    const options = { ...query, now: this.deps.now() };
    const answer = await programmeOverview(
      this.deps.programme,
      this.deps.registrations,
      projectId,
      options,
    );
    if (!answer) throw notFound('project');
    return answer;
  }

  /**
   * Staff cancel a slot: nobody can book it any more, and every
   * registration that holds places is canceled — money given back, and the
   * guest told (spec §4 "registration canceled" message, with the note).
   */
  async cancelSlot(projectId: string, activityId: string, slotId: string, note: string | null) {
    const programme = await this.lifecycle.programme(projectId);
    const item = programme.items.get(activityId);
    if (!item || !findBookingSlot(item.block, slotId, programme.timeZone)) throw notFound('slot');
    const at = new Date(this.deps.now()).toISOString();
    await this.deps.registrations.cancelSlot(projectId, activityId, slotId, at);
    const registrations = await this.deps.registrations.listForSlot(projectId, activityId, slotId);
    for (const registration of registrations) {
      if (!HOLDING_STATUSES.includes(registration.status)) continue;
      const canceled = await this.lifecycle.change(registration, 'canceled', note);
      await this.lifecycle.notify(canceled, 'registration_canceled', true);
    }
    return this.participants(projectId, activityId, slotId);
  }

  /** Staff: a slot's capacity, places taken and registrations. */
  async participants(projectId: string, activityId: string, slotId: string) {
    const programme = await this.lifecycle.programme(projectId);
    const item = programme.items.get(activityId);
    if (!item) throw notFound('programme entry');
    const slot = findBookingSlot(item.block, slotId, programme.timeZone);
    if (!slot) throw notFound('slot');
    await this.lifecycle.releaseExpired(projectId, activityId, [slotId]);
    const [taken, canceled] = await Promise.all([
      this.deps.registrations.taken(projectId, activityId, [slotId]),
      this.deps.registrations.canceledSlots(projectId, activityId, [slotId]),
    ]);
    const registrations = await this.deps.registrations.listForSlot(projectId, activityId, slotId);
    return {
      activityId,
      slotId,
      capacity: slot.capacity,
      taken: taken.get(slotId) ?? 0,
      canceled: canceled.has(slotId),
      registrations: await Promise.all(
        registrations.map(async (r) => ({
          ...(await this.lifecycle.view(r)),
          userId: r.userId,
          reservationId: r.reservationId,
        })),
      ),
    };
  }
}
