import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/ui/modal.tsx';
import '../../components/ui/button.css';

export interface CancelRequestDialogProps {
  /** What is to be canceled (a request or a registration); null: closed. */
  request: { subject: string } | null;
  /** The dialog's title (default: "Cancel request?"). */
  title?: string;
  /** What happens to the money (a paid booking): said before the guest confirms. */
  money?: string | undefined;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** spec §2/§4: cancelling needs a confirmation dialog. */
export function CancelRequestDialog({
  request,
  title,
  money,
  pending,
  onConfirm,
  onClose,
}: CancelRequestDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={request !== null}
      title={title ?? t('inbox.cancelTitle')}
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
      {money && <p className="inbox-dialog__money">{money}</p>}
    </Modal>
  );
}
