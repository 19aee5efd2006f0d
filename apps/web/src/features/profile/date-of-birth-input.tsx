import { DOB_FIELD_LENGTHS, type DobField } from '@hospes/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DOB_FIELDS, useDateOfBirthFields } from '../../components/ui/use-date-of-birth-fields.ts';

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

/**
 * spec §5 date-of-birth input: day, month and year as three numeric fields.
 * Non-digits are stripped; leaving a field clamps it (day to the month's
 * days, month 1–12, year up to this year) and pads it; the day moves on to
 * the month after 2 digits, the month to the year after 2, the year lets go
 * of the focus at 4; a field is cleared when it gets the focus (its old value
 * comes back if the guest leaves it empty). The value is `YYYY-MM-DD` only
 * when all three are there. Every rule is the domain's (useDateOfBirthFields).
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
  const { parts, refs, handlers } = useDateOfBirthFields(value, onChange, now, timeZone);

  const fieldId = (field: DobField) => (field === 'day' ? id : `${id}-${field}`);
  return (
    <fieldset className="dob-input">
      <legend className="profile-form__label">{t('profile.dob.label')}</legend>
      <div className="dob-input__fields">
        {DOB_FIELDS.map((field) => (
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
              {...handlers(field)}
            />
          </div>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
