// Check-in identity data at rest, on both databases: after a check-in no
// table holds the document number, the address or the issuing authority in
// plain text (AES-256-GCM, key outside the database); the front desk's
// registration form still shows them; and after the retention date every
// copy — ours and the property system's — is gone from every table.
import { statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { DATA_KEY_FILE } from '../src/secrets/data-cipher.ts';
import { DIALECTS } from './support/databases.ts';
import { filledSections, signatureDataUrl } from './support/checkin-fixture.ts';
import { pdfText } from './support/pdf-tools.ts';
import { ADMIN_TOKEN, startTestApp, type TestApp } from './support/test-app.ts';

const PROJECTS_DIR = path.join(REPO_ROOT, 'projects');
const NOW = Date.parse('2026-11-22T10:00:00Z'); // 11:00 in Vienna, the demo "today"
const DOCUMENT_NUMBER = 'P-ZX98127734';
const STREET = 'Zwiebelgasse 77';
const CITY = 'Quastenhausen';
const AUTHORITY = 'Magistrat Zwiebelstadt';
const SECRETS = [DOCUMENT_NUMBER, STREET, CITY, AUTHORITY];

/** Every row of every table of the database, as text. */
async function everyRow(t: TestApp): Promise<Map<string, string>> {
  const db = t.app.database.db;
  const tables =
    t.app.database.dialect === 'sqlite'
      ? await sql<{ name: string }>`
          select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(
          db,
        )
      : await sql<{ name: string }>`
          select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
  const dump = new Map<string, string>();
  for (const { name } of tables.rows) {
    const rows = await sql`select * from ${sql.table(name)}`.execute(db);
    dump.set(name, JSON.stringify(rows.rows));
  }
  return dump;
}

function tablesHolding(dump: Map<string, string>, needle: string): string[] {
  return [...dump].filter(([, text]) => text.includes(needle)).map(([name]) => name);
}

describe.each(DIALECTS)('identity data at rest on %s', (dialect) => {
  let t: TestApp;
  let clock = NOW;
  let checkinId: string;

  beforeAll(async () => {
    t = await startTestApp(dialect, { projectsDir: PROJECTS_DIR }, undefined, {
      now: () => clock,
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/integrations/alpenrose/login',
      payload: { data: { reservation_id: 'R-1001', last_name: 'Muster' } },
    });
    const c = login.cookies.find((k) => k.name === 'hospes_alpenrose');
    const sections = filledSections(await signatureDataUrl()).map((section) => {
      if (section.type === 'MAIN_GUEST_ADDRESS') {
        return { ...section, fields: { ...section.fields, street: STREET, city: CITY } };
      }
      if (section.type === 'MAIN_GUEST_DOCUMENT') {
        return {
          ...section,
          fields: { ...section.fields, doc_id: DOCUMENT_NUMBER, doc_issue_authority: AUTHORITY },
        };
      }
      return section;
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/integrations/alpenrose/checkin',
      payload: {
        lang: 'de',
        checkinInput: {
          reservation_id: 'R-1001',
          room_stay_id: 'R-1001-1',
          sections,
          language: 'de',
          privacy_accepted: true,
          idempotency_key: 'key-identity-at-rest',
        },
      },
      headers: { cookie: `${c?.name}=${c?.value}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    checkinId = res.json().checkin_id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps the key in the data directory, readable by the server only', () => {
    const mode = statSync(path.join(t.database.dataDir, DATA_KEY_FILE)).mode & 0o777;
    expect(mode).toBe(0o600);
  });

  it('no table holds the document number, the address or the authority in plain text', async () => {
    const dump = await everyRow(t);
    expect(dump.size).toBeGreaterThan(10);
    for (const secret of SECRETS) expect(tablesHolding(dump, secret), secret).toEqual([]);
    // The encrypted copies are there: ours and the property system's.
    expect(dump.get('checkin_identity')).toContain('v1:');
    expect(dump.get('pms_guests')).toContain('v1:');
  });

  it("the front desk's registration form still shows them", async () => {
    const res = await t.app.inject({
      url: `/api/integrations/alpenrose/registrationform/${checkinId}`,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(DOCUMENT_NUMBER);
    expect(text).toContain(STREET);
  });

  it('after the retention date no copy is left in any table', async () => {
    // Austria keeps registration forms seven years (project retention setting).
    clock = Date.parse('2034-01-02T10:00:00Z');
    expect(await t.app.checkins.retention.run()).toBe(1);
    const dump = await everyRow(t);
    for (const secret of SECRETS) expect(tablesHolding(dump, secret), secret).toEqual([]);
    expect(JSON.parse(dump.get('checkin_identity') ?? '[]')).toEqual([]);
    const guests = await t.app.database.db
      .selectFrom('pms_guests')
      .selectAll()
      .where('reservation_id', '=', 'R-1001')
      .where('project_id', '=', 'alpenrose')
      .execute();
    expect(guests.length).toBeGreaterThan(0);
    for (const g of guests) {
      expect(g).toMatchObject({ document: null, address: null, date_of_birth: null });
    }
    // The booker's name stays for the invoices; the companion is anonymised.
    expect(guests.find((g) => g.is_main === 1)?.last_name).toBe('Muster');
    expect(guests.filter((g) => g.is_main === 0).every((g) => g.first_name === '—')).toBe(true);
    const form = await t.app.inject({
      url: `/api/integrations/alpenrose/registrationform/${checkinId}`,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(form.statusCode).toBe(404);
  });
});
