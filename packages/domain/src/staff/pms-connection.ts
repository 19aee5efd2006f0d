// The console's choice of a project's property system (docs/pms.md): the
// built-in PMS, Mews through its Connector API or apaleo through its REST
// API, with the project's credentials. Credentials are written, never read back: the answer says
// only whether they are set.
import { z } from 'zod';

export const PMS_KINDS = ['builtin', 'mews', 'apaleo'] as const;
export const PmsKindSchema = z.enum(PMS_KINDS);
export type PmsKind = z.infer<typeof PmsKindSchema>;

const code = (max: number) => z.string().trim().min(1).max(max);

/** What of a Mews connection may be shown: its address, services, tax codes. */
export const MewsConnectionSettingsSchema = z.object({
  /** e.g. https://api.mews.com, or https://api.mews-demo.com for the demo environment. */
  platformAddress: z
    .url({
      protocol: /^https?$/,
      error: 'Enter the address of the Mews API, e.g. https://api.mews.com.',
    })
    .max(200),
  /** The bookable service of the stays. */
  serviceId: code(100),
  /** The service the guest's charges are ordered under (default: the stays' service). */
  chargeServiceId: code(100).optional(),
  /** The enterprise's tax code per VAT rate in basis points, e.g. `{ "1000": "AT-R" }`. */
  taxCodes: z.record(
    z.string().regex(/^\d{1,5}$/, 'A VAT rate in basis points, e.g. 1000.'),
    code(40),
  ),
  /** The external payment type of online payments (Mews "External payment type"). */
  paymentType: code(40).optional(),
});
export type MewsConnectionSettings = z.infer<typeof MewsConnectionSettingsSchema>;

export const MewsSecretsSchema = z.object({
  clientToken: code(500),
  accessToken: code(500),
});
export type MewsSecrets = z.infer<typeof MewsSecretsSchema>;

/** apaleo's VAT types (finance API); which rate each is depends on the property's country. */
export const APALEO_VAT_TYPES = [
  'Null',
  'VeryReduced',
  'Reduced',
  'Normal',
  'Without',
  'Special',
  'Special1',
  'Special2',
] as const;

const httpsAddress = (example: string) =>
  z.url({ protocol: /^https?$/, error: `Enter an address, e.g. ${example}.` }).max(200);

/** What of an apaleo connection may be shown: addresses, property, client id, VAT types. */
export const ApaleoConnectionSettingsSchema = z.object({
  /** https://api.apaleo.com */
  apiAddress: httpsAddress('https://api.apaleo.com'),
  /** https://identity.apaleo.com (the OAuth token endpoint's server). */
  identityAddress: httpsAddress('https://identity.apaleo.com'),
  /** The property of the project, e.g. MUC. */
  propertyId: code(20),
  /** apaleo's webhook API (default https://webhook.apaleo.com). */
  webhookAddress: httpsAddress('https://webhook.apaleo.com').optional(),
  /** The client id of the app registered in apaleo (client credentials). */
  clientId: code(200),
  /** apaleo's VAT type per VAT rate in basis points, e.g. `{ "1000": "Reduced" }`. */
  vatTypes: z.record(
    z.string().regex(/^\d{1,5}$/, 'A VAT rate in basis points, e.g. 1000.'),
    z.enum(APALEO_VAT_TYPES),
  ),
});
export type ApaleoConnectionSettings = z.infer<typeof ApaleoConnectionSettingsSchema>;

export const ApaleoSecretsSchema = z.object({ clientSecret: code(500) });
export type ApaleoSecrets = z.infer<typeof ApaleoSecretsSchema>;

/** `PUT /api/staff/{project}/pms`: secrets may be left out to keep the stored ones. */
export const PmsConnectionInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('builtin') }),
  z.object({
    kind: z.literal('mews'),
    settings: MewsConnectionSettingsSchema,
    secrets: MewsSecretsSchema.optional(),
  }),
  z.object({
    kind: z.literal('apaleo'),
    settings: ApaleoConnectionSettingsSchema,
    secrets: ApaleoSecretsSchema.optional(),
  }),
]);
export type PmsConnectionInput = z.infer<typeof PmsConnectionInputSchema>;

/** `GET /api/staff/{project}/pms`. */
export const PmsConnectionSchema = z.object({
  kind: PmsKindSchema,
  settings: z.union([MewsConnectionSettingsSchema, ApaleoConnectionSettingsSchema]).nullable(),
  /** Whether credentials are stored (they are never answered). */
  hasSecrets: z.boolean(),
  /** The front desk enters reservations in Hospes (the built-in PMS only). */
  entersReservations: z.boolean(),
  /**
   * Where the PMS sends its change notifications (a remote PMS): given to
   * Mews's support, subscribed at apaleo by "Test connection".
   */
  eventsUrl: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type PmsConnection = z.infer<typeof PmsConnectionSchema>;

/** `POST /api/staff/{project}/pms/test`: the answer in plain words. */
export const PmsConnectionTestSchema = z.object({ ok: z.boolean(), message: z.string() });
export type PmsConnectionTest = z.infer<typeof PmsConnectionTestSchema>;

/**
 * A write-back a remote PMS has not taken (docs/decisions/049): waiting for
 * its next attempt, or failed with the PMS's reason until staff retry it.
 */
export const PmsWriteBackSchema = z.object({
  id: z.string(),
  kind: z.enum(['checkin', 'checkout', 'charge', 'payment']),
  reservationId: z.string(),
  roomStayId: z.string().nullable(),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int(),
  nextAttemptAt: z.string(),
  /** What the PMS (or its absence) said last. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type PmsWriteBack = z.infer<typeof PmsWriteBackSchema>;

/** `GET /api/staff/{project}/pms/write-backs`: waiting and failed, oldest first. */
export const PmsWriteBacksSchema = z.object({ writeBacks: z.array(PmsWriteBackSchema) });
