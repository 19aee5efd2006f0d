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
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface DateOfBirthInputProps {
  /** Id of the day field; the month and year fields get `-month`/`-year`. */
  id: string;
  /** `YYYY-MM-DD`, or '' while incomplete. Read once: the fields keep their own text. */
  value: string;
  onChange: (value: string) => void;
  /** The current time and the project's time zone decide the latest year. */
  now: number;
  timeZone: string;
  /** Shown under the fields (the displayed age). */
  children?: ReactNode;
}

type Parts = Record<DobField, string>;
const FIELDS: readonly DobField[] = ['day', 'month', 'year'];

/**
 * spec §5 date-of-birth input: day, month and year as three numeric fields.
 * Non-digits are stripped; leaving a field clamps it (day to the month's
 * days, month 1–12, year up to this year) and pads it; the day moves on to
 * the month after 2 digits, the month to the year after 2, the year lets go
 * of the focus at 4; a field is cleared when it gets the focus (its old value
 * comes back if the guest leaves it empty). The value is `YYYY-MM-DD` only
 * when all three are there. Every rule is the domain's.
 */
export function DateOfBirthInput({
  id,
  value,
  onChange,
  now,
  timeZone,
  children,
}: DateOfBirthInputProps) {
  const { t } = useTranslation();
  const [parts, setParts] = useState<Parts>(
    () => splitDateOfBirth(value) ?? { day: '', month: '', year: '' },
  );
  // Auto-advance moves the focus inside an event, before React renders
  // again: the handlers read and write the newest parts through this ref.
  const current = useRef(parts);
  const beforeFocus = useRef<Partial<Parts>>({});
  const refs = {
    day: useRef<HTMLInputElement>(null),
    month: useRef<HTMLInputElement>(null),
    year: useRef<HTMLInputElement>(null),
  };

  const emit = (next: Parts) => {
    current.current = next;
    setParts(next);
    onChange(combineDateOfBirth(next) ?? '');
  };

  const type = (field: DobField, raw: string) => {
    const digits = sanitizeDigits(raw, DOB_FIELD_LENGTHS[field]);
    emit({ ...current.current, [field]: digits });
    const advance = shouldAdvance(field, digits);
    if (advance === 'blur') refs.year.current?.blur();
    else if (advance) refs[advance].current?.focus();
  };

  const focus = (field: DobField) => {
    const shown = current.current;
    beforeFocus.current[field] = shown[field];
    if (shown[field] !== '') emit({ ...shown, [field]: '' });
  };

  const blur = (field: DobField) => {
    const shown = current.current;
    const next =
      shown[field] === '' ? { ...shown, [field]: beforeFocus.current[field] ?? '' } : shown;
    beforeFocus.current[field] = undefined;
    emit({
      day: padDay(clampDay(next.day, next.month, next.year)),
      month: padMonth(clampMonth(next.month)),
      year: padYear(clampYear(next.year, now, timeZone)),
    });
  };

  const fieldId = (field: DobField) => (field === 'day' ? id : `${id}-${field}`);
  return (
    <fieldset className="dob-input">
      <legend className="profile-form__label">{t('profile.dob.label')}</legend>
      <div className="dob-input__fields">
        {FIELDS.map((field) => (
          <div key={field} className={`dob-input__part dob-input__part--${field}`}>
            <label htmlFor={fieldId(field)}>{t(`profile.dob.${field}`)}</label>
            <input
              ref={refs[field]}
              id={fieldId(field)}
              className="profile-form__input"
              inputMode="numeric"
              autoComplete={`bday-${field}`}
              placeholder={t(`profile.dob.${field}Placeholder`)}
              maxLength={DOB_FIELD_LENGTHS[field]}
              value={parts[field]}
              onFocus={() => focus(field)}
              onBlur={() => blur(field)}
              onChange={(event) => type(field, event.target.value)}
            />
          </div>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
