// What the guest data routes share: the project (404 JSON when unknown) and
// the caller's session, which must own the `{userId}` of the path — 404
// otherwise, with one text for every cause (ARCHITECTURE.md: no hint that
// a user exists).
import { ApiErrorSchema } from '@hospes/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ProjectSummary } from '../../../projects/project.service.ts';
import type { GuestSession } from '../../../sessions/session-manager.ts';
import { unknownProject } from '../../../http/app-error.ts';

import { ProjectParamsSchema } from '../route-params.ts';

export { ProjectParamsSchema };
export const UserParamsSchema = ProjectParamsSchema.extend({
  userId: z.string().min(1).max(200),
});

/** The standard answers of a `{userId}` route, for the OpenAPI document. */
export const GUEST_ERROR_RESPONSES = {
  400: ApiErrorSchema,
  404: ApiErrorSchema,
} as const;

export const USER_ROUTE_NOTE =
  'The session cookie of the project must belong to `{userId}`; any other caller (no ' +
  "session, expired, another guest's or another project's session) gets 404.";

/** The project, or a 404 error. */
export function requireProject(app: FastifyInstance, projectId: string): ProjectSummary {
  const project = app.projects.findProject(projectId);
  if (!project) throw unknownProject(projectId);
  return project;
}

/**
 * The session of the caller when it owns `userId` at the project, else a
 * 404 error. For a write (`forWrite`) the guest's record is made sure of:
 * a logout on another device of the same guest may have deleted it. Reads
 * skip that write and answer empty data instead.
 */
export async function requireGuest(
  app: FastifyInstance,
  request: FastifyRequest,
  projectId: string,
  userId: string,
  options: { forWrite?: boolean } = {},
): Promise<GuestSession> {
  requireProject(app, projectId);
  const session = await app.sessions.requireUser(request, projectId, userId);
  if (options.forWrite) {
    await app.guests.ensure(
      projectId,
      userId,
      session.reservationId === null ? 'anonymous' : 'reservation',
    );
  }
  return session;
}
