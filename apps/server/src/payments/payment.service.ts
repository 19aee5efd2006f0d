// Online payment of an invoice: opens a checkout at the provider for an
// amount within the bounds — at most one open checkout per invoice — and
// applies the provider's outcome exactly once: the invoice gets one booking
// however often and however concurrently the outcome arrives (webhook
// replays, the guest's return, a double click on the demo page). Money the
// provider took that cannot be booked (the invoice was settled meanwhile, or
// the checkout had been closed) is refunded, never kept.
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
import { INVOICE_LABELS } from '../pdf/invoice-labels.ts';
import { pdfLanguage } from '../pdf/pdf-format.ts';
import { CHECKOUT_TTL_MS, type PaymentEvent, type PaymentProvider } from './payment-provider.ts';
import type {
  PaymentPurpose,
  PaymentRepository,
  PaymentRecord,
  RecordResult,
} from './payment.repository.ts';

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
  now?: () => number;
}

/**
 * What a purchase (a registration or an order paid online) does with the
 * outcome of its checkout. `paid` answers false when the purchase can no
 * longer take the money (it was canceled meanwhile): the money goes back.
 */
export interface PurchaseSettler {
  paid(payment: PaymentRecord): Promise<boolean>;
  unpaid(payment: PaymentRecord): Promise<void>;
}

export interface StartPurchaseInput {
  projectId: string;
  purpose: Exclude<PaymentPurpose, 'invoice'>;
  /** The registration's or order's id. */
  targetId: string;
  userId: string;
  reservationId: string | null;
  amountMinor: number;
  currency: string;
  /** What the payment page shows, e.g. "Hotel Alpenrose — Cooking class, 3 Dec 16:00". */
  description: string;
  lang?: string | undefined;
  origin: string;
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
  payment: PaymentRecord | undefined;
}

/** The path of our return endpoint of a payment (the provider's success/cancel URL). */
export function returnPath(paymentId: string): string {
  return `/api/payments/return/${encodeURIComponent(paymentId)}`;
}

/** The `payment=` outcome the app shows for a payment. */
export function returnOutcome(payment: PaymentRecord): PaymentReturnOutcome {
  switch (payment.status) {
    case 'declined':
      return 'declined';
    case 'cancelled':
      return 'cancelled';
    case 'refunded':
      return 'refunded';
    case 'succeeded':
      if (payment.bookingError) return 'failed';
      return payment.bookedAt ? 'approved' : 'pending';
    default:
      return 'pending';
  }
}

interface OpenInput {
  projectId: string;
  reservationId: string;
  userId: string;
  /** The invoice's, registration's or order's id. */
  targetId: string;
  purpose: PaymentPurpose;
  amountMinor: number;
  currency: string;
  description: string;
  lang?: string | undefined;
  origin: string;
  expiresAt: number;
}

/** Retries of a booking that failed for a reason other than the PMS refusing it. */
const BOOKING_ATTEMPTS = 2;

/** How long a request waits for the checkout another request is opening for the same invoice. */
const CLAIM_WAIT_MS = 10_000;
/** A claim whose checkout is not open after this was abandoned (a crash, a lost database). */
const STALE_CLAIM_MS = 60_000;
const CLAIM_POLL_MS = 50;

export class PaymentService {
  private readonly newId: () => string;
  private readonly now: () => number;
  private readonly settlers = new Map<PaymentPurpose, PurchaseSettler>();

  constructor(private readonly deps: PaymentServiceDeps) {
    this.newId = deps.newId ?? randomUUID;
    this.now = deps.now ?? Date.now;
  }

  get provider(): PaymentProvider {
    return this.deps.provider;
  }

  /** Registers what happens when a purchase of `purpose` is paid or not. */
  settlePurchasesWith(purpose: Exclude<PaymentPurpose, 'invoice'>, settler: PurchaseSettler): void {
    this.settlers.set(purpose, settler);
  }

  /**
   * A registration or order was canceled: a taken payment goes back, an
   * open checkout is closed (a payment that still arrives is refunded by
   * `book`, since the purchase no longer takes it).
   */
  async refundPurchase(paymentId: string, reason: string): Promise<void> {
    const payment = await this.deps.repository.findById(paymentId);
    if (!payment || payment.purpose === 'invoice') return;
    if (payment.status === 'pending') {
      await this.close(payment);
      return;
    }
    if (payment.status === 'succeeded' && payment.bookedAt) await this.giveBack(payment, reason);
  }

