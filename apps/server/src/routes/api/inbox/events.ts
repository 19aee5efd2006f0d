// spec §7 realtime: Server-Sent Events telling a guest's app that their
// notifications, messages or requests changed (the app then refetches).
// Each event carries its number as `id:`; a stream opened with
// `Last-Event-ID` first replays what came after that number, so a dropped
// connection misses nothing. A comment line every 25 s keeps proxies from
// closing an idle stream. At most a few streams per guest and instance.
import type { RealtimeEvent } from '@hospes/domain';
import { ApiErrorSchema } from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StoredRealtimeEvent } from '../../../realtime/realtime.repository.ts';
import {
  GUEST_ERROR_RESPONSES,
  USER_ROUTE_NOTE,
  UserParamsSchema,
  requireGuest,
} from '../guestdata/guest-route-context.ts';

export const SSE_HEARTBEAT_MS = 25_000;
/** Streams one guest may hold on one instance (a few tabs and devices). */
export const SSE_STREAMS_PER_GUEST = 5;
/** What the browser waits before reconnecting a dropped stream. */
const RETRY_MS = 2_000;

export interface EventsRouteOptions {
  heartbeatMs?: number;
}

const events: FastifyPluginAsyncZod<EventsRouteOptions> = async (app, options) => {
  const heartbeatMs = options.heartbeatMs ?? SSE_HEARTBEAT_MS;
  const perGuest = new Map<string, number>();
  const open = new Set<() => void>();
  // Streams never end on their own: close them so that the server can stop.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

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
          `streams per guest (429). ${USER_ROUTE_NOTE}`,
        params: UserParamsSchema,
        querystring: z.object({ lastEventId: z.coerce.number().int().nonnegative().optional() }),
        headers: z.looseObject({ 'last-event-id': z.string().max(20).optional() }),
        response: { 200: z.string(), ...GUEST_ERROR_RESPONSES, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { project, userId } = request.params;
      await requireGuest(app, request, project, userId);
      const guestKey = `${project}\u0000${userId}`;
      if ((perGuest.get(guestKey) ?? 0) >= SSE_STREAMS_PER_GUEST) {
        return reply.code(429).header('retry-after', '30').send({
          error: 'Too Many Requests',
          message: 'Too many open realtime streams for this guest.',
        });
      }
      const header = Number(request.headers['last-event-id']);
      const resumeFrom =
        Number.isSafeInteger(header) && header >= 0 ? header : request.query.lastEventId;

      perGuest.set(guestKey, (perGuest.get(guestKey) ?? 0) + 1);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        // nginx: pass events on at once.
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      raw.socket?.setNoDelay(true);

      let written = resumeFrom ?? 0;
      let replaying = true;
      const queue: StoredRealtimeEvent[] = [];
      const write = (event: StoredRealtimeEvent) => {
        if (event.seq <= written) return;
        written = event.seq;
        raw.write(`id: ${event.seq}\nevent: ${event.event satisfies RealtimeEvent}\ndata: {}\n\n`);
      };
      const unsubscribe = app.inbox.hub.subscribe(project, userId, (event) => {
        if (replaying) queue.push(event);
        else write(event);
      });
      const heartbeat = setInterval(() => raw.write(':heartbeat\n\n'), heartbeatMs);
      heartbeat.unref();
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
        const left = (perGuest.get(guestKey) ?? 1) - 1;
        if (left <= 0) perGuest.delete(guestKey);
        else perGuest.set(guestKey, left);
        raw.end();
      };
      open.add(end);
      raw.on('close', end);

      try {
        if (resumeFrom === undefined) {
          written = await app.inbox.hub.latest();
        } else {
          for (const event of await app.inbox.hub.since(project, userId, resumeFrom)) write(event);
        }
        raw.write(
          `retry: ${RETRY_MS}\nid: ${written}\nevent: ready\ndata: {"latest":${written}}\n\n`,
        );
        replaying = false;
        for (const event of queue.sort((a, b) => a.seq - b.seq)) write(event);
        queue.length = 0;
      } catch (err) {
        request.log.warn({ err }, 'Realtime stream could not start');
        end();
      }
    },
  );
};

export default events;
