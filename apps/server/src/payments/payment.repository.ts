// All SQL about online payments (payments, payment_events). The exactly-once
// rule lives here: an event is recorded at most once per (provider, id), and
// only the first deciding event moves a payment out of 'pending'.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, PaymentsTable } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import type { PaymentOutcome, PaymentProviderName } from './payment-provider.ts';

export type PaymentStatus = 'pending' | PaymentOutcome | 'refunded';
type PaymentRow = Selectable<PaymentsTable>;

/** A payment as the rest of the server sees it (the repository maps its rows). */
export interface PaymentRecord {
  id: string;
  projectId: string;
  provider: PaymentProviderName;
  providerRef: string;
  reservationId: string;
  invoiceId: string;
  userId: string;
  amountMinor: number;
  currency: string;
  description: string;
  status: PaymentStatus;
  pmsPaymentId: string | null;
  /** ISO instants, as stored. */
  bookedAt: string | null;
  bookingError: string | null;
  createdAt: string;
  updatedAt: string;
  /** The provider's page; null while the checkout is being opened. */
  redirectUrl: string | null;
  /** After this instant the checkout is closed. */
  expiresAt: string | null;
  /** The provider's refund, when the payment could not be booked and was given back. */
  refundRef: string | null;
  /** What it pays: an invoice, or a registration or order (its id in `invoiceId`). */
  purpose: PaymentPurpose;
}

/** What an online payment pays. */
export type PaymentPurpose = 'invoice' | 'registration' | 'order';

function toRecord(row: PaymentRow): PaymentRecord {
  return {
    id: row.id,
    projectId: row.project_id,
    provider: row.provider as PaymentProviderName,
    providerRef: row.provider_ref,
    reservationId: row.reservation_id,
    invoiceId: row.invoice_id,
    userId: row.user_id,
    amountMinor: row.amount_minor,
    currency: row.currency,
    description: row.description,
    status: row.status as PaymentStatus,
    pmsPaymentId: row.pms_payment_id,
    bookedAt: row.booked_at,
    bookingError: row.booking_error,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    redirectUrl: row.redirect_url,
    expiresAt: row.expires_at,
    refundRef: row.refund_ref,
    purpose: row.purpose as PaymentPurpose,
  };
}

const toRecordOrUndefined = (row: PaymentRow | undefined) => (row ? toRecord(row) : undefined);

export interface NewPayment {
  id: string;
  projectId: string;
  provider: PaymentProviderName;
  providerRef: string;
  reservationId: string;
  invoiceId: string;
  userId: string;
  amountMinor: number;
  currency: string;
  description: string;
  /** Epoch ms: when the checkout closes. */
  expiresAt: number;
  /** Default 'invoice'. */
  purpose?: PaymentPurpose;
}

/** What recording an event did. */
export type RecordResult =
  /** The same event was recorded before: nothing changed. */
  | 'replayed'
  /** Recorded; the payment had been decided by an earlier event. */
  | 'too-late'
  /** Recorded and the payment moved from 'pending' to the event's outcome. */
  | 'decided';

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;

