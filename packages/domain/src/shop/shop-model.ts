import { z } from 'zod';
import { TimeOfDaySchema } from '../model/common.ts';

/**
 * The hotel shop of the model (`shop`, docs/project-model.md "Shop"):
 * categories and products with a picture, a price in minor units, options
 * (size, time of delivery), a window of the day in which they can be
 * ordered, and a most per order. Checked on its own, like `booking`: a shop
 * that does not parse is not offered, the rest of the model still is.
 */

const IdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'Expected an id of lower-case letters, digits and -');

export const ShopChoiceSchema = z.looseObject({
  id: IdSchema,
  label: z.string().trim().min(1).max(120),
  /** Added to the product's price (minor units, default 0). */
  price_minor: z.number().int().min(0).max(10_000_000).default(0),
  /**
   * Choosing it sets when the line is delivered: at this local time on the
   * day after the order (breakfast in the room, ordered the evening before).
   * Lines without one are delivered as soon as possible.
   */
  delivery_time: TimeOfDaySchema.optional(),
});

/** A choice the guest makes per product, e.g. size (S–XL) or time of delivery. */
export const ShopOptionGroupSchema = z.looseObject({
  id: IdSchema,
  label: z.string().trim().min(1).max(120),
  choices: z.array(ShopChoiceSchema).min(1).max(20),
});
export type ShopOptionGroup = z.infer<typeof ShopOptionGroupSchema>;

export const ShopProductSchema = z.looseObject({
  id: IdSchema,
  category: IdSchema,
  title: z.string().trim().min(1).max(120),
  description: z.string().max(1000).optional(),
  image: z.string().max(500).optional(),
  price_minor: z.number().int().min(0).max(10_000_000),
  /** VAT rate in basis points (1000 = 10 %) for the room's invoice. */
  vat_rate_bp: z.number().int().min(0).max(10_000).default(2000),
  /** Every group needs one choice. */
  option_groups: z.array(ShopOptionGroupSchema).max(5).optional(),
  max_per_order: z.number().int().min(1).max(50).default(10),
  /** Local times of the day between which it can be ordered (e.g. breakfast until 22:00). */
  orderable: z.looseObject({ from: TimeOfDaySchema, until: TimeOfDaySchema }).optional(),
  /** A short line under the price, e.g. "Delivered the next morning". */
  note: z.string().max(200).optional(),
  /**
   * Brought (or ready) at this local time on the day after the order — a
   * delivery of its own; a chosen option's `delivery_time` comes first.
   */
  delivery_time: TimeOfDaySchema.optional(),
});
export type ShopProduct = z.infer<typeof ShopProductSchema>;

export const SHOP_PAYMENTS = ['online', 'room'] as const;
export type ShopPayment = (typeof SHOP_PAYMENTS)[number];

export const ShopSchema = z.looseObject({
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'Expected an ISO 4217 currency such as EUR')
    .default('EUR'),
  /** How orders can be paid (default both). */
  payment: z.array(z.enum(SHOP_PAYMENTS)).min(1).default(['online', 'room']),
  categories: z
    .array(
      z.looseObject({
        id: IdSchema,
        title: z.string().trim().min(1).max(120),
        description: z.string().max(500).optional(),
      }),
    )
    .max(20),
  products: z.array(ShopProductSchema).max(200),
});
export type Shop = z.infer<typeof ShopSchema>;

/** The shop of a model, or null when it has none or it does not parse. */
export function shopOf(model: { shop?: unknown }): Shop | null {
  if (model.shop === undefined) return null;
  const parsed = ShopSchema.safeParse(model.shop);
  return parsed.success ? parsed.data : null;
}
