// Table types of the built-in PMS (ADR 010).
import type { Generated } from 'kysely';

/** Built-in PMS: a reservation (migration 007). */
export interface PmsReservationsTable {
  project_id: string;
  id: string;
  number: string;
  number_norm: string;
  currency: string;
  source: string;
  created_at: string;
  updated_at: string;
}

/** Built-in PMS: a room stay of a reservation. */
export interface PmsRoomStaysTable {
  project_id: string;
  id: string;
  reservation_id: string;
  position: number;
  status: string;
  arrival: string;
  departure: string;
  room_number: string | null;
  adults: number;
  children: number;
  checkin_finished_at: string | null;
  checkout_finished_at: string | null;
}

/** Built-in PMS: a guest of a reservation (main guest or accompanying person). */
export interface PmsGuestsTable {
  project_id: string;
  id: string;
  reservation_id: string;
  room_stay_id: string | null;
  position: number;
  is_main: number;
  first_name: string;
  last_name: string;
  last_name_norm: string;
  email: string | null;
  email_norm: string | null;
  phone_number: string | null;
  date_of_birth: string | null;
  gender: string | null;
  language: string | null;
  address: string | null;
  document: string | null;
  updated_at: string;
}

/** Built-in PMS: an invoice of a reservation (or of one room stay). */
export interface PmsInvoicesTable {
  project_id: string;
  id: string;
  reservation_id: string;
  room_stay_id: string | null;
  number: string;
  currency: string;
  issued_at: string;
}

/** Built-in PMS: a line item; amounts gross in minor units, VAT in basis points. */
export interface PmsInvoiceLinesTable {
  project_id: string;
  invoice_id: string;
  position: number;
  description: string;
  quantity: number;
  unit_price_minor: number;
  amount_minor: number;
  vat_rate_bp: number;
  service_date: string | null;
  /** A charge's reference (booking, order): booked once (migration 015). */
  charge_ref?: string | null;
}

/** Built-in PMS: a payment on an invoice. */
export interface PmsPaymentsTable {
  project_id: string;
  id: string;
  invoice_id: string;
  amount_minor: number;
  currency: string;
  provider_ref: string;
  paid_at: string;
}

/** A project's property system other than the built-in one (migration 022). */
export interface PmsConnectionsTable {
  project_id: string;
  kind: string;
  /** JSON, shown to the project's admins. */
  settings: string;
  /** JSON of the credentials, encrypted with the data key. */
  secrets: string;
  updated_at: string;
  updated_by: string;
}

/** Write-backs a remote PMS has not taken yet (migration 023). */
export interface PmsOutboxTable {
  id: string;
  project_id: string;
  kind: string;
  dedupe_key: string;
  reservation_id: string;
  room_stay_id: string | null;
  /** JSON, encrypted with the data key. */
  payload: string;
  status: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  claimed_until: string | null;
  last_error: string | null;
  delete_after: string | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
}

/** Deliveries of a remote PMS's change notifications taken (migration 024). */
export interface PmsEventsTable {
  project_id: string;
  source: string;
  event_id: string;
  received_at: string;
}
