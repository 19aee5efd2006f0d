// The front desk's search in the built-in PMS (SQL only here): reservations
// by number, a guest's name (normalized as the login normalizes it: case
// and accents ignored) or the room, and/or stays overlapping a date range.
import { normalizeLoginName, normalizeReservationNumber } from '@hospes/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ReservationSearch } from './pms-adapter.ts';

/** A search text inside LIKE: its wildcards dropped (no escape clause both databases share). */
const likeSafe = (text: string) => text.replace(/[%_\\]/g, '');

export async function searchReservationIds(
  db: Kysely<Database>,
  projectId: string,
  query: ReservationSearch,
  limit: number,
): Promise<string[]> {
  let select = db
    .selectFrom('pms_room_stays as s')
    .innerJoin('pms_reservations as r', (join) =>
      join.onRef('r.project_id', '=', 's.project_id').onRef('r.id', '=', 's.reservation_id'),
    )
    .select(['s.reservation_id', (eb) => eb.fn.max('s.arrival').as('latest')])
    .where('s.project_id', '=', projectId)
    .groupBy('s.reservation_id');
  if (query.from) select = select.where('s.departure', '>=', query.from);
  if (query.to) select = select.where('s.arrival', '<', `${query.to}\uffff`);
  const text = query.text?.trim();
  if (text) {
    // Only wildcards typed: nothing can match them literally.
    if (!likeSafe(text)) return [];
    const name = `%${likeSafe(normalizeLoginName(text))}%`;
    const number = `%${likeSafe(normalizeReservationNumber(text))}%`;
    select = select.where((eb) =>
      eb.or([
        eb('r.number_norm', 'like', number),
        eb('s.room_number', '=', text),
        eb.exists(
          eb
            .selectFrom('pms_guests as g')
            .select('g.id')
            .whereRef('g.project_id', '=', 's.project_id')
            .whereRef('g.reservation_id', '=', 's.reservation_id')
            .where((inner) =>
              inner.or([
                inner('g.last_name_norm', 'like', name),
                inner(
                  inner.fn('lower', ['g.first_name']),
                  'like',
                  `%${likeSafe(text.toLowerCase())}%`,
                ),
              ]),
            ),
        ),
      ]),
    );
  }
  const rows = await select
    .orderBy('latest', 'desc')
    .orderBy('s.reservation_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.reservation_id);
}

/** Room stays arriving from `from` to `to` (dates, inclusive), and how many of them checked in online. */
export async function countArrivals(
  db: Kysely<Database>,
  projectId: string,
  from: string,
  to: string,
): Promise<{ arrivals: number; onlineCheckins: number }> {
  const row = await db
    .selectFrom('pms_room_stays')
    .select((eb) => [
      eb.fn.countAll().as('arrivals'),
      eb.fn.count('checkin_finished_at').as('online'),
    ])
    .where('project_id', '=', projectId)
    .where('arrival', '>=', from)
    .where('arrival', '<', `${to}\uffff`)
    .executeTakeFirst();
  return { arrivals: Number(row?.arrivals ?? 0), onlineCheckins: Number(row?.online ?? 0) };
}
