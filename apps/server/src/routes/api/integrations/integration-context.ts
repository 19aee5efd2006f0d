// What the integration routes share: the project's PMS settings
// (404 for an unknown project) and the caller's session (404 when there is
// none or when a `userId` in the body is not the session's — ARCHITECTURE.md:
// no hint that the user exists).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PmsProjectSettings } from '../../../pms/project-pms-settings.ts';
import { GuestNotFoundError, unknownProject } from '../../../http/app-error.ts';

export { ProjectParamsSchema } from '../route-params.ts';

/**
 * spec §7 body of the guest data calls: `{ userId, lang }` — the session
 * cookie says who calls; a `userId` is accepted for compatibility and must
 * be the session's. The spec's `userToken` is never read (the token lives
 * only in the cookie).
 */
export const GuestCallBodySchema = z
  .object({
    userId: z.string().min(1).max(200).optional(),
    lang: z.string().min(2).max(10).optional(),
  })
  .optional();

export async function projectSettings(
  app: FastifyInstance,
  projectId: string,
): Promise<PmsProjectSettings> {
  const settings = await app.pmsSettings.read(projectId);
  if (!settings) throw unknownProject(projectId);
  return settings;
}

/** The session of the caller at a project, checked against a `userId` of the body. */
export async function callerSession(
  app: FastifyInstance,
  request: FastifyRequest,
  projectId: string,
  userId: string | undefined,
) {
  if (userId !== undefined) return app.sessions.requireUser(request, projectId, userId);
  const session = await app.sessions.current(request, projectId);
  if (!session) throw new GuestNotFoundError();
  return session;
}
