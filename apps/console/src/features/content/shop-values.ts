// The hotel shop (docs/project-model.md "Shop") as the console's forms edit
// it: its categories, and one product at a time — title, category, picture,
// description, price, VAT, most per order, the hours it can be ordered, a
// note. A product's option groups (sizes, delivery times) stay as they are
// (the JSON section edits them). The domain's ShopSchema decides whether the
// shop is valid: the server keeps an invalid shop, but the app then offers
// none, so the forms refuse it first.
import { ShopSchema } from '@hospes/domain';
import type { ModelJson } from '../../lib/content-api.ts';
import { priceMinor, priceText } from './booking-values.ts';
import { slugId } from './slug-id.ts';

type Json = Record<string, unknown>;
const record = (v: unknown): Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : {};
const list = (v: unknown): Json[] => (Array.isArray(v) ? v.map(record) : []);
const text = (v: unknown) => (typeof v === 'string' ? v : '');

export interface ShopRef {
  currency: string;
  categories: { id: string; title: string; description: string }[];
  products: { id: string; title: string; category: string }[];
}

/** The shop's categories and products, or null when the project has no shop. */
export function shopRef(model: ModelJson): ShopRef | null {
  if (model.shop === undefined) return null;
  const shop = record(model.shop);
  return {
    currency: text(shop.currency) || 'EUR',
    categories: list(shop.categories).map((c) => ({
      id: text(c.id),
      title: text(c.title),
      description: text(c.description),
    })),
    products: list(shop.products).map((p) => ({
      id: text(p.id),
      title: text(p.title),
      category: text(p.category),
    })),
  };
}

export function findProduct(model: ModelJson, id: string): Json | undefined {
  return list(record(model.shop).products).find((p) => p.id === id);
}

export interface ProductValues {
  title: string;
  category: string;
  image: string;
  description: string;
  /** In the currency's main unit, as typed ("4,50"). */
  price: string;
  /** Per cent, as typed ("10"; the model keeps basis points). */
  vat: string;
  maxPerOrder: string;
  orderableFrom: string;
  orderableUntil: string;
  note: string;
}

export function productValues(product: Json): ProductValues {
  const orderable = record(product.orderable);
  return {
    title: text(product.title),
    category: text(product.category),
    image: text(product.image),
    description: text(product.description),
    price: typeof product.price_minor === 'number' ? priceText(product.price_minor) : '',
    vat: typeof product.vat_rate_bp === 'number' ? String(product.vat_rate_bp / 100) : '',
    maxPerOrder: typeof product.max_per_order === 'number' ? String(product.max_per_order) : '',
    orderableFrom: text(orderable.from),
    orderableUntil: text(orderable.until),
    note: text(product.note),
  };
}

function setText(target: Json, key: string, value: string) {
  if (value.trim()) target[key] = value.trim();
  else delete target[key];
}

/** A typed number ("10", "7,5"), or NaN (the schema names it). */
const typedNumber = (typed: string) => {
  const cleaned = typed.trim().replace(',', '.');
  return cleaned === '' ? Number.NaN : Number(cleaned);
};

/** The product with the form's values (the form's fields only). */
export function withProductValues(product: Json, values: ProductValues): Json {
  const next: Json = { ...product, title: values.title.trim(), category: values.category };
  setText(next, 'image', values.image);
  setText(next, 'description', values.description);
  setText(next, 'note', values.note);
  next.price_minor = priceMinor(values.price);
  if (values.vat.trim()) next.vat_rate_bp = Math.round(typedNumber(values.vat) * 100);
  else delete next.vat_rate_bp;
  if (values.maxPerOrder.trim()) next.max_per_order = typedNumber(values.maxPerOrder);
  else delete next.max_per_order;
  if (values.orderableFrom && values.orderableUntil) {
    next.orderable = { from: values.orderableFrom, until: values.orderableUntil };
  } else delete next.orderable;
  return next;
}

/** The model with the product put into the shop: replacing the one with its id, else added last. */
export function withProduct(model: ModelJson, product: Json): ModelJson {
  const shop = record(model.shop);
  const products = list(shop.products);
  return {
    ...model,
    shop: {
      ...shop,
      products: products.some((p) => p.id === product.id)
        ? products.map((p) => (p.id === product.id ? product : p))
        : [...products, product],
    },
  };
}

export function newProductId(model: ModelJson, title: string): string {
  const taken = list(record(model.shop).products).map((p) => text(p.id));
  return slugId(title, taken, { fallback: 'product' });
}

/** The model with the categories as the form has them; a new one gets its id from its title. */
export function withCategories(
  model: ModelJson,
  categories: { id: string; title: string; description: string }[],
): ModelJson {
  const shop = record(model.shop);
  const before = new Map(list(shop.categories).map((c) => [c.id, c]));
  const taken = categories.map((c) => c.id).filter(Boolean);
  return {
    ...model,
    shop: {
      ...shop,
      categories: categories.map((c) => {
        const id = c.id || slugId(c.title, taken, { fallback: 'category' });
        taken.push(id);
        const next: Json = { ...before.get(c.id), id, title: c.title.trim() };
        setText(next, 'description', c.description);
        return next;
      }),
    },
  };
}

/**
 * The problems of the shop the model would publish, each on the product
 * form's field (by the schema's path); none when the shop is valid.
 */
export function productProblems(model: ModelJson, productId: string): string[] {
  const parsed = ShopSchema.safeParse(model.shop);
  if (parsed.success) return [];
  const index = list(record(model.shop).products).findIndex((p) => p.id === productId);
  const FIELD: Record<string, keyof ProductValues> = {
    title: 'title',
    category: 'category',
    image: 'image',
    description: 'description',
    price_minor: 'price',
    vat_rate_bp: 'vat',
    max_per_order: 'maxPerOrder',
    orderable: 'orderableUntil',
    note: 'note',
  };
  return parsed.error.issues.flatMap((issue) => {
    const [head, at, key] = issue.path.map(String);
    if (head !== 'products' || Number(at) !== index) return [];
    return [FIELD[key ?? ''] ?? 'title'];
  });
}
