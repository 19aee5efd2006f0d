// Table types of the inbox: requests, messages, in-app notifications and realtime events.
import type { Generated } from 'kysely';

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
  /** The staff's progress: 'open' | 'in_progress' | 'done' (migration 020). */
  progress: string;
  /** The staff account that handles it. */
  assignee_id: string | null;
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
