// Applies the provider's outcome of a payment exactly once: the invoice gets
// one booking however often and however concurrently the outcome arrives
// (webhook replays, the guest's return, a double click on the demo page).
// Money the provider took that cannot be booked (the invoice was settled
// meanwhile, or the checkout had been closed) is refunded, never kept.
//
// Why not one database transaction around "mark succeeded + book on the
// invoice": the PMS is an adapter, in production another system, and even
// the built-in one runs its own transaction (on SQLite's single connection a
// nested one would wait for ever). Instead: (1) recording the event and
// moving the payment out of 'pending' is one transaction, so exactly one
// event wins; (2) the winner books with the provider's reference, which the
// PMS books at most once (PmsAdapter.postPayment contract, unique key); (3)
// a succeeded payment not yet booked (a crash in between) is booked by the
// next delivery of any event or the guest's return — again at most once.
import { PmsError } from '../pms/pms-adapter.ts';
import { PmsNotRespondingError } from '../pms/pms-not-responding.ts';
import type { PaymentEvent } from './payment-provider.ts';
import { giveBack } from './payment-refund.ts';
import type { ApplyResult, PaymentServiceDeps, PurchaseSettler } from './payment-types.ts';
import type { PaymentPurpose, PaymentRecord } from './payment.repository.ts';

/** Retries of a booking that failed for a reason other than the PMS refusing it. */
const BOOKING_ATTEMPTS = 2;

export class PaymentOutcomes {
  constructor(
    private readonly deps: PaymentServiceDeps,
    private readonly settlers: ReadonlyMap<PaymentPurpose, PurchaseSettler>,
  ) {
    // The outbox's round books a payment a remote PMS did not take at once.
    deps.outbox?.handle('payment', async (item) => {
      const { paymentId } = item.payload as { paymentId: string };
      const payment = await deps.repository.findById(paymentId);
      if (payment && needsBooking(payment)) await this.book(payment, { fromOutbox: true });
    });
  }

  /**
   * Applies an event of the configured provider at most once: a replay, or
   * an event after another decided the payment, changes nothing. A success
   * books the amount on the invoice (see the file comment).
   */
  async applyEvent(event: PaymentEvent): Promise<ApplyResult> {
    const { repository, provider, log } = this.deps;
    const payment = await repository.findByRef(provider.name, event.providerRef);
    if (!payment) {
      log.warn({ provider: provider.name, ref: event.providerRef }, 'Event for an unknown payment');
      return { kind: 'unknown', payment: undefined };
    }
    if (event.outcome === 'succeeded' && !sameAmount(payment, event)) {
      log.error(
        {
          payment: payment.id,
          event: event.eventId,
          amount: event.amountMinor,
          currency: event.currency,
        },
        'Payment event amount differs from the checkout; not applied',
      );
      return { kind: 'mismatch', payment };
    }
    const kind = await repository.recordEvent(payment, {
      provider: provider.name,
      eventId: event.eventId,
      outcome: event.outcome,
    });
    if (kind === 'decided') {
      log.info(
        { payment: payment.id, event: event.eventId, outcome: event.outcome },
        'Payment decided',
      );
    }
    const current = await repository.findById(payment.id);
    if (current && needsBooking(current)) await this.book(current);
    if (
      current &&
      kind === 'decided' &&
      current.purpose !== 'invoice' &&
      (current.status === 'declined' || current.status === 'cancelled')
    ) {
      await this.settlers.get(current.purpose)?.unpaid(current);
    }
    // The provider took money for a checkout we had closed (replaced,
    // expired, given up): there is nothing to book it on.
    if (
      current &&
      event.outcome === 'succeeded' &&
      kind === 'too-late' &&
      (current.status === 'cancelled' || current.status === 'declined')
    ) {
      await giveBack(this.deps, current, 'The checkout had been closed when the payment arrived.');
    }
    return { kind, payment: await repository.findById(payment.id) };
  }

