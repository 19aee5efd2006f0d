// Table types for Kysely, one file per area; `Database` names every table.
// Timestamps are ISO strings and model bodies JSON text, so both engines store
// and return exactly the same values.
import type {
  AuthorityAccountsTable,
  AuthorityReceiptsTable,
  AuthorityReportsTable,
} from './schema-registration.ts';
import type {
  GuestFeedbackTable,
  JourneyMessagesTable,
  JourneyOptoutsTable,
} from './schema-journey.ts';
import type {
  ProjectsTable,
  ProjectModelEncodingsTable,
  ProjectModelsTable,
  ServerSecretsTable,
  StatsHitsTable,
  ContactRequestsTable,
} from './schema-projects.ts';
import type {
  GuestSessionsTable,
  GuestsTable,
  ReservationUsersTable,
  RateLimitKeysTable,
  RateLimitHitsTable,
} from './schema-guests.ts';
import type {
  PmsConnectionsTable,
  PmsOutboxTable,
  PmsEventsTable,
  PmsReservationsTable,
  PmsRoomStaysTable,
  PmsGuestsTable,
  PmsInvoicesTable,
  PmsInvoiceLinesTable,
  PmsPaymentsTable,
} from './schema-pms.ts';
import type {
  CheckinsTable,
  CheckoutsTable,
  CheckinProgressTable,
  RegistrationCountersTable,
  CheckinIdentityTable,
} from './schema-checkin.ts';
import type { PaymentsTable, PaymentEventsTable } from './schema-payments.ts';
import type {
  GuestRequestsTable,
  MessagesTable,
  InappNotificationsTable,
  RealtimeEventsTable,
} from './schema-inbox.ts';
import type { BookingSlotsTable, RegistrationsTable, OrdersTable } from './schema-bookings.ts';
import type {
  ModelPreviewsTable,
  ProjectMediaTable,
  ProjectModelHistoryTable,
  StaffAccountsTable,
  StaffAuditTable,
  StaffSessionsTable,
} from './schema-staff.ts';

export type * from './schema-projects.ts';
export type * from './schema-guests.ts';
export type * from './schema-pms.ts';
export type * from './schema-checkin.ts';
export type * from './schema-payments.ts';
export type * from './schema-inbox.ts';
export type * from './schema-bookings.ts';
export type * from './schema-staff.ts';

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
  pms_connections: PmsConnectionsTable;
  pms_outbox: PmsOutboxTable;
  pms_events: PmsEventsTable;
  journey_messages: JourneyMessagesTable;
  journey_optouts: JourneyOptoutsTable;
  guest_feedback: GuestFeedbackTable;
  authority_reports: AuthorityReportsTable;
  authority_receipts: AuthorityReceiptsTable;
  authority_accounts: AuthorityAccountsTable;
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
