// Writes the demo reservations into the built-in PMS. Runs at every start
// (and when the project's day changes): each demo reservation is reset to
// its situation — same ids, no duplicates, check-in data and later payments
// dropped — while everything else in the PMS stays untouched.
import { normalizeReservationNumber } from '@hospes/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { demoReservations, type DemoReservation } from './demo-reservations.ts';
import { guestColumns } from './pms-rows.ts';

import type { DataCipher } from '../secrets/data-cipher.ts';

const CURRENCY = 'EUR';

async function seedReservation(
  trx: Transaction<Database>,
  projectId: string,
  r: DemoReservation,
  at: string,
  cipher: DataCipher,
): Promise<void> {
  await trx
    .insertInto('pms_reservations')
    .values({
      project_id: projectId,
      id: r.id,
      number: r.id,
      number_norm: normalizeReservationNumber(r.id),
      currency: CURRENCY,
      source: 'demo',
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) =>
      oc.columns(['project_id', 'id']).doUpdateSet({
        number: r.id,
        number_norm: normalizeReservationNumber(r.id),
        currency: CURRENCY,
        source: 'demo',
        updated_at: at,
      }),
    )
    .execute();

  const stay = {
    reservation_id: r.id,
    position: 1,
    status: r.stay.status,
    arrival: r.stay.arrival,
    departure: r.stay.departure,
    room_number: r.stay.roomNumber,
    adults: r.stay.adults,
    children: r.stay.children,
    checkin_finished_at: null,
    checkout_finished_at: null,
  };
  // Stays and guests added later (another room, accompanying persons from a
  // check-in) are not part of the situation.
  await trx
    .deleteFrom('pms_room_stays')
    .where('project_id', '=', projectId)
    .where('reservation_id', '=', r.id)
    .where('id', '!=', r.stay.id)
    .execute();
  await trx
    .insertInto('pms_room_stays')
    .values({ project_id: projectId, id: r.stay.id, ...stay })
    .onConflict((oc) => oc.columns(['project_id', 'id']).doUpdateSet(stay))
    .execute();

  await trx
    .deleteFrom('pms_guests')
    .where('project_id', '=', projectId)
    .where('reservation_id', '=', r.id)
    .where(
      'id',
      'not in',
      r.guests.map((g) => g.id),
    )
    .execute();
  for (const [index, g] of r.guests.entries()) {
    const row = {
      ...guestColumns({ ...g, roomStayId: r.stay.id }, cipher),
      reservation_id: r.id,
      position: index + 1,
      updated_at: at,
    };
    await trx
      .insertInto('pms_guests')
      .values({ project_id: projectId, id: g.id, ...row })
      .onConflict((oc) => oc.columns(['project_id', 'id']).doUpdateSet(row))
      .execute();
  }

  await trx
    .deleteFrom('pms_invoices')
    .where('project_id', '=', projectId)
    .where('reservation_id', '=', r.id)
    .where(
      'id',
      'not in',
      r.invoices.map((i) => i.id),
    )
    .execute();
  for (const invoice of r.invoices) {
    const row = {
      reservation_id: r.id,
      room_stay_id: null,
      number: invoice.number,
      currency: CURRENCY,
      issued_at: invoice.issuedAt,
    };
    await trx
      .insertInto('pms_invoices')
      .values({ project_id: projectId, id: invoice.id, ...row })
      .onConflict((oc) => oc.columns(['project_id', 'id']).doUpdateSet(row))
      .execute();
    for (const table of ['pms_invoice_lines', 'pms_payments'] as const) {
      await trx
        .deleteFrom(table)
        .where('project_id', '=', projectId)
        .where('invoice_id', '=', invoice.id)
        .execute();
    }
    await trx
      .insertInto('pms_invoice_lines')
      .values(
        invoice.lines.map((line, i) => ({
          project_id: projectId,
          invoice_id: invoice.id,
          position: i + 1,
          description: JSON.stringify(line.description),
          quantity: line.quantity,
          unit_price_minor: line.unitPriceMinor,
          amount_minor: line.quantity * line.unitPriceMinor,
          vat_rate_bp: line.vatRateBp,
          service_date: line.serviceDate,
        })),
      )
      .execute();
    for (const p of invoice.payments) {
      await trx
        .insertInto('pms_payments')
        .values({
          project_id: projectId,
          id: p.id,
          invoice_id: invoice.id,
          amount_minor: p.amountMinor,
          currency: CURRENCY,
          provider_ref: p.providerRef,
          paid_at: p.paidAt,
        })
        .execute();
    }
  }
}

/**
 * Seeds (or resets) the demo reservations of one project as of `now`, in
 * one transaction. Idempotent: a second run leaves exactly one copy.
 */
export async function seedDemoReservations(
  db: Kysely<Database>,
  projectId: string,
  timeZone: string,
  now: number,
  cipher: DataCipher,
): Promise<string[]> {
  const reservations = demoReservations(now, timeZone);
  const at = new Date(now).toISOString();
  await db.transaction().execute(async (trx) => {
    for (const r of reservations) await seedReservation(trx, projectId, r, at, cipher);
  });
  return reservations.map((r) => r.id);
}
