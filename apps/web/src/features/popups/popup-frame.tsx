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
 * description (PopupText).
 */
export function PopupFrame({ popup, onDismiss, dismissLabel, action, children }: PopupFrameProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={popup.title}
      onClose={onDismiss}
      footer={
        <div className="popup__actions">
          <button type="button" className="ui-button ui-button--secondary" onClick={onDismiss}>
            {dismissLabel ?? t('popups.later')}
          </button>
          {action}
        </div>
      }
    >
      {popup.description && <PopupText text={popup.description} />}
      {children}
    </Modal>
  );
}
