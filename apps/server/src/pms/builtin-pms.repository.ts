// The built-in property system on our own database (SQLite or PostgreSQL):
// the embedded default behind the PmsAdapter interface.
import { randomUUID } from 'node:crypto';
import {
  loginLookupField,
  type LoginField,
  type StaffReservationEntry,
  type StaffReservationInput,
} from '@hospes/domain';
import type { Kysely } from 'kysely';
import { lookupValue, matchLoginCandidates, type LoginCandidate } from './login-matcher.ts';
import type { Database } from '../db/schema.ts';
import {
  PmsError,
  type PmsAdapter,
  type PmsChargeInput,
  type PmsCheckIn,
  type PmsGuest,
  type PmsInvoice,
  type PmsLoginData,
  type PmsLoginMatch,
  type ReservationSearch,
  type PmsPayment,
  type PmsPaymentInput,
  type PmsReservation,
} from './pms-adapter.ts';
import { isEncrypted, type DataCipher } from '../secrets/data-cipher.ts';
import { guestColumns, toGuest, toRoomStay } from './pms-rows.ts';
import { readStaffEntries, saveStaffReservations } from './staff-reservations.repository.ts';
import { countArrivals, searchReservationIds } from './reservation-search.repository.ts';
import { BuiltinFolio } from './builtin-folio.repository.ts';

/** What a companion's name becomes when the retention of the check-in ends. */
export const ANONYMISED_NAME = '—';

export interface BuiltinPmsOptions {
  /** Encrypts guests' addresses and identity documents at rest. */
  cipher: DataCipher;
  /** The clock of finished check-ins/outs and payments (tests move it). */
  now?: () => number;
}

export class BuiltinPms implements PmsAdapter {
  private readonly now: () => number;
  private readonly cipher: DataCipher;
  private readonly folio: BuiltinFolio;

  constructor(
    private readonly db: Kysely<Database>,
    options: BuiltinPmsOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.cipher = options.cipher;
    this.folio = new BuiltinFolio(db, this.now);
  }

  /**
   * The check-in's copy of identity data, at the end of its retention: the
   * guests of those room stays lose their identity document, address,
   * gender and date of birth; companions entered by the check-in (not the
   * booker) also their names and contact data. The reservation, the
   * booker's name and the invoices stay (a hotel keeps those by law).
   */
  async eraseIdentityData(
    projectId: string,
    reservationId: string,
    roomStayIds: readonly string[],
  ): Promise<void> {
    if (roomStayIds.length === 0) return;
    const at = new Date(this.now()).toISOString();
    await this.db.transaction().execute(async (trx) => {
      const scope = trx
        .updateTable('pms_guests')
        .where('project_id', '=', projectId)
        .where('reservation_id', '=', reservationId)
        .where('room_stay_id', 'in', [...roomStayIds]);
      await scope
        .set({ address: null, document: null, gender: null, date_of_birth: null, updated_at: at })
        .execute();
      await scope
        .where('is_main', '=', 0)
        .set({
          first_name: ANONYMISED_NAME,
          last_name: ANONYMISED_NAME,
          last_name_norm: '',
          email: null,
          email_norm: null,
          phone_number: null,
        })
        .execute();
    });
  }

  /** Encrypts addresses and documents stored before encryption at rest (at start; idempotent). */
  async encryptPlaintextIdentity(): Promise<number> {
    const rows = await this.db
      .selectFrom('pms_guests')
      .select(['project_id', 'id', 'address', 'document'])
      .where((eb) =>
        eb.or([
          eb.and([eb('address', 'is not', null), eb('address', 'not like', 'v1:%')]),
          eb.and([eb('document', 'is not', null), eb('document', 'not like', 'v1:%')]),
        ]),
      )
      .execute();
    for (const row of rows) {
      const seal = (value: string | null) =>
        value === null || isEncrypted(value) ? value : this.cipher.encrypt(value);
      await this.db
        .updateTable('pms_guests')
        .set({ address: seal(row.address), document: seal(row.document) })
        .where('project_id', '=', row.project_id)
        .where('id', '=', row.id)
        .execute();
    }
    return rows.length;
  }

