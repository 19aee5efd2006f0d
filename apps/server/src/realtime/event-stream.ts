// Server-Sent Events for one channel of a project — a guest's, or the
// staff's: each event carries its number as `id:`; a stream opened with
// `Last-Event-ID` first replays what came after that number, so a dropped
// connection misses nothing. A comment line every 25 s keeps proxies from
// closing an idle stream. The routes cap how many streams a channel, a
// client address or a staff session holds on one instance.
import type { RealtimeEvent } from '@hospes/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RealtimeHub } from './realtime-hub.ts';
import type { StoredRealtimeEvent } from './realtime.repository.ts';
import { AppError } from '../http/app-error.ts';

export const SSE_HEARTBEAT_MS = 25_000;
/** What the browser waits before reconnecting a dropped stream. */
const RETRY_MS = 2_000;

const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  // nginx: pass events on at once.
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
};

export interface EventStreams {
  /**
   * Answers the request with the channel's stream; 429 when any of `caps`
   * has its `max` streams open here already (each cap counts the open
   * streams that name its key: a channel, a client address, a session).
   */
  open(
    request: FastifyRequest,
    reply: FastifyReply,
    stream: {
      projectId: string;
      channel: string;
      caps: readonly StreamCap[];
      resumeFrom: number | undefined;
    },
  ): Promise<void>;
  /** Ends every open stream (before the server closes). */
  closeAll(): void;
}

/** At most `max` open streams on this instance share `key`. */
export interface StreamCap {
  key: string;
  max: number;
}

export function createEventStreams(hub: RealtimeHub, heartbeatMs = SSE_HEARTBEAT_MS): EventStreams {
  const openPerKey = new Map<string, number>();
  const open = new Set<() => void>();

  return {
    closeAll() {
      for (const end of [...open]) end();
    },

    async open(request, reply, { projectId, channel, caps, resumeFrom }) {
      if (caps.some(({ key, max }) => (openPerKey.get(key) ?? 0) >= max)) {
        throw new AppError('rate_limited', 'Too many open realtime streams.', {
          retryAfterSeconds: 30,
        });
      }
      reply.hijack();
      const raw = reply.raw;
      if (request.method === 'HEAD') {
        // The stream's headers and nothing else: Node sends no body for a
        // HEAD, so a stream kept open for it would only hold a slot until the
        // server's timeout.
        raw.writeHead(200, STREAM_HEADERS);
        raw.end();
        return;
      }
      const keys = [...new Set(caps.map((c) => c.key))];
      for (const key of keys) openPerKey.set(key, (openPerKey.get(key) ?? 0) + 1);
      raw.writeHead(200, STREAM_HEADERS);
      raw.socket?.setNoDelay(true);

      // What the replay wrote is not written again; a live event always is,
      // even with a lower number than one before it: two guests' events can
      // be announced out of number order (two transactions), and each is a
      // "something changed" a client must not miss — a repeat costs a fetch.
      let latest = resumeFrom ?? 0;
      const replayed = new Set<number>();
      let replaying = true;
      const queue: StoredRealtimeEvent[] = [];
      const write = (event: StoredRealtimeEvent) => {
        latest = Math.max(latest, event.seq);
        raw.write(`id: ${event.seq}\nevent: ${event.event satisfies RealtimeEvent}\ndata: {}\n\n`);
      };
      const unsubscribe = hub.subscribe(projectId, channel, (event) => {
        if (replaying) queue.push(event);
        else if (!replayed.has(event.seq)) write(event);
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
        for (const key of keys) {
          const left = (openPerKey.get(key) ?? 1) - 1;
          if (left <= 0) openPerKey.delete(key);
          else openPerKey.set(key, left);
        }
        raw.end();
      };
      open.add(end);
      raw.on('close', end);

      try {
        // A fresh stream starts at the newest number: what came before it is
        // what the app fetches anyway; events that arrived meanwhile are
        // written below.
        const start = resumeFrom === undefined ? await hub.latest() : resumeFrom;
        const missed = resumeFrom === undefined ? [] : await hub.since(projectId, channel, start);
        for (const event of missed) {
          replayed.add(event.seq);
          write(event);
        }
        latest = Math.max(latest, start);
        raw.write(
          `retry: ${RETRY_MS}\nid: ${latest}\nevent: ready\ndata: {"latest":${latest}}\n\n`,
        );
        replaying = false;
        for (const event of queue.sort((a, b) => a.seq - b.seq)) {
          if (!replayed.has(event.seq)) write(event);
        }
        queue.length = 0;
      } catch (err) {
        request.log.warn({ err }, 'Realtime stream could not start');
        end();
      }
    },
  };
}

/** The number to resume after: the `Last-Event-ID` header, else `?lastEventId=`. */
export function resumePoint(
  request: FastifyRequest,
  queryValue: number | undefined,
): number | undefined {
  const header = Number(request.headers['last-event-id']);
  return Number.isSafeInteger(header) && header >= 0 ? header : queryValue;
}
