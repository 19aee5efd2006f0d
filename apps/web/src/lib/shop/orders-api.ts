import {
  OrderReceiptSchema,
  OrdersSchema,
  OrderViewSchema,
  type OrderBody,
  type OrderReceipt,
  type OrderView,
} from '@hospes/domain';
import { apiRequest } from '@hospes/api-client';
import { apiPath as path } from '../api/api-paths.ts';
import { guestKeys } from '../guest/use-guest.ts';

/** The shop's orders (docs/api.md "Shop and orders"); keys under the guest's. */
export const orderKeys = {
  all: (projectId: string, userId: string) =>
    [...guestKeys.user(projectId, userId), 'orders'] as const,
  one: (projectId: string, userId: string, orderId: string) =>
    [...guestKeys.user(projectId, userId), 'orders', orderId] as const,
};

export function placeOrder(
  projectId: string,
  userId: string,
  body: OrderBody,
): Promise<OrderReceipt> {
  return apiRequest(path('/api/orders', projectId, userId), { body, schema: OrderReceiptSchema });
}

export function fetchOrder(
  projectId: string,
  userId: string,
  orderId: string,
  signal?: AbortSignal,
): Promise<OrderView> {
  return apiRequest(path('/api/orders', projectId, userId, orderId), {
    signal,
    schema: OrderViewSchema,
  });
}

export async function fetchOrders(
  projectId: string,
  userId: string,
  signal?: AbortSignal,
): Promise<OrderView[]> {
  return (
    await apiRequest(path('/api/orders', projectId, userId), { signal, schema: OrdersSchema })
  ).orders;
}
