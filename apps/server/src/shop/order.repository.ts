// All SQL about shop orders.
import type { OrderLine, OrderStatus } from '@hospes/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface StoredOrder {
  id: string;
  projectId: string;
  userId: string;
  reservationId: string | null;
  number: string;
  lang: string;
  lines: OrderLine[];
  totalMinor: number;
  currency: string;
  status: OrderStatus;
  payment: 'online' | 'room';
  paymentId: string | null;
  chargeRef: string | null;
  deliveryAt: string | null;
  note: string | null;
  idempotencyKey: string;
  createdAt: string;
  updatedAt: string;
}

type Row = Database['orders'];

function toOrder(row: Row): StoredOrder {
  return {
    id: row.id,
    projectId: row.project_id,
    userId: row.user_id,
    reservationId: row.reservation_id,
    number: row.number,
    lang: row.lang,
    lines: JSON.parse(row.items) as OrderLine[],
    totalMinor: row.total_minor,
    currency: row.currency,
    status: row.status as OrderStatus,
    payment: row.payment as StoredOrder['payment'],
    paymentId: row.payment_id,
    chargeRef: row.charge_ref,
    deliveryAt: row.delivery_at,
    note: row.note,
    idempotencyKey: row.idempotency_key,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;

export function createOrderRepository(db: Kysely<Database>) {
  return {
    /** Stores an order; false when the guest already used the idempotency key. */
    async insert(order: StoredOrder): Promise<boolean> {
      const result = await db
        .insertInto('orders')
        .values({
          id: order.id,
          project_id: order.projectId,
          user_id: order.userId,
          reservation_id: order.reservationId,
          number: order.number,
          lang: order.lang,
          items: JSON.stringify(order.lines),
          total_minor: order.totalMinor,
          currency: order.currency,
          status: order.status,
          payment: order.payment,
          payment_id: order.paymentId,
          charge_ref: order.chargeRef,
          delivery_at: order.deliveryAt,
          note: order.note,
          idempotency_key: order.idempotencyKey,
          created_at: order.createdAt,
          updated_at: order.updatedAt,
        })
        .onConflict((oc) => oc.columns(['project_id', 'user_id', 'idempotency_key']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    async find(projectId: string, id: string): Promise<StoredOrder | undefined> {
      const row = await db
        .selectFrom('orders')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toOrder(row);
    },

    async findByKey(projectId: string, userId: string, key: string) {
      const row = await db
        .selectFrom('orders')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('user_id', '=', userId)
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
      return row && toOrder(row);
    },

    /** A guest's orders, newest first (the latest 50). */
    async listForUser(projectId: string, userId: string): Promise<StoredOrder[]> {
      const rows = await db
        .selectFrom('orders')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(50)
        .execute();
      return rows.map(toOrder);
    },

    /** The project's orders for the staff, newest first, optionally of one status. */
    async listForProject(projectId: string, status?: OrderStatus): Promise<StoredOrder[]> {
      let query = db.selectFrom('orders').selectAll().where('project_id', '=', projectId);
      if (status) query = query.where('status', '=', status);
      const rows = await query
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(200)
        .execute();
      return rows.map(toOrder);
    },

    /** How many orders the project has had: the next number. */
    async count(projectId: string): Promise<number> {
      const row = await db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('project_id', '=', projectId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** Sets the status only if it is still `from`: of two changes at once one wins. */
    async transition(order: StoredOrder, to: OrderStatus, at: string): Promise<boolean> {
      const result = await db
        .updateTable('orders')
        .set({ status: to, updated_at: at })
        .where('project_id', '=', order.projectId)
        .where('id', '=', order.id)
        .where('status', '=', order.status)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Stores one delivery's move (the lines' statuses and the order's) only
     * if nobody changed the order since it was read: of two moves one wins.
     */
    async moveDelivery(
      order: StoredOrder,
      change: { lines: OrderLine[]; status: OrderStatus },
      at: string,
    ): Promise<boolean> {
      const result = await db
        .updateTable('orders')
        .set({ items: JSON.stringify(change.lines), status: change.status, updated_at: at })
        .where('project_id', '=', order.projectId)
        .where('id', '=', order.id)
        .where('status', '=', order.status)
        .where('updated_at', '=', order.updatedAt)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async setPayment(id: string, paymentId: string): Promise<void> {
      await db.updateTable('orders').set({ payment_id: paymentId }).where('id', '=', id).execute();
    },

    /** Placed orders charged to the room, created before `before`, whose charge is missing. */
    async listUncharged(before: string): Promise<StoredOrder[]> {
      const rows = await db
        .selectFrom('orders')
        .selectAll()
        .where('payment', '=', 'room')
        .where('charge_ref', 'is', null)
        .where('reservation_id', 'is not', null)
        .where('status', '=', 'placed')
        .where('created_at', '<', before)
        .orderBy('created_at')
        .limit(200)
        .execute();
      return rows.map(toOrder);
    },

    async setChargeRef(id: string, chargeRef: string): Promise<void> {
      await db.updateTable('orders').set({ charge_ref: chargeRef }).where('id', '=', id).execute();
    },
  };
}
