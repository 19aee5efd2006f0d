// Table types for Kysely. Timestamps are ISO strings and model bodies JSON
// text, so both engines store and return exactly the same values.
import type { Generated } from 'kysely';
import type {
  ModelPreviewsTable,
  ProjectMediaTable,
  ProjectModelHistoryTable,
  StaffAccountsTable,
  StaffAuditTable,
  StaffSessionsTable,
} from './schema-staff.ts';

export interface ProjectsTable {
  id: string;
  default_lang: string;
  product: string;
  created_at: string;
  updated_at: string;
}

/** The compressed bodies of a stored model (base64), valid while `etag` is the model's. */
export interface ProjectModelEncodingsTable {
  project_id: string;
  lang: string;
  etag: string;
  br: string;
  gzip: string;
}

export interface ProjectModelsTable {
  project_id: string;
  lang: string;
  /** `_meta.version` of the stored model. */
  version: number;
  /** `name` of the model, kept beside the body for cheap listings. */
  name: string;
  /** The validated model as JSON text, served byte for byte. */
  body: string;
  /** Strong ETag (quoted) derived from a hash of `body`. */
  etag: string;
  /** When this version was stored. */
  updated_at: string;
}

/** Secrets the server generates once so that restarts and instances agree. */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

/**
 * One statistics hit (spec §7 analytics fields, same names). Cookieless: no
 * IP address, no cookie, no user agent — only what the app sent.
 */
export interface StatsHitsTable {
  id: string;
  project_id: string;
  hittype: string;
  business_id: string | null;
  gen_id: string | null;
  userlang: string | null;
  event_category: string | null;
  event_action: string | null;
  event_label: string | null;
  documentpath: string | null;
  documenttitle: string | null;
  screen: string | null;
  viewport: string | null;
  cn: string | null;
  cs: string | null;
  cm: string | null;
  created_at: string;
}

/** A message sent with the contact form, kept for the staff. */
export interface ContactRequestsTable {
  id: string;
  project_id: string;
  lang: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  /** When the sender accepted the privacy policy (the moment of sending). */
  privacy_accepted_at: string;
  created_at: string;
}

/** A guest session (migration 005); only the token's sha256 is stored. */
export interface GuestSessionsTable {
  token_hash: string;
  project_id: string;
  user_id: string;
  reservation_id: string | null;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
}

/** A guest's own data (migration 006); JSON columns as text. */
export interface GuestsTable {
  project_id: string;
  user_id: string;
  /** 'anonymous' | 'reservation'. */
  kind: string;
  profile: string;
  stay: string;
  language: string | null;
  registrations: string | null;
  contexts: string | null;
  favorites: string | null;
  created_at: string;
  updated_at: string;
}

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

/** A key of a shared rate limit: its row is locked while an attempt is admitted (migration 018). */
export interface RateLimitKeysTable {
  project_id: string;
  scope: string;
  key_hash: string;
  touched_at: string;
}

/** An attempt counted by a rate limit shared by every instance (migration 018). */
export interface RateLimitHitsTable {
  id: string;
  project_id: string;
  scope: string;
  key_hash: string;
  at: string;
}

/** The stable user id of a guest of a reservation. */
export interface ReservationUsersTable {
  project_id: string;
  guest_ref: string;
  user_id: string;
  created_at: string;
}

/** An online check-in attempt (migration 010); no personal data. */
export interface CheckinsTable {
  id: string;
  project_id: string;
  reservation_id: string;
  user_id: string;
  idempotency_key: string | null;
  request_hash: string;
  /** 'pending' | 'finished' | 'failed'. */
  status: string;
  /** JSON array of room stay ids. */
  room_stay_ids: string;
  registration_year: number;
  registration_number: number;
  language: string;
  created_at: string;
  finished_at: string | null;
}

/** An online check-out attempt (migration 010). */
export interface CheckoutsTable {
  id: string;
  project_id: string;
  reservation_id: string;
  user_id: string;
  idempotency_key: string | null;
  request_hash: string;
  status: string;
  room_stay_ids: string;
  created_at: string;
  finished_at: string | null;
}

/** spec §4 progress: a room stay's step claimed by one attempt (migration 010). */
export interface CheckinProgressTable {
  project_id: string;
  reservation_id: string;
  room_stay_id: string;
  /** 'checkin' | 'checkout'. */
  step: string;
  operation_id: string;
  created_at: string;
}

/** The last registration form number of a project and year (migration 010). */
export interface RegistrationCountersTable {
  project_id: string;
  year: number;
  last_number: number;
}