  /**
   * Opens a checkout for a registration or an order (the amount the server
   * computed); at most one open checkout per purchase. The purchase counts
   * only once the provider confirms the payment (see `book`).
   */
  async startPurchaseCheckout(
    input: StartPurchaseInput,
  ): Promise<{ paymentId: string; redirectUrl: string; expiresAt: number }> {
    const open = await this.deps.repository.findOpenCheckout(input.projectId, input.targetId);
    if (open) {
      const opened = await this.whenOpened(open);
      return { ...opened, expiresAt: Date.parse(open.expiresAt ?? '') || this.now() };
    }
    const expiresAt = this.now() + CHECKOUT_TTL_MS;
    const opened = await this.open({
      projectId: input.projectId,
      reservationId: input.reservationId ?? '',
      userId: input.userId,
      targetId: input.targetId,
      purpose: input.purpose,
      amountMinor: input.amountMinor,
      currency: input.currency,
      description: input.description,
      lang: input.lang,
      origin: input.origin,
      expiresAt,
    });
    if (!opened)
      throw new PaymentProviderError('The payment could not be started. Please try again.');
    return { ...opened, expiresAt };
  }

  /**
   * Opens a checkout for `amountMinor` of an invoice of the reservation —
   * or hands out the invoice's open one: an invoice has at most one open
   * checkout, so that two tabs, a double click or fifty requests at once
   * cannot lead to two payments of the same amount. Asking for another
   * amount closes the open checkout at the provider first (when it can
   * still be closed). 404 when the reservation has no such invoice; 400
   * (with the field path `body/input/amount_minor`) when the amount is out
   * of bounds.
   */
  async startCheckout(
    input: StartCheckoutInput,
  ): Promise<{ paymentId: string; redirectUrl: string }> {
    const { pms, repository } = this.deps;
    const invoices = await pms.getInvoices(input.projectId, input.reservationId, input.lang);
    const invoice = invoices.find((i) => i.id === input.invoiceId);
    if (!invoice) throw new PaymentRequestError(404, `There is no invoice "${input.invoiceId}".`);
    this.checkAmount(invoice, input.amountMinor);

    await repository.closeExpiredCheckouts(input.projectId, invoice.id, STALE_CLAIM_MS);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const open = await repository.findOpenCheckout(input.projectId, invoice.id);
      if (open) {
        if (open.amountMinor === input.amountMinor || !(await this.close(open))) {
          return this.whenOpened(open);
        }
        continue;
      }
      const lang = pdfLanguage(input.lang, 'en');
      const opened = await this.open({
        projectId: input.projectId,
        reservationId: input.reservationId,
        userId: input.userId,
        targetId: invoice.id,
        purpose: 'invoice',
        amountMinor: input.amountMinor,
        currency: invoice.currency,
        // What the provider's page says is paid, in the guest's language.
        description: `${input.projectName} — ${INVOICE_LABELS[lang].invoice} ${invoice.number}`,
        lang: input.lang,
        origin: input.origin,
        expiresAt: this.now() + CHECKOUT_TTL_MS,
      });
      if (opened) return opened;
      // Another request claimed the invoice just now: hand out its checkout.
    }
    throw new PaymentProviderError('The payment could not be started. Please try again.');
  }

  /** Claims the invoice or purchase and opens the checkout at the provider; undefined when another claimed it first. */
  private async open(
    input: OpenInput,
  ): Promise<{ paymentId: string; redirectUrl: string } | undefined> {
    const { provider, repository } = this.deps;
    const paymentId = this.newId();
    const lang = pdfLanguage(input.lang, 'en');
    const { description, expiresAt } = input;
    const claimed = await repository.claimCheckout({
      id: paymentId,
      projectId: input.projectId,
      provider: provider.name,
      providerRef: `claim_${paymentId}`,
      reservationId: input.reservationId,
      invoiceId: input.targetId,
      userId: input.userId,
      amountMinor: input.amountMinor,
      currency: input.currency,
      description,
      expiresAt,
      purpose: input.purpose,
    });
    if (!claimed) return undefined;
    const back = `${input.origin}${returnPath(paymentId)}`;
    let session;
    try {
      session = await provider.createCheckout({
        paymentId,
        projectId: input.projectId,
        reservationId: input.reservationId,
        invoiceId: input.targetId,
        amountMinor: input.amountMinor,
        currency: input.currency,
        description,
        lang,
        successUrl: back,
        cancelUrl: `${back}?cancelled=1`,
        expiresAt,
      });
    } catch (err) {
      await repository.deleteClaim(paymentId);
      this.deps.log.error({ err, provider: provider.name }, 'Opening a checkout failed');
      throw new PaymentProviderError(
        'The payment provider is not available. Please try again later.',
      );
    }
    await repository.setCheckout(paymentId, session.providerRef, session.redirectUrl);
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

  /** The page of an open checkout, once the request that claimed it has opened it. */
  private async whenOpened(
    open: PaymentRecord,
  ): Promise<{ paymentId: string; redirectUrl: string }> {
    const until = Date.now() + CLAIM_WAIT_MS;
    for (let row: PaymentRecord | undefined = open; row;) {
      if (row.redirectUrl) return { paymentId: row.id, redirectUrl: row.redirectUrl };
      if (Date.now() > until) break;
      await new Promise((resolve) => setTimeout(resolve, CLAIM_POLL_MS));
      row = await this.deps.repository.findById(open.id);
    }
    throw new PaymentProviderError('The payment could not be started. Please try again.');
  }

  /** Closes an open checkout at the provider and here; false when it may have been paid. */
  private async close(open: PaymentRecord): Promise<boolean> {
    if (!open.redirectUrl) return false;
    try {
      if (!(await this.deps.provider.expireCheckout(open.providerRef))) return false;
    } catch (err) {
      this.deps.log.warn({ err, payment: open.id }, 'Closing an open checkout failed');
      return false;
    }
    await this.deps.repository.cancelPending(open.id);
    return true;
  }

  /**
   * Refunds a payment the provider took that cannot be booked. When the
   * refund itself fails, the payment keeps the reason and staff must refund
   * by hand (logged as an error); the next event or return tries again.
   */
  private async giveBack(payment: PaymentRecord, reason: string): Promise<void> {
    const { provider, repository, log } = this.deps;
    if (payment.refundRef) return;
    try {
      const { refundRef } = await provider.refund({
        paymentId: payment.id,
        providerRef: payment.providerRef,
        amountMinor: payment.amountMinor,
        currency: payment.currency,
      });
      await repository.markRefunded(payment.id, refundRef, reason);
      log.warn({ payment: payment.id, refund: refundRef, reason }, 'Payment refunded');
    } catch (err) {
      await repository.markBookingRefused(payment.id, `refund failed: ${reason}`);
      log.error(
        { err, payment: payment.id, reason },
        'Refunding a payment failed; refund it by hand',
      );
    }
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

  /** A pending checkout whose time is up (its page takes no payment any more). */
  isExpired(payment: PaymentRecord): boolean {
    return (
      payment.status === 'pending' &&
      payment.expiresAt !== null &&
      Date.parse(payment.expiresAt) <= this.now()
    );
  }

  /** True for a checkout that closed without any event deciding it (expired or replaced). */
  async closedUndecided(payment: PaymentRecord): Promise<boolean> {
    if (this.isExpired(payment)) return true;
    if (payment.status !== 'cancelled') return false;
    return (await this.deps.repository.eventsOf(payment.id)).length === 0;
  }

  /** The provider's page of a purchase's checkout while it can still be paid, else null. */
  async openCheckoutUrl(paymentId: string | null): Promise<string | null> {
    if (!paymentId) return null;
    const payment = await this.deps.repository.findById(paymentId);
    return payment?.status === 'pending' && !this.isExpired(payment) ? payment.redirectUrl : null;
  }

  /** A payment by our id (the return endpoint). */
  async find(paymentId: string): Promise<PaymentRecord | undefined> {
    return this.deps.repository.findById(paymentId);
  }

  /** A payment of the configured provider by the provider's reference (the demo page). */
  async findByRef(providerRef: string): Promise<PaymentRecord | undefined> {
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
      await this.giveBack(current, 'The checkout had been closed when the payment arrived.');
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
  private async book(payment: PaymentRecord): Promise<void> {
    const { pms, repository, log } = this.deps;
    if (payment.purpose !== 'invoice') {
      const settler = this.settlers.get(payment.purpose);
      if (settler && (await settler.paid(payment))) {
        await repository.markBooked(payment.id, `${payment.purpose}:${payment.invoiceId}`);
        log.info({ payment: payment.id, purpose: payment.purpose }, 'Purchase paid');
      } else {
        await this.giveBack(payment, `The ${payment.purpose} can no longer be paid.`);
      }
      return;
    }
    const invoices = await pms.getInvoices(payment.projectId, payment.reservationId);
    const invoice = invoices.find((i) => i.id === payment.invoiceId);
    const alreadyBooked = invoice?.payments.some((p) => p.providerRef === payment.providerRef);
    if (invoice && !alreadyBooked && invoice.openMinor < payment.amountMinor) {
      await this.giveBack(payment, 'The invoice was settled before the payment arrived.');
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
          await this.giveBack(payment, `${err.code}: ${err.message}`);
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
