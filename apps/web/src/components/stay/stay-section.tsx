import type { Stay } from '@hospes/domain';
import { useTranslation } from 'react-i18next';
import { StayFields } from './stay-fields.tsx';
import { StaySummary } from './stay-summary.tsx';
import { useStayForm } from '../../lib/stay/use-stay-form.ts';
import '../ui/button.css';
import './stay.css';

/**
 * The stay part of the profile (spec §2 "profile with stay dates"): a
 * locked stay (from the reservation) is shown read-only with a plain
 * explanation; otherwise arrival and departure can be entered and saved.
 */
export function StayEditor({ stay }: { stay: Stay }) {
  const { t } = useTranslation();
  if (stay.locked) {
    return (
      <>
        <p className="stay-locked" role="note">
          {t('stay.locked')}
        </p>
        <StaySummary stay={stay} />
      </>
    );
  }
  return <EditableStay stay={stay} />;
}

function EditableStay({ stay }: { stay: Stay }) {
  const { t } = useTranslation();
  const form = useStayForm(stay);
  return (
    <form className="stay-form" noValidate onSubmit={form.submit}>
      <StayFields form={form} />
      {stay.roomNumber && (
        <p className="stay-form__room">
          {t('stay.roomNumber')}: {stay.roomNumber}
        </p>
      )}
      {form.failed && (
        <p className="stay-feedback stay-feedback--error" role="alert">
          {t('stay.saveFailed')}
        </p>
      )}
      {form.saved && (
        <p className="stay-feedback stay-feedback--success" role="status">
          {t('stay.saved')}
        </p>
      )}
      <button type="submit" className="ui-button ui-button--primary" disabled={form.saving}>
        {form.saving ? t('profile.saving') : t('stay.save')}
      </button>
    </form>
  );
}
