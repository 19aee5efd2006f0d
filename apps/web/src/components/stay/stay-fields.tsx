import { STAY_STEP_SECONDS, type StayError } from '@hospes/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StayForm } from '../../lib/stay/use-stay-form.ts';
import './stay.css';

/**
 * Arrival and departure as datetime-local inputs on the 900-second step
 * (spec §3/§9), and the spec §5 errors listed in red below them.
 */
export function StayFields({ form }: { form: StayForm }) {
  const { t } = useTranslation();
  const id = useId();
  const errorsId = `${id}-errors`;
  const invalid = (field: StayError['field']) =>
    form.errors.some((error) => error.field === field) ? true : undefined;
  return (
    <div className="stay-fields">
      <div className="stay-fields__row">
        {(['doa', 'dod'] as const).map((field) => (
          <div key={field} className="stay-fields__field">
            <label className="stay-fields__label" htmlFor={`${id}-${field}`}>
              {t(`stay.${field}`)}
            </label>
            <input
              id={`${id}-${field}`}
              className="stay-fields__input"
              type="datetime-local"
              step={STAY_STEP_SECONDS}
              value={form.values[field]}
              aria-invalid={invalid(field)}
              aria-describedby={form.errors.length > 0 ? errorsId : `${id}-step`}
              onChange={(event) => form.setValue(field, event.target.value)}
            />
          </div>
        ))}
      </div>
      <p id={`${id}-step`} className="stay-fields__hint">
        {t('stay.stepHint')}
      </p>
      {form.errors.length > 0 && (
        <div id={errorsId} className="stay-errors" role="alert">
          <p className="stay-errors__title">{t('profile.errors.title')}</p>
          <ul className="stay-errors__list">
            {form.errors.map((error) => (
              <li key={error.message}>{t(`profile.errors.${error.message}`)}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
