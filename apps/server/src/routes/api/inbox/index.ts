// The guest's inbox routes (spec §7): messages, in-app notifications,
// guest-service requests and the realtime stream. Bad bodies and queries
// answer 400 with every field path at fault; the services' refusals carry
// their own status (404, 409, 429).
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { InboxError } from '../../../inbox/inbox-errors.ts';
import { sendSchemaErrors } from '../guestdata/guest-route-context.ts';
import events from './events.ts';
import messages from './messages.ts';
import notifications from './notifications.ts';
import requests from './requests.ts';

/** The 400/4xx answers of the inbox routes, shared with the staff routes. */
export function inboxErrorHandler(
  error: FastifyError | InboxError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof InboxError) {
    if (error.code === 'rate_limited') {
      reply.header('retry-after', String(error.retryAfterSeconds ?? 600));
    }
    return reply
      .code(error.statusCode)
      .header('cache-control', 'no-store')
      .send({
        error: error.code === 'rate_limited' ? 'Too Many Requests' : errorName(error.statusCode),
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      });
  }
  if (sendSchemaErrors(error, reply)) return reply;
  throw error;
}

function errorName(status: number): string {
  return (
    {
      400: 'Bad Request',
      403: 'Forbidden',
      404: 'Not Found',
      409: 'Conflict',
      502: 'Bad Gateway',
    }[status] ?? 'Error'
  );
}

const inbox: FastifyPluginAsync<{ heartbeatMs?: number | undefined }> = async (app, options) => {
  app.setErrorHandler(inboxErrorHandler);
  await app.register(messages);
  await app.register(notifications);
  await app.register(requests);
  await app.register(events, { heartbeatMs: options.heartbeatMs });
};

export default inbox;
