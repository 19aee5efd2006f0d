import { TOAST_WIDTH_PX } from '@hospes/domain';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from './icon.tsx';
import { dismissToast, useToastStore, type ToastKind } from './toast-store.ts';
import './toast.css';

const KIND_ICON: Record<ToastKind, IconName> = { info: 'info', success: 'check', error: 'close' };

/**
 * Renders the toasts of the toast store: spec §2 position middle of the
 * screen, width 300 px. The live region is always in the document, so that a
 * screen reader announces a toast as soon as it is added. A toast with a
 * route is a link there (a new message opens its conversation when tapped).
 */
export function ToastHost() {
  const { t } = useTranslation();
  const toasts = useToastStore((s) => s.toasts);
  return (
    <div
      className="toast-host"
      role="status"
      aria-live="polite"
      aria-label={t('toast.region')}
      style={{ '--toast-width': `${TOAST_WIDTH_PX}px` } as CSSProperties}
    >
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.kind}`}>
          <Icon name={KIND_ICON[toast.kind]} className="toast__icon" />
          {toast.to ? (
            <Link
              className="toast__text toast__link"
              to={toast.to}
              onClick={() => dismissToast(toast.id)}
            >
              {toast.text}
            </Link>
          ) : (
            <span className="toast__text">{toast.text}</span>
          )}
        </div>
      ))}
    </div>
  );
}
