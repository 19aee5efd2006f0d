import { STAY_STEP_SECONDS, type StayError } from '@hospes/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorSummary } from '../form/error-summary.ts';
import type { StayForm } from '../../lib/stay/use-stay-form.ts';
import './stay.css';

/**
 * Arrival and departure as datetime-local inputs on the 900-second step
 * (spec §3/§9), and the spec §5 errors listed in red below them (the form
 * kit's summary: each entry takes the guest to its field).
 */
export function StayFields({ form }: { form: StayForm }) {
  const { t } = useTranslation();
  const id = useId();
  const inputId = (field: StayError['field']) => `${id}-${field}`;
  const errorId = (field: StayError['field']) => `${id}-${field}-error`;
  const invalid = (field: StayError['field']) =>
    form.errors.some((error) => error.field === field) ? true : undefined;
  return (
    <div className="stay-fields">
      <div className="stay-fields__row">
        {(['doa', 'dod'] as const).map((field) => (
          <div key={field} className="stay-fields__field">
            <label className="stay-fields__label" htmlFor={inputId(field)}>
              {t(`stay.${field}`)}
            </label>
            <input
              id={inputId(field)}
              className="stay-fields__input"
              type="datetime-local"
              step={STAY_STEP_SECONDS}
              value={form.values[field]}
              aria-invalid={invalid(field)}
              aria-describedby={invalid(field) ? errorId(field) : `${id}-step`}
              onChange={(event) => form.setValue(field, event.target.value)}
            />
          </div>
        ))}
      </div>
      <p id={`${id}-step`} className="stay-fields__hint">
        {t('stay.stepHint')}
      </p>
      <ErrorSummary
        title={t('profile.errors.title')}
        items={form.errors.map((error) => ({
          targetId: inputId(error.field),
          id: errorId(error.field),
          text: t(`profile.errors.${error.message}`),
        }))}
      />
    </div>
  );
}
