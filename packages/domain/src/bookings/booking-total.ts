import type { BookingBlock } from './booking-model.ts';
import { maxPersonsPerRegistration } from './slots.ts';

/**
 * spec §3 registration display "price option, price, total": the total of a
 * booking, computed from the model's prices in minor units — the app shows
 * it before confirming, the server charges it; a price sent by a client is
 * never used.
 */

/** Persons per price option, as the guest chose them. */
export interface PersonsChoice {
  priceOptionId: string;
  count: number;
}

export interface BookingLine {
  priceOptionId: string;
  label: string;
  count: number;
  unitMinor: number;
  amountMinor: number;
}

export interface BookingProblem {
  /** Field path in the request body, e.g. `persons.1.count`. */
  path: string;
  message: string;
}

export type BookingTotal =
  | { ok: true; lines: BookingLine[]; persons: number; totalMinor: number; currency: string }
  | { ok: false; problems: BookingProblem[] };

/**
 * The lines and total of `persons` for `block`: every option must exist and
 * appear once, every count be a whole number ≥ 1, and all persons together
 * at least 1 and at most the block's maximum per registration.
 */
export function bookingTotal(block: BookingBlock, persons: readonly PersonsChoice[]): BookingTotal {
  return personsTotal(
    block.price_options.map((o) => ({ id: o.id, label: o.label, priceMinor: o.price_minor })),
    persons,
    maxPersonsPerRegistration(block),
    block.currency,
  );
}

/**
 * {@link bookingTotal} from the price options as the slots answer lists
 * them: the app shows this total before the guest confirms.
 */
export function personsTotal(
  priceOptions: readonly { id: string; label: string; priceMinor: number }[],
  persons: readonly PersonsChoice[],
  max: number,
  currency: string,
): BookingTotal {
  const problems: BookingProblem[] = [];
  const lines: BookingLine[] = [];
  const seen = new Set<string>();
  persons.forEach((choice, i) => {
    const option = priceOptions.find((o) => o.id === choice.priceOptionId);
    if (!option) {
      problems.push({
        path: `persons.${i}.priceOptionId`,
        message: `There is no price option "${choice.priceOptionId}".`,
      });
      return;
    }
    if (seen.has(option.id)) {
      problems.push({
        path: `persons.${i}.priceOptionId`,
        message: `The price option "${option.id}" is listed twice.`,
      });
      return;
    }
    seen.add(option.id);
    if (!Number.isInteger(choice.count) || choice.count < 1) {
      problems.push({ path: `persons.${i}.count`, message: 'The count must be 1 or more.' });
      return;
    }
    lines.push({
      priceOptionId: option.id,
      label: option.label,
      count: choice.count,
      unitMinor: option.priceMinor,
      amountMinor: option.priceMinor * choice.count,
    });
  });
  if (problems.length > 0) return { ok: false, problems };
  const count = lines.reduce((sum, line) => sum + line.count, 0);
  if (count < 1) {
    return { ok: false, problems: [{ path: 'persons', message: 'Choose at least one person.' }] };
  }
  if (count > max) {
    return {
      ok: false,
      problems: [{ path: 'persons', message: `At most ${max} persons can be booked at once.` }],
    };
  }
  return {
    ok: true,
    lines,
    persons: count,
    totalMinor: lines.reduce((sum, line) => sum + line.amountMinor, 0),
    currency,
  };
}
