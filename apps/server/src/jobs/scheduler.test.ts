// The periodic jobs' scheduler: each job on its interval once started, never
// twice at once, a failure logged and retried on the next interval, the lock
// deciding between instances, and a stop that waits for the runs in progress.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobLock } from '../db/job-lock.ts';
import { Scheduler } from './scheduler.ts';

const free: JobLock = {
  async withLock(_name, work) {
    await work();
    return true;
  },
};

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('Scheduler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs each job on its interval once started, not before', async () => {
    const scheduler = new Scheduler(free, { error: vi.fn() });
    const run = vi.fn(async () => undefined);
    scheduler.every({ name: 'sweep', everyMs: 1000, run });
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).not.toHaveBeenCalled();
    scheduler.start();
    await vi.advanceTimersByTimeAsync(3000);
    expect(run).toHaveBeenCalledTimes(3);
    await scheduler.stop();
    await vi.advanceTimersByTimeAsync(3000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('runs a job that asks for it once soon after the start, then on its interval', async () => {
    const scheduler = new Scheduler(free, { error: vi.fn() });
    const run = vi.fn(async () => undefined);
    scheduler.every({ name: 'plan', everyMs: 300_000, firstAfterMs: 30_000, run });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(270_000);
    expect(run).toHaveBeenCalledTimes(2);
    await scheduler.stop();
  });

  it('does not start a run while the last one still runs; stop waits for it', async () => {
    const scheduler = new Scheduler(free, { error: vi.fn() });
    const gate = deferred();
    const run = vi.fn(() => gate.promise);
    scheduler.every({ name: 'slow', everyMs: 1000, run });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(await Promise.race([scheduler.runNow('slow'), Promise.resolve('pending')])).toBe(
      'pending',
    );
    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    gate.resolve();
    await stopping;
    expect(stopped).toBe(true);
    expect(await scheduler.runNow('slow')).toBe(false);
  });

  it('logs a failing run and runs again on the next interval', async () => {
    const error = vi.fn();
    const scheduler = new Scheduler(free, { error });
    const run = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('database away'))
      .mockResolvedValue(undefined);
    scheduler.every({ name: 'flaky', everyMs: 1000, run });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ job: 'flaky' }),
      'A periodic job failed',
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    await scheduler.stop();
  });

  it('runs a job only when it gets the lock, unless the job keeps its own instance’s state', async () => {
    const taken: JobLock = { withLock: async () => false };
    const scheduler = new Scheduler(taken, { error: vi.fn() });
    const shared = vi.fn(async () => undefined);
    const own = vi.fn(async () => undefined);
    scheduler.every({ name: 'shared', everyMs: 1000, run: shared });
    scheduler.every({ name: 'own memory', everyMs: 1000, run: own, perInstance: true });
    expect(await scheduler.runNow('shared')).toBe(false);
    expect(await scheduler.runNow('own memory')).toBe(true);
    expect(shared).not.toHaveBeenCalled();
    expect(own).toHaveBeenCalledTimes(1);
    expect(() => scheduler.every({ name: 'shared', everyMs: 5, run: shared })).toThrow(
      /scheduled already/,
    );
  });
});
