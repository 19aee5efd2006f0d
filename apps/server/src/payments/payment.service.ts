// Online payment of an invoice, a registration or an order: opens a checkout
// at the provider for an amount within the bounds — at most one open
// checkout per invoice or purchase — and hands the provider's outcome to
// PaymentOutcomes, which applies it exactly once (see payment-outcomes.ts).
import { randomUUID } from 'node:crypto';
import { formatMinorUnits, paymentAmountProblem } from '@hospes/domain';
import type { OnlinePayment } from '@hospes/domain';
import type { PmsInvoice } from '../pms/pms-adapter.ts';
import { PaymentProviderError, PaymentRequestError } from './payment-errors.ts';
import { INVOICE_LABELS } from '../pdf/invoice-labels.ts';
import { pdfLanguage } from '../pdf/pdf-format.ts';
import { CHECKOUT_TTL_MS, type PaymentEvent, type PaymentProvider } from './payment-provider.ts';
import type { PaymentPurpose, PaymentRecord } from './payment.repository.ts';
import { PaymentOutcomes } from './payment-outcomes.ts';
import { giveBack } from './payment-refund.ts';
import { returnPath } from './payment-return.ts';
import type {
  ApplyResult,
  PaymentServiceDeps,
  PurchaseSettler,
  StartCheckoutInput,
  StartPurchaseInput,
} from './payment-types.ts';
import { invalidField } from '../http/app-error.ts';

export { returnOutcome, returnPath } from './payment-return.ts';
export type * from './payment-types.ts';

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

/** How long a request waits for the checkout another request is opening for the same invoice. */
const CLAIM_WAIT_MS = 10_000;
/** A claim whose checkout is not open after this was abandoned (a crash, a lost database). */
const STALE_CLAIM_MS = 60_000;
const CLAIM_POLL_MS = 50;

/**
 * How old an unbooked success must be before the round books it: well past
 * the request that is booking it right now (a request ends within 30 s).
 */
export const UNBOOKED_AFTER_MS = 2 * 60_000;

export class PaymentService {
  private readonly newId: () => string;
  private readonly now: () => number;
  private readonly settlers = new Map<PaymentPurpose, PurchaseSettler>();
  private readonly outcomes: PaymentOutcomes;

  constructor(private readonly deps: PaymentServiceDeps) {
    this.newId = deps.newId ?? randomUUID;
    this.now = deps.now ?? Date.now;
    this.outcomes = new PaymentOutcomes(deps, this.settlers);
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
    if (payment.status === 'succeeded' && payment.bookedAt)
      await giveBack(this.deps, payment, reason);
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
    if (!invoice) throw new PaymentRequestError(`There is no invoice "${input.invoiceId}".`);
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

  private checkAmount(invoice: PmsInvoice, amountMinor: number): void {
    const minimum = this.deps.provider.minimumAmountMinor(invoice.currency);
    const money = (minor: number) => formatMinorUnits(minor, invoice.currency);
    const problem = paymentAmountProblem(amountMinor, invoice.openMinor, minimum);
    if (problem === null) return;
    const text = {
      NOTHING_PAYABLE:
        invoice.openMinor <= 0
          ? 'This invoice has nothing left to pay.'
          : `The open amount of ${money(invoice.openMinor)} is below the minimum of ${money(minimum)} for online payment.`,
      NOT_POSITIVE: 'The amount must be more than 0.',
      ABOVE_OPEN_AMOUNT: `The amount must not be more than the open amount of ${money(invoice.openMinor)}.`,
      BELOW_MINIMUM: `The amount must be at least ${money(minimum)}.`,
    }[problem];
    throw invalidField('body/input/amount_minor', text);
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

  /** Whether a purchase's payment was given back (a canceled booking's "Refunded"). */
  async wasRefunded(paymentId: string | null): Promise<boolean> {
    if (!paymentId) return false;
    return (await this.deps.repository.findById(paymentId))?.status === 'refunded';
  }

  /** spec §4 "money is never silent": the guest's bookings and orders paid online. */
  async onlinePaymentsOf(projectId: string, userId: string): Promise<OnlinePayment[]> {
    const taken = await this.deps.repository.takenPurchasesOf(projectId, userId);
    return taken.map((p) => ({
      id: p.id,
      purpose: p.purpose === 'order' ? 'order' : 'registration',
      description: p.description,
      amount: p.amountMinor,
      currency: p.currency,
      paid_at: p.createdAt,
      status: p.status === 'refunded' ? 'refunded' : 'paid',
    }));
  }

  /** A payment by our id (the return endpoint). */
  async find(paymentId: string): Promise<PaymentRecord | undefined> {
    return this.deps.repository.findById(paymentId);
  }

  /** A payment of the configured provider by the provider's reference (the demo page). */
  async findByRef(providerRef: string): Promise<PaymentRecord | undefined> {
    return this.deps.repository.findByRef(this.deps.provider.name, providerRef);
  }

  /** Books what the PMS missed (payment-outcomes.ts `bookUnbooked`); the scheduler's round. */
  bookUnbooked(olderThanMs = UNBOOKED_AFTER_MS): Promise<number> {
    return this.outcomes.bookUnbooked(olderThanMs);
  }

  /** Applies an event of the configured provider at most once (see payment-outcomes.ts). */
  applyEvent(event: PaymentEvent): Promise<ApplyResult> {
    return this.outcomes.applyEvent(event);
  }

  /** The guest is back from the provider: the outcome is asked for and applied once. */
  syncOnReturn(payment: PaymentRecord): Promise<PaymentRecord> {
    return this.outcomes.syncOnReturn(payment);
  }
}
