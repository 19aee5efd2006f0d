// The console's choice of a project's property system (docs/pms.md): the
// built-in PMS, or Mews through its Connector API with the project's
// credentials. Credentials are written, never read back: the answer says
// only whether they are set.
import { z } from 'zod';

export const PMS_KINDS = ['builtin', 'mews'] as const;
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

/** `PUT /api/staff/{project}/pms`: secrets may be left out to keep the stored ones. */
export const PmsConnectionInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('builtin') }),
  z.object({
    kind: z.literal('mews'),
    settings: MewsConnectionSettingsSchema,
    secrets: MewsSecretsSchema.optional(),
  }),
]);
export type PmsConnectionInput = z.infer<typeof PmsConnectionInputSchema>;

/** `GET /api/staff/{project}/pms`. */
export const PmsConnectionSchema = z.object({
  kind: PmsKindSchema,
  settings: MewsConnectionSettingsSchema.nullable(),
  /** Whether credentials are stored (they are never answered). */
  hasSecrets: z.boolean(),
  /** The front desk enters reservations in Hospes (the built-in PMS only). */
  entersReservations: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type PmsConnection = z.infer<typeof PmsConnectionSchema>;

/** `POST /api/staff/{project}/pms/test`: the answer in plain words. */
export const PmsConnectionTestSchema = z.object({ ok: z.boolean(), message: z.string() });
export type PmsConnectionTest = z.infer<typeof PmsConnectionTestSchema>;
