import { addDays, timeToMinutes, zonedDate, zonedParts, zonedTimeToEpoch } from '../time/zoned.ts';
import type { Shop, ShopProduct } from './shop-model.ts';

/**
 * The cart's arithmetic (spec §2 shopping cart): lines and total in minor
 * units from the model's prices, the per-product limits and the ordering
 * window. The app shows it; the server computes the order with the same
 * function and never takes a price from the client.
 */

/** Most lines and most items in one order. */
export const CART_LIMITS = { lines: 30, items: 50 } as const;

export interface CartItem {
  productId: string;
  optionIds?: readonly string[] | undefined;
  quantity: number;
}

export interface OrderLine {
  productId: string;
  title: string;
  /** The chosen options' labels, in the order of the product's groups. */
  options: string[];
  optionIds: string[];
  quantity: number;
  unitMinor: number;
  amountMinor: number;
  vatRateBp: number;
  /**
   * When this line is delivered (ISO instant), set by a choice with a
   * `delivery_time`; absent or null: with the order, as soon as possible.
   */
  deliveryAt?: string | null | undefined;
  /** How far the staff have brought this line's delivery on its own (see `deliveriesOf`). */
  deliveryStatus?: 'ready' | 'delivered' | undefined;
}

export interface CartProblem {
  path: string;
  message: string;
}

export type CartTotal =
  | { ok: true; lines: OrderLine[]; totalMinor: number; currency: string }
  | { ok: false; problems: CartProblem[] };

/**
 * Whether a product can be ordered at `now` (its `orderable` window in the
 * project's zone; a window whose end is before its start runs over midnight).
 */
export function isOrderable(product: ShopProduct, now: number, timeZone: string): boolean {
  if (!product.orderable) return true;
  const from = timeToMinutes(product.orderable.from) ?? 0;
  const until = timeToMinutes(product.orderable.until) ?? 1440;
  const { hour, minute } = zonedParts(now, timeZone);
  const at = hour * 60 + minute;
  return from <= until ? at >= from && at < until : at >= from || at < until;
}

/** The instant of a local time on the day after `now` in the project's zone. */
function nextDayAt(time: string, at: { now: number; timeZone: string }): string {
  const tomorrow = addDays(zonedDate(at.now, at.timeZone), 1);
  return new Date(zonedTimeToEpoch(`${tomorrow}T${time}`, at.timeZone)).toISOString();
}

/** The lines and total of `items`, or every problem with its path (`items.2.quantity`). */
export function cartTotal(
  shop: Shop,
  items: readonly CartItem[],
  at: { now: number; timeZone: string },
): CartTotal {
  const problems: CartProblem[] = [];
  const lines: OrderLine[] = [];
  if (items.length === 0)
    return { ok: false, problems: [{ path: 'items', message: 'The cart is empty.' }] };
  if (items.length > CART_LIMITS.lines) {
    return {
      ok: false,
      problems: [
        { path: 'items', message: `At most ${CART_LIMITS.lines} different products per order.` },
      ],
    };
  }
  const perProduct = new Map<string, number>();
  items.forEach((item, i) => {
    const product = shop.products.find((p) => p.id === item.productId);
    if (!product) {
      problems.push({
        path: `items.${i}.productId`,
        message: `There is no product "${item.productId}".`,
      });
      return;
    }
    if (!Number.isInteger(item.quantity) || item.quantity < 1) {
      problems.push({ path: `items.${i}.quantity`, message: 'The quantity must be 1 or more.' });
      return;
    }
    const count = (perProduct.get(product.id) ?? 0) + item.quantity;
    perProduct.set(product.id, count);
    if (count > product.max_per_order) {
      problems.push({
        path: `items.${i}.quantity`,
        message: `At most ${product.max_per_order} of "${product.title}" per order.`,
      });
      return;
    }
    if (!isOrderable(product, at.now, at.timeZone)) {
      problems.push({
        path: `items.${i}.productId`,
        message: `"${product.title}" can be ordered from ${product.orderable!.from} to ${product.orderable!.until}.`,
      });
      return;
    }
    const chosen = item.optionIds ?? [];
    const labels: string[] = [];
    const ids: string[] = [];
    let extra = 0;
    let deliveryTime: string | undefined = product.delivery_time;
    for (const group of product.option_groups ?? []) {
      const picks = group.choices.filter((c) => chosen.includes(c.id));
      if (picks.length !== 1) {
        problems.push({ path: `items.${i}.optionIds`, message: `Choose one: ${group.label}.` });
        return;
      }
      labels.push(picks[0]!.label);
      ids.push(picks[0]!.id);
      extra += picks[0]!.price_minor;
      deliveryTime = picks[0]!.delivery_time ?? deliveryTime;
    }
    const unknown = chosen.filter((id) => !ids.includes(id));
    if (unknown.length > 0) {
      problems.push({
        path: `items.${i}.optionIds`,
        message: `Unknown options: ${unknown.join(', ')}.`,
      });
      return;
    }
    const unit = product.price_minor + extra;
    lines.push({
      productId: product.id,
      title: product.title,
      options: labels,
      optionIds: ids,
      quantity: item.quantity,
      unitMinor: unit,
      amountMinor: unit * item.quantity,
      vatRateBp: product.vat_rate_bp,
      ...(deliveryTime ? { deliveryAt: nextDayAt(deliveryTime, at) } : {}),
    });
  });
  if (problems.length > 0) return { ok: false, problems };
  const quantity = lines.reduce((n, l) => n + l.quantity, 0);
  if (quantity > CART_LIMITS.items) {
    return {
      ok: false,
      problems: [{ path: 'items', message: `At most ${CART_LIMITS.items} items per order.` }],
    };
  }
  return {
    ok: true,
    lines,
    totalMinor: lines.reduce((n, l) => n + l.amountMinor, 0),
    currency: shop.currency,
  };
}
