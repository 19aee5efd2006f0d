import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as m001 from './migrations/001_projects.ts';
import * as m002 from './migrations/002_server_secrets.ts';
import * as m003 from './migrations/003_stats_hits.ts';
import * as m004 from './migrations/004_contact_requests.ts';
import * as m005 from './migrations/005_guest_sessions.ts';
import * as m006 from './migrations/006_guests.ts';
import * as m007 from './migrations/007_pms.ts';
import * as m008 from './migrations/008_login.ts';
import * as m009 from './migrations/009_payments.ts';
import * as m010 from './migrations/010_checkins.ts';
import * as m011 from './migrations/011_checkin_identity.ts';
import * as m012 from './migrations/012_project_model_encodings.ts';
import * as m013 from './migrations/013_one_open_checkout.ts';
import * as m014 from './migrations/014_inbox.ts';
import * as m015 from './migrations/015_bookings.ts';
import * as m016 from './migrations/016_staff.ts';
import * as m017 from './migrations/017_model_previews.ts';
import * as m018 from './migrations/018_rate_limit_hits.ts';
import * as m019 from './migrations/019_staff_first_password.ts';
import * as m020 from './migrations/020_request_work.ts';
import * as m021 from './migrations/021_guest_connection.ts';
import * as m022 from './migrations/022_pms_connections.ts';
import * as m023 from './migrations/023_pms_outbox.ts';
import * as m024 from './migrations/024_pms_events.ts';
import * as m025 from './migrations/025_guest_journey.ts';
import * as m026 from './migrations/026_authority_reports.ts';
import * as m027 from './migrations/027_authority_batches.ts';
import type { Database } from './schema.ts';

// A static list instead of a folder scan: it works the same under tsx, in
// tests and in any future bundle. Add each new numbered migration here.
const migrations: Record<string, Migration> = {
  '001_projects': m001,
  '002_server_secrets': m002,
  '003_stats_hits': m003,
  '004_contact_requests': m004,
  '005_guest_sessions': m005,
  '006_guests': m006,
  '007_pms': m007,
  '008_login': m008,
  '009_payments': m009,
  '010_checkins': m010,
  '011_checkin_identity': m011,
  '012_project_model_encodings': m012,
  '013_one_open_checkout': m013,
  '014_inbox': m014,
  '015_bookings': m015,
  '016_staff': m016,
  '017_model_previews': m017,
  '018_rate_limit_hits': m018,
  '019_staff_first_password': m019,
  '020_request_work': m020,
  '021_guest_connection': m021,
  '022_pms_connections': m022,
  '023_pms_outbox': m023,
  '024_pms_events': m024,
  '025_guest_journey': m025,
  '026_authority_reports': m026,
  '027_authority_batches': m027,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to the newest migration; throws when one fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  // Numbers were handed out to parallel work: a database that already ran
  // 007 must still accept 005 when it arrives later.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed`, { cause: error });
  }
  return (results ?? []).map((r) => r.migrationName);
}
