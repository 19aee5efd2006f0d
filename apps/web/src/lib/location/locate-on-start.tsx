import { LOCATION_TOAST_MS } from '@hospes/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectModel } from '../model/model-context.tsx';
import { showToast } from '../../components/ui/toast-store.ts';
import { locateGuest } from './geolocation.ts';
import { useLocationStore } from './location-store.ts';

/**
 * spec §4 "Locating user on start" (when `discover.properties.
 * locate_user_on_start` is set): once per app start, show the toast
 * `user_location.search_content_in_progress` for 3 s (LOCATION_TOAST_MS),
 * ask the browser for the position and store it; lists sorted by distance
 * follow the store. A refusal or failure is ignored (spec §8).
 *
 * Renders nothing. Idempotent: however many copies are mounted, and however
 * often, it asks once per session — so it can sit in the layout and on pages.
 */
export function LocateOnStart() {
  const enabled = useProjectModel().discover.properties.locate_user_on_start === true;
  const { t } = useTranslation();
  useEffect(() => {
    const store = useLocationStore.getState();
    if (!enabled || store.startLocateDone) return;
    store.markStartLocateDone();
    if (!globalThis.navigator?.geolocation) return;
    showToast({
      text: t('user_location.search_content_in_progress'),
      durationMs: LOCATION_TOAST_MS,
    });
    void locateGuest();
  }, [enabled, t]);
  return null;
}
