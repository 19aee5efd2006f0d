import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon.tsx';
import { useFocusTrap } from './use-focus-trap.ts';
import { useScrollLock } from './use-scroll-lock.ts';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import './modal.css';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  /** Called by the close button and the auto-close timer; without it there is no close button. */
  onClose?: () => void;
  /** spec §2: optional auto-close timer. */
  autoCloseMs?: number;
  children: ReactNode;
  footer?: ReactNode;
  /** 'wide' for content such as lists; default fits a short message. */
  size?: 'normal' | 'wide';
}

/** Whether a modal (ours or a popup's) is on screen: the next one waits its turn. */
export function anyModalOpen(doc: Document = document): boolean {
  return doc.querySelector('[aria-modal="true"]') !== null;
}

/**
 * The shared modal of spec §2: static backdrop (clicking it does not close)
 * and keyboard close disabled (Escape does not close), with an optional
 * auto-close timer. Focus moves in, stays inside while open and goes back to
 * where it was when the modal closes.
 */
export function Modal(props: ModalProps) {
  // A portal needs the browser's document: never on the server or while hydrating.
  const hydrated = useHydrated();
  if (!props.open || !hydrated) return null;
  return createPortal(<ModalDialog {...props} />, document.body);
}

function ModalDialog({ title, onClose, autoCloseMs, children, footer, size }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const onKeyDown = useFocusTrap(ref);
  useScrollLock(true);

  // The timer must not restart when the parent re-renders with a new callback.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  useEffect(() => {
    if (autoCloseMs === undefined) return;
    const timer = setTimeout(() => onCloseRef.current?.(), autoCloseMs);
    return () => clearTimeout(timer);
  }, [autoCloseMs]);

  return (
    <div className="modal-root">
      <div className="modal-backdrop" aria-hidden="true" />
      <div
        ref={ref}
        className={size === 'wide' ? 'modal modal--wide' : 'modal'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {onClose && (
            <button
              type="button"
              className="modal__close"
              onClick={onClose}
              aria-label={t('modal.close')}
            >
              <Icon name="close" />
            </button>
          )}
        </div>
        <div className="modal__body">{children}</div>
        {footer !== undefined && <div className="modal__footer">{footer}</div>}
      </div>
    </div>
  );
}
