// Table types of online payments (ADR 004).
import type { Generated } from 'kysely';

/** An online payment at a provider (migration 009); never card data. */
export interface PaymentsTable {
  id: string;
  project_id: string;
  /** 'demo' | 'stripe'. */
  provider: string;
  provider_ref: string;
  reservation_id: string;
  invoice_id: string;
  user_id: string;
  amount_minor: number;
  currency: string;
  description: string;
  /** 'pending' | 'succeeded' | 'declined' | 'cancelled' | 'refunded'; one pending per invoice. */
  status: string;
  pms_payment_id: string | null;
  booked_at: string | null;
  booking_error: string | null;
  created_at: string;
  updated_at: string;
  /** The provider's page; null while the checkout is being opened (migration 013). */
  redirect_url: string | null;
  /** After this instant the checkout is closed (the provider's page expires with it). */
  expires_at: string | null;
  /** The provider's refund, when the payment could not be booked and was given back. */
  refund_ref: string | null;
  /** What it pays: 'invoice' (invoice_id), 'registration' or 'order' (its id in invoice_id). */
  purpose: Generated<string>;
}

/** A provider event acted on once; (provider, event_id) is unique (migration 009). */
export interface PaymentEventsTable {
  provider: string;
  event_id: string;
  payment_id: string;
  outcome: string;
  /** 1 when the event changed the payment, 0 when another had decided it. */
  applied: number;
  received_at: string;
}