  /**
   * The guest is back from the provider: asks the provider for the outcome
   * when the payment is still pending (the webhook may come later) and
   * applies it; also finishes a booking an earlier attempt left undone.
   */
  async syncOnReturn(payment: PaymentRecord): Promise<PaymentRecord> {
    const { provider, log, repository } = this.deps;
    if (payment.provider !== provider.name) return payment;
    if (payment.status === 'pending' && provider.fetchOutcome) {
      try {
        const event = await provider.fetchOutcome(payment.providerRef);
        if (event) return (await this.applyEvent(event)).payment ?? payment;
      } catch (err) {
        log.warn({ err, payment: payment.id }, 'Asking the provider for the outcome failed');
      }
      return payment;
    }
    if (needsBooking(payment)) {
      await this.book(payment);
      return (await repository.findById(payment.id)) ?? payment;
    }
    return payment;
  }

  /**
   * Books a succeeded payment on its invoice; the PMS books one reference
   * once. A payment the invoice has no room for any more (it was settled
   * meanwhile) or that the PMS refuses is refunded.
   */
  /**
   * Books the succeeded payments the PMS did not take when they arrived (it
   * was down or slow) and nobody booked since — the provider's redelivery
   * and the guest's return try too; the PMS books a reference once. A PMS
   * still away leaves them for the next round. Answers how many it booked.
   */
  async bookUnbooked(olderThanMs: number): Promise<number> {
    const { repository, log, now } = this.deps;
    const cutoff = new Date((now ?? Date.now)() - olderThanMs).toISOString();
    let booked = 0;
    for (const payment of await repository.listUnbooked(cutoff)) {
      try {
        await this.book(payment);
        if ((await repository.findById(payment.id))?.bookedAt) booked += 1;
      } catch (err) {
        log.warn({ err, payment: payment.id }, 'Booking the payment on the invoice failed again');
      }
    }
    return booked;
  }

  private async book(
    payment: PaymentRecord,
    options: { fromOutbox?: boolean } = {},
  ): Promise<void> {
    const { pms, repository, log, outbox } = this.deps;
    if (payment.purpose !== 'invoice') {
      const settler = this.settlers.get(payment.purpose);
      if (settler && (await settler.paid(payment))) {
        await repository.markBooked(payment.id, `${payment.purpose}:${payment.invoiceId}`);
        log.info({ payment: payment.id, purpose: payment.purpose }, 'Purchase paid');
      } else {
        await giveBack(this.deps, payment, `The ${payment.purpose} can no longer be paid.`);
      }
      return;
    }
    const invoices = await pms.getInvoices(payment.projectId, payment.reservationId);
    const invoice = invoices.find((i) => i.id === payment.invoiceId);
    const alreadyBooked = invoice?.payments.some((p) => p.providerRef === payment.providerRef);
    if (invoice && !alreadyBooked && invoice.openMinor < payment.amountMinor) {
      await giveBack(this.deps, payment, 'The invoice was settled before the payment arrived.');
      return;
    }
    for (let attempt = 1; ; attempt += 1) {
      try {
        const booked = await pms.postPayment(payment.projectId, payment.invoiceId, {
          amountMinor: payment.amountMinor,
          currency: payment.currency,
          providerRef: payment.providerRef,
        });
        await repository.markBooked(payment.id, booked.id);
        log.info({ payment: payment.id, pmsPayment: booked.id }, 'Payment booked on the invoice');
        return;
      } catch (err) {
        if (err instanceof PmsError) {
          // Money was taken but the PMS will not book it: give it back.
          await giveBack(this.deps, payment, `${err.code}: ${err.message}`);
          return;
        }
        // A remote PMS away: the booking waits in the outbox (its round books it).
        if (err instanceof PmsNotRespondingError && outbox && !options.fromOutbox) {
          await outbox.enqueue(
            {
              projectId: payment.projectId,
              kind: 'payment',
              dedupeKey: `payment:${payment.id}`,
              reservationId: payment.reservationId,
              payload: { paymentId: payment.id },
            },
            err.detail,
          );
          return;
        }
        // Two deliveries booking at once: the loser's insert hits the PMS's
        // unique reference; the retry finds the booking of the winner.
        if (attempt >= BOOKING_ATTEMPTS) throw err;
      }
    }
  }
}

function needsBooking(payment: PaymentRecord): boolean {
  return payment.status === 'succeeded' && !payment.bookedAt && !payment.bookingError;
}

function sameAmount(payment: PaymentRecord, event: PaymentEvent): boolean {
  if (event.amountMinor !== undefined && event.amountMinor !== payment.amountMinor) return false;
  if (event.currency !== undefined && event.currency.toUpperCase() !== payment.currency)
    return false;
  return true;
}
