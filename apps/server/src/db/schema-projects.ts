// Table types of the projects: models and their versions, server secrets, statistics and
// contact requests.

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
