import { z } from 'zod';
import { IdempotencyKeySchema } from '../checkin-api/checkin-input.ts';
import { SHOP_PAYMENTS } from './shop-model.ts';
import { StaffGuestSchema } from '../staff/staff-guest.ts';

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
});

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
});
export const StaffOrderSchema = OrderViewSchema.extend({
  userId: z.string(),
  reservationId: z.string().nullable(),
  lang: z.string(),
  guest: StaffGuestSchema,
});
