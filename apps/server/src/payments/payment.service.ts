// Online payment of an invoice (issue 6): opens a checkout at the provider
// for an amount within the bounds, and applies the provider's outcome
// exactly once — the invoice gets one booking however often and however
// concurrently the outcome arrives (webhook replays, the guest's return,
// a double click on the demo page).
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
import { randomUUID } from 'node:crypto';
import { formatMinorUnits, paymentAmountProblem, type PaymentReturnOutcome } from '@hospes/domain';
import { PmsError, type PmsAdapter, type PmsInvoice } from '../pms/pms-adapter.ts';
import { PaymentProviderError, PaymentRequestError } from './payment-errors.ts';
import type { PaymentEvent, PaymentProvider } from './payment-provider.ts';
import type { PaymentRepository, PaymentRow, RecordResult } from './payment.repository.ts';

/** The log lines of the service (pino's signature). */
export interface PaymentLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface PaymentServiceDeps {
  repository: PaymentRepository;
  pms: Pick<PmsAdapter, 'getInvoices' | 'postPayment'>;
  provider: PaymentProvider;
  log: PaymentLog;
  newId?: () => string;
}

export interface StartCheckoutInput {
  projectId: string;
  /** Shown on the payment page. */
  projectName: string;
  /** The session's reservation: only its invoices can be paid. */
  reservationId: string;
  userId: string;
  invoiceId: string;
  amountMinor: number;
  lang?: string | undefined;
  /** `https://host` of the request: the provider sends the guest back there. */
  origin: string;
}

export interface ApplyResult {
  /** `unknown`: no payment has this reference; `mismatch`: the amount differs (refused). */
  kind: RecordResult | 'unknown' | 'mismatch';
  payment: PaymentRow | undefined;
}

/** The path of our return endpoint of a payment (the provider's success/cancel URL). */
export function returnPath(paymentId: string): string {
  return `/api/payments/return/${encodeURIComponent(paymentId)}`;
}

/** The `payment=` outcome the app shows for a payment. */
export function returnOutcome(payment: PaymentRow): PaymentReturnOutcome {
  switch (payment.status) {
    case 'declined':
      return 'declined';
    case 'cancelled':
      return 'cancelled';
    case 'succeeded':
      if (payment.booking_error) return 'failed';
      return payment.booked_at ? 'approved' : 'pending';
    default:
      return 'pending';
  }
}

/** Retries of a booking that failed for a reason other than the PMS refusing it. */
const BOOKING_ATTEMPTS = 2;

export class PaymentService {
  private readonly newId: () => string;

  constructor(private readonly deps: PaymentServiceDeps) {
    this.newId = deps.newId ?? randomUUID;
  }

  get provider(): PaymentProvider {
    return this.deps.provider;
  }

  /**
   * Opens a checkout for `amountMinor` of an invoice of the reservation.
   * 404 when the reservation has no such invoice; 400 (with the field path
   * `body/input/amount_minor`) when the amount is out of bounds.
   */
  async startCheckout(
    input: StartCheckoutInput,
  ): Promise<{ paymentId: string; redirectUrl: string }> {
    const { pms, provider, repository } = this.deps;
    const invoices = await pms.getInvoices(input.projectId, input.reservationId, input.lang);
    const invoice = invoices.find((i) => i.id === input.invoiceId);
    if (!invoice) throw new PaymentRequestError(404, `There is no invoice "${input.invoiceId}".`);
    this.checkAmount(invoice, input.amountMinor);

    const paymentId = this.newId();
    const description = `${input.projectName} — invoice ${invoice.number}`;
    const back = `${input.origin}${returnPath(paymentId)}`;
    let session;
    try {
      session = await provider.createCheckout({
        paymentId,
        projectId: input.projectId,
        reservationId: input.reservationId,
        invoiceId: invoice.id,
        amountMinor: input.amountMinor,
        currency: invoice.currency,
        description,
        successUrl: back,
        cancelUrl: `${back}?cancelled=1`,
      });
    } catch (err) {
      this.deps.log.error({ err, provider: provider.name }, 'Opening a checkout failed');
      throw new PaymentProviderError(
        'The payment provider is not available. Please try again later.',
      );
    }
    await repository.insert({
      id: paymentId,
      projectId: input.projectId,
      provider: provider.name,
      providerRef: session.providerRef,
      reservationId: input.reservationId,
      invoiceId: invoice.id,
      userId: input.userId,
      amountMinor: input.amountMinor,
      currency: invoice.currency,
      description,
    });
    this.deps.log.info(
      {
        project: input.projectId,
        payment: paymentId,
        provider: provider.name,
        amount: input.amountMinor,
      },
      'Checkout opened',
    );
    return { paymentId, redirectUrl: session.redirectUrl };
  }

