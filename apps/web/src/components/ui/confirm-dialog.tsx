import { Modal } from './modal.tsx';
import './button.css';
import './confirm-dialog.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  /** The action's label, and its label while it runs (`busy`). */
  confirmLabel: string;
  busyLabel?: string;
  /** The way back: closes the dialog and changes nothing. */
  backLabel: string;
  busy?: boolean;
  /** `danger` for an action that discards what the guest entered. */
  tone?: 'primary' | 'danger';
  onConfirm: () => void;
  onBack: () => void;
}

/**
 * A question before a step that cannot be taken back (spec §4: check-in and
 * check-out are confirmed before they are sent; cancelling asks first): the
 * way back first, the action second; both wait while the action runs.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  busyLabel,
  backLabel,
  busy = false,
  tone = 'primary',
  onConfirm,
  onBack,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      footer={
        <div className="confirm-dialog__actions">
          <button
            type="button"
            className="ui-button ui-button--secondary"
            onClick={onBack}
            disabled={busy}
          >
            {backLabel}
          </button>
          <button
            type="button"
            className={`ui-button ${tone === 'danger' ? 'confirm-dialog__danger' : 'ui-button--primary'}`}
            onClick={onConfirm}
            disabled={busy}
          >
            {busy && busyLabel ? busyLabel : confirmLabel}
          </button>
        </div>
      }
    >
      <p>{text}</p>
    </Modal>
  );
}
