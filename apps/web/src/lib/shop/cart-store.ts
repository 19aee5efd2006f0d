import type { CartItem } from '@hospes/domain';
import { useProjectStore } from '../project/project-store.ts';

/**
 * The guest's cart, kept in the project cache (spec §3 `shoppingCarts` by
 * id) — so it survives a reload and works offline. One cart per project:
 * `main`. A line is a product with its chosen options; adding the same
 * product with the same options raises its quantity.
 */
export const CART_ID = 'main';

export interface CartLine extends CartItem {
  optionIds: string[];
}

function isLine(value: unknown): value is CartLine {
  const v = value as Partial<CartLine> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.productId === 'string' &&
    Array.isArray(v.optionIds) &&
    v.optionIds.every((o) => typeof o === 'string') &&
    Number.isInteger(v.quantity) &&
    (v.quantity ?? 0) > 0
  );
}

/** The stored cart's lines; anything stored that is not a line is dropped. */
export function cartLines(carts: Record<string, unknown>): CartLine[] {
  const cart = carts[CART_ID] as { items?: unknown } | undefined;
  return Array.isArray(cart?.items) ? cart.items.filter(isLine) : [];
}

const sameLine = (a: CartLine, b: Pick<CartLine, 'productId' | 'optionIds'>) =>
  a.productId === b.productId && a.optionIds.join() === b.optionIds.join();

function write(lines: CartLine[]) {
  useProjectStore.setState((state) => ({
    shoppingCarts: { ...state.shoppingCarts, [CART_ID]: { items: lines, updatedAt: Date.now() } },
  }));
}

export function useCart(): CartLine[] {
  return cartLines(useProjectStore((state) => state.shoppingCarts));
}

export const cartActions = {
  add(productId: string, optionIds: string[], quantity: number) {
    const lines = cartLines(useProjectStore.getState().shoppingCarts);
    const found = lines.find((l) => sameLine(l, { productId, optionIds }));
    write(
      found
        ? lines.map((l) => (l === found ? { ...l, quantity: l.quantity + quantity } : l))
        : [...lines, { productId, optionIds, quantity }],
    );
  },
  setQuantity(index: number, quantity: number) {
    const lines = cartLines(useProjectStore.getState().shoppingCarts);
    write(
      quantity <= 0
        ? lines.filter((_, i) => i !== index)
        : lines.map((l, i) => (i === index ? { ...l, quantity } : l)),
    );
  },
  clear() {
    write([]);
  },
};
