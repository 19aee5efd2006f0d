import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../components/ui/toast-store.ts';
import { contactOutboxKey } from '../lib/contact/contact-outbox-key.ts';
import { useProjectId } from '../lib/model/model-context.tsx';

/**
 * Sends the contact messages written offline when the connection returns
 * (and at a start that is online), wherever the guest is in the app, and
 * tells the guest. Loads the outbox only when something waits.
 */
export function ContactOutboxFlush() {
  const { t } = useTranslation();
  const projectId = useProjectId();
  useEffect(() => {
    const flush = () => {
      if (!navigator.onLine || localStorage.getItem(contactOutboxKey(projectId)) === null) return;
      void import('../features/contact/contact-outbox.ts')
        .then((outbox) => outbox.flushOutbox(projectId))
        .then((sent) => {
          if (sent > 0) showToast({ text: t('contactForm.sentLater'), kind: 'success' });
        })
        .catch((error: unknown) => console.warn('Queued contact messages not sent yet', error));
    };
    flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [projectId, t]);
  return null;
}
