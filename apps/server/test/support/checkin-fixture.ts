// The check-in services on a real database of a dialect with the built-in
// PMS and its demo reservations, without the HTTP layer: the project's
// settings are given, the clock is moved by the test.
import { createHash, randomBytes } from 'node:crypto';
import type { CheckinSectionInput } from '@hospes/domain';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { DEFAULT_CHECKIN_FORM } from '../../src/stays/checkin-form-definition.ts';
import type { CheckinSettings } from '../../src/stays/checkin-settings-reader.ts';
import { createCheckinRepository } from '../../src/checkin/checkin.repository.ts';
import { CheckinService } from '../../src/checkin/checkin.service.ts';
import { CheckoutService } from '../../src/checkin/checkout.service.ts';
import type { GuestCaller } from '../../src/guests/guest-caller.ts';
import { createDatabase, type DatabaseDialect } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import type { Database } from '../../src/db/schema.ts';
import { InvoiceService } from '../../src/invoices/invoice.service.ts';
import { DataCipher } from '../../src/secrets/data-cipher.ts';
import { BuiltinPms } from '../../src/pms/builtin-pms.repository.ts';
import { seedDemoReservations } from '../../src/pms/demo-seed.repository.ts';
import type { PmsAdapter } from '../../src/pms/pms-adapter.ts';
import type { PmsProjectSettings } from '../../src/pms/project-pms-settings.ts';
import type { ProjectSummary } from '../../src/projects/project.service.ts';
import { countryCheckinRules } from '../../src/registration/italy/italian-places.ts';
import { createTestDatabase, type TestDatabase } from './databases.ts';

export const PROJECT = 'alpenrose';
export const TIME_ZONE = 'Europe/Vienna';
/** 11:00 in Vienna on the demo "today": inside the demo check-in and check-out windows. */
export const NOW = Date.parse('2026-11-22T10:00:00Z');

export const SUMMARY: ProjectSummary = {
  id: PROJECT,
  name: 'Hotel Alpenrose',
  product: 'app',
  defaultLang: 'de',
  themeColor: '#8c1c3a',
  backgroundColor: '#fbf0f3',
  favicon: undefined,
  greeting: undefined,
  publicOrigin: undefined,
  place: {
    address: {
      streetAddress: 'Dorfstraße 14',
      postalCode: '6299',
      addressLocality: 'Lärchwald',
      addressCountry: 'AT',
    },
    latitude: undefined,
    longitude: undefined,
    timezone: TIME_ZONE,
  },
  supplier: { name: 'Hotel Alpenrose GmbH', vatId: 'ATU12345678' },
  languages: ['de'],
  startScreens: {},
};

const WINDOW = {
  active: true,
  possible_days_before: 1,
  possible_from_hour: 14,
  possible_days_after: 1,
  possible_to_hour: 23,
};

export const PMS_SETTINGS: PmsProjectSettings = {
  projectId: PROJECT,
  timeZone: TIME_ZONE,
  loginActive: true,
  loginFields: ['reservation_id', 'last_name'],
  checkin: { checkin: WINDOW, checkout: WINDOW },
  invoiceActive: true,
};

export const CHECKIN_SETTINGS: CheckinSettings = {
  project: SUMMARY,
  formSections: DEFAULT_CHECKIN_FORM,
  signature: true,
  retention: { years: 7 },
};

export const guest = (
  reservationId: string | null,
  userId = `user-${reservationId}`,
): GuestCaller => ({
  projectId: PROJECT,
  userId,
  reservationId,
});

