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
  type DobParts,
} from '@hospes/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface DateOfBirthInputProps {
  /** Id of the day field (labels and the error summary point at it). */
  id: string;
  label: string;
  /** `YYYY-MM-DD`, or '' while incomplete. */
  value: string;
  onChange: (value: string) => void;
  /** The current time and the project's time zone decide the latest year. */
  now: number;
  timeZone: string;
  error?: string;
  errorId?: string;
  required?: boolean;
}

type Parts = Record<DobField, string>;
const FIELDS: readonly DobField[] = ['day', 'month', 'year'];

function partsOf(value: string): Parts {
  return splitDateOfBirth(value) ?? { day: '', month: '', year: '' };
}

/**
 * spec §5 date-of-birth input: day, month and year as three numeric fields.
 * Non-digits are stripped; on leaving a field its value is clamped (day to
 * the month's days, month 1–12, year up to this year) and zero-padded; the
 * day moves on to the month after 2 digits, the month to the year after 2,
 * the year lets go of the focus at 4; a field is cleared when it gets the
 * focus (its old value comes back if the guest leaves it empty). The value is
 * `YYYY-MM-DD` only when all three are there — all rules from the domain.
 */
export function DateOfBirthInput(props: DateOfBirthInputProps) {
  const { id, label, value, onChange, now, timeZone, error, errorId, required } = props;
  const { t } = useTranslation();
  const [parts, setParts] = useState<Parts>(() => partsOf(value));
  // Focus moves inside an event (auto-advance), before React renders again:
  // the handlers read and write the newest parts through this ref.
  const current = useRef(parts);
  const beforeFocus = useRef<Partial<Parts>>({});
  const dayRef = useRef<HTMLInputElement>(null);
  const monthRef = useRef<HTMLInputElement>(null);
  const yearRef = useRef<HTMLInputElement>(null);
  const refs = { day: dayRef, month: monthRef, year: yearRef };

  const emit = (next: Parts) => {
    current.current = next;
    setParts(next);
    onChange(combineDateOfBirth(next as DobParts) ?? '');
  };

  const clamped = (next: Parts): Parts => {
    const day = clampDay(next.day, next.month, next.year);
    const month = clampMonth(next.month);
    const year = clampYear(next.year, now, timeZone);
    return { day: padDay(day), month: padMonth(month), year: padYear(year) };
  };

  const type = (field: DobField, raw: string) => {
    const digits = sanitizeDigits(raw, DOB_FIELD_LENGTHS[field]);
    const next = { ...current.current, [field]: digits };
    emit(next);
    const advance = shouldAdvance(field, digits);
    if (advance === 'blur') refs.year.current?.blur();
    else if (advance) refs[advance].current?.focus();
  };

  const focus = (field: DobField) => {
    const now = current.current;
    beforeFocus.current[field] = now[field];
    if (now[field] !== '') emit({ ...now, [field]: '' });
  };

  const blur = (field: DobField) => {
    const now = current.current;
    const restored =
      now[field] === '' ? { ...now, [field]: beforeFocus.current[field] ?? '' } : now;
    beforeFocus.current[field] = undefined;
    emit(clamped(restored));
  };

  const describedBy = error ? errorId : undefined;
  return (
    <fieldset
      className="ci-dob"
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
    >
      <legend className="checkin-field__label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      <div className="ci-dob__fields">
        {FIELDS.map((field) => (
          <div key={field} className={`ci-dob__part ci-dob__part--${field}`}>
            <label htmlFor={field === 'day' ? id : `${id}-${field}`}>
              {t(`dateOfBirth.${field}`)}
            </label>
            <input
              ref={refs[field]}
              id={field === 'day' ? id : `${id}-${field}`}
              inputMode="numeric"
              autoComplete={`bday-${field}`}
              placeholder={t(`dateOfBirth.${field}Placeholder`)}
              maxLength={DOB_FIELD_LENGTHS[field]}
              value={parts[field]}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              onFocus={() => focus(field)}
              onBlur={() => blur(field)}
              onChange={(event) => type(field, event.target.value)}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
