import { z } from 'zod';
import { IsoDateSchema } from './common.ts';
import { CUSTOM_POPUP_TYPES } from './popup-types.ts';

// zod-free constants, for the web app's start (docs/performance.md).
export { CUSTOM_POPUP_TYPES } from './popup-types.ts';
export const CustomPopupTypeSchema = z.enum(CUSTOM_POPUP_TYPES);
export type CustomPopupType = z.infer<typeof CustomPopupTypeSchema>;

/** spec §3 "Custom popup" (welcome.popups.custom). */
export const CustomPopupSchema = z.looseObject({
  type: CustomPopupTypeSchema,
  id: z.string().min(1),
  title: z.string(),
  description: z.string().optional(),
  profileHint: z.string().optional(),
  blocking: z.boolean().optional(),
  delay: z.number().nonnegative().optional(),
  offerId: z.string().optional(),
  link_title: z.string().optional(),
  ask_again_if_stay_expired_before_days: z.number().nonnegative().optional(),
  ask_again_if_no_stay_data_after_hours: z.number().nonnegative().optional(),
  ask_again_if_not_enabled_after_hours: z.number().nonnegative().optional(),
  validFrom: IsoDateSchema.optional(),
  validTo: IsoDateSchema.optional(),
});
export type CustomPopup = z.infer<typeof CustomPopupSchema>;
