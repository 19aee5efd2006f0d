// The answers the guest app reads while its first page renders (who the guest
// is): a module of their own, so that loading them loads nothing else.
import * as z from 'zod/mini';

/** `POST /api/guestdata/{project}/guests` → 201: the new anonymous guest's id. */
export const NewGuestAnswerSchema = z.object({
  userId: /* @__PURE__ */ z.string().check(z.minLength(1)),
});
export type NewGuestAnswer = z.infer<typeof NewGuestAnswerSchema>;

/** `GET /api/integrations/{project}/isloggedin`: the state of the session cookie. */
export const SessionStatusAnswerSchema = z.object({
  logged_in: z.boolean(),
  user_id: z.nullable(z.string()),
  reservation_id: z.nullable(z.string()),
});
export type SessionStatusAnswer = z.infer<typeof SessionStatusAnswerSchema>;
