import { z } from 'zod';
import { GuestServicesSchema } from '../inbox/request-forms.ts';
import { LangSchema } from '../languages.ts';
import { BrandingSchema } from './branding.ts';
import { GeoSchema } from './common.ts';
import { AddressSchema, ContactSchema, PartnerSchema } from './contact.ts';
import { DiscoverSchema } from './discover.ts';
import { ProjectSettingsSchema } from './project-settings.ts';
import { PRODUCTS } from './products.ts';
import { WelcomeSchema } from './welcome.ts';

export { PRODUCTS } from './products.ts';

export const ProductSchema = z.enum(PRODUCTS);
export type Product = z.infer<typeof ProductSchema>;

/** spec §3 model._meta: version and variant of one language's model. */
export const ModelMetaSchema = z.looseObject({
  /** Raised on every change; the refresh rule compares it (spec §4). */
  version: z.number().int().nonnegative(),
  updated_at: z.iso.datetime({ offset: true }),
  product: ProductSchema,
  /** Language of this model file. */
  lang: LangSchema,
  default_lang: LangSchema.optional(),
  languages: z.array(LangSchema).optional(),
  /** IANA time zone, default 'Europe/Vienna'. */
  timezone: z.string().optional(),
});
export type ModelMeta = z.infer<typeof ModelMetaSchema>;

/** A chatbot link target: internal page by type, id and title (spec §2). */
export const ChatbotMatchSchema = z.looseObject({
  id: z.string(),
  type: z.string(),
  title: z.string(),
});
export type ChatbotMatch = z.infer<typeof ChatbotMatchSchema>;

/**
 * spec §3 "Webchat configuration" beside `matching`: the start screen, the
 * bot's picture and title, the input placeholder, the persistent menu (quick
 * replies: a label and the question it asks) and the launcher's position.
 * Everything is optional: the app has its own texts for what is missing.
 */
const ChatbotQuestionSchema = z.looseObject({
  title: z.string().min(1),
  question: z.string().optional(),
});

export const ChatbotConfigSchema = z.looseObject({
  matching: z.array(ChatbotMatchSchema).optional(),
  title: z.string().optional(),
  bot_profile_image: z.string().optional(),
  /** The same picture by address (the spec's `_url` form); `bot_profile_image` comes first. */
  bot_profile_image_url: z.string().optional(),
  start_screen: z
    .looseObject({
      title: z.string().optional(),
      description: z.string().optional(),
      top_image: z.string().optional(),
      top_image_url: z.string().optional(),
      /** Groups of suggested questions on the start screen ("At the hotel", "Around us"). */
      sections: z
        .array(
          z.looseObject({
            title: z.string().optional(),
            questions: z.array(ChatbotQuestionSchema).optional(),
          }),
        )
        .optional(),
      /** A line on the start screen, e.g. "Ask in your language: the answers are translated." */
      autotranslate_hint: z.string().optional(),
    })
    .optional(),
  /** The chat's own colours (hex); one too light for white text is left for the brand's. */
  colors: z
    .looseObject({
      main: z.string().optional(),
      bubble_user: z.string().optional(),
      quickactions: z.string().optional(),
    })
    .optional(),
  ui_labels: z.looseObject({ inputFieldPlaceholder: z.string().optional() }).optional(),
  persistent_menu: z.array(ChatbotQuestionSchema).optional(),
  launcher: z
    .looseObject({
      position_bottom: z.number().nonnegative().optional(),
      position_right: z.number().nonnegative().optional(),
      /** The launcher's own picture instead of the chat icon. */
      launcher_img_url: z.string().optional(),
    })
    .optional(),
});
export type ChatbotConfig = z.infer<typeof ChatbotConfigSchema>;

/**
 * The project model of spec §3 (see docs/project-model.md). Every object is
 * loose: unknown fields are kept, because models evolve.
 */
export const ProjectModelSchema = z.looseObject({
  name: z.string().min(1),
  _meta: ModelMetaSchema,
  branding: BrandingSchema,
  welcome: WelcomeSchema,
  contact: ContactSchema,
  address: AddressSchema,
  url: z.string().optional(),
  qrDesktop: z.boolean().optional(),
  geolocation: GeoSchema.optional(),
  partner: PartnerSchema.optional(),
  discover: DiscoverSchema,
  chatbot: ChatbotConfigSchema.optional(),
  push_notifications: z.looseObject({ active: z.boolean() }).optional(),
  /** Guest-service request forms (/guestservices; docs/project-model.md). */
  guest_services: GuestServicesSchema.optional(),
  ui_labels: z
    .looseObject({
      /** Overrides of bundled UI labels, same nested keys as the locale files. */
      app_customization: z.record(z.string(), z.unknown()).optional(),
      customlinks: z.record(z.string(), z.string()).optional(),
    })
    .optional(),
  project_settings: ProjectSettingsSchema,
  /**
   * The hotel shop: checked on its own (shop/shop-model.ts), so that a shop
   * that does not parse is not offered while the rest of the model still is.
   */
  shop: z.unknown().optional(),
  /**
   * The server's signatures of the model's images (docs/api.md "Images"):
   * in every served model, so a served model sent back is publishable; the
   * server replaces them whenever it stores a version.
   */
  _images: z.record(z.string(), z.string()).optional(),
});
export type ProjectModel = z.infer<typeof ProjectModelSchema>;

/**
 * What may be published: a model whose top level has only the model's own
 * keys (an unknown one is a typo or a stray paste, and would be served to
 * every guest as it is). Below the top level objects stay loose, and apps
 * read models with the loose {@link ProjectModelSchema}, so that a model
 * published by a newer server still opens in an older app.
 */
export const PublishedModelSchema = z.strictObject(ProjectModelSchema.shape);

/** Result of {@link parseProjectModel}. */
export type ParseProjectModelResult =
  { ok: true; model: ProjectModel } | { ok: false; path: string; message: string };

/**
 * Validates an unknown value (e.g. parsed JSON) as a project model.
 * Unknown fields are kept — with `{ toPublish: true }` (the server's check
 * before it publishes) unknown top-level keys are refused. On failure
 * reports the first bad field as a dotted path, e.g.
 * `discover.topics.0.items.3.geo.latitude` ('' for the root; an unknown
 * top-level key is its own path).
 */
export function parseProjectModel(
  input: unknown,
  options: { toPublish?: boolean } = {},
): ParseProjectModelResult {
  const schema = options.toPublish ? PublishedModelSchema : ProjectModelSchema;
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, model: result.data };
  const issue = result.error.issues[0];
  const path = issue ? issue.path.map(String) : [];
  if (issue?.code === 'unrecognized_keys') {
    return {
      ok: false,
      path: [...path, issue.keys[0] ?? ''].join('.'),
      message: `A project model has no "${issue.keys[0]}" here (unknown keys: ${issue.keys.join(', ')}).`,
    };
  }
  return { ok: false, path: path.join('.'), message: issue?.message ?? 'Invalid project model' };
}
