// What the guest data routes share: the project (404 JSON when unknown) and
// the caller's session, which must own the `{userId}` of the path — 404
// otherwise, with one text for every cause (ARCHITECTURE.md: no hint that
// a user exists).
import { ApiErrorSchema } from '@hospes/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ProjectSummary } from '../../../projects/project.service.ts';
import type { GuestSession } from '../../../sessions/session-manager.ts';
import { httpError, unknownProject } from '../../../http/http-error.ts';

export const ProjectParamsSchema = z.object({ project: z.string().min(1).max(63) });
export const UserParamsSchema = ProjectParamsSchema.extend({
  userId: z.string().min(1).max(200),
});

/** 400 of the guest data routes: `{ error, message }` plus the fields at fault. */
export const FieldErrorsSchema = ApiErrorSchema.extend({
  errors: z
    .array(z.object({ path: z.string(), error: z.string(), message: z.string() }))
    .optional(),
});
export type FieldError = { path: string; error: string; message: string };

/** The standard answers of a `{userId}` route, for the OpenAPI document. */
export const GUEST_ERROR_RESPONSES = {
  400: FieldErrorsSchema,
  404: ApiErrorSchema,
} as const;

export const USER_ROUTE_NOTE =
  'The session cookie of the project must belong to `{userId}`; any other caller (no ' +
  "session, expired, another guest's or another project's session) gets 404.";

export { httpError };

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

/** `['stay', 'dod']` → `stay.dod`. */
export function fieldPath(path: readonly (string | number)[]): string {
  return path.map(String).join('.');
}

/**
 * A schema error of a route answered as 400 with every issue and its path
 * (`stay.doa`, `registrations.push.permission`); false for any other error,
 * which goes on to the app's error handler.
 */
export function sendSchemaErrors(error: unknown, reply: FastifyReply): boolean {
  if (!hasZodFastifySchemaValidationErrors(error)) return false;
  const context = error.validationContext ?? 'request';
  const errors = error.validation.map((v) => {
    const path = v.instancePath.split('/').filter(Boolean).join('.');
    return { path: path || context, error: 'Invalid value', message: v.message ?? 'invalid' };
  });
  const first = errors[0];
  void reply.code(400).send({
    error: 'Bad Request',
    message: first ? `${context}: ${first.path}: ${first.message}` : `${context}: invalid value`,
    errors,
  });
  return true;
}
