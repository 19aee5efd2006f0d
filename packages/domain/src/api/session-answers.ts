// The answers of the session and login calls (spec §7), as the server sends
// them and the guest app parses them: one schema per shape for both sides.
import { z } from 'zod';
import { ProfileSchema, StaySchema } from '../guest/guest-data.ts';
import { LangSchema } from '../language-schema.ts';
import { LoginFieldSchema } from '../model/project-settings.ts';

/** spec §4 login: the status of a successful login (the spec's spelling). */
export const LOGIN_STATUS_OK = 'SUCESSFULLY_LOGGED_IN';
/** spec §4 logout: "Logout needs status SUCESSFULLY_LOGGED_OUT". */
export const LOGOUT_STATUS_OK = 'SUCESSFULLY_LOGGED_OUT';

/** `GET /api/integrations/{project}/loginfields`. */
export const LoginFieldsAnswerSchema = z.object({
  active: z.boolean(),
  fields: z.array(LoginFieldSchema),
});
export type LoginFieldsAnswer = z.infer<typeof LoginFieldsAnswerSchema>;

/** `POST /api/integrations/{project}/login` → 200. */
export const LoginAnswerSchema = z.object({
  user_id: z.string().min(1),
  status: z.literal(LOGIN_STATUS_OK),
});
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

/** `POST /api/integrations/{project}/logout` → 200. */
export const LogoutAnswerSchema = z.object({ status: z.literal(LOGOUT_STATUS_OK) });

/** `POST /api/integrations/{project}/updateguestdata` (spec §7: `data.profile` and `data.stay`). */
export const UpdateGuestDataAnswerSchema = z.object({
  data: z.object({ profile: ProfileSchema, stay: StaySchema }),
});
export type UpdateGuestDataAnswer = z.infer<typeof UpdateGuestDataAnswerSchema>;

/** `GET`/`PUT /api/guestdata/{project}/profile/{userId}`: body and answer. */
export const ProfileBodySchema = z.object({ profile: ProfileSchema });
/** `GET`/`PUT /api/guestdata/{project}/stay/{userId}`: body and answer. */
export const StayBodySchema = z.object({ stay: StaySchema });
/** `POST /api/guestdata/{project}/language/{userId}`: body and answer. */
export const LanguageBodySchema = z.object({ language: LangSchema });
