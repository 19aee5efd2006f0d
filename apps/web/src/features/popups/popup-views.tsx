import type { ContentItem } from '@hospes/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useProjectId, useProjectModel } from '../../lib/model/model-context.tsx';
import { useGuest } from '../../lib/guest/use-guest.ts';
import { ModelImage } from '../../components/ui/model-image.tsx';
import { showToast } from '../../components/ui/toast-store.ts';
import { isIos } from '../../lib/app/device.ts';
import { promptInstall, useInstallPrompt } from './install-prompt.ts';
import { PopupFrame, type PopupViewProps } from './popup-frame.tsx';
import { requestPushPermission } from './push-permission.ts';

/**
 * spec §2/§3 add to homescreen: the browser's deferred install prompt where
 * there is one; on iOS (no prompt) Safari's Share → "Add to Home Screen"
 * steps; elsewhere the browser menu's install entry. Not shown when the app
 * already runs installed (decided by the domain's popup rules).
 */
export function AddToHomescreenPopup({ popup, onDone }: PopupViewProps) {
  const { t } = useTranslation();
  const deferred = useInstallPrompt((state) => state.deferred);
  if (deferred) {
    return (
      <PopupFrame
        popup={popup}
        onDismiss={() => onDone('dismissed')}
        action={
          <button
            type="button"
            className="ui-button ui-button--primary"
            onClick={() => {
              onDone('action');
              void promptInstall();
            }}
          >
            {t('popups.homescreen.install')}
          </button>
        }
      />
    );
  }
  const ios = isIos();
  return (
    <PopupFrame popup={popup} onDismiss={() => onDone('dismissed')} dismissLabel={t('popups.ok')}>
      <ol className="popup__steps">
        {ios ? (
          <>
            <li>{t('popups.homescreen.iosShare')}</li>
            <li>{t('popups.homescreen.iosAdd')}</li>
          </>
        ) : (
          <li>{t('popups.homescreen.browserMenu')}</li>
        )}
      </ol>
    </PopupFrame>
  );
}

/**
 * spec §4 push: shown by the domain only where push is supported, active for
 * the project and not yet answered. The guest answers the browser's question;
 * when allowed, the app subscribes through its service worker and registers
 * the subscription with the server.
 */
export function EnableNotificationsPopup({ popup, onDone }: PopupViewProps) {
  const { t } = useTranslation();
  const projectId = useProjectId();
  const { userId } = useGuest();
  const [asking, setAsking] = useState(false);
  const ask = async () => {
    setAsking(true);
    const permission = await requestPushPermission(projectId);
    onDone('action');
    if (permission === 'granted') {
      // Loaded only now: subscribing needs the API schemas, a first visit does not.
      if (userId) {
        void import('../../lib/push/push-subscription.ts').then((push) =>
          push.ensurePushRegistered(projectId, userId, true),
        );
      }
      showToast({ text: t('popups.notifications.granted'), kind: 'success' });
    } else if (permission === 'denied') {
      showToast({ text: t('popups.notifications.denied') });
    }
  };
  return (
    <PopupFrame
      popup={popup}
      onDismiss={() => onDone('dismissed')}
      action={
        <button
          type="button"
          className="ui-button ui-button--primary"
          disabled={asking}
          onClick={() => void ask()}
        >
          {t('popups.notifications.allow')}
        </button>
      }
    />
  );
}

/** spec §4 info: shown once per popup id. */
export function InfoPopup({ popup, onDone }: PopupViewProps) {
  const { t } = useTranslation();
  return (
    <PopupFrame popup={popup} onDismiss={() => onDone('dismissed')} dismissLabel={t('popups.ok')} />
  );
}

function findItem(topics: readonly { items: ContentItem[] }[], id: string) {
  for (const topic of topics) {
    const item = topic.items.find((candidate) => candidate.id === id);
    if (item) return item;
  }
  return undefined;
}

/** spec §4 special offer: the offer item (valid now, checked by the domain) and a link to it. */
export function SpecialOfferPopup({ popup, onDone }: PopupViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const model = useProjectModel();
  const offer = popup.offerId ? findItem(model.discover.topics, popup.offerId) : undefined;
  const image = offer?.images?.[0];
  return (
    <PopupFrame
      popup={popup}
      onDismiss={() => onDone('dismissed')}
      action={
        <button
          type="button"
          className="ui-button ui-button--primary"
          onClick={() => {
            onDone('action');
            void navigate(`/activity/${encodeURIComponent(popup.offerId ?? '')}`);
          }}
        >
          {popup.link_title || t('popups.offer.view')}
        </button>
      }
    >
      {offer && (
        <figure className="popup__offer">
          {image && <ModelImage className="popup__offer-image" src={image} alt="" sizes="32rem" />}
          <figcaption className="popup__offer-title">{offer.title}</figcaption>
        </figure>
      )}
    </PopupFrame>
  );
}
