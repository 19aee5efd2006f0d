// What the payment services take and answer.
import type { PmsAdapter } from '../pms/pms-adapter.ts';
import type { PmsOutbox } from '../pms/outbox/pms-outbox.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type {
  PaymentPurpose,
  PaymentRecord,
  PaymentRepository,
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
  /** Where a booking waits when a remote PMS does not answer (docs/decisions/049). */
  outbox?: Pick<PmsOutbox, 'enqueue' | 'handle'> | undefined;
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
