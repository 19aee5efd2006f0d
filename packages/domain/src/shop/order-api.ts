import { z } from 'zod';
import { IdempotencyKeySchema } from '../checkin-api/checkin-input.ts';
import { SHOP_PAYMENTS } from './shop-model.ts';
import { StaffGuestSchema } from '../staff/staff-guest.ts';
import type { OrderLine } from './cart.ts';

/**
 * Orders of the hotel shop (docs/api.md "Shop and orders"): the statuses,
 * who may move them where, and the HTTP contract.
 */

/**
 * `pending_payment` (online, until the provider confirms) → `placed` →
 * `confirmed` → `ready` or `delivered`; `canceled` from any open status.
 */
export const ORDER_STATUSES = [
  'pending_payment',
  'placed',
  'confirmed',
  'ready',
  'delivered',
  'canceled',
] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

const NEXT: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending_payment: ['placed', 'canceled'],
  placed: ['confirmed', 'canceled'],
  confirmed: ['ready', 'delivered', 'canceled'],
  ready: ['delivered', 'canceled'],
  delivered: [],
  canceled: [],
};

/** Whether the staff may move an order from `from` to `to` (payment moves it out of pending). */
export function orderTransitionAllowed(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** The statuses the guest still waits for. */
export function orderIsOpen(status: OrderStatus): boolean {
  return NEXT[status].length > 0;
}

export const OrderBodySchema = z.object({
  items: z
    .array(
      z.object({
        productId: z.string().min(1).max(40),
        optionIds: z.array(z.string().min(1).max(40)).max(5).optional(),
        quantity: z.number().int(),
      }),
    )
    .min(1)
    .max(30),
  /** When the guest wants it (ISO date-time), if not as soon as possible. */
  deliveryAt: z.iso.datetime({ offset: true }).optional(),
  note: z.string().trim().max(500).optional(),
  payment: z.enum(SHOP_PAYMENTS),
  idempotencyKey: IdempotencyKeySchema,
  lang: z.string().max(5).optional(),
});
export type OrderBody = z.infer<typeof OrderBodySchema>;

export const OrderReceiptSchema = z.object({
  orderId: z.string(),
  status: OrderStatusSchema,
  total: z.number().int(),
  currency: z.string(),
  paymentUrl: z.string().optional(),
});
export type OrderReceipt = z.infer<typeof OrderReceiptSchema>;

export const OrderLineSchema = z.object({
  productId: z.string(),
  title: z.string(),
  options: z.array(z.string()),
  optionIds: z.array(z.string()),
  quantity: z.number().int(),
  unitMinor: z.number().int(),
  amountMinor: z.number().int(),
  vatRateBp: z.number().int(),
  deliveryAt: z.string().nullable().optional(),
  deliveryStatus: z.enum(['ready', 'delivered']).optional(),
});

/** The key of the delivery "as soon as possible" (lines without a time of their own). */
export const ASAP_DELIVERY = 'asap';

/**
 * One delivery of an order: the lines brought at one time — tonight's wine
 * now, tomorrow's breakfast at 08:00 — each with its own status.
 */
export const OrderDeliverySchema = z.object({
  /** What the staff name when they move this delivery: its instant, or `asap`. */
  key: z.string(),
  /** ISO instant; null: as soon as possible. */
  at: z.string().nullable(),
  status: OrderStatusSchema,
  /** Indexes into the order's lines. */
  lines: z.array(z.number().int()),
});
export type OrderDelivery = z.infer<typeof OrderDeliverySchema>;

interface Deliverable {
  status: OrderStatus;
  deliveryAt: string | null;
  lines: readonly OrderLine[];
}

/**
 * The order's deliveries, soonest first. While the order is confirmed or
 * ready, a delivery the staff moved on its own has its own status; before
 * that, and once the order is delivered or canceled, every delivery shares
 * the order's.
 */
export function deliveriesOf(order: Deliverable): OrderDelivery[] {
  const own = order.status === 'confirmed' || order.status === 'ready';
  const groups = new Map<string, OrderDelivery>();
  order.lines.forEach((line, i) => {
    const at = line.deliveryAt ?? order.deliveryAt;
    const key = at ?? ASAP_DELIVERY;
    const group = groups.get(key) ?? {
      key,
      at,
      status: own && line.deliveryStatus ? line.deliveryStatus : order.status,
      lines: [],
    };
    group.lines.push(i);
    groups.set(key, group);
  });
  return [...groups.values()].sort((a, b) =>
    a.at === b.at ? 0 : a.at === null ? -1 : b.at === null ? 1 : a.at.localeCompare(b.at),
  );
}

/** Whether the staff may move one delivery of an order (the order is confirmed or ready). */
export function deliveryMoveAllowed(order: Deliverable, key: string, to: OrderStatus): boolean {
  const delivery = deliveriesOf(order).find((d) => d.key === key);
  return (
    delivery !== undefined &&
    (order.status === 'confirmed' || order.status === 'ready') &&
    (to === 'ready' || to === 'delivered') &&
    orderTransitionAllowed(delivery.status, to)
  );
}

/**
 * The order after one delivery moved: the lines carry their deliveries'
 * statuses, and the order is as far as its least advanced delivery —
 * delivered only when every delivery is.
 */
export function withDeliveryMoved(
  order: Deliverable,
  key: string,
  to: 'ready' | 'delivered',
): { lines: OrderLine[]; status: OrderStatus } {
  const deliveries = deliveriesOf(order).map((d) => (d.key === key ? { ...d, status: to } : d));
  const lines = order.lines.map((line) => ({ ...line }));
  for (const d of deliveries) {
    for (const i of d.lines) {
      if (d.status === 'ready' || d.status === 'delivered') lines[i]!.deliveryStatus = d.status;
    }
  }
  const status = deliveries.every((d) => d.status === 'delivered')
    ? 'delivered'
    : deliveries.every((d) => d.status === 'ready' || d.status === 'delivered')
      ? 'ready'
      : 'confirmed';
  return { lines, status };
}

export const OrderViewSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: OrderStatusSchema,
  lines: z.array(OrderLineSchema),
  total: z.number().int(),
  currency: z.string(),
  payment: z.enum(SHOP_PAYMENTS),
  paymentUrl: z.string().nullable(),
  deliveryAt: z.string().nullable(),
  /** One per delivery time; an order brought at once has one. */
  deliveries: z.array(OrderDeliverySchema),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrderView = z.infer<typeof OrderViewSchema>;

export const OrdersSchema = z.object({ orders: z.array(OrderViewSchema) });

/** Staff: `POST /api/staff/{project}/orders/{id}/status`. */
export const StaffOrderStatusBodySchema = z.object({
  status: z.enum(['confirmed', 'ready', 'delivered', 'canceled']),
  /**
   * With `canceled`: why, written to the guest in their language — sent as a
   * message from the hotel into the guest's conversation (and pushed).
   */
  message: z.string().trim().max(1000).optional(),
  /** With `ready` or `delivered`: only this delivery of the order (its `key`). */
  delivery: z.string().min(1).max(40).optional(),
});
export const StaffOrderSchema = OrderViewSchema.extend({
  userId: z.string(),
  reservationId: z.string().nullable(),
  lang: z.string(),
  guest: StaffGuestSchema,
});
