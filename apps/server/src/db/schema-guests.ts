// Table types of the guests: sessions, their own data, the user ids of reservation guests,
// and the shared rate limits.

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
  /** spec §7 connect (migration 021): the last connect, and the device it said. */
  connected_at: string | null;
  /** 1/0; null until a connect said it. */
  is_ios: number | null;
  is_standalone: number | null;
}

/** The stable user id of a guest of a reservation. */
export interface ReservationUsersTable {
  project_id: string;
  guest_ref: string;
  user_id: string;
  created_at: string;
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
