import { describe, expect, it } from 'vitest';
import { KeyedLock } from './keyed-lock.ts';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('KeyedLock', () => {
  it('runs callers with a key in common one after the other, others at once', async () => {
    const lock = new KeyedLock();
    const log: string[] = [];
    const job = (name: string, keys: string[]) =>
      lock.run(keys, async () => {
        log.push(`${name} in`);
        await tick();
        log.push(`${name} out`);
      });
    await Promise.all([job('a', ['x']), job('b', ['x', 'y']), job('c', ['z'])]);
    expect(log.indexOf('b in')).toBeGreaterThan(log.indexOf('a out'));
    expect(log.indexOf('c in')).toBeLessThan(log.indexOf('a out'));
  });

  it('never deadlocks on keys taken in another order, and a failure lets the next run', async () => {
    const lock = new KeyedLock();
    const results = await Promise.allSettled([
      lock.run(['a', 'b'], async () => {
        await tick();
        throw new Error('failed');
      }),
      lock.run(['b', 'a'], async () => 'second'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled']);
  });
});
