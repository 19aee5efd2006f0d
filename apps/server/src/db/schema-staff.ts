// Table types of the staff console (db/schema.ts holds the rest).

/** A staff member of one project. */
export interface StaffAccountsTable {
  id: string;
  project_id: string;
  /** Lower-cased and trimmed. */
  email: string;
  name: string;
  /** 'admin' | 'frontdesk' */
  role: string;
  /** argon2id PHC string. */
  password_hash: string;
  created_at: string;
  updated_at: string;
  disabled_at: string | null;
  /** 1 while the password is one an administrator chose (new account, reset). */
  must_change_password: number;
}

/** A staff session: only the token's sha256. */
export interface StaffSessionsTable {
  token_hash: string;
  account_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

/** One staff action (who, what, when). */
export interface StaffAuditTable {
  id: string;
  project_id: string;
  account_id: string | null;
  actor: string;
  action: string;
  target: string | null;
  /** JSON object. */
  detail: string | null;
  at: string;
}

/** Every published model version, for diff and rollback. */
export interface ProjectModelHistoryTable {
  project_id: string;
  lang: string;
  version: number;
  body: string;
  published_by: string;
  published_at: string;
}

/** An image staff uploaded for a project's content (body base64). */
export interface ProjectMediaTable {
  project_id: string;
  name: string;
  content_type: string;
  body: string;
  bytes: number;
  uploaded_by: string;
  created_at: string;
}

/** A draft model staff preview in the guest app (only the token's sha256). */
export interface ModelPreviewsTable {
  token_hash: string;
  project_id: string;
  lang: string;
  /** The draft as the guest app gets it (images signed). */
  body: string;
  created_by: string;
  created_at: string;
  expires_at: string;
}
