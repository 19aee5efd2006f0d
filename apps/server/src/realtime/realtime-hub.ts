// Tells a guest's open apps that their notifications, messages or requests
// changed (spec §7 realtime). Every event is stored with a number first, so
// that a stream that was cut resumes after the last one it saw; then it is
// fanned out: with PostgreSQL through LISTEN/NOTIFY to every instance (each
// delivers to the streams it holds), with SQLite — one process — directly.
import { EventEmitter } from 'node:events';
import type { RealtimeEvent } from '@hospes/domain';
import pg from 'pg';
import type { RealtimeRepository, StoredRealtimeEvent } from './realtime.repository.ts';

export const REALTIME_CHANNEL = 'hospes_realtime';

/** What one NOTIFY carries: a guest's event, or the range of a broadcast's events. */
type Announcement =
  | { kind: 'one'; projectId: string; userId: string; event: RealtimeEvent; seq: number }
  | { kind: 'range'; projectId: string; from: number; to: number };

export type RealtimeListener = (event: StoredRealtimeEvent) => void;

export interface RealtimeHubOptions {
  repository: RealtimeRepository;
  /** A PostgreSQL URL: fan out through LISTEN/NOTIFY; undefined: in this process only. */
  postgresUrl?: string;

  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

const key = (projectId: string, userId: string) => `${projectId}\u0000${userId}`;

/**
 * The channel of a project's staff: every event of the project is stored
 * for it too, so the console refreshes what changed (a new request, a
 * guest's message, a booking, an order). No guest id starts with `_`.
 */
export const STAFF_CHANNEL = '_staff';

export class RealtimeHub {
  readonly #repository: RealtimeRepository;
  readonly #log: RealtimeHubOptions['log'];
  readonly #postgresUrl: string | undefined;
  /** Listeners per guest (project + user) on this instance. */
  readonly #listeners = new Map<string, Set<RealtimeListener>>();
  /** Projects with at least one listener here (a broadcast's range is read only for them). */
  readonly #projects = new Map<string, number>();
  readonly #local = new EventEmitter();
  #client: pg.Client | undefined;
  #closed = false;
  #reconnectTimer: NodeJS.Timeout | undefined;
  /** The highest number delivered here: what a reconnected listener catches up from. */
  #delivered = 0;
  /** The tail of the delivery queue (see #enqueue). */
  #delivering: Promise<void> = Promise.resolve();

  constructor(options: RealtimeHubOptions) {
    this.#repository = options.repository;
    this.#log = options.log;
    this.#postgresUrl = options.postgresUrl;
    this.#local.setMaxListeners(0);
    this.#local.on('announce', (a: Announcement) => this.#enqueue(a));
  }

