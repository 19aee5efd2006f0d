// The staff's realtime stream: every change of the project's guests'
// inbox, bookings and orders (the same event names as the guests'), so the
// console refreshes at once instead of waiting for its next poll.
import { ApiErrorSchema } from '@hospes/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createEventStreams, resumePoint } from '../../../realtime/event-stream.ts';
import { STAFF_CHANNEL } from '../../../realtime/realtime-hub.ts';
import { ProjectParams, STAFF_ERRORS, STAFF_NOTE, STAFF_SECURITY } from './staff-route-docs.ts';

/** Streams of one project's staff on one instance (tabs and devices of the team). */
export const STAFF_STREAMS_PER_PROJECT = 50;
/** Streams of one staff session on one instance (its tabs): one session cannot take the team's. */
export const STAFF_STREAMS_PER_SESSION = 5;

/** Whose streams a request's count against: its session, or the admin token. */
function sessionKey(request: FastifyRequest): string {
  const actor = request.staffActor;
  return actor?.kind === 'session' ? actor.session.tokenHash : 'admin-token';
}

const staffEvents: FastifyPluginAsyncZod = async (app) => {
  const streams = createEventStreams(app.inbox.hub);
  app.addHook('preClose', async () => streams.closeAll());

  app.get(
    '/staff/:project/events',
    {
      schema: {
        tags: ['staff'],
        summary: "The project's realtime stream for the console (Server-Sent Events)",
        description:
          'Events `requests-changed`, `messages-changed`, `notifications-changed`, ' +
          '`registrations-changed`, `orders-changed` for any guest of the project; `ready` first; ' +
          `\`Last-Event-ID\` resumes. At most ${STAFF_STREAMS_PER_PROJECT} streams per project ` +
          `and ${STAFF_STREAMS_PER_SESSION} per staff session (or admin token) on one server ` +
          `instance (429). ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams,
        querystring: z.object({ lastEventId: z.coerce.number().int().nonnegative().optional() }),
        response: { 200: z.string(), ...STAFF_ERRORS, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { project } = request.params;
      await streams.open(request, reply, {
        projectId: project,
        channel: STAFF_CHANNEL,
        caps: [
          { key: `project\u0000${project}`, max: STAFF_STREAMS_PER_PROJECT },
          { key: `session\u0000${sessionKey(request)}`, max: STAFF_STREAMS_PER_SESSION },
        ],
        resumeFrom: resumePoint(request, request.query.lastEventId),
      });
      return reply;
    },
  );
};

export default staffEvents;
