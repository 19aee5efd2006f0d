import { COPY_LABEL_RESET_MS } from '@hospes/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icon.tsx';
import { Modal } from '../ui/modal.tsx';
import { QrCode } from '../ui/qr-code.tsx';
import { showToast } from '../ui/toast-store.ts';
import { VisuallyHidden } from '../ui/visually-hidden.tsx';
import { copyToClipboard, facebookShareUrl, whatsappShareUrl } from './share-links.ts';
import '../ui/button.css';
import './share-dialog.css';

export interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
  /** The link to share (the app URL). */
  url: string;
}

/**
 * The share dialog of spec §2: Facebook and WhatsApp links, "Copy link"
 * (reads "Link copied" for 2.5 s after copying), the URL in a read-only field
 * and its QR code — and first, where the browser has one, the phone's own
 * share sheet.
 */
export function ShareDialog({ open, onClose, url }: ShareDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('share.title')}>
      <ShareContent url={url} />
    </Modal>
  );
}

/** Whether the browser has the Web Share API (phones; not desktop Chromium on Linux). */
function canShareNatively(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

function ShareContent({ url }: { url: string }) {
  const { t } = useTranslation();
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  // A new time on every copy restarts the 2.5 s of "Link copied".
  const [copiedAt, setCopiedAt] = useState<number | null>(null);

  useEffect(() => {
    if (copiedAt === null) return;
    const timer = setTimeout(() => setCopiedAt(null), COPY_LABEL_RESET_MS);
    return () => clearTimeout(timer);
  }, [copiedAt]);

  async function copy() {
    if (await copyToClipboard(url, field.current)) {
      setCopiedAt(Date.now());
    } else {
      field.current?.select();
      showToast({ text: t('share.copyFailed'), kind: 'error' });
    }
  }

  const copied = copiedAt !== null;
  return (
    <div className="share-dialog">
      <div className="share-dialog__links">
        {/* The phone's own share sheet (every app the guest has), where the browser offers it. */}
        {canShareNatively() && (
          <button
            type="button"
            className="ui-button ui-button--primary"
            onClick={() => void navigator.share({ url }).catch(() => undefined)}
          >
            <Icon name="share" /> {t('share.native')}
          </button>
        )}
        <a
          className="ui-button ui-button--secondary"
          href={facebookShareUrl(url)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('share.facebook')} <VisuallyHidden>{t('layout.opensInNewTab')}</VisuallyHidden>
        </a>
        <a
          className="ui-button ui-button--secondary"
          href={whatsappShareUrl(url)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('share.whatsapp')} <VisuallyHidden>{t('layout.opensInNewTab')}</VisuallyHidden>
        </a>
      </div>

      <label className="share-dialog__label" htmlFor={fieldId}>
        {t('share.urlLabel')}
      </label>
      <div className="share-dialog__copy">
        <input
          ref={field}
          id={fieldId}
          className="share-dialog__url"
          type="url"
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="ui-button ui-button--primary" onClick={copy}>
          <Icon name={copied ? 'check' : 'copy'} />
          {copied ? t('share.linkCopied') : t('share.copyLink')}
        </button>
      </div>
      <VisuallyHidden>
        <span aria-live="polite">{copied ? t('share.linkCopied') : ''}</span>
      </VisuallyHidden>

      <figure className="share-dialog__qr">
        <QrCode value={url} alt={t('share.qrAlt')} />
        <figcaption>{t('share.qrCaption')}</figcaption>
      </figure>
    </div>
  );
}
