import {
  clampDay,
  clampMonth,
  clampYear,
  DOB_FIELD_LENGTHS,
  padDay,
  padMonth,
  padYear,
  sanitizeDigits,
  shouldAdvance,
  type DobField,
} from '@hospes/domain';
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface DobValue {
  day: string;
  month: string;
  year: string;
}

export interface DobInputProps {
  /** Prefix of the three input ids (`${id}-day` …). */
  id: string;
  legend: string;
  value: DobValue;
  onChange: (value: DobValue) => void;
  /** Year clamping needs "now" in the project's time zone (spec §5: year ≤ current year). */
  timeZone: string;
  invalid?: boolean;
  describedBy?: string;
}

const FIELDS: readonly DobField[] = ['day', 'month', 'year'];
const AUTOCOMPLETE: Record<DobField, string> = {
  day: 'bday-day',
  month: 'bday-month',
  year: 'bday-year',
};

/** spec §5: a field clamped and padded when the guest leaves it (the day also when month or year change). */
function settle(value: DobValue, field: DobField, timeZone: string): DobValue {
  const next = { ...value };
  if (field === 'month') next.month = padMonth(clampMonth(value.month));
  if (field === 'year') next.year = padYear(clampYear(value.year, Date.now(), timeZone));
  next.day = padDay(clampDay(value.day, next.month, next.year));
  return next;
}

/**
 * spec §5 date-of-birth input: three numeric fields (day, month, year),
 * non-digits stripped; the day moves on to the month after 2 digits, the
 * month to the year after 2, the year lets go of the focus at 4; each field
 * is cleared when it gets the focus; leaving a field clamps and zero-pads it
 * (the rules are the domain's, this only wires them to the events).
 */
export function DobInput({
  id,
  legend,
  value,
  onChange,
  timeZone,
  invalid,
  describedBy,
}: DobInputProps) {
  const { t } = useTranslation();
  const refs = {
    day: useRef<HTMLInputElement>(null),
    month: useRef<HTMLInputElement>(null),
    year: useRef<HTMLInputElement>(null),
  };
  // The latest value, for focus/blur events fired by our own focus moves.
  const latest = useRef(value);
  latest.current = value;

  const update = (next: DobValue) => {
    latest.current = next;
    onChange(next);
  };

  const onInput = (field: DobField) => (event: ChangeEvent<HTMLInputElement>) => {
    const digits = sanitizeDigits(event.target.value, DOB_FIELD_LENGTHS[field]);
    update({ ...latest.current, [field]: digits });
    const advance = shouldAdvance(field, digits);
    if (advance === 'blur') refs.year.current?.blur();
    else if (advance) refs[advance].current?.focus();
  };

  return (
    <fieldset
      className="login-form__dob"
      aria-invalid={invalid ? true : undefined}
      aria-describedby={describedBy}
    >
      <legend className="login-form__label">{legend}</legend>
      <div className="login-form__dob-fields">
        {FIELDS.map((field) => (
          <div key={field} className={`login-form__dob-field login-form__dob-field--${field}`}>
            <label htmlFor={`${id}-${field}`} className="login-form__dob-label">
              {t(`login.dob.${field}`)}
            </label>
            <input
              ref={refs[field]}
              id={`${id}-${field}`}
              className="login-form__input"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete={AUTOCOMPLETE[field]}
              maxLength={DOB_FIELD_LENGTHS[field]}
              placeholder={t(`login.dob.${field}Placeholder`)}
              value={value[field]}
              aria-invalid={invalid ? true : undefined}
              onFocus={() => update({ ...latest.current, [field]: '' })}
              onChange={onInput(field)}
              onBlur={() => update(settle(latest.current, field, timeZone))}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
