// An entry's programme block (docs/project-model.md "Bookable programme") as
// the entry form edits it: places, weekly slots, price options, deadlines,
// confirmation and payment. Numbers are typed as text and read back; what
// the form does not show (dated slots, exceptions, team members, the other
// booking texts) stays as it was. The domain's BookingBlockSchema decides
// whether the block is valid — the server keeps an invalid block but the
// app then cannot book the entry, so the form refuses it first.
import { BookingBlockSchema } from '@hospes/domain';
import { slugId } from './slug-id.ts';

type Block = Record<string, unknown>;

export interface BookingValues {
  bookable: boolean;
  contingent: string;
  /** Weekday as text ('0' = Sunday … '6', spec §9), start and optional end. */
  weekly: { day: string; from: string; to: string }[];
  validFrom: string;
  validTo: string;
  /** `price`: in the currency's main unit as typed ("27,50"). */
  priceOptions: { id: string; label: string; price: string }[];
  currency: string;
  opensDaysBefore: string;
  closesHoursBefore: string;
  cancellationHours: string;
  confirmation: 'auto' | 'staff';
  payment: 'none' | 'online' | 'room';
  maxPersons: string;
  minAge: string;
  infoText: string;
}

const record = (v: unknown): Block =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Block) : {};
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' ? String(v) : '');

/** A price in minor units as staff write it: 2750 → "27.50", 2700 → "27". */
export const priceText = (minor: number) =>
  minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);

/** A typed price ("27,50", "27.5", "€ 27") in minor units; NaN when it is none. */
export function priceMinor(typed: string): number {
  const cleaned = typed.replace(/[^\d.,-]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  return Math.round(Number(cleaned) * 100);
}

export function bookingValues(item: Record<string, unknown>): BookingValues {
  const b = record(item.booking);
  const options = Array.isArray(b.price_options) ? b.price_options.map(record) : [];
  const weekly = Array.isArray(b.weekly) ? b.weekly.map(record) : [];
  return {
    bookable: item.booking !== undefined,
    contingent: num(b.contingent),
    weekly: weekly.map((w) => ({ day: num(w.day), from: text(w.from), to: text(w.to) })),
    validFrom: text(b.valid_from),
    validTo: text(b.valid_to),
    priceOptions: options.map((o) => ({
      id: text(o.id),
      label: text(o.label),
      price: typeof o.price_minor === 'number' ? priceText(o.price_minor) : '',
    })),
    currency: text(b.currency) || 'EUR',
    opensDaysBefore: num(b.opens_days_before),
    closesHoursBefore: num(b.closes_hours_before),
    cancellationHours: num(b.cancellation_deadline_hours),
    confirmation: b.confirmation === 'staff' ? 'staff' : 'auto',
    payment: b.payment === 'online' || b.payment === 'room' ? b.payment : 'none',
    maxPersons: num(b.max_persons),
    minAge: num(b.min_age),
    infoText: text(b.reservation_info_text),
  };
}

/** A new programme block's start: one slot a week, one price, booked at once, not paid. */
export const NEW_BOOKING: Omit<BookingValues, 'bookable'> = {
  contingent: '10',
  weekly: [{ day: '1', from: '10:00', to: '' }],
  validFrom: '',
  validTo: '',
  priceOptions: [{ id: '', label: '', price: '0' }],
  currency: 'EUR',
  opensDaysBefore: '',
  closesHoursBefore: '',
  cancellationHours: '',
  confirmation: 'auto',
  payment: 'none',
  maxPersons: '',
  minAge: '',
  infoText: '',
};

function setNumber(target: Block, key: string, typed: string) {
  if (typed.trim() === '') delete target[key];
  else target[key] = Number(typed.trim().replace(',', '.'));
}

/** The block with the form's values, or undefined when the entry is not bookable. */
export function withBookingValues(
  booking: unknown,
  values: BookingValues,
): Record<string, unknown> | undefined {
  if (!values.bookable) return undefined;
  const next: Block = { ...record(booking) };
  setNumber(next, 'contingent', values.contingent);
  const weekly = values.weekly
    .filter((w) => w.from)
    .map((w) => ({ day: Number(w.day), from: w.from, ...(w.to ? { to: w.to } : {}) }));
  if (weekly.length > 0) next.weekly = weekly;
  else delete next.weekly;
  for (const [key, value] of [
    ['valid_from', values.validFrom],
    ['valid_to', values.validTo],
    ['reservation_info_text', values.infoText.trim()],
  ] as const) {
    if (value) next[key] = value;
    else delete next[key];
  }
  const before = new Map(
    (Array.isArray(next.price_options) ? next.price_options.map(record) : []).map((o) => [o.id, o]),
  );
  const taken = values.priceOptions.map((o) => o.id).filter(Boolean);
  next.price_options = values.priceOptions.map((o) => {
    const id = o.id || slugId(o.label, taken, { fallback: 'price', maxLength: 30 });
    taken.push(id);
    return {
      ...before.get(o.id),
      id,
      label: o.label.trim(),
      price_minor: priceMinor(o.price),
    };
  });
  next.currency = values.currency.trim().toUpperCase() || 'EUR';
  setNumber(next, 'opens_days_before', values.opensDaysBefore);
  setNumber(next, 'closes_hours_before', values.closesHoursBefore);
  setNumber(next, 'cancellation_deadline_hours', values.cancellationHours);
  next.confirmation = values.confirmation;
  next.payment = values.payment;
  setNumber(next, 'max_persons', values.maxPersons);
  setNumber(next, 'min_age', values.minAge);
  return next;
}

/**
 * The form field a block's problem belongs to, by the schema's path; a
 * problem of a whole list is on `booking.slots` or `booking.prices`.
 */
export type BookingProblem = { field: string; code: string };

/** Every problem of the block the form would publish (none: bookable as it is). */
export function bookingProblems(booking: unknown, values: BookingValues): BookingProblem[] {
  const block = withBookingValues(booking, values);
  if (!block) return [];
  const parsed = BookingBlockSchema.safeParse(block);
  if (parsed.success) return [];
  // The schema's rule across fields (slots needed) runs only once the rest
  // parses: asked here, so a first try names every problem at once.
  const slotless =
    (Array.isArray(block.weekly) ? block.weekly.length : 0) +
      (Array.isArray(block.dates) ? block.dates.length : 0) ===
    0;
  const FIELD: Record<string, string> = {
    contingent: 'booking.contingent',
    weekly: 'booking.slots',
    valid_from: 'booking.validFrom',
    valid_to: 'booking.validTo',
    currency: 'booking.currency',
    opens_days_before: 'booking.opensDaysBefore',
    closes_hours_before: 'booking.closesHoursBefore',
    cancellation_deadline_hours: 'booking.cancellationHours',
    max_persons: 'booking.maxPersons',
    min_age: 'booking.minAge',
  };
  const problems = parsed.error.issues.map((issue) => {
    const [head, index, leaf] = issue.path.map(String);
    if (head === 'price_options' && index !== undefined) {
      return {
        field: `booking.priceOptions.${index}.${leaf === 'label' ? 'label' : 'price'}`,
        code: issue.code,
      };
    }
    if (head === 'price_options') return { field: 'booking.prices', code: issue.code };
    return { field: FIELD[head ?? ''] ?? 'booking.slots', code: issue.code };
  });
  if (slotless && !problems.some((p) => p.field === 'booking.slots')) {
    problems.push({ field: 'booking.slots', code: 'custom' });
  }
  return problems;
}
