import { shortenAtWord, type CustomPopup } from '@hospes/domain';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/ui/modal.tsx';
import '../../components/ui/button.css';
import './popups.css';

/** How a popup ended: dismissed ("Later", close) or its main action taken. */
export type PopupOutcome = 'dismissed' | 'action';

export interface PopupViewProps {
  popup: CustomPopup;
  /** Closes the popup; the host marks it seen (spec §4 "Closing marks seen"). */
  onDone: (outcome: PopupOutcome) => void;
}

interface PopupFrameProps {
  popup: CustomPopup;
  onDismiss: () => void;
  /** Label of the dismissing button: "Later" where there is an action, else "OK". */
  dismissLabel?: string;
  /** The popup's main action (primary button), if any. */
  action?: ReactNode;
  /**
   * Whether the model's `blocking` may hold now: false where the action
   * cannot be done (no guest yet, a failed save) — a blocking popup never
   * traps the guest.
   */
  canBlock?: boolean;
  children?: ReactNode;
}

/**
 * A popup's description: shortened as spec §5/§9 says for popup texts, at a
 * whole word, with "Read more" showing the whole text (never cut without a
 * way to read the rest).
 */
function PopupText({ text }: { text: string }) {
  const { t } = useTranslation();
  const [whole, setWhole] = useState(false);
  const id = useId();
  const preview = shortenAtWord(text);
  if (preview === text) return <p className="popup__text">{text}</p>;
  return (
    <>
      <p id={id} className="popup__text">
        {whole ? text : preview}
      </p>
      <button
        type="button"
        className="popup__more"
        aria-expanded={whole}
        aria-controls={id}
        onClick={() => setWhole((shown) => !shown)}
      >
        {whole ? t('popups.less') : t('popups.more')}
      </button>
    </>
  );
}

/**
 * The frame every custom popup shares: the shared Modal (static backdrop,
 * focus kept inside, Escape does not close), the model's title and its
 * description (PopupText). spec §3 `blocking`: a popup with an action offers
 * neither "Later" nor the close button until the action is done (the stay
 * dates a project requires); one without an action keeps its "OK".
 */
export function PopupFrame({
  popup,
  onDismiss,
  dismissLabel,
  action,
  canBlock = true,
  children,
}: PopupFrameProps) {
  const { t } = useTranslation();
  const blocking = popup.blocking === true && action !== undefined && canBlock;
  return (
    <Modal
      open
      title={popup.title}
      {...(blocking ? {} : { onClose: onDismiss })}
      footer={
        <div className="popup__actions">
          {!blocking && (
            <button type="button" className="ui-button ui-button--secondary" onClick={onDismiss}>
              {dismissLabel ?? t('popups.later')}
            </button>
          )}
          {action}
        </div>
      }
    >
      {popup.description && <PopupText text={popup.description} />}
      {children}
    </Modal>
  );
}
