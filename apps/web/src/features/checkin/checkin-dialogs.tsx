import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/ui/modal.tsx';
import '../../components/ui/button.css';

export interface ConfirmCheckinDialogProps {
  open: boolean;
  hotel: string;
  sending: boolean;
  onConfirm: () => void;
  onBack: () => void;
}

/** The confirmation before the check-in data is sent (spec §4: confirm, then finish). */
export function ConfirmCheckinDialog({
  open,
  hotel,
  sending,
  onConfirm,
  onBack,
}: ConfirmCheckinDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('checkinForm.confirmTitle')}
      footer={
        <div className="checkin-dialog__actions">
          <button
            type="button"
            className="ui-button ui-button--secondary"
            onClick={onBack}
            disabled={sending}
          >
            {t('checkinForm.confirmBack')}
          </button>
          <button
            type="button"
            className="ui-button ui-button--primary"
            onClick={onConfirm}
            disabled={sending}
          >
            {sending ? t('checkinForm.sending') : t('checkinForm.confirmSend')}
          </button>
        </div>
      }
    >
      <p>{t('checkinForm.confirmText', { hotel })}</p>
    </Modal>
  );
}

export interface CancelCheckinDialogProps {
  open: boolean;
  onDiscard: () => void;
  onKeep: () => void;
}

/** spec §2 check-in cancel dialog: cancelling after this confirmation discards the entries (spec §4). */
export function CancelCheckinDialog({ open, onDiscard, onKeep }: CancelCheckinDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('checkinForm.cancelTitle')}
      footer={
        <div className="checkin-dialog__actions">
          <button type="button" className="ui-button ui-button--secondary" onClick={onKeep}>
            {t('checkinForm.cancelKeep')}
          </button>
          <button type="button" className="ui-button checkin-button--danger" onClick={onDiscard}>
            {t('checkinForm.cancelDiscard')}
          </button>
        </div>
      }
    >
      <p>{t('checkinForm.cancelText')}</p>
    </Modal>
  );
}