  /**
   * One query in every case — the guests of the reservations whose lookup
   * value (the most selective login field, domain `loginLookupField`)
   * matches — then a constant-time comparison of every field with every
   * guest (login-matcher.ts). A last name is looked up by its form
   * without accents, so written-out umlauts ("Mueller" for "Müller") only
   * match when the reservation number (or e-mail) is the lookup field.
   */
  async findReservation(
    projectId: string,
    loginData: PmsLoginData,
    fields: readonly LoginField[],
  ): Promise<PmsLoginMatch | null> {
    const field = loginLookupField(fields);
    const value = field === null ? null : lookupValue(field, loginData);
    let query = this.db
      .selectFrom('pms_guests as g')
      .innerJoin('pms_reservations as r', (j) =>
        j.onRef('r.project_id', '=', 'g.project_id').onRef('r.id', '=', 'g.reservation_id'),
      )
      .select([
        'g.reservation_id',
        'g.id',
        'r.number_norm',
        'g.first_name',
        'g.last_name',
        'g.email_norm',
        'g.date_of_birth',
      ])
      .where('g.project_id', '=', projectId);
    // Without a usable value the query still runs (and finds nothing).
    const key = value ?? '\u0000none';
    if (field === 'reservation_id' || field === null)
      query = query.where('r.number_norm', '=', key);
    else if (field === 'email') query = query.where('g.email_norm', '=', key);
    else if (field === 'date_of_birth') query = query.where('g.date_of_birth', '=', key);
    else if (field === 'name')
      query = query.where('g.last_name_norm', '=', key.split(' ').at(-1) ?? key);
    else if (field === 'last_name') query = query.where('g.last_name_norm', '=', key);
    const rows = await query
      .orderBy('g.reservation_id')
      .orderBy('g.is_main', 'desc')
      .orderBy('g.position')
      .limit(50)
      .execute();
    const candidates: LoginCandidate[] = rows.map((r) => ({
      reservationId: r.reservation_id,
      guestId: r.id,
      reservationNumberNorm: r.number_norm,
      firstName: r.first_name,
      lastName: r.last_name,
      emailNorm: r.email_norm,
      dateOfBirth: r.date_of_birth,
    }));
    const match = matchLoginCandidates(candidates, loginData, fields);
    return match && { reservationId: match.reservationId, guestId: match.guestId };
  }

  async getReservation(projectId: string, reservationId: string): Promise<PmsReservation | null> {
    const reservation = await this.db
      .selectFrom('pms_reservations')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('id', '=', reservationId)
      .executeTakeFirst();
    if (!reservation) return null;
    const [stays, guests] = await Promise.all([
      this.db
        .selectFrom('pms_room_stays')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('reservation_id', '=', reservationId)
        .orderBy('position')
        .execute(),
      this.db
        .selectFrom('pms_guests')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('reservation_id', '=', reservationId)
        .orderBy('is_main', 'desc')
        .orderBy('position')
        .execute(),
    ]);
    return {
      id: reservation.id,
      number: reservation.number,
      currency: reservation.currency,
      roomStays: stays.map(toRoomStay),
      guests: guests.map((g) => toGuest(g, this.cipher)),
    };
  }

  async listReservationIdsOn(projectId: string, date: string): Promise<string[]> {
    // Dates are ISO text (a date, maybe with a time): the prefix compares.
    const next = `${date}\uffff`;
    const rows = await this.db
      .selectFrom('pms_room_stays')
      .select('reservation_id')
      .distinct()
      .where('project_id', '=', projectId)
      .where('arrival', '<', next)
      .where('departure', '>=', date)
      .orderBy('reservation_id')
      .limit(500)
      .execute();
    return rows.map((r) => r.reservation_id);
  }

  searchReservationIds(
    projectId: string,
    query: ReservationSearch,
    limit: number,
  ): Promise<string[]> {
    return searchReservationIds(this.db, projectId, query, limit);
  }

  saveReservations(
    projectId: string,
    inputs: readonly StaffReservationInput[],
  ): Promise<{ created: number; updated: number }> {
    const at = new Date(this.now()).toISOString();
    return saveStaffReservations(this.db, this.cipher, projectId, inputs, at);
  }

  readReservationEntries(
    projectId: string,
    numbers: readonly string[],
  ): Promise<Map<string, StaffReservationEntry>> {
    return readStaffEntries(this.db, projectId, numbers);
  }

  countArrivals(
    projectId: string,
    from: string,
    to: string,
  ): Promise<{ arrivals: number; onlineCheckins: number }> {
    return countArrivals(this.db, projectId, from, to);
  }

  async getGuest(projectId: string, guestId: string): Promise<PmsGuest | null> {
    const row = await this.db
      .selectFrom('pms_guests')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('id', '=', guestId)
      .executeTakeFirst();
    return row ? toGuest(row, this.cipher) : null;
  }

  getInvoices(projectId: string, reservationId: string, lang?: string): Promise<PmsInvoice[]> {
    return this.folio.getInvoices(projectId, reservationId, lang);
  }

