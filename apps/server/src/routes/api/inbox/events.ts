// spec §7 realtime: Server-Sent Events telling a guest's app that their
// notifications, messages or requests changed (the app then refetches);
// the stream itself is realtime/event-stream.ts.
import { ApiErrorSchema } from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createEventStreams,
  resumePoint,
  SSE_HEARTBEAT_MS,
} from '../../../realtime/event-stream.ts';
import {
  GUEST_ERROR_RESPONSES,
  USER_ROUTE_NOTE,
  UserParamsSchema,
  requireGuest,
} from '../guestdata/guest-route-context.ts';

export { SSE_HEARTBEAT_MS } from '../../../realtime/event-stream.ts';
/** Streams one guest may hold on one instance (a few tabs and devices). */
export const SSE_STREAMS_PER_GUEST = 5;
/**
 * Guests' streams from one client address on one instance: a hotel's guests
 * often share its one public address, and 200 is every guest of a 200-room
 * house with the app open at once; one client can no longer hold a
 * thousand (200 fresh anonymous guests × 5).
 */
export const SSE_STREAMS_PER_ADDRESS = 200;

export interface EventsRouteOptions {
  heartbeatMs?: number;
}

const events: FastifyPluginAsyncZod<EventsRouteOptions> = async (app, options) => {
  const streams = createEventStreams(app.inbox.hub, options.heartbeatMs ?? SSE_HEARTBEAT_MS);
  // Streams never end on their own: close them so that the server can stop.
  app.addHook('preClose', async () => streams.closeAll());

  app.get(
    '/events/:project/:userId',
    {
      schema: {
        tags: ['realtime'],
        summary: 'The realtime stream of a guest (Server-Sent Events)',
        description:
          'Events `notifications-changed`, `messages-changed`, `requests-changed` (data `{}`), ' +
          'each with its number as `id:`; the first event `ready` carries the current number. ' +
          'Send `Last-Event-ID` (the browser does on reconnect) or `?lastEventId=` to replay ' +
          `what came after it. A \`:heartbeat\` comment every 25 s. At most ${SSE_STREAMS_PER_GUEST} ` +
          `streams per guest and ${SSE_STREAMS_PER_ADDRESS} per client address on one server ` +
          `instance (429). ${USER_ROUTE_NOTE}`,
        params: UserParamsSchema,
        querystring: z.object({ lastEventId: z.coerce.number().int().nonnegative().optional() }),
        headers: z.looseObject({ 'last-event-id': z.string().max(20).optional() }),
        response: { 200: z.string(), ...GUEST_ERROR_RESPONSES, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { project, userId } = request.params;
      await requireGuest(app, request, project, userId);
      await streams.open(request, reply, {
        projectId: project,
        channel: userId,
        caps: [
          { key: `guest\u0000${project}\u0000${userId}`, max: SSE_STREAMS_PER_GUEST },
          { key: `address\u0000${request.ip}`, max: SSE_STREAMS_PER_ADDRESS },
        ],
        resumeFrom: resumePoint(request, request.query.lastEventId),
      });
      return reply;
    },
  );
};

export default events;
