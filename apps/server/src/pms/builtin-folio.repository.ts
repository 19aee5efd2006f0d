// The built-in PMS's folios: invoices with their lines and payments, a
// payment booked once per provider reference, a charge posted once per
// reference (the PmsAdapter contract).
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { invoiceBalance, vatSummary } from './invoice-totals.ts';
import {
  PmsError,
  type PmsChargeInput,
  type PmsInvoice,
  type PmsPayment,
  type PmsPaymentInput,
} from './pms-adapter.ts';
import { toInvoiceLine, toPayment } from './pms-rows.ts';

export class BuiltinFolio {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number,
  ) {}

  async getInvoices(
    projectId: string,
    reservationId: string,
    lang?: string,
  ): Promise<PmsInvoice[]> {
    const invoices = await this.db
      .selectFrom('pms_invoices')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('reservation_id', '=', reservationId)
      .orderBy('issued_at')
      .orderBy('id')
      .execute();
    if (invoices.length === 0) return [];
    const ids = invoices.map((i) => i.id);
    const [lines, payments] = await Promise.all([
      this.db
        .selectFrom('pms_invoice_lines')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('invoice_id', 'in', ids)
        .orderBy('position')
        .execute(),
      this.db
        .selectFrom('pms_payments')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('invoice_id', 'in', ids)
        .orderBy('paid_at')
        .orderBy('id')
        .execute(),
    ]);
    return invoices.map((invoice) => {
      const own = lines
        .filter((l) => l.invoice_id === invoice.id)
        .map((l) => toInvoiceLine(l, lang));
      const paid = payments.filter((p) => p.invoice_id === invoice.id).map(toPayment);
      return {
        id: invoice.id,
        number: invoice.number,
        reservationId: invoice.reservation_id,
        roomStayId: invoice.room_stay_id,
        currency: invoice.currency,
        issuedAt: invoice.issued_at,
        lines: own,
        payments: paid,
        vat: vatSummary(own),
        ...invoiceBalance(own, paid),
      };
    });
  }

  async postPayment(
    projectId: string,
    invoiceId: string,
    payment: PmsPaymentInput,
  ): Promise<PmsPayment> {
    if (!Number.isInteger(payment.amountMinor) || payment.amountMinor <= 0) {
      throw new PmsError('INVALID', 'The amount must be a positive number of minor units');
    }
    return this.db.transaction().execute(async (trx) => {
      const repeated = await trx
        .selectFrom('pms_payments')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('provider_ref', '=', payment.providerRef)
        .executeTakeFirst();
      if (repeated) {
        if (repeated.invoice_id !== invoiceId) {
          throw new PmsError('CONFLICT', 'This payment reference belongs to another invoice');
        }
        return toPayment(repeated);
      }
      const invoice = await trx
        .selectFrom('pms_invoices')
        .select(['currency'])
        .where('project_id', '=', projectId)
        .where('id', '=', invoiceId)
        .executeTakeFirst();
      if (!invoice) throw new PmsError('NOT_FOUND', `No invoice ${invoiceId}`);
      if (invoice.currency !== payment.currency) {
        throw new PmsError('INVALID', `The invoice is in ${invoice.currency}`);
      }
      // One query after the other: a transaction holds a single connection.
      const lines = await trx
        .selectFrom('pms_invoice_lines')
        .select('amount_minor as amountMinor')
        .where('project_id', '=', projectId)
        .where('invoice_id', '=', invoiceId)
        .execute();
      const paid = await trx
        .selectFrom('pms_payments')
        .select('amount_minor as amountMinor')
        .where('project_id', '=', projectId)
        .where('invoice_id', '=', invoiceId)
        .execute();
      const { openMinor } = invoiceBalance(lines, paid);
      if (payment.amountMinor > openMinor) {
        throw new PmsError('INVALID', `The amount exceeds the open amount of ${openMinor}`);
      }
      const row = {
        project_id: projectId,
        id: randomUUID(),
        invoice_id: invoiceId,
        amount_minor: payment.amountMinor,
        currency: payment.currency,
        provider_ref: payment.providerRef,
        paid_at: new Date(this.now()).toISOString(),
      };
      await trx.insertInto('pms_payments').values(row).execute();
      return toPayment(row);
    });
  }

  async postCharge(
    projectId: string,
    reservationId: string,
    charge: PmsChargeInput,
  ): Promise<{ invoiceId: string }> {
    if (!Number.isInteger(charge.quantity) || charge.quantity < 1) {
      throw new PmsError('INVALID', 'The quantity must be a whole number of 1 or more');
    }
    return this.db.transaction().execute(async (trx) => {
      // The transaction's first statement writes the reservation's row: on
      // PostgreSQL that locks it until commit, on SQLite it takes the write
      // lock. Charges of one reservation therefore take turns, so the next
      // line position and the opening of the first invoice are never read
      // by two charges at once (max + 1 read twice was a duplicate key).
      const locked = await trx
        .updateTable('pms_reservations')
        .set({ updated_at: new Date(this.now()).toISOString() })
        .where('project_id', '=', projectId)
        .where('id', '=', reservationId)
        .returning(['number', 'currency'])
        .executeTakeFirst();
      if (!locked) throw new PmsError('NOT_FOUND', `No reservation ${reservationId}`);
      const repeated = await trx
        .selectFrom('pms_invoice_lines')
        .select('invoice_id')
        .where('project_id', '=', projectId)
        .where('charge_ref', '=', charge.ref)
        .executeTakeFirst();
      if (repeated) return { invoiceId: repeated.invoice_id };
      const invoice =
        (await trx
          .selectFrom('pms_invoices')
          .select(['id', 'currency'])
          .where('project_id', '=', projectId)
          .where('reservation_id', '=', reservationId)
          .orderBy('issued_at', 'desc')
          .orderBy('id', 'desc')
          .executeTakeFirst()) ?? (await this.openInvoice(trx, projectId, reservationId, locked));
      if (invoice.currency !== charge.currency) {
        throw new PmsError('INVALID', `The invoice is in ${invoice.currency}`);
      }
      const last = await trx
        .selectFrom('pms_invoice_lines')
        .select((eb) => eb.fn.max('position').as('position'))
        .where('project_id', '=', projectId)
        .where('invoice_id', '=', invoice.id)
        .executeTakeFirst();
      await trx
        .insertInto('pms_invoice_lines')
        .values({
          project_id: projectId,
          invoice_id: invoice.id,
          position: Number(last?.position ?? 0) + 1,
          description: JSON.stringify(charge.descriptions),
          quantity: charge.quantity,
          unit_price_minor: charge.unitPriceMinor,
          amount_minor: charge.unitPriceMinor * charge.quantity,
          vat_rate_bp: charge.vatRateBp,
          service_date: charge.serviceDate,
          charge_ref: charge.ref,
        })
        .execute();
      return { invoiceId: invoice.id };
    });
  }

  /**
   * A stay the front desk entered (console, CSV import) has no invoice yet:
   * the first charge opens it, in the reservation's currency, numbered by
   * the year and the reservation number like the demo's (`2026-R-2001`).
   */
  private async openInvoice(
    trx: Transaction<Database>,
    projectId: string,
    reservationId: string,
    reservation: { number: string; currency: string },
  ): Promise<{ id: string; currency: string }> {
    const issuedAt = new Date(this.now()).toISOString();
    const id = `${reservationId}-INV1`;
    await trx
      .insertInto('pms_invoices')
      .values({
        project_id: projectId,
        id,
        reservation_id: reservationId,
        room_stay_id: null,
        number: `${issuedAt.slice(0, 4)}-${reservation.number}`,
        currency: reservation.currency,
        issued_at: issuedAt,
      })
      .execute();
    return { id, currency: reservation.currency };
  }
}
