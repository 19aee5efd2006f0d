// Table types of the reports to the authorities (migration 026).
import type { Generated } from 'kysely';

export interface AuthorityReportsTable {
  id: string;
  project_id: string;
  authority: string;
  checkin_id: string;
  reservation_id: string;
  guest_index: number;
  status: string;
  arrival: string;
  deadline_at: string;
  record: string | null;
  guest_name: string;
  problems: string | null;
  error_code: string | null;
  error_description: string | null;
  error_detail: string | null;
  attempts: Generated<number>;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
  /** The lot it was sent in (an authority that answers later), and its place there (1…). */
  batch: string | null;
  batch_order: number | null;
  /** The authority's code of the accepted report. */
  reference: string | null;
}

export interface AuthorityReceiptsTable {
  project_id: string;
  authority: string;
  day: string;
  pdf: string;
  fetched_at: string;
  keep_until: string;
}

export interface AuthorityAccountsTable {
  project_id: string;
  authority: string;
  settings: string;
  secrets: string;
  updated_at: string;
}
