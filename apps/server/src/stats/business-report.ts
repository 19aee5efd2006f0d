// The statistics a manager reads beside the page views: sales of the shop
// and of bookings per day of the hotel's zone and per product or item, and
// how many guest-service requests came and how fast the staff decided them.
import { OrderLineSchema, addDays, daysBetween, zonedDate, type Revenue } from '@hospes/domain';
import { z } from 'zod';
import type { BusinessRepository } from './business.repository.ts';

const OrderLinesSchema = z.array(
  OrderLineSchema.pick({ title: true, quantity: true, amountMinor: true }),
);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

interface Sale {
  kind: 'shop' | 'booking';
  date: string;
  currency: string;
  title: string;
  quantity: number;
  amountMinor: number;
}

/** The median of sorted numbers. */
function median(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const oneDecimal = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

/** Sales per currency, with every day of `from`..`to` and each product or item. */
export function revenueOf(sales: readonly Sale[], from: string, to: string): Revenue[] {
  const currencies = [...new Set(sales.map((s) => s.currency))].sort();
  return currencies.map((currency) => {
    const mine = sales.filter((s) => s.currency === currency);
    const sum = (kind: Sale['kind'], date?: string) =>
      mine
        .filter((s) => s.kind === kind && (date === undefined || s.date === date))
        .reduce((total, s) => total + s.amountMinor, 0);
    const days = Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => {
      const date = addDays(from, i);
      return { date, shopMinor: sum('shop', date), bookingsMinor: sum('booking', date) };
    });
    const items = new Map<string, Revenue['items'][number]>();
    for (const s of mine) {
      const key = `${s.kind}:${s.title}`;
      const item = items.get(key) ?? { kind: s.kind, title: s.title, quantity: 0, amountMinor: 0 };
      item.quantity += s.quantity;
      item.amountMinor += s.amountMinor;
      items.set(key, item);
    }
    const shopMinor = sum('shop');
    const bookingsMinor = sum('booking');
    return {
      currency,
      totalMinor: shopMinor + bookingsMinor,
      shopMinor,
      bookingsMinor,
      days,
      items: [...items.values()].sort(
        (a, b) => b.amountMinor - a.amountMinor || a.title.localeCompare(b.title),
      ),
    };
  });
}

export async function businessReport(
  repository: BusinessRepository,
  projectId: string,
  range: { from: string; to: string; timeZone: string; start: string; until: string },
) {
  const { from, to, timeZone, start, until } = range;
  const day = (iso: string) => zonedDate(Date.parse(iso), timeZone);
  const [orders, bookings, requests] = await Promise.all([
    repository.orders(projectId, start, until),
    repository.bookings(projectId, start, until),
    repository.requests(projectId, start, until),
  ]);
  const sales: Sale[] = [
    ...orders.flatMap((o) => {
      const lines = OrderLinesSchema.safeParse(parseJson(o.items));
      // An order whose lines cannot be read still counts with its total.
      const parts = lines.success
        ? lines.data
        : [{ title: '—', quantity: 1, amountMinor: o.total_minor }];
      return parts.map((line) => ({
        kind: 'shop' as const,
        date: day(o.created_at),
        currency: o.currency,
        title: line.title,
        quantity: line.quantity,
        amountMinor: line.amountMinor,
      }));
    }),
    ...bookings.map((b) => ({
      kind: 'booking' as const,
      date: day(b.created_at),
      currency: b.currency,
      title: b.subject,
      quantity: b.persons,
      amountMinor: b.total_minor,
    })),
  ];
  const decided = await repository.firstDecisions(
    projectId,
    requests.map((r) => r.id),
  );
  const minutes = requests
    .flatMap((r) => {
      const at = decided.get(r.id);
      return at ? [(Date.parse(at) - Date.parse(r.created_at)) / 60_000] : [];
    })
    .sort((a, b) => a - b);
  const forms = new Map<string, number>();
  for (const r of requests) forms.set(r.subject, (forms.get(r.subject) ?? 0) + 1);
  return {
    revenue: revenueOf(sales, from, to),
    requests: {
      received: requests.length,
      answered: minutes.length,
      medianMinutes: oneDecimal(median(minutes)),
      averageMinutes: oneDecimal(
        minutes.length === 0 ? null : minutes.reduce((a, b) => a + b, 0) / minutes.length,
      ),
      forms: [...forms.entries()]
        .map(([subject, count]) => ({ subject, count }))
        .sort((a, b) => b.count - a.count || a.subject.localeCompare(b.subject)),
    },
  };
}
