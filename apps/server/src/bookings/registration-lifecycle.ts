// What every change of a registration goes through, for the guest's booking
// (BookingService) and the staff's desk (SlotDesk): the guarded status
// transition, the money given back on a cancellation or rejection, open holds
// whose payment time ran out, and the guest's auto message (spec §4).
import {
  type AutoMessageEvent,
  type RegistrationDetail,
  type RegistrationStatus,
} from '@hospes/domain';
import { AppError, notFound } from '../http/app-error.ts';
import type { GuestNotifier } from '../inbox/guest-notifier.ts';
import type { PaymentService } from '../payments/payment.service.ts';
import type { PmsAdapter } from '../pms/pms-adapter.ts';
import type { Programme, ProgrammeReader } from './programme-reader.ts';
import { type RegistrationRepository, type StoredRegistration } from './registration.repository.ts';
import { reverseRoomCharges } from './registration-charges.ts';
import { registrationView } from './registration-views.ts';

export interface BookingDeps {
  registrations: RegistrationRepository;
  programme: ProgrammeReader;
  notifier: GuestNotifier;
  pms: Pick<PmsAdapter, 'getReservation' | 'postCharge'>;
  payments: Pick<
    PaymentService,
    'startPurchaseCheckout' | 'openCheckoutUrl' | 'refundPurchase' | 'wasRefunded'
  >;
  now: () => number;
  newId?: () => string;
}

export class RegistrationLifecycle {
  constructor(private readonly deps: BookingDeps) {}

  async programme(projectId: string, lang?: string): Promise<Programme> {
    const programme = await this.deps.programme.read(projectId, lang);
    if (!programme) throw notFound('project');
    return programme;
  }

  /** spec §6 room charges: a logged-in guest whose stay is In-house. */
  /** spec §3 registration display, with whether the guest may still cancel. */
  async view(r: StoredRegistration): Promise<RegistrationDetail> {
    const paymentUrl =
      r.status === 'open' ? await this.deps.payments.openCheckoutUrl(r.paymentId) : null;
    const ended = r.status === 'canceled' || r.status === 'rejected';
    const refunded =
      ended && r.payment === 'online' ? await this.deps.payments.wasRefunded(r.paymentId) : false;
    return registrationView(r, this.deps.now(), paymentUrl, refunded);
  }

  async change(
    registration: StoredRegistration,
    to: RegistrationStatus,
    note: string | null,
  ): Promise<StoredRegistration> {
    const at = new Date(this.deps.now()).toISOString();
    if (!(await this.deps.registrations.transition(registration, to, note, at))) {
      throw new AppError(
        'not_allowed',
        'The registration was changed meanwhile. Please reload it.',
      );
    }
    const changed = { ...registration, status: to, note: note ?? registration.note, updatedAt: at };
    if (to === 'canceled' || to === 'rejected') await this.giveMoneyBack(changed);
    return changed;
  }

  /** A canceled or rejected registration: the room charge is reversed, an online payment refunded. */
  private async giveMoneyBack(r: StoredRegistration): Promise<void> {
    await reverseRoomCharges(this.deps.pms, r);
    if (r.payment === 'online' && r.paymentId) {
      await this.deps.payments.refundPurchase(r.paymentId, `The registration was ${r.status}.`);
    }
  }

  /** Open registrations whose payment time ran out give their places back. */
  async releaseExpired(projectId: string, activityId: string, slotIds: string[] | null) {
    const now = new Date(this.deps.now()).toISOString();
    const expired = await this.deps.registrations.expiredHolds(projectId, activityId, slotIds, now);
    for (const registration of expired) {
      if (await this.deps.registrations.transition(registration, 'canceled', null, now)) {
        await this.notify({ ...registration, status: 'canceled' }, null, false);
      }
    }
  }

  async notify(r: StoredRegistration, event: AutoMessageEvent | null, byStaff: boolean) {
    await this.deps.notifier.notify({
      projectId: r.projectId,
      userId: r.userId,
      lang: r.lang,
      event,
      subject: r.subject,
      changed: 'registrations-changed',
      byStaff,
      link: '/registrations',
    });
  }
}
