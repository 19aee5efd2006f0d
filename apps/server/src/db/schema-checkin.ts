// Table types of online check-in and check-out.

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
