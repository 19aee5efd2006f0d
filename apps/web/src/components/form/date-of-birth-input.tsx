import { DOB_FIELD_LENGTHS, type DobField } from '@hospes/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DOB_FIELDS, useDateOfBirthFields } from './use-date-of-birth-fields.ts';
import './form.css';

export interface DateOfBirthInputProps {
  /** Id of the day field (labels and error summaries point at it); month and year get `-month`/`-year`. */
  id: string;
  legend: string;
  /** `YYYY-MM-DD`, or '' while incomplete. Read once: the fields keep their own text. */
  value: string;
  onChange: (value: string) => void;
  /** The current time and the project's time zone decide the latest year. */
  now: number;
  timeZone: string;
  required?: boolean;
  invalid?: boolean;
  /** Id of the text that describes the problem. */
  describedBy?: string;
  /** Shown under the fields (e.g. the age). */
  children?: ReactNode;
}

/** Id of one of the three fields. */
export const dobFieldId = (id: string, field: DobField) =>
  field === 'day' ? id : `${id}-${field}`;

/**
 * spec §5 date-of-birth input, the one of every form: day, month and year as
 * three numeric fields. Non-digits are stripped; leaving a field clamps it
 * (day to the month's days, month 1–12, year up to this year) and pads it;
 * the day moves on to the month after 2 digits, the month to the year after
 * 2, the year lets go of the focus at 4; a field is cleared when it gets the
 * focus (its old value comes back if the guest leaves it empty). The value is
 * `YYYY-MM-DD` only when all three are there. Every rule is the domain's
 * (useDateOfBirthFields).
 */
export function DateOfBirthInput(props: DateOfBirthInputProps) {
  const { id, legend, value, onChange, now, timeZone, required, invalid } = props;
  const { describedBy, children } = props;
  const { t } = useTranslation();
  const { parts, refs, handlers } = useDateOfBirthFields(value, onChange, now, timeZone);
  return (
    <fieldset
      className="dob"
      aria-describedby={describedBy}
      aria-invalid={invalid ? true : undefined}
    >
      <legend className="dob__legend">
        {legend}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      <div className="dob__fields">
        {DOB_FIELDS.map((field) => (
          <div key={field} className={`dob__part dob__part--${field}`}>
            <label className="dob__label" htmlFor={dobFieldId(id, field)}>
              {t(`dateOfBirth.${field}`)}
            </label>
            <input
              ref={refs[field]}
              id={dobFieldId(id, field)}
              className="dob__input"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete={`bday-${field}`}
              placeholder={t(`dateOfBirth.${field}Placeholder`)}
              maxLength={DOB_FIELD_LENGTHS[field]}
              value={parts[field]}
              aria-invalid={invalid ? true : undefined}
              aria-describedby={describedBy}
              {...handlers(field)}
            />
          </div>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
