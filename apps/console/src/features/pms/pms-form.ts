// The property system form's values and how they become the server's input
// (`PUT /api/staff/{project}/pms`): the domain's schemas check the settings
// of Mews and apaleo; a field they refuse is named in the form.
import {
  ApaleoConnectionSettingsSchema,
  MewsConnectionSettingsSchema,
  PMS_KINDS,
  type PmsConnection,
  type PmsConnectionInput,
  type PmsKind,
} from '@hospes/domain';
import { z } from 'zod';

export const FIELDS = [
  'platformAddress',
  'serviceId',
  'chargeServiceId',
  'taxCodes',
  'clientToken',
  'accessToken',
  'apiAddress',
  'identityAddress',
  'propertyId',
  'clientId',
  'vatTypes',
  'clientSecret',
] as const;
export type Field = (typeof FIELDS)[number];

export type FormValues = { kind: PmsKind } & Record<Field, string>;

/** `10 = AT-R` lines as `{ "1000": "AT-R" }`; null when a line is not of that form. */
export function parseRates(text: string): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const line of text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    const match = /^(\d+(?:[.,]\d{1,2})?)\s*%?\s*[=:]\s*(\S+)$/.exec(line);
    if (!match) return null;
    out[String(Math.round(Number(match[1]!.replace(',', '.')) * 100))] = match[2]!;
  }
  return out;
}

const formatRates = (codes: Record<string, string>) =>
  Object.entries(codes)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([bp, code]) => `${Number(bp) / 100} = ${code}`)
    .join('\n');

/** The form as the server's input; `storedKind` has credentials stored (kept when left empty). */
export function formSchema(storedKind: PmsKind | null) {
  const text = z.string();
  return z
    .object({
      kind: z.enum(PMS_KINDS),
      platformAddress: text,
      serviceId: text,
      chargeServiceId: text,
      taxCodes: text,
      clientToken: text,
      accessToken: text,
      apiAddress: text,
      identityAddress: text,
      propertyId: text,
      clientId: text,
      vatTypes: text,
      clientSecret: text,
    })
    .transform((v, ctx): PmsConnectionInput => {
      if (v.kind === 'builtin') return { kind: 'builtin' };
      let failed = false;
      const fail = (field: Field) => {
        failed = true;
        ctx.addIssue({ code: 'custom', path: [field], message: '' });
      };
      const stored = storedKind === v.kind;
      const trimmed = (field: Field) => v[field].trim();
      if (v.kind === 'apaleo') {
        const vatTypes = parseRates(v.vatTypes);
        if (vatTypes === null) fail('vatTypes');
        const settings = ApaleoConnectionSettingsSchema.safeParse({
          apiAddress: trimmed('apiAddress'),
          identityAddress: trimmed('identityAddress'),
          propertyId: trimmed('propertyId'),
          clientId: trimmed('clientId'),
          vatTypes: vatTypes ?? {},
        });
        for (const issue of settings.error?.issues ?? []) fail(String(issue.path[0]) as Field);
        const secret = trimmed('clientSecret');
        if (!secret && !stored) fail('clientSecret');
        if (failed || !settings.success) return z.NEVER;
        return {
          kind: 'apaleo',
          settings: settings.data,
          ...(secret ? { secrets: { clientSecret: secret } } : {}),
        };
      }
      const taxCodes = parseRates(v.taxCodes);
      if (taxCodes === null) fail('taxCodes');
      const settings = MewsConnectionSettingsSchema.safeParse({
        platformAddress: trimmed('platformAddress'),
        serviceId: trimmed('serviceId'),
        ...(trimmed('chargeServiceId') ? { chargeServiceId: trimmed('chargeServiceId') } : {}),
        taxCodes: taxCodes ?? {},
      });
      for (const issue of settings.error?.issues ?? []) fail(String(issue.path[0]) as Field);
      const client = trimmed('clientToken');
      const access = trimmed('accessToken');
      // Both new, or (credentials stored) both empty to keep them.
      if (!client && (access || !stored)) fail('clientToken');
      if (!access && (client || !stored)) fail('accessToken');
      if (failed || !settings.success) return z.NEVER;
      return {
        kind: 'mews',
        settings: settings.data,
        ...(client && access ? { secrets: { clientToken: client, accessToken: access } } : {}),
      };
    });
}

export function valuesOf(connection: PmsConnection): FormValues {
  const s = (connection.settings ?? {}) as Partial<Record<string, unknown>>;
  const text = (key: string, fallback = '') => (typeof s[key] === 'string' ? s[key] : fallback);
  const rates = (key: string) => formatRates((s[key] ?? {}) as Record<string, string>);
  return {
    kind: connection.kind,
    platformAddress: text('platformAddress'),
    serviceId: text('serviceId'),
    chargeServiceId: text('chargeServiceId'),
    taxCodes: rates('taxCodes'),
    clientToken: '',
    accessToken: '',
    apiAddress: text('apiAddress', 'https://api.apaleo.com'),
    identityAddress: text('identityAddress', 'https://identity.apaleo.com'),
    propertyId: text('propertyId'),
    clientId: text('clientId'),
    vatTypes: rates('vatTypes'),
    clientSecret: '',
  };
}
