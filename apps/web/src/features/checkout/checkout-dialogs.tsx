import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/ui/modal.tsx';
import '../../components/ui/button.css';

export interface ConfirmCheckoutDialogProps {
  open: boolean;
  sending: boolean;
  onConfirm: () => void;
  onBack: () => void;
}

/** The confirmation before checking out (spec §4: confirm, then finish). */
export function ConfirmCheckoutDialog({
  open,
  sending,
  onConfirm,
  onBack,
}: ConfirmCheckoutDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('checkout.confirmTitle')}
      footer={
        <div className="checkin-dialog__actions">
          <button
            type="button"
            className="ui-button ui-button--secondary"
            onClick={onBack}
            disabled={sending}
          >
            {t('checkout.confirmBack')}
          </button>
          <button
            type="button"
            className="ui-button ui-button--primary"
            onClick={onConfirm}
            disabled={sending}
          >
            {sending ? t('checkinForm.sending') : t('checkout.confirmSend')}
          </button>
        </div>
      }
    >
      <p>{t('checkout.confirmText')}</p>
    </Modal>
  );
}

export interface CancelCheckoutDialogProps {
  open: boolean;
  onCancel: () => void;
  onKeep: () => void;
}

/** spec §2 check-out cancel dialog: leaving the check-out changes nothing. */
export function CancelCheckoutDialog({ open, onCancel, onKeep }: CancelCheckoutDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('checkout.cancelTitle')}
      footer={
        <div className="checkin-dialog__actions">
          <button type="button" className="ui-button ui-button--secondary" onClick={onKeep}>
            {t('checkout.cancelKeep')}
          </button>
          <button type="button" className="ui-button ui-button--primary" onClick={onCancel}>
            {t('checkout.cancelLeave')}
          </button>
        </div>
      }
    >
      <p>{t('checkout.cancelText')}</p>
    </Modal>
  );
}