  private checkAmount(invoice: PmsInvoice, amountMinor: number): void {
    const minimum = this.deps.provider.minimumAmountMinor(invoice.currency);
    const money = (minor: number) => formatMinorUnits(minor, invoice.currency);
    const field = 'body/input/amount_minor';
    switch (paymentAmountProblem(amountMinor, invoice.openMinor, minimum)) {
      case null:
        return;
      case 'NOTHING_PAYABLE':
        throw new PaymentRequestError(
          400,
          invoice.openMinor <= 0
            ? `${field}: This invoice has nothing left to pay.`
            : `${field}: The open amount of ${money(invoice.openMinor)} is below the minimum of ${money(minimum)} for online payment.`,
        );
      case 'NOT_POSITIVE':
        throw new PaymentRequestError(400, `${field}: The amount must be more than 0.`);
      case 'ABOVE_OPEN_AMOUNT':
        throw new PaymentRequestError(
          400,
          `${field}: The amount must not be more than the open amount of ${money(invoice.openMinor)}.`,
        );
      case 'BELOW_MINIMUM':
        throw new PaymentRequestError(
          400,
          `${field}: The amount must be at least ${money(minimum)}.`,
        );
    }
  }

  /** A payment by our id (the return endpoint). */
  async find(paymentId: string): Promise<PaymentRow | undefined> {
    return this.deps.repository.findById(paymentId);
  }

  /** A payment of the configured provider by the provider's reference (the demo page). */
  async findByRef(providerRef: string): Promise<PaymentRow | undefined> {
    return this.deps.repository.findByRef(this.deps.provider.name, providerRef);
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
    return { kind, payment: await repository.findById(payment.id) };
  }

  /**
   * The guest is back from the provider: asks the provider for the outcome
   * when the payment is still pending (the webhook may come later) and
   * applies it; also finishes a booking an earlier attempt left undone.
   */
  async syncOnReturn(payment: PaymentRow): Promise<PaymentRow> {
    const { provider, log, repository } = this.deps;
    if (payment.provider !== provider.name) return payment;
    if (payment.status === 'pending' && provider.fetchOutcome) {
      try {
        const event = await provider.fetchOutcome(payment.provider_ref);
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

  /** Books a succeeded payment on its invoice; the PMS books one reference once. */
  private async book(payment: PaymentRow): Promise<void> {
    const { pms, repository, log } = this.deps;
    for (let attempt = 1; ; attempt += 1) {
      try {
        const booked = await pms.postPayment(payment.project_id, payment.invoice_id, {
          amountMinor: payment.amount_minor,
          currency: payment.currency,
          providerRef: payment.provider_ref,
        });
        await repository.markBooked(payment.id, booked.id);
        log.info({ payment: payment.id, pmsPayment: booked.id }, 'Payment booked on the invoice');
        return;
      } catch (err) {
        if (err instanceof PmsError) {
          // Money was taken but the PMS will not book it: staff must act.
          await repository.markBookingRefused(payment.id, `${err.code}: ${err.message}`);
          log.error(
            { err, payment: payment.id },
            'The PMS refused a succeeded payment; refund or book it by hand',
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

function needsBooking(payment: PaymentRow): boolean {
  return payment.status === 'succeeded' && !payment.booked_at && !payment.booking_error;
}

function sameAmount(payment: PaymentRow, event: PaymentEvent): boolean {
  if (event.amountMinor !== undefined && event.amountMinor !== payment.amount_minor) return false;
  if (event.currency !== undefined && event.currency.toUpperCase() !== payment.currency)
    return false;
  return true;
}