export function createPaymentRepository(db: Kysely<Database>, now: () => number = Date.now) {
  const stamp = () => new Date(now()).toISOString();

  return {
    /**
     * Inserts an open checkout of an invoice — its claim: undefined when the
     * invoice has an open one already (the partial unique index
     * `payments_one_open_per_invoice`), whoever opened it, on any instance.
     * The provider's reference is a placeholder until {@link setCheckout}.
     */
    async claimCheckout(payment: NewPayment): Promise<PaymentRecord | undefined> {
      try {
        return await this.insert(payment);
      } catch (err) {
        if (isUniqueViolation(err)) return undefined;
        throw err;
      }
    },

    async insert(payment: NewPayment): Promise<PaymentRecord> {
      const at = stamp();
      const row: PaymentRow = {
        id: payment.id,
        project_id: payment.projectId,
        provider: payment.provider,
        provider_ref: payment.providerRef,
        reservation_id: payment.reservationId,
        invoice_id: payment.invoiceId,
        user_id: payment.userId,
        amount_minor: payment.amountMinor,
        currency: payment.currency,
        description: payment.description,
        status: 'pending',
        pms_payment_id: null,
        booked_at: null,
        booking_error: null,
        created_at: at,
        updated_at: at,
        redirect_url: null,
        expires_at: new Date(payment.expiresAt).toISOString(),
        refund_ref: null,
        purpose: payment.purpose ?? 'invoice',
      };
      await db.insertInto('payments').values(row).execute();
      return toRecord(row);
    },

    /** The open checkout of an invoice: pending and not expired. */
    async findOpenCheckout(
      projectId: string,
      invoiceId: string,
    ): Promise<PaymentRecord | undefined> {
      const row = await db
        .selectFrom('payments')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('invoice_id', '=', invoiceId)
        .where('status', '=', 'pending')
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', stamp())]))
        .executeTakeFirst();
      return toRecordOrUndefined(row);
    },

    /**
     * Closes the invoice's checkouts whose time is up, so that a new one can
     * open — and claims whose checkout was never opened (the request that
     * claimed it died, or lost the database, before the provider answered).
     */
    async closeExpiredCheckouts(
      projectId: string,
      invoiceId: string,
      staleClaimMs: number,
    ): Promise<void> {
      const at = stamp();
      const staleBefore = new Date(now() - staleClaimMs).toISOString();
      await db
        .updateTable('payments')
        .set({ status: 'cancelled', updated_at: at })
        .where('project_id', '=', projectId)
        .where('invoice_id', '=', invoiceId)
        .where('status', '=', 'pending')
        .where((eb) =>
          eb.or([
            eb('expires_at', '<=', at),
            eb.and([eb('redirect_url', 'is', null), eb('created_at', '<', staleBefore)]),
          ]),
        )
        .execute();
    },

    /** The provider's reference and page of a claimed checkout. */
    async setCheckout(id: string, providerRef: string, redirectUrl: string): Promise<void> {
      await db
        .updateTable('payments')
        .set({ provider_ref: providerRef, redirect_url: redirectUrl, updated_at: stamp() })
        .where('id', '=', id)
        .execute();
    },

    /** Gives up a claim whose checkout the provider did not open. */
    async deleteClaim(id: string): Promise<void> {
      await db
        .deleteFrom('payments')
        .where('id', '=', id)
        .where('redirect_url', 'is', null)
        .execute();
    },

    /** Closes an open checkout (replaced, or given up); false when it was no longer pending. */
    async cancelPending(id: string): Promise<boolean> {
      const result = await db
        .updateTable('payments')
        .set({ status: 'cancelled', updated_at: stamp() })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * Records a refund. A payment that could not be booked is refunded only
     * while still unbooked (a booking that won the race keeps it); one whose
     * purchase was canceled after booking (`afterBooking`) is refunded as it is.
     */
    async markRefunded(
      id: string,
      refundRef: string,
      reason: string,
      { afterBooking = false } = {},
    ): Promise<void> {
      let update = db
        .updateTable('payments')
        .set({
          status: 'refunded',
          refund_ref: refundRef,
          booking_error: reason.slice(0, 500),
          updated_at: stamp(),
        })
        .where('id', '=', id);
      if (!afterBooking) update = update.where('booked_at', 'is', null);
      await update.execute();
    },

    /** A guest's purchases (bookings, orders) whose money was taken, newest first. */
    async takenPurchasesOf(projectId: string, userId: string): Promise<PaymentRecord[]> {
      const rows = await db
        .selectFrom('payments')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('user_id', '=', userId)
        .where('purpose', 'in', ['registration', 'order'])
        .where('status', 'in', ['succeeded', 'refunded'])
        .orderBy('created_at', 'desc')
        .limit(100)
        .execute();
      return rows.map(toRecord);
    },

    async findById(id: string): Promise<PaymentRecord | undefined> {
      return toRecordOrUndefined(
        await db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst(),
      );
    },

    async findByRef(provider: string, providerRef: string): Promise<PaymentRecord | undefined> {
      return toRecordOrUndefined(
        await db
          .selectFrom('payments')
          .selectAll()
          .where('provider', '=', provider)
          .where('provider_ref', '=', providerRef)
          .executeTakeFirst(),
      );
    },

    /**
     * Records the event and, when the payment is still pending, moves it to
     * the event's outcome — in one transaction. A second delivery of the
     * same event inserts nothing (unique key) and changes nothing; of two
     * different events racing, the conditional update lets exactly one
     * decide (PostgreSQL re-checks `status` after the first commits; SQLite
     * runs the transactions one after the other).
     */
    async recordEvent(
      payment: PaymentRecord,
      event: { provider: string; eventId: string; outcome: PaymentOutcome },
    ): Promise<RecordResult> {
      return db.transaction().execute(async (trx) => {
        const at = stamp();
        const inserted = await trx
          .insertInto('payment_events')
          .values({
            provider: event.provider,
            event_id: event.eventId,
            payment_id: payment.id,
            outcome: event.outcome,
            applied: 0,
            received_at: at,
          })
          .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return 'replayed';
        const decided = await trx
          .updateTable('payments')
          .set({ status: event.outcome, updated_at: at })
          .where('id', '=', payment.id)
          .where('status', '=', 'pending')
          .executeTakeFirst();
        if (Number(decided.numUpdatedRows) === 0) return 'too-late';
        await trx
          .updateTable('payment_events')
          .set({ applied: 1 })
          .where('provider', '=', event.provider)
          .where('event_id', '=', event.eventId)
          .execute();
        return 'decided';
      });
    },

    /** Notes the PMS's payment of a succeeded payment (idempotent). */
    async markBooked(id: string, pmsPaymentId: string): Promise<void> {
      const at = stamp();
      await db
        .updateTable('payments')
        .set({ pms_payment_id: pmsPaymentId, booked_at: at, booking_error: null, updated_at: at })
        .where('id', '=', id)
        .where('booked_at', 'is', null)
        .execute();
    },

    /**
     * Succeeded payments the PMS has not booked (it did not answer) and did
     * not refuse, last touched at or before `updatedBefore`, oldest first.
     */
    async listUnbooked(updatedBefore: string, limit = 50): Promise<PaymentRecord[]> {
      const rows = await db
        .selectFrom('payments')
        .selectAll()
        .where('status', '=', 'succeeded')
        .where('booked_at', 'is', null)
        .where('booking_error', 'is', null)
        .where('updated_at', '<=', updatedBefore)
        // One waiting in the outbox is booked by the outbox's round, not twice.
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('pms_outbox')
                .select('pms_outbox.id')
                .where('pms_outbox.status', '=', 'pending')
                .where('pms_outbox.kind', '=', 'payment')
                .whereRef('pms_outbox.project_id', '=', 'payments.project_id')
                .where(sql<boolean>`pms_outbox.dedupe_key = 'payment:' || payments.id`),
            ),
          ),
        )
        .orderBy('updated_at')
        .limit(limit)
        .execute();
      return rows.map(toRecord);
    },

    /** Notes why the PMS refused to book a succeeded payment. */
    async markBookingRefused(id: string, reason: string): Promise<void> {
      await db
        .updateTable('payments')
        .set({ booking_error: reason.slice(0, 500), updated_at: stamp() })
        .where('id', '=', id)
        .where('booked_at', 'is', null)
        .execute();
    },

    /** The events recorded for a payment, oldest first (tests, staff views). */
    async eventsOf(paymentId: string) {
      return db
        .selectFrom('payment_events')
        .selectAll()
        .where('payment_id', '=', paymentId)
        .orderBy('received_at')
        .orderBy('event_id')
        .execute();
    },
  };
}
