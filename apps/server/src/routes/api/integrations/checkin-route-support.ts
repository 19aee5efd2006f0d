// What the check-in, check-out, invoice and registration form routes share:
// the caller from the session cookie, and one error handler that answers the
// refusals of the check-in services (and every schema problem with its path).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CheckinValidationError } from '../../../checkin/checkin-errors.ts';
import {
  GuestNotFoundError,
  IdempotencyKeyReusedError,
  PmsUnavailableError,
  StepRefusedError,
} from '../../../stays/stay-errors.ts';
import type { GuestCaller } from '../../../stays/stay-context.ts';
import { callerSession } from './integration-context.ts';

/** At most this many problems are listed in a 400. */
const ISSUES_MAX = 50;

/** The guest of the session cookie (404 without one, or when `userId` is not the session's). */
export async function guestCaller(
  app: FastifyInstance,
  request: FastifyRequest,
  projectId: string,
  userId: string | undefined,
): Promise<GuestCaller> {
  const session = await callerSession(app, request, projectId, userId);
  return { projectId, userId: session.userId, reservationId: session.reservationId };
}

/** A PDF shown in the browser (a new tab), never cached: it holds personal data. */
export function sendPdfFile(reply: FastifyReply, file: { fileName: string; pdf: Buffer }) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.pdf);
}

function send(reply: FastifyReply, status: number, body: Record<string, unknown>) {
  return reply.code(status).header('cache-control', 'no-store').send(body);
}

/**
 * The error handler of the check-in routes. Errors it does not know go on
 * to the app's handler (a throw in an encapsulated error handler does).
 */
export function checkinErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof StepRefusedError) {
    return send(reply, 409, {
      error: 'Conflict',
      message: error.message,
      reason: error.reason,
      ...(error.roomStayId ? { room_stay_id: error.roomStayId } : {}),
      ...(error.window ? { window: error.window } : {}),
    });
  }
  if (error instanceof CheckinValidationError) {
    return send(reply, 400, {
      error: 'Bad Request',
      message: error.message,
      issues: error.issues.slice(0, ISSUES_MAX),
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.slice(0, ISSUES_MAX).map((v) => ({
      path: `${error.validationContext ?? 'request'}${v.instancePath === '/' ? '' : v.instancePath}`,
      message: v.message ?? 'invalid value',
    }));
    const first = issues[0];
    return send(reply, 400, {
      error: 'Bad Request',
      message: first ? `${first.path}: ${first.message}` : 'The request is not valid.',
      issues,
    });
  }
  if (error instanceof GuestNotFoundError) {
    return send(reply, 404, {
      error: 'Not Found',
      message: 'There is no such reservation, invoice or form.',
    });
  }
  if (error instanceof IdempotencyKeyReusedError) {
    return send(reply, 422, { error: 'Unprocessable Entity', message: error.message });
  }
  if (error instanceof PmsUnavailableError) {
    return send(reply, 502, { error: 'Bad Gateway', message: error.message });
  }
  throw error;
}
