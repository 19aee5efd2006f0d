import { shortenText } from '@hospes/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../components/ui/toast-store.ts';
import { useGuest } from '../../lib/guest/use-guest.ts';
import { PopupFrame, type PopupViewProps } from './popup-frame.tsx';
import { StayFields } from '../../components/stay/stay-fields.tsx';
import { useStayForm } from '../../lib/stay/use-stay-form.ts';
import '../../components/ui/button.css';
import '../../components/stay/stay.css';

/**
 * spec §4 initial stay: asks for arrival and departure. Saving stores the
 * stay first and then closes the popup (which marks it seen); the spec §5
 * errors are listed in red in the popup and an invalid stay is not sent;
 * "Later" closes it (seen) — not offered while the popup is `blocking` and
 * the dates can be saved. A failed save keeps the popup and what was typed.
 */
export function InitialStayPopup({ popup, onDone }: PopupViewProps) {
  const { t } = useTranslation();
  const formId = useId();
  const { ready, userId } = useGuest();
  const canSave = ready && userId !== null;
  const form = useStayForm(null, () => {
    showToast({ text: t('stay.saved'), kind: 'success' });
    onDone('action');
  });
  return (
    <PopupFrame
      popup={popup}
      onDismiss={() => onDone('dismissed')}
      // Blocking holds only while the dates can be saved: never a trap.
      canBlock={canSave && !form.failed && !form.locked}
      action={
        <button
          type="submit"
          form={formId}
          className="ui-button ui-button--primary"
          disabled={!canSave || form.saving}
        >
          {form.saving ? t('profile.saving') : t('stay.save')}
        </button>
      }
    >
      <form id={formId} className="stay-form stay-form--popup" noValidate onSubmit={form.submit}>
        <StayFields form={form} />
        {!canSave && <p className="stay-feedback stay-feedback--error">{t('stay.unavailable')}</p>}
        {form.failed && (
          <p className="stay-feedback stay-feedback--error" role="alert">
            {t('stay.saveFailed')}
          </p>
        )}
        {form.locked && (
          <p className="stay-feedback stay-feedback--error" role="alert">
            {t('stay.locked')}
          </p>
        )}
      </form>
      {popup.profileHint && <p className="popup__hint">{shortenText(popup.profileHint)}</p>}
    </PopupFrame>
  );
}
