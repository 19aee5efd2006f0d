import {
  clampDay,
  clampMonth,
  clampYear,
  combineDateOfBirth,
  DOB_FIELD_LENGTHS,
  padDay,
  padMonth,
  padYear,
  sanitizeDigits,
  shouldAdvance,
  splitDateOfBirth,
  type DobField,
} from '@hospes/domain';
import { useRef, useState, type RefObject } from 'react';

export type DateOfBirthParts = Record<DobField, string>;

/** The three fields in their order. */
export const DOB_FIELDS: readonly DobField[] = ['day', 'month', 'year'];

export interface DateOfBirthFields {
  parts: DateOfBirthParts;
  refs: Record<DobField, RefObject<HTMLInputElement | null>>;
  /** Handlers of one field's input. */
  handlers(field: DobField): {
    onFocus(): void;
    onBlur(): void;
    onChange(event: { target: { value: string } }): void;
  };
}

/**
 * spec §5 date-of-birth input, the behaviour of its three fields (the
 * components draw them): non-digits are stripped; leaving a field clamps it
 * (day to the month's days, month 1–12, year up to this year) and pads it;
 * the day moves on to the month after 2 digits, the month to the year after
 * 2, the year lets go of the focus at 4; a field is cleared when it gets the
 * focus, and its old value comes back if the guest leaves it empty.
 * `onChange` gets `YYYY-MM-DD` only when all three are there, else ''.
 * Every rule is the domain's. `value` is read once: the fields keep their own text.
 */
export function useDateOfBirthFields(
  value: string,
  onChange: (value: string) => void,
  now: number,
  timeZone: string,
): DateOfBirthFields {
  const [parts, setParts] = useState<DateOfBirthParts>(
    () => splitDateOfBirth(value) ?? { day: '', month: '', year: '' },
  );
  // Auto-advance moves the focus inside an event, before React renders
  // again: the handlers read and write the newest parts through this ref.
  const current = useRef(parts);
  const beforeFocus = useRef<Partial<DateOfBirthParts>>({});
  const refs = {
    day: useRef<HTMLInputElement>(null),
    month: useRef<HTMLInputElement>(null),
    year: useRef<HTMLInputElement>(null),
  };

  const emit = (next: DateOfBirthParts) => {
    current.current = next;
    setParts(next);
    onChange(combineDateOfBirth(next) ?? '');
  };

  const handlers = (field: DobField) => ({
    onChange(event: { target: { value: string } }) {
      const digits = sanitizeDigits(event.target.value, DOB_FIELD_LENGTHS[field]);
      emit({ ...current.current, [field]: digits });
      const advance = shouldAdvance(field, digits);
      if (advance === 'blur') refs.year.current?.blur();
      else if (advance) refs[advance].current?.focus();
    },
    onFocus() {
      const shown = current.current;
      beforeFocus.current[field] = shown[field];
      if (shown[field] !== '') emit({ ...shown, [field]: '' });
    },
    onBlur() {
      const shown = current.current;
      const next =
        shown[field] === '' ? { ...shown, [field]: beforeFocus.current[field] ?? '' } : shown;
      beforeFocus.current[field] = undefined;
      emit({
        day: padDay(clampDay(next.day, next.month, next.year)),
        month: padMonth(clampMonth(next.month)),
        year: padYear(clampYear(next.year, now, timeZone)),
      });
    },
  });

  return { parts, refs, handlers };
}
