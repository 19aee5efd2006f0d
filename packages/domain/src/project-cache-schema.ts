import { z } from 'zod';
import { LangSchema } from './language-schema.ts';

/**
 * spec §3 "Project cache": what the web app keeps in local storage per
 * project, plus `lastModelUpdate` (spec §3 "other state", needed by the
 * model refresh rule across reloads). Every field falls back to its empty
 * value on its own, so one corrupt field does not wipe the rest.
 */
export const ProjectCacheSchema = z.object({
  /** True until the app finished its first start on this device. */
  initialLoad: z.boolean().catch(true),
  userId: z.string().nullable().catch(null),
  chosenLanguage: LangSchema.nullable().catch(null),
  /** Ids of favourite content items. */
  favorites: z.array(z.string()).catch(() => []),
  /** Context key/value pairs (spec §5: values among the model's contexts). */
  contexts: z.record(z.string(), z.string()).catch(() => ({})),
  /** Popup id → epoch ms when last seen. */
  popupsSeen: z.record(z.string(), z.number()).catch(() => ({})),
  /**
   * Kept for compatibility with the spec's model. Our security rules keep
   * session tokens in an HttpOnly cookie, never in web storage: the web app
   * stores null here, or at most a non-secret marker.
   */
  login: z
    .object({ session: z.object({ token: z.string() }) })
    .nullable()
    .catch(null),
  /** spec §4: the session user id kept at login, restored at logout. */
  tempUserId: z.string().nullable().catch(null),
  /** Shopping carts by id; their shape belongs to the shop feature. */
  shoppingCarts: z.record(z.string(), z.unknown()).catch(() => ({})),
  /** Hint id → epoch ms when last seen. */
  hintsSeen: z.record(z.string(), z.number()).catch(() => ({})),
  /** When the model was last fetched or confirmed (epoch ms); null if never. */
  lastModelUpdate: z.number().nullable().catch(null),
});
export type ProjectCache = z.infer<typeof ProjectCacheSchema>;
