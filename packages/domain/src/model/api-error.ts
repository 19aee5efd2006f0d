import { z } from 'zod';

/** Body of every API error response (ARCHITECTURE.md): `{ error, message }`. */
export const ApiErrorSchema = z.object({
  /** Short machine-readable code, e.g. 'bad_request', 'not_found'. */
  error: z.string(),
  /** Human-readable explanation; never a stack trace. */
  message: z.string(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
