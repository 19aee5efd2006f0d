// Table types of bookings and the shop (ADR 021).

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
