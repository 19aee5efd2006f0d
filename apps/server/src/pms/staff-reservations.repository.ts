// Reservations the front desk enters in the built-in PMS (one, or many from
// a CSV file): created or updated by number, all in one transaction. An
// existing stay keeps its status and check-in; an existing main guest keeps
// the address and travel document a check-in gave it.
import {
  LANGUAGES,
  normalizeReservationNumber,
  type Lang,
  type StaffReservationEntry,
  type StaffReservationInput,
} from '@hospes/domain';
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
      // A number is the same reservation however it is spaced or cased (as at the guest's login).
      const existing = await trx
        .selectFrom('pms_reservations')
        .select('id')
        .where('project_id', '=', projectId)
        .where('number_norm', '=', normalizeReservationNumber(r.number))
        .executeTakeFirst();
      const id = existing?.id ?? r.number;
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

/** Numbers per query: well below SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 500;

/**
 * The reservations saved under these numbers as the front desk's form shows
 * them (first room stay, the booker), keyed by the normalised number.
 */
export async function readStaffEntries(
  db: Kysely<Database>,
  projectId: string,
  numbers: readonly string[],
): Promise<Map<string, StaffReservationEntry>> {
  const entries = new Map<string, StaffReservationEntry>();
  const keys = [...new Set(numbers.map(normalizeReservationNumber))];
  for (let i = 0; i < keys.length; i += CHUNK) {
    const chunk = keys.slice(i, i + CHUNK);
    const reservations = await db
      .selectFrom('pms_reservations')
      .select(['id', 'number', 'number_norm'])
      .where('project_id', '=', projectId)
      .where('number_norm', 'in', chunk)
      .execute();
    if (reservations.length === 0) continue;
    const ids = reservations.map((r) => r.id);
    const stays = await db
      .selectFrom('pms_room_stays')
      .select(['reservation_id', 'arrival', 'departure', 'room_number', 'adults', 'children'])
      .where('project_id', '=', projectId)
      .where('reservation_id', 'in', ids)
      .orderBy('position')
      .execute();
    const guests = await db
      .selectFrom('pms_guests')
      .select(['reservation_id', 'first_name', 'last_name', 'email', 'phone_number', 'language'])
      .where('project_id', '=', projectId)
      .where('reservation_id', 'in', ids)
      .orderBy('is_main', 'desc')
      .orderBy('position')
      .execute();
    for (const r of reservations) {
      const stay = stays.find((s) => s.reservation_id === r.id);
      const guest = guests.find((g) => g.reservation_id === r.id);
      if (!stay || !guest) continue;
      const language = LANGUAGES.find((l) => l === guest.language) as Lang | undefined;
      entries.set(r.number_norm, {
        reservationId: r.id,
        number: r.number,
        lastName: guest.last_name,
        ...(guest.first_name ? { firstName: guest.first_name } : {}),
        ...(guest.email ? { email: guest.email } : {}),
        ...(guest.phone_number ? { phone: guest.phone_number } : {}),
        ...(language ? { language } : {}),
        arrival: stay.arrival.slice(0, 10),
        departure: stay.departure.slice(0, 10),
        ...(stay.room_number ? { room: stay.room_number } : {}),
        adults: stay.adults,
        children: stay.children,
      });
    }
  }
  return entries;
}
