import { z } from 'zod';

/** spec §3 model.contact. */
export const ContactSchema = z.looseObject({
  homepage: z.string().optional(),
  /** Company name shown in the imprint footer. */
  company: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  /** Imprint text; may contain simple HTML (sanitised before rendering). */
  impressum: z.string().optional(),
  /**
   * The privacy policy in the model's language; may contain simple HTML
   * (sanitised before rendering). Shown at `#/privacy`.
   */
  privacy: z.string().optional(),
});
export type Contact = z.infer<typeof ContactSchema>;

/** spec §3 model.address (schema.org PostalAddress names). */
export const AddressSchema = z.looseObject({
  streetAddress: z.string().optional(),
  postalCode: z.string().optional(),
  addressLocality: z.string().optional(),
  addressCountry: z.string().optional(),
});
export type Address = z.infer<typeof AddressSchema>;

/** spec §1: regional tourism partner shown in the footer. */
export const PartnerSchema = z.looseObject({
  logo: z.string(),
  text: z.string(),
  link: z.string().optional(),
});
export type Partner = z.infer<typeof PartnerSchema>;
