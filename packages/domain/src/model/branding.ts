import { z } from 'zod';

/** A custom web font of the project (spec §3 branding.customAppFonts). */
export const CustomAppFontSchema = z.looseObject({
  family: z.string(),
  url: z.string(),
});
export type CustomAppFont = z.infer<typeof CustomAppFontSchema>;

/** spec §3 model.branding. */
export const BrandingSchema = z.looseObject({
  favicon: z.string().optional(),
  color_scheme: z.string().optional(),
  color_scheme_secondary: z.string().optional(),
  customAppFonts: z.array(CustomAppFontSchema).optional(),
  /** Applied as CSS text only (never as markup). */
  customCSS: z.string().optional(),
  customCSSExternalLinks: z.array(z.string()).optional(),
  show_link_to_website: z.boolean().optional(),
  logo_link_to_website: z.boolean().optional(),
  logo_link_to_website_suffix: z.string().optional(),
});
export type Branding = z.infer<typeof BrandingSchema>;