  /** Connects the LISTEN client (PostgreSQL) and sets where delivery starts. */
  async start(): Promise<void> {
    this.#delivered = await this.#repository.latest();
    if (this.#postgresUrl) await this.#listen();
  }

  /** The number a new stream starts after. */
  latest(): Promise<number> {
    return this.#repository.latest();
  }

  /** Stores and announces an event for each of the guests, and once for the project's staff. */
  async publish(
    projectId: string,
    userIds: readonly string[],
    event: RealtimeEvent,
  ): Promise<void> {
    const unique = [...new Set([...userIds, STAFF_CHANNEL])];
    const stored = await this.#repository.insert(projectId, unique, event);
    if (stored.length === 0) return;
    const first = stored[0]!;
    const last = stored[stored.length - 1]!;
    const announcement: Announcement =
      stored.length === 1
        ? { kind: 'one', projectId, userId: first.userId, event, seq: first.seq }
        : { kind: 'range', projectId, from: first.seq, to: last.seq };
    await this.#announce(announcement);
  }

  /** A guest's events after `seq` (a resumed stream's catch-up). */
  since(projectId: string, userId: string, seq: number): Promise<StoredRealtimeEvent[]> {
    return this.#repository.since(projectId, userId, seq);
  }

  /** Listens to a guest's events on this instance; returns the function that stops it. */
  subscribe(projectId: string, userId: string, listener: RealtimeListener): () => void {
    const k = key(projectId, userId);
    let set = this.#listeners.get(k);
    if (!set) this.#listeners.set(k, (set = new Set()));
    set.add(listener);
    this.#projects.set(projectId, (this.#projects.get(projectId) ?? 0) + 1);
    return () => {
      if (!set.delete(listener)) return;
      if (set.size === 0) this.#listeners.delete(k);
      const count = (this.#projects.get(projectId) ?? 1) - 1;
      if (count <= 0) this.#projects.delete(projectId);
      else this.#projects.set(projectId, count);
    };
  }

  /** How many streams listen here (the benchmark and tests read it). */
  get listenerCount(): number {
    let n = 0;
    for (const set of this.#listeners.values()) n += set.size;
    return n;
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#reconnectTimer);
    this.#listeners.clear();
    this.#projects.clear();
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => undefined);
  }

  async #announce(announcement: Announcement): Promise<void> {
    if (!this.#postgresUrl) {
      this.#local.emit('announce', announcement);
      return;
    }
    // Through the database (the pool: it works while this instance's LISTEN
    // connection is down), also to this instance: one path for every event.
    // An instance that was not listening catches up on reconnect.
    await this.#repository
      .notify(REALTIME_CHANNEL, JSON.stringify(announcement))
      .catch((err: unknown) => this.#log.warn({ err }, 'Realtime NOTIFY failed'));
  }

  /**
   * Delivers announcements one after another, in the order they came: a
   * broadcast's range is read from the database, and a later announcement
   * must not overtake it while that read is under way.
   */
  #enqueue(announcement: Announcement): void {
    this.#delivering = this.#delivering.then(() => this.#deliver(announcement));
  }

  async #deliver(announcement: Announcement): Promise<void> {
    if (announcement.kind === 'one') {
      this.#emit({
        seq: announcement.seq,
        projectId: announcement.projectId,
        userId: announcement.userId,
        event: announcement.event,
      });
      return;
    }
    if (!this.#projects.has(announcement.projectId)) {
      this.#delivered = Math.max(this.#delivered, announcement.to);
      return;
    }
    const events = await this.#repository
      .range(announcement.projectId, announcement.from, announcement.to)
      .catch((err: unknown) => {
        this.#log.warn({ err }, 'Realtime events of a broadcast not read');
        return [];
      });
    for (const event of events) this.#emit(event);
  }

  #emit(event: StoredRealtimeEvent): void {
    this.#delivered = Math.max(this.#delivered, event.seq);
    const set = this.#listeners.get(key(event.projectId, event.userId));
    if (!set) return;
    for (const listener of [...set]) listener(event);
  }

  async #listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.#postgresUrl, keepAlive: true });
    client.on('notification', (message) => {
      if (message.channel !== REALTIME_CHANNEL || !message.payload) return;
      try {
        this.#enqueue(JSON.parse(message.payload) as Announcement);
      } catch (err) {
        this.#log.warn({ err }, 'Realtime announcement not understood');
      }
    });
    const reconnect = (err?: unknown) => {
      if (this.#client !== client) return;
      this.#client = undefined;
      client.end().catch(() => undefined);
      if (this.#closed) return;
      this.#log.warn({ err }, 'Realtime LISTEN connection lost; reconnecting');
      this.#reconnectTimer = setTimeout(() => void this.#reconnect(), 1000);
      this.#reconnectTimer.unref();
    };
    client.on('error', reconnect);
    client.on('end', () => reconnect());
    await client.connect();
    await client.query(`listen ${REALTIME_CHANNEL}`);
    this.#client = client;
  }

  /** After a lost LISTEN connection: listen again, then deliver what was missed meanwhile. */
  async #reconnect(): Promise<void> {
    try {
      await this.#listen();
    } catch (err) {
      this.#log.warn({ err }, 'Realtime LISTEN reconnect failed; trying again');
      this.#reconnectTimer = setTimeout(() => void this.#reconnect(), 2000);
      this.#reconnectTimer.unref();
      return;
    }
    const from = this.#delivered;
    for (const k of [...this.#listeners.keys()]) {
      const [projectId, userId] = k.split('\u0000') as [string, string];
      const missed = await this.#repository.since(projectId, userId, from).catch(() => []);
      for (const event of missed) this.#emit(event);
    }
    this.#log.info({ from }, 'Realtime LISTEN connection restored');
  }
}
