// The guests' answers to the feedback question after the stay (migration
// 025): one per guest and stay, replaced by a second one.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface FeedbackAnswer {
  projectId: string;
  reservationId: string;
  userId: string;
  score: number;
  comment: string | null;
  language: string;
}

export class FeedbackRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async save(a: FeedbackAnswer, at: string): Promise<void> {
    const values = {
      project_id: a.projectId,
      reservation_id: a.reservationId,
      user_id: a.userId,
      score: a.score,
      comment: a.comment,
      language: a.language,
      created_at: at,
      updated_at: at,
    };
    await this.db
      .insertInto('guest_feedback')
      .values(values)
      .onConflict((c) =>
        c.columns(['project_id', 'reservation_id', 'user_id']).doUpdateSet({
          score: a.score,
          comment: a.comment,
          language: a.language,
          updated_at: at,
        }),
      )
      .execute();
  }

  async find(projectId: string, reservationId: string, userId: string) {
    return this.db
      .selectFrom('guest_feedback')
      .select(['score', 'comment'])
      .where('project_id', '=', projectId)
      .where('reservation_id', '=', reservationId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** Answers given from `from` (ISO), oldest first. */
  async since(projectId: string, from: string) {
    return this.db
      .selectFrom('guest_feedback')
      .select(['score', 'comment', 'language', 'updated_at'])
      .where('project_id', '=', projectId)
      .where('updated_at', '>=', from)
      .orderBy('updated_at')
      .execute();
  }

  /** A reservation's answers go (the retention of its stay's data ended). */
  async forgetReservation(projectId: string, reservationId: string): Promise<void> {
    await this.db
      .deleteFrom('guest_feedback')
      .where('project_id', '=', projectId)
      .where('reservation_id', '=', reservationId)
      .execute();
  }
}