/** Identity data of a check-in, deleted after the retention period (migration 011). */
export interface CheckinIdentityTable {
  checkin_id: string;
  project_id: string;
  /** JSON: stay dates, main guest with address and document, accompanying persons. */
  guests: string;
  /** base64 PNG. */
  signature_png: string | null;
  /** ISO instant from which the retention job deletes the row. */
  delete_after: string;
  created_at: string;
}

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

/** A guest-service request (spec §4 request statuses). */
export interface GuestRequestsTable {
  id: string;
  project_id: string;
  user_id: string;
  reservation_id: string | null;
  form_id: string;
  subject: string;
  /** JSON object of the field values. */
  fields: string;
  lang: string;
  status: string;
  note: string | null;
  start_at: string | null;
  cancellation_deadline_hours: number | null;
  created_at: string;
  updated_at: string;
}

/** One message of a guest's conversation with the staff. */
export interface MessagesTable {
  seq: Generated<number>;
  id: string;
  project_id: string;
  user_id: string;
  sender: string;
  type: string;
  title: string;
  content: string;
  request_id: string | null;
  seen_at: string | null;
  staff_seen_at: string | null;
  created_at: string;
}

/** An in-app notification of a guest (spec §3 notification payload). */
export interface InappNotificationsTable {
  id: string;
  project_id: string;
  user_id: string;
  title: string;
  body: string;
  link: string | null;
  link_type: string | null;
  link_title: string | null;
  omit_popup: number;
  seen_at: string | null;
  created_at: string;
}

/** A numbered realtime event of a guest (`Last-Event-ID` resume). */
export interface RealtimeEventsTable {
  seq: Generated<number>;
  project_id: string;
  user_id: string;
  event: string;
  created_at: string;
}

export interface Database {
  projects: ProjectsTable;
  project_models: ProjectModelsTable;
  project_model_encodings: ProjectModelEncodingsTable;
  server_secrets: ServerSecretsTable;
  stats_hits: StatsHitsTable;
  contact_requests: ContactRequestsTable;
  guest_sessions: GuestSessionsTable;
  guests: GuestsTable;
  pms_reservations: PmsReservationsTable;
  pms_room_stays: PmsRoomStaysTable;
  pms_guests: PmsGuestsTable;
  pms_invoices: PmsInvoicesTable;
  pms_invoice_lines: PmsInvoiceLinesTable;
  pms_payments: PmsPaymentsTable;
  rate_limit_hits: RateLimitHitsTable;
  rate_limit_keys: RateLimitKeysTable;
  reservation_users: ReservationUsersTable;
  checkins: CheckinsTable;
  checkouts: CheckoutsTable;
  checkin_progress: CheckinProgressTable;
  registration_counters: RegistrationCountersTable;
  checkin_identity: CheckinIdentityTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  guest_requests: GuestRequestsTable;
  messages: MessagesTable;
  inapp_notifications: InappNotificationsTable;
  booking_slots: BookingSlotsTable;
  registrations: RegistrationsTable;
  orders: OrdersTable;
  realtime_events: RealtimeEventsTable;
  staff_accounts: StaffAccountsTable;
  staff_sessions: StaffSessionsTable;
  staff_audit: StaffAuditTable;
  project_model_history: ProjectModelHistoryTable;
  project_media: ProjectMediaTable;
  model_previews: ModelPreviewsTable;
}

/** Places taken in one slot of a bookable item. */
export interface BookingSlotsTable {
  project_id: string;
  activity_id: string;
  slot_id: string;
  taken: number;
  /** Set when the staff canceled the slot: nobody can book it any more. */
  canceled_at: string | null;
}

/** A guest's registration for a slot (spec §4 registration statuses). */
export interface RegistrationsTable {
  id: string;
  project_id: string;
  user_id: string;
  reservation_id: string | null;
  activity_id: string;
  slot_id: string;
  subject: string;
  lang: string;
  team_member_id: string | null;
  team_member: string | null;
  /** JSON array of RegistrationLine. */
  lines: string;
  persons: number;
  total_minor: number;
  currency: string;
  status: string;
  payment: string;
  payment_id: string | null;
  hold_until: string | null;
  charge_ref: string | null;
  start_at: string;
  end_at: string;
  cancellation_deadline_hours: number;
  confirmation: string;
  note: string | null;
  idempotency_key: string;
  created_at: string;
  updated_at: string;
}

/** A guest's shop order. */
export interface OrdersTable {
  id: string;
  project_id: string;
  user_id: string;
  reservation_id: string | null;
  number: string;
  lang: string;
  /** JSON array of OrderLine. */
  items: string;
  total_minor: number;
  currency: string;
  status: string;
  payment: string;
  payment_id: string | null;
  charge_ref: string | null;
  delivery_at: string | null;
  note: string | null;
  idempotency_key: string;
  created_at: string;
  updated_at: string;
}