/** A real drawn-looking signature as a PNG data URL. */
export async function signatureDataUrl(): Promise<string> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><path ' +
    'd="M20 150 C 80 20, 120 20, 160 120 S 260 180, 300 60 S 420 40, 560 140" ' +
    'stroke="#123" stroke-width="6" fill="none"/></svg>';
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** The default form filled in for R-1001 (Max Muster and Anna Muster). */
export function filledSections(signature: string): CheckinSectionInput[] {
  return [
    {
      type: 'ARRIVAL_DEPARTURE',
      fields: { date_of_arrival: '2026-11-22', date_of_departure: '2026-11-25' },
    },
    {
      type: 'MAIN_GUEST_PERSONAL_INFORMATION',
      fields: {
        first_name: 'Max',
        last_name: 'Muster',
        date_of_birth: '1985-04-12',
        gender: 'male',
        nationality: 'de',
      },
    },
    { type: 'MAIN_GUEST_CONTACT', fields: { email: 'max.muster@example.com', phone_number: '' } },
    {
      type: 'MAIN_GUEST_ADDRESS',
      fields: { street: 'Musterstraße 1', zipcode: '80331', city: 'München', country: 'DE' },
    },
    { type: 'MAIN_GUEST_DOCUMENT', fields: { doc_type: 'passport', doc_id: 'C01X00T47' } },
    {
      type: 'ACCOMPANYING_PERSONS_DATA',
      fields: {
        first_name: 'Anna',
        last_name: 'Muster',
        date_of_birth: '1987-09-03',
        nationality: 'DE',
      },
    },
    { type: 'SIGNATURE', fields: { signature } },
  ];
}

export function checkinInput(sections: CheckinSectionInput[], key = 'key-0123456789abcdef') {
  return {
    type: 'room_stay' as const,
    reservation_id: 'R-1001',
    room_stay_id: 'R-1001-1',
    sections,
    language: 'de' as const,
    privacy_accepted: true as const,
    idempotency_key: key,
  };
}

export interface CheckinFixture {
  db: Kysely<Database>;
  pms: PmsAdapter;
  clock: { now: number };
  checkin: CheckinService;
  checkout: CheckoutService;
  invoices: InvoiceService;
  repository: ReturnType<typeof createCheckinRepository>;
  /** Puts the demo reservations back (as every start and the daily re-seed do). */
  reseed(): Promise<void>;
  /** Empties the check-in tables, re-seeds the PMS and sets the clock back: a fresh start. */
  reset(): Promise<void>;
  count(table: 'checkins' | 'checkin_identity' | 'checkin_progress' | 'checkouts'): Promise<number>;
  close(): Promise<void>;
}

export async function createCheckinFixture(
  dialect: DatabaseDialect,
  options: { pms?: (pms: PmsAdapter) => PmsAdapter; settings?: Partial<CheckinSettings> } = {},
): Promise<CheckinFixture> {
  const database: TestDatabase = await createTestDatabase(dialect);
  const { db } = createDatabase(database.url);
  await migrateToLatest(db);
  const at = new Date(NOW).toISOString();
  await db
    .insertInto('projects')
    .values({ id: PROJECT, default_lang: 'de', product: 'app', created_at: at, updated_at: at })
    .execute();
  const clock = { now: NOW };
  const now = () => clock.now;
  const cipher = new DataCipher(randomBytes(32));
  const builtin = new BuiltinPms(db, { now, cipher });
  const pms = options.pms ? options.pms(builtin) : builtin;
  const reseed = async () => {
    await seedDemoReservations(db, PROJECT, TIME_ZONE, clock.now, cipher);
  };
  await reseed();
  const repository = createCheckinRepository(db, cipher);
  const sources = {
    pms,
    pmsSettings: { read: async (id: string) => (id === PROJECT ? PMS_SETTINGS : undefined) },
    checkinSettings: {
      read: async (id: string) =>
        id === PROJECT ? { ...CHECKIN_SETTINGS, ...options.settings } : undefined,
    },
  };
  const log = { warn: () => undefined, error: () => undefined };
  return {
    db,
    pms,
    clock,
    checkin: new CheckinService({
      ...sources,
      repository,
      now,
      log,
      countryRules: countryCheckinRules,
    }),
    checkout: new CheckoutService({ ...sources, repository, now, log }),
    invoices: new InvoiceService({ ...sources, projects: { findProject: () => SUMMARY } }),
    repository,
    reseed,
    async reset() {
      clock.now = NOW;
      for (const table of [
        'checkin_identity',
        'checkin_progress',
        'checkins',
        'checkouts',
        'registration_counters',
      ] as const) {
        await db.deleteFrom(table).execute();
      }
      await reseed();
    },
    async count(table) {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async close() {
      await db.destroy();
      await database.drop();
    },
  };
}

/** sha256 of a buffer, to tell two images apart without comparing megabytes. */
export const digest = (b: Buffer) => createHash('sha256').update(b).digest('hex');
