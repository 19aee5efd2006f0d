// The hub delivers announcements in the order they came, even when a
// broadcast's range is read from the database more slowly than the next
// announcement arrives; and a stream writes every live event, also one with
// a lower number than the last it wrote (two transactions can announce out
// of number order). Both once lost a console's "requests-changed".
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createEventStreams } from '../src/realtime/event-stream.ts';
import { RealtimeHub, STAFF_CHANNEL } from '../src/realtime/realtime-hub.ts';
import type {
  RealtimeRepository,
  StoredRealtimeEvent,
} from '../src/realtime/realtime.repository.ts';
import { openSse } from './support/sse-client.ts';

const silent = { warn: () => undefined, info: () => undefined };

/** An in-memory repository whose range reads wait for `gate` when asked to. */
function fakeRepository() {
  const rows: StoredRealtimeEvent[] = [];
  let seq = 0;
  const gates: Promise<void>[] = [];
  const repository = {
    async insert(projectId, userIds, event) {
      const out = userIds.map((userId) => ({ seq: ++seq, projectId, userId, event }));
      rows.push(...out);
      return out;
    },
    async since(projectId, userId, after) {
      return rows.filter((r) => r.projectId === projectId && r.userId === userId && r.seq > after);
    },
    async range(projectId, from, to) {
      const gate = gates.shift();
      if (gate) await gate;
      return rows.filter((r) => r.projectId === projectId && r.seq >= from && r.seq <= to);
    },
    async latest() {
      return seq;
    },
    async notify() {},
  } as Partial<RealtimeRepository> as RealtimeRepository;
  return { repository, gates };
}

describe('realtime delivery order', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0)) await c();
  });

  it('a slow broadcast read is not overtaken by the next announcement', async () => {
    const { repository, gates } = fakeRepository();
    let open!: () => void;
    gates.push(new Promise<void>((resolve) => (open = resolve)));
    const hub = new RealtimeHub({ repository, log: silent });
    await hub.start();
    const seen: string[] = [];
    hub.subscribe('alpha', STAFF_CHANNEL, (e) => seen.push(`${e.seq}:${e.event}`));
    // Each publish stores the guest's and the staff's event: a range.
    await hub.publish('alpha', ['g1'], 'requests-changed');
    await hub.publish('alpha', ['g1'], 'messages-changed');
    expect(seen).toEqual([]);
    open();
    await expect.poll(() => seen).toEqual(['2:requests-changed', '4:messages-changed']);
  });

  it('a stream writes a live event with a lower number than the one before', async () => {
    const { repository } = fakeRepository();
    const hub = new RealtimeHub({ repository, log: silent });
    await hub.start();
    const listeners: ((e: StoredRealtimeEvent) => void)[] = [];
    const fakeHub = {
      latest: () => hub.latest(),
      since: () => Promise.resolve([]),
      subscribe: (_p: string, _c: string, l: (e: StoredRealtimeEvent) => void) => {
        listeners.push(l);
        return () => undefined;
      },
    } as unknown as RealtimeHub;
    const streams = createEventStreams(fakeHub);
    const app = Fastify();
    app.get('/events', (request, reply) =>
      streams.open(request, reply, {
        projectId: 'alpha',
        channel: STAFF_CHANNEL,
        caps: [{ key: 'staff', max: 3 }],
        resumeFrom: undefined,
      }),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    cleanups.push(async () => {
      streams.closeAll();
      await app.close();
    });
    const port = (app.server.address() as AddressInfo).port;
    const stream = await openSse(`http://127.0.0.1:${port}/events`, {});
    await stream.next((e) => e.event === 'ready');
    const emit = (seq: number, event: StoredRealtimeEvent['event']) =>
      listeners.forEach((l) => l({ seq, projectId: 'alpha', userId: STAFF_CHANNEL, event }));
    emit(13, 'messages-changed');
    emit(11, 'requests-changed');
    await stream.next((e) => e.event === 'requests-changed' && e.id === '11');
    expect(stream.events.map((e) => e.event)).toEqual([
      'ready',
      'messages-changed',
      'requests-changed',
    ]);
    stream.close();
  });
});
