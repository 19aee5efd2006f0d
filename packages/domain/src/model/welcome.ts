import { z } from 'zod';
import { LinkTypeSchema } from './common.ts';
import { CookiesConfigSchema } from './cookies.ts';
import { CustomPopupSchema } from './popups.ts';

/** The top of the welcome page. */
export const WelcomeTopSchema = z.looseObject({
  /** Only shown by the discover plus and app variants (spec §1). */
  logo: z.string().optional(),
  welcome_image: z.string().optional(),
  greeting: z.string().optional(),
  /** Short intro; may contain simple HTML (sanitised before rendering). */
  text: z.string().optional(),
});
export type WelcomeTop = z.infer<typeof WelcomeTopSchema>;

/** A promotion on the welcome page (app variants, spec §1). */
export const PromotionSchema = z.looseObject({
  id: z.string().min(1),
  title: z.string(),
  description: z.string().optional(),
  image: z.string().optional(),
  link: z.string().optional(),
  linkType: LinkTypeSchema.optional(),
});
export type Promotion = z.infer<typeof PromotionSchema>;

/**
 * A command (spec §1, discover plus and up; docs/decisions/044): a one-tap
 * action on the welcome page — call the reception, write to it, open a page
 * of the app or a website. `link` says which by its form: `tel:…`,
 * `mailto:…`, an app route `/…` or an http(s) address.
 */
export const CommandSchema = z.looseObject({
  id: z.string().min(1),
  label: z.string(),
  /** A bundled icon's name; without it the kind of link picks one. */
  icon: z.string().optional(),
  link: z.string(),
});
export type Command = z.infer<typeof CommandSchema>;

/** welcome.popups: custom popups and the cookie configuration. */
export const WelcomePopupsSchema = z.looseObject({
  custom: z.array(CustomPopupSchema),
  cookies: CookiesConfigSchema,
  /**
   * Pacing (docs/decisions/017): after a popup, the next one waits for the
   * next app start — or, when set, for this many minutes of use.
   */
  interval_minutes: z.number().int().positive().optional(),
});
export type WelcomePopups = z.infer<typeof WelcomePopupsSchema>;

/** spec §3 model.welcome. */
export const WelcomeSchema = z.looseObject({
  top: WelcomeTopSchema,
  /** Welcome topics: ids of `discover.topics` (app variants). */
  topics: z.array(z.string()).optional(),
  promotions: z.array(PromotionSchema).optional(),
  /** Image gallery of the welcome page (discover plus and up, spec §1). */
  gallery: z.array(z.string()).optional(),
  commands: z.array(CommandSchema).optional(),
  popups: WelcomePopupsSchema,
});
export type Welcome = z.infer<typeof WelcomeSchema>;