  async postCheckIn(
    projectId: string,
    reservationId: string,
    roomStayId: string,
    checkIn: PmsCheckIn,
  ): Promise<PmsReservation> {
    const at = new Date(this.now()).toISOString();
    await this.db.transaction().execute(async (trx) => {
      const stay = await trx
        .selectFrom('pms_room_stays')
        .select(['status', 'checkin_finished_at'])
        .where('project_id', '=', projectId)
        .where('reservation_id', '=', reservationId)
        .where('id', '=', roomStayId)
        .executeTakeFirst();
      if (!stay) throw new PmsError('NOT_FOUND', `No room stay ${roomStayId} in ${reservationId}`);
      if (stay.status !== 'Reserved' || stay.checkin_finished_at !== null) {
        throw new PmsError('CONFLICT', `Room stay ${roomStayId} is not awaiting check-in`);
      }
      const existing = await trx
        .selectFrom('pms_guests')
        .select(['id', 'is_main', 'position', 'language'])
        .where('project_id', '=', projectId)
        .where('reservation_id', '=', reservationId)
        .execute();
      let nextPosition = existing.reduce((max, g) => Math.max(max, g.position), 0) + 1;
      for (const [index, input] of checkIn.guests.entries()) {
        const known = existing.find((g) => g.id === input.profile_id);
        const columns = guestColumns(
          {
            roomStayId,
            isMain: known ? known.is_main === 1 : false,
            firstName: input.first_name.trim(),
            lastName: input.last_name.trim(),
            email: input.email?.trim() || null,
            phoneNumber: input.phone_number?.trim() || null,
            dateOfBirth: input.date_of_birth ?? null,
            gender: input.gender ?? null,
            language: known?.language ?? null,
            address: input.address ?? null,
            document: input.document ?? null,
          },
          this.cipher,
        );
        if (known) {
          await trx
            .updateTable('pms_guests')
            .set({ ...columns, updated_at: at })
            .where('project_id', '=', projectId)
            .where('id', '=', known.id)
            .execute();
        } else {
          await trx
            .insertInto('pms_guests')
            .values({
              ...columns,
              // The first guest of a form without a known profile is not the booker.
              is_main: 0,
              project_id: projectId,
              id: `${reservationId}-G${randomUUID().slice(0, 8)}-${index}`,
              reservation_id: reservationId,
              position: nextPosition++,
              updated_at: at,
            })
            .execute();
        }
      }
      // Decision: the built-in PMS has no front desk step, so a finished
      // online check-in makes the stay In-house (check-out becomes possible).
      await trx
        .updateTable('pms_room_stays')
        .set({ status: 'In-house', checkin_finished_at: at })
        .where('project_id', '=', projectId)
        .where('id', '=', roomStayId)
        .execute();
    });
    return this.requireReservation(projectId, reservationId);
  }

  async postCheckOut(
    projectId: string,
    reservationId: string,
    roomStayId: string,
  ): Promise<PmsReservation> {
    const at = new Date(this.now()).toISOString();
    const result = await this.db
      .updateTable('pms_room_stays')
      .set({ status: 'Checked out', checkout_finished_at: at })
      .where('project_id', '=', projectId)
      .where('reservation_id', '=', reservationId)
      .where('id', '=', roomStayId)
      .where('status', '=', 'In-house')
      .where('checkout_finished_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      const exists = await this.db
        .selectFrom('pms_room_stays')
        .select('id')
        .where('project_id', '=', projectId)
        .where('reservation_id', '=', reservationId)
        .where('id', '=', roomStayId)
        .executeTakeFirst();
      if (!exists)
        throw new PmsError('NOT_FOUND', `No room stay ${roomStayId} in ${reservationId}`);
      throw new PmsError('CONFLICT', `Room stay ${roomStayId} is not in house`);
    }
    return this.requireReservation(projectId, reservationId);
  }

  postPayment(projectId: string, invoiceId: string, payment: PmsPaymentInput): Promise<PmsPayment> {
    return this.folio.postPayment(projectId, invoiceId, payment);
  }

  postCharge(
    projectId: string,
    reservationId: string,
    charge: PmsChargeInput,
  ): Promise<{ invoiceId: string }> {
    return this.folio.postCharge(projectId, reservationId, charge);
  }

  private async requireReservation(projectId: string, id: string): Promise<PmsReservation> {
    const reservation = await this.getReservation(projectId, id);
    if (!reservation) throw new PmsError('NOT_FOUND', `No reservation ${id}`);
    return reservation;
  }
}
