// Reservations the front desk enters in the built-in PMS (one, or many from
// a CSV file): created or updated by number, all in one transaction. An
// existing stay keeps its status and check-in; an existing main guest keeps
// the address and travel document a check-in gave it.
import { normalizeReservationNumber, type StaffReservationInput } from '@hospes/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { DataCipher } from '../secrets/data-cipher.ts';
import { guestColumns } from './pms-rows.ts';

/** Check-in and check-out times of entered stays (the demo's; a real PMS sends its own). */
const ARRIVAL_TIME = 'T15:00';
const DEPARTURE_TIME = 'T10:00';
const CURRENCY = 'EUR';

export async function saveStaffReservations(
  db: Kysely<Database>,
  cipher: DataCipher,
  projectId: string,
  inputs: readonly StaffReservationInput[],
  at: string,
): Promise<{ created: number; updated: number }> {
  return db.transaction().execute(async (trx) => {
    let created = 0;
    for (const r of inputs) {
      const id = r.number;
      const existing = await trx
        .selectFrom('pms_reservations')
        .select('id')
        .where('project_id', '=', projectId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!existing) {
        created += 1;
        await trx
          .insertInto('pms_reservations')
          .values({
            project_id: projectId,
            id,
            number: r.number,
            number_norm: normalizeReservationNumber(r.number),
            currency: CURRENCY,
            source: 'staff',
            created_at: at,
            updated_at: at,
          })
          .execute();
      } else {
        await trx
          .updateTable('pms_reservations')
          .set({ updated_at: at })
          .where('project_id', '=', projectId)
          .where('id', '=', id)
          .execute();
      }
      const stayId = `${id}-1`;
      const stay = {
        arrival: `${r.arrival}${ARRIVAL_TIME}`,
        departure: `${r.departure}${DEPARTURE_TIME}`,
        room_number: r.room ?? null,
        adults: r.adults,
        children: r.children,
      };
      await trx
        .insertInto('pms_room_stays')
        .values({
          project_id: projectId,
          id: stayId,
          reservation_id: id,
          position: 1,
          status: 'Reserved',
          checkin_finished_at: null,
          checkout_finished_at: null,
          ...stay,
        })
        .onConflict((oc) => oc.columns(['project_id', 'id']).doUpdateSet(stay))
        .execute();
      const guestId = `${id}-G1`;
      const contact = {
        firstName: r.firstName ?? '',
        lastName: r.lastName,
        email: r.email ?? null,
        phoneNumber: r.phone ?? null,
        language: r.language ?? null,
      };
      const columns = guestColumns(
        {
          ...contact,
          roomStayId: stayId,
          isMain: true,
          dateOfBirth: null,
          gender: null,
          address: null,
          document: null,
        },
        cipher,
      );
      const { address: _a, document: _d, date_of_birth: _b, gender: _g, ...update } = columns;
      await trx
        .insertInto('pms_guests')
        .values({
          project_id: projectId,
          id: guestId,
          reservation_id: id,
          position: 1,
          updated_at: at,
          ...columns,
        })
        .onConflict((oc) =>
          oc.columns(['project_id', 'id']).doUpdateSet({ ...update, updated_at: at }),
        )
        .execute();
    }
    return { created, updated: inputs.length - created };
  });
}
