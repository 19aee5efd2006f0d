import { z } from 'zod';
import { LOGIN_FIELDS } from './login-fields.ts';
import { NavigationSchema, NavigationTabsSchema } from './navigation.ts';
import { GuestJourneySchema } from '../journey/journey-settings.ts';

// zod-free constants, for the web app's start (docs/performance.md).
export { LOGIN_FIELDS } from './login-fields.ts';
export const LoginFieldSchema = z.enum(LOGIN_FIELDS);
export type LoginField = z.infer<typeof LoginFieldSchema>;

/** spec §3 form prefill keys. */
export const PREFILL_KEYS = [
  'FIRSTNAME',
  'LASTNAME',
  'NAME',
  'EMAIL',
  'PHONE',
  'DATEOFBIRTH',
  'DATEOFARRIVAL',
  'DATEOFDEPARTURE',
  'ROOMNUMBER',
] as const;
export type PrefillKey = (typeof PREFILL_KEYS)[number];

/** spec §9 plan visibility settings. */
export const PlanSettingsSchema = z.looseObject({
  visible_fully: z.boolean().optional(),
  visible_fully_after_arrival_plus_days: z.number().int().nonnegative().optional(),
  visible_fully_after_arrival_time: z
    .string()
    .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'Expected a time of day HH:mm')
    .optional(),
  days_before_arrival: z.number().int().nonnegative().optional(),
  arrival_date_selector_regex: z.string().optional(),
});
export type PlanSettings = z.infer<typeof PlanSettingsSchema>;

const ActiveSchema = z.looseObject({ active: z.boolean() });

/**
 * Who issues the project's invoices, as AT/DE invoices must state it (§ 11
 * UStG, § 14 UStG): the supplier's legal name (default: `contact.company`,
 * else the project name) and VAT id. The address is the model's `address`.
 */
export const InvoicingSettingsSchema = z.looseObject({
  supplier_name: z.string().trim().min(1).optional(),
  vat_id: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}[0-9A-Z+*.]{2,13}$/, 'Expected a VAT id such as ATU12345678')
    .optional(),
});
export type InvoicingSettings = z.infer<typeof InvoicingSettingsSchema>;

export const QUICK_REPLIES_MAX = 10;
export const QUICK_REPLY_MAX_LENGTH = 500;

/** The console's working rules of a project (our extension of spec §3, ADR 036). */
export const StaffSettingsSchema = z.looseObject({
  /** A request, a message, a booking or an order waiting longer is marked as escalated. */
  escalate_after_minutes: z.number().int().min(1).max(1440).optional(),
  /** The staff's quick replies in this model's language (at most 10). */
  quick_replies: z
    .array(z.string().trim().min(1).max(QUICK_REPLY_MAX_LENGTH))
    .max(QUICK_REPLIES_MAX)
    .optional(),
});
/** Without a setting: ten minutes, a front office's usual promise. */
export const DEFAULT_ESCALATE_AFTER_MINUTES = 10;

/** spec §3 model.project_settings. */
export const ProjectSettingsSchema = z.looseObject({
  navigation: NavigationSchema.optional(),
  navigationTabs: NavigationTabsSchema.optional(),
  messaging: ActiveSchema.optional(),
  pms_login: z
    .looseObject({ active: z.boolean(), fields: z.array(LoginFieldSchema).optional() })
    .optional(),
  login: z.looseObject({ blocking_splash_screen: ActiveSchema.optional() }).optional(),
  forms: z.looseObject({ prefill_options: z.record(z.string(), z.string()).optional() }).optional(),
  plan: PlanSettingsSchema.optional(),
  integrations: z.record(z.string(), z.unknown()).optional(),
  invoicing: InvoicingSettingsSchema.optional(),
  staff: StaffSettingsSchema.optional(),
  /**
   * Our extension (no spec field): a booking dated outside a logged-in
   * guest's stay is `warn`ed about (default) or `refuse`d (domain `stay-window`).
   */
  bookings: z.looseObject({ outside_stay: z.enum(['warn', 'refuse']).optional() }).optional(),
  /**
   * spec §3/§5 the contexts the project knows: each key with the values it
   * may take (`{ area: ['spa', 'restaurant'] }`); connect accepts no others.
   */
  contexts: z.record(z.string(), z.array(z.string())).optional(),
  /** Our extension (no spec field): timed e-mails to the guests (docs/journeys.md). */
  guest_journey: GuestJourneySchema.optional(),
});
export type ProjectSettings = z.infer<typeof ProjectSettingsSchema>;
