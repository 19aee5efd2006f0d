// Table types of the guest journey (migration 025).
import type { Generated } from 'kysely';

export interface JourneyMessagesTable {
  id: string;
  project_id: string;
  reservation_id: string;
  guest_id: string;
  step_id: string;
  status: string;
  due_at: string;
  stay_end: string;
  attempts: Generated<number>;
  claimed_until: string | null;
  last_error: string | null;
  language: string | null;
  sent_at: string | null;
  message_id: string | null;
  link_opened_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface JourneyOptoutsTable {
  project_id: string;
  email_hash: string;
  created_at: string;
}

export interface GuestFeedbackTable {
  project_id: string;
  reservation_id: string;
  user_id: string;
  score: number;
  comment: string | null;
  language: string;
  created_at: string;
  updated_at: string;
}
