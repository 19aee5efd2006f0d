import { HINT_MAX_WIDTH_PX } from '@hospes/domain';
import { useEffect, useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon.tsx';
import './hint-popup.css';

export interface HintPopupProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  children: ReactNode;
  /** spec §2: a hint stays until closed unless a time is given. */
  autoHideMs?: number;
}

/**
 * The hint popup of spec §2: at the bottom of the screen, at most 600 px
 * wide, no auto-hide by default. It does not block the page and does not take
 * the focus, so it never interrupts what the guest is doing.
 */
export function HintPopup({ open, onClose, title, children, autoHideMs }: HintPopupProps) {
  // A portal needs the browser's document: never on the server or while hydrating.
  const hydrated = useHydrated();
  if (!open || !hydrated) return null;
  return createPortal(
    <HintPanel onClose={onClose} title={title} autoHideMs={autoHideMs}>
      {children}
    </HintPanel>,
    document.body,
  );
}

function HintPanel({ onClose, title, children, autoHideMs }: Omit<HintPopupProps, 'open'>) {
  const { t } = useTranslation();
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  useEffect(() => {
    if (autoHideMs === undefined) return;
    const timer = setTimeout(() => onCloseRef.current(), autoHideMs);
    return () => clearTimeout(timer);
  }, [autoHideMs]);

  return (
    <section
      className="hint-popup"
      role="dialog"
      aria-modal="false"
      aria-labelledby={title !== undefined ? titleId : undefined}
      aria-label={title === undefined ? t('hint.label') : undefined}
      style={{ '--hint-max-width': `${HINT_MAX_WIDTH_PX}px` } as CSSProperties}
    >
      <Icon name="info" className="hint-popup__icon" />
      <div className="hint-popup__content">
        {title !== undefined && (
          <h2 id={titleId} className="hint-popup__title">
            {title}
          </h2>
        )}
        <div className="hint-popup__text">{children}</div>
      </div>
      <button
        type="button"
        className="hint-popup__close"
        onClick={onClose}
        aria-label={t('hint.close')}
      >
        <Icon name="close" />
      </button>
    </section>
  );
}
