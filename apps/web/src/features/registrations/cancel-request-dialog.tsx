import type { GuestRequestView } from '@hospes/domain';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/ui/modal.tsx';
import '../../components/ui/button.css';

export interface CancelRequestDialogProps {
  request: GuestRequestView | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** spec §2/§4: cancelling needs a confirmation dialog. */
export function CancelRequestDialog({
  request,
  pending,
  onConfirm,
  onClose,
}: CancelRequestDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={request !== null}
      title={t('inbox.cancelTitle')}
      onClose={onClose}
      footer={
        <div className="inbox-dialog__actions">
          <button type="button" className="ui-button ui-button--secondary" onClick={onClose}>
            {t('inbox.cancelKeep')}
          </button>
          <button
            type="button"
            className="ui-button ui-button--primary"
            disabled={pending}
            onClick={onConfirm}
          >
            {t('inbox.cancelConfirm')}
          </button>
        </div>
      }
    >
      <p>{t('inbox.cancelText', { subject: request?.subject ?? '' })}</p>
    </Modal>
  );
}
