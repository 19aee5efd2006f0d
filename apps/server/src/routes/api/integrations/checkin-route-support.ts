// What the check-in, check-out, invoice and registration form routes share:
// the caller from the session cookie and how a PDF is sent.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { callerSession } from './integration-context.ts';
import type { GuestCaller } from '../../../guests/guest-caller.ts';

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
