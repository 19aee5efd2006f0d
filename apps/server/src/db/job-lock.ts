// Which instance runs a periodic job: on PostgreSQL the one that takes the
// job's advisory lock (a session lock on a connection held while the job
// runs; the job's own queries use the pool's others), so that two instances
// never run the same job at once; an embedded SQLite file serves one process,
// where the scheduler's own guard is enough.
import { sql } from 'kysely';
import type { DatabaseHandle } from './database.ts';

export interface JobLock {
  /** Runs `work` unless another instance runs the job `name` now; false when one does. */
  withLock(name: string, work: () => Promise<void>): Promise<boolean>;
}

/** The lock key of a job: an int4 hash of its name, in a namespace of ours. */
const key = (name: string) => sql`hashtext(${`hospes-job:${name}`})`;

export function createJobLock(handle: DatabaseHandle): JobLock {
  if (handle.dialect === 'sqlite') {
    return {
      async withLock(_name, work) {
        await work();
        return true;
      },
    };
  }
  return {
    withLock: (name, work) =>
      handle.db.connection().execute(async (connection) => {
        const { rows } = await sql<{ locked: boolean }>`
          select pg_try_advisory_lock(${key(name)}) as locked`.execute(connection);
        if (!rows[0]?.locked) return false;
        try {
          await work();
        } finally {
          await sql`select pg_advisory_unlock(${key(name)})`.execute(connection);
        }
        return true;
      }),
  };
}
