// The server's periodic jobs on one scheduler: each job on its interval,
// never twice at once — not in one instance, and (unless it keeps state of
// its own instance, like the models in memory) not on two instances of one
// PostgreSQL either (db/job-lock.ts). A failing run is logged; the next
// interval tries again. Stopping waits for the runs in progress.
import type { JobLock } from '../db/job-lock.ts';

export interface ScheduledJob {
  /** Names the job in the logs and its lock. */
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
  /** Runs on every instance (it refreshes the instance's own memory), not on one at a time. */
  perInstance?: boolean;
  /** A first run this long after the start, before the first interval ends (work a fresh server should not wait for). */
  firstAfterMs?: number;
}

export interface SchedulerLog {
  error(obj: object, msg: string): void;
}

export class Scheduler {
  private readonly jobs = new Map<string, ScheduledJob>();
  private readonly timers = new Map<string, NodeJS.Timeout[]>();
  private readonly running = new Map<string, Promise<boolean>>();
  private started = false;
  private stopped = false;

  constructor(
    private readonly lock: JobLock,
    private readonly log: SchedulerLog,
  ) {}

  /** Adds a job; it runs on its interval once the scheduler has started. */
  every(job: ScheduledJob): void {
    if (this.jobs.has(job.name)) throw new Error(`A job "${job.name}" is scheduled already.`);
    this.jobs.set(job.name, job);
    if (this.started) this.schedule(job);
  }

  /** Starts the intervals of every job (the server is ready). */
  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    for (const job of this.jobs.values()) this.schedule(job);
  }

  /**
   * One run of a job now. Resolves to false when it did not run: it is
   * running already (here or on another instance), or the scheduler stopped.
   */
  runNow(name: string): Promise<boolean> {
    const job = this.jobs.get(name);
    if (!job || this.stopped) return Promise.resolve(false);
    const current = this.running.get(name);
    if (current) return current.then(() => false);
    const work = async () => {
      await job.run();
    };
    const run = (job.perInstance ? work().then(() => true) : this.lock.withLock(name, work))
      .catch((err: unknown) => {
        this.log.error({ err, job: name }, 'A periodic job failed');
        return false;
      })
      .finally(() => this.running.delete(name));
    this.running.set(name, run);
    return run;
  }

  /** Stops every interval and waits for the runs in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timers of this.timers.values()) for (const timer of timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.all(this.running.values());
  }

  private schedule(job: ScheduledJob): void {
    const timers = [setInterval(() => void this.runNow(job.name), job.everyMs)];
    if (job.firstAfterMs !== undefined)
      timers.push(setTimeout(() => void this.runNow(job.name), job.firstAfterMs));
    for (const timer of timers) timer.unref();
    this.timers.set(job.name, timers);
  }
}
