// Reports sent to an authority that answers later (Spain's SES.HOSPEDAJES:
// a lot, processed by the service afterwards — docs/decisions/054;
// migration 027): the reports of a lot in the order sent (the service
// answers each by its place), the lots still waiting, and a report the
// authority accepted with its code (its data dropped, as for Italy) or a
// lot refused as a whole back to due. A refused report is the reports
// repository's `markRefused`.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export class AuthorityBatchesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The reports went to the authority in lot `batch`, in this order: pending its answer. */
  async markPending(ids: readonly string[], batch: string, at: string): Promise<void> {
    for (const [index, id] of ids.entries()) {
      await this.db
        .updateTable('authority_reports')
        .set({
          status: 'pending',
          batch,
          batch_order: index + 1,
          error_code: null,
          error_description: null,
          error_detail: null,
          updated_at: at,
          attempts: (eb) => eb('attempts', '+', 1),
        })
        .where('id', '=', id)
        .execute();
    }
  }

  /** The lots of a project and authority still waiting for the authority's answer. */
  async pendingBatches(projectId: string, authority: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('authority_reports')
      .select('batch')
      .distinct()
      .where('project_id', '=', projectId)
      .where('authority', '=', authority)
      .where('status', '=', 'pending')
      .where('batch', 'is not', null)
      .orderBy('batch')
      .execute();
    return rows.map((r) => r.batch!);
  }

  /** A lot's waiting reports by their place in it (1…). */
  async inBatch(projectId: string, batch: string): Promise<Map<number, string>> {
    const rows = await this.db
      .selectFrom('authority_reports')
      .select(['id', 'batch_order'])
      .where('project_id', '=', projectId)
      .where('batch', '=', batch)
      .where('status', '=', 'pending')
      .execute();
    return new Map(rows.map((r) => [Number(r.batch_order), r.id]));
  }

  /** The authority accepted the report under `reference`: its data go, the code stays. */
  async markAccepted(id: string, reference: string, at: string): Promise<void> {
    await this.db
      .updateTable('authority_reports')
      .set({
        status: 'sent',
        reference,
        record: null,
        problems: null,
        sent_at: at,
        updated_at: at,
      })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .execute();
  }

  /** A lot the authority refused as a whole (its header or format): its reports are due again. */
  async backToDue(projectId: string, batch: string, message: string, at: string): Promise<void> {
    await this.db
      .updateTable('authority_reports')
      .set({
        status: 'due',
        batch: null,
        batch_order: null,
        error_detail: message,
        updated_at: at,
      })
      .where('project_id', '=', projectId)
      .where('batch', '=', batch)
      .where('status', '=', 'pending')
      .execute();
  }

  /** The authority's codes of a reservation's accepted reports (to cancel them when the stay changes). */
  async references(projectId: string, reservationId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('authority_reports')
      .select('reference')
      .where('project_id', '=', projectId)
      .where('reservation_id', '=', reservationId)
      .where('reference', 'is not', null)
      .execute();
    return rows.map((r) => r.reference!);
  }
}
