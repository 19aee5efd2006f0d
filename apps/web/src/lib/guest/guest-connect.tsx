import { ANY_ANSWER, apiRequest } from '@hospes/api-client';
import { useEffect } from 'react';
import { isIos, isStandalone, notificationPermission } from '../app/device.ts';
import { useActiveLanguage } from '../../i18n/language-store.ts';
import { guestDataPath } from '../api/api-paths.ts';
import { useProjectId, useProjectModel } from '../model/model-context.tsx';
import { useProjectStore } from '../project/project-store.ts';
import { useGuest } from './use-guest.ts';
import { knownContexts, startContexts } from './start-contexts.ts';

/** The body of spec §7 `POST guestdata/{project}/connect/{userId}`. */
export function connectBody(
  contexts: Readonly<Record<string, string>>,
  lang: string,
  device: { pushGranted: boolean; isIOS: boolean; isStandalone: boolean },
) {
  const withContexts = Object.keys(contexts).length > 0 ? { contexts: { ...contexts } } : {};
  return {
    registrations: {
      push: { permission: device.pushGranted, ...withContexts },
      inapp: { permission: true, ...withContexts },
    },
    ...withContexts,
    lang,
    isIOS: device.isIOS,
    isStandalone: device.isStandalone,
  };
}

/**
 * spec §7 connect (spec §4: login and logout "reconnect the user"): whenever
 * the app has a guest — at start, after a login, after a logout — it tells
 * the server the guest's registrations, contexts, language and device (an
 * iPhone; opened from the home screen). The contexts a start link named are
 * kept first, if the model knows them. A failure is logged only (spec §8).
 * Renders nothing.
 */
export function GuestConnect() {
  const projectId = useProjectId();
  const model = useProjectModel();
  const { userId, ready } = useGuest();
  const known = model.project_settings.contexts;

  useEffect(() => {
    const fresh = knownContexts(startContexts(), known);
    if (Object.keys(fresh).length > 0) useProjectStore.getState().addContexts(fresh);
  }, [known]);

  useEffect(() => {
    if (!ready || !userId) return;
    const contexts = knownContexts(useProjectStore.getState().contexts, known);
    const body = connectBody(contexts, useActiveLanguage.getState().lang, {
      pushGranted: notificationPermission() === 'granted',
      isIOS: isIos(),
      isStandalone: isStandalone(),
    });
    apiRequest(guestDataPath(projectId, 'connect', userId), { body, schema: ANY_ANSWER }).catch(
      (error: unknown) => console.warn(`The app could not connect the guest: ${String(error)}`),
    );
    // Once per guest (start, login, logout); a language change has its own call (spec §7).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [projectId, userId, ready]);

  return null;
}
