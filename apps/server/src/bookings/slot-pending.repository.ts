// What waits on the staff per slot (SQL only here): registrations waiting
// for the hotel's confirmation and places held for a payment not yet made.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface SlotPending {
  /** Waiting for the hotel's confirmation. */
  waiting: number;
  /** Held while the guest pays online (status open). */
  unpaid: number;
}

export async function pendingBySlot(
  db: Kysely<Database>,
  projectId: string,
  activityId: string,
  slotIds: readonly string[],
): Promise<Map<string, SlotPending>> {
  const pending = new Map<string, SlotPending>();
  if (slotIds.length === 0) return pending;
  const rows = await db
    .selectFrom('registrations')
    .select(['slot_id', 'status', (eb) => eb.fn.countAll().as('n')])
    .where('project_id', '=', projectId)
    .where('activity_id', '=', activityId)
    .where('slot_id', 'in', slotIds)
    .where('status', 'in', ['waiting', 'open'])
    .groupBy(['slot_id', 'status'])
    .execute();
  for (const row of rows) {
    const slot = pending.get(row.slot_id) ?? { waiting: 0, unpaid: 0 };
    if (row.status === 'waiting') slot.waiting += Number(row.n);
    else slot.unpaid += Number(row.n);
    pending.set(row.slot_id, slot);
  }
  return pending;
}
