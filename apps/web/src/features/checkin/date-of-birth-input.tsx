import { DOB_FIELD_LENGTHS } from '@hospes/domain';
import { useTranslation } from 'react-i18next';
import { DOB_FIELDS, useDateOfBirthFields } from '../../components/ui/use-date-of-birth-fields.ts';

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

/**
 * spec §5 date-of-birth input: day, month and year as three numeric fields.
 * Non-digits are stripped; on leaving a field its value is clamped (day to
 * the month's days, month 1–12, year up to this year) and zero-padded; the
 * day moves on to the month after 2 digits, the month to the year after 2,
 * the year lets go of the focus at 4; a field is cleared when it gets the
 * focus (its old value comes back if the guest leaves it empty). The value is
 * `YYYY-MM-DD` only when all three are there — all rules from the domain
 * (useDateOfBirthFields).
 */
export function DateOfBirthInput(props: DateOfBirthInputProps) {
  const { id, label, value, onChange, now, timeZone, error, errorId, required } = props;
  const { t } = useTranslation();
  const { parts, refs, handlers } = useDateOfBirthFields(value, onChange, now, timeZone);

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
        {DOB_FIELDS.map((field) => (
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
              {...handlers(field)}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
