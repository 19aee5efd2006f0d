import { IN_APP_NOTIFICATION_DELAY_MS, type InappNotification } from '@hospes/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { anyModalOpen, Modal } from '../../components/ui/modal.tsx';
import { useGuest } from '../../lib/guest/use-guest.ts';
import {
  fetchUnseenNotifications,
  inboxKeys,
  markNotificationSeen,
} from '../../lib/inbox/inbox-api.ts';
import { NotificationLink } from '../../lib/inbox/notification-link.tsx';
import { useProjectId } from '../../lib/model/model-context.tsx';
import '../../components/ui/button.css';
import './received-notifications.css';

/**
 * spec §4 received notifications: the guest's unseen in-app notifications
 * in a modal, "Message X of Y" with previous and next, shown 1 s after they
 * arrive (spec §9) and after the other popups. Moving forward marks the one
 * left seen; closing marks the one shown seen. Payloads with `omitPopup`
 * only appear in the inbox's news.
 */
export default function ReceivedNotifications() {
  const { t } = useTranslation();
  const projectId = useProjectId();
  const { userId, ready } = useGuest();
  const owner = ready ? userId : null;
  const queryClient = useQueryClient();
  const unseen = useQuery({
    queryKey: inboxKeys.notifications(projectId, owner ?? ''),
    queryFn: ({ signal }) => fetchUnseenNotifications(projectId, owner ?? '', signal),
    enabled: owner !== null,
    staleTime: 60_000,
  });
  const [shown, setShown] = useState<InappNotification[] | null>(null);
  const [index, setIndex] = useState(0);

  const pending = (unseen.data ?? []).filter((n) => !n.omitPopup);
  const waiting = shown === null && pending.length > 0;
  useEffect(() => {
    if (!waiting) return;
    let timer: ReturnType<typeof setTimeout>;
    const open = () => {
      if (anyModalOpen()) {
        timer = setTimeout(open, IN_APP_NOTIFICATION_DELAY_MS);
        return;
      }
      setIndex(0);
      setShown(pending);
    };
    timer = setTimeout(open, IN_APP_NOTIFICATION_DELAY_MS);
    return () => clearTimeout(timer);
    // `pending` is read when the timer fires; a new list restarts nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waiting]);

  if (!shown || owner === null) return null;
  const current = shown[index];
  if (!current) return null;
  const seen = (payload: InappNotification) =>
    void markNotificationSeen(projectId, owner, payload.rId).catch(() => undefined);
  const close = () => {
    seen(current);
    setShown(null);
    void queryClient.invalidateQueries({ queryKey: inboxKeys.notifications(projectId, owner) });
    void queryClient.invalidateQueries({ queryKey: inboxKeys.inbox(projectId, owner) });
  };
  const next = () => {
    seen(current);
    setIndex((i) => i + 1);
  };

  return (
    <Modal
      open
      title={t('notifications.counter', { index: index + 1, count: shown.length })}
      onClose={close}
      footer={
        <div className="received-notifications__nav">
          <button
            type="button"
            className="ui-button ui-button--secondary"
            disabled={index === 0}
            onClick={() => setIndex((i) => i - 1)}
          >
            {t('notifications.previous')}
          </button>
          {index < shown.length - 1 ? (
            <button type="button" className="ui-button ui-button--primary" onClick={next}>
              {t('notifications.next')}
            </button>
          ) : (
            <button type="button" className="ui-button ui-button--primary" onClick={close}>
              {t('notifications.close')}
            </button>
          )}
        </div>
      }
    >
      <div className="received-notifications__body" aria-live="polite">
        <h3 className="received-notifications__title">{current.data.title}</h3>
        {current.data.body && <p className="received-notifications__text">{current.data.body}</p>}
        <NotificationLink payload={current} onFollow={close} />
      </div>
    </Modal>
  );
}
