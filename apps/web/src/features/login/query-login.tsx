import { DEFAULT_TIMEZONE } from '@hospes/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useProjectId, useProjectModel } from '../../app/model-context.tsx';
import { useGuestStore } from '../guest/guest-store.ts';
import { findQueryLogin } from './query-login-params.ts';

/**
 * spec §3/§4 login and presets by link (`?rid=…&lnm=…`, `?doa=…` …): once the
 * guest is settled, the parameters are taken out of the address at once
 * (replacing the history entry, so "back" does not bring them again) and
 * the login runs. The flow itself loads only when a link carries parameters.
 */
export function QueryLogin() {
  const projectId = useProjectId();
  const model = useProjectModel();
  const queryClient = useQueryClient();
  const ready = useGuestStore((state) => state.ready);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const timeZone = model._meta.timezone ?? DEFAULT_TIMEZONE;

  useEffect(() => {
    if (!ready) return;
    const found = findQueryLogin(window.location.href, { pathname, search });
    if (!found) return;
    if (found.source === 'search') {
      window.history.replaceState(window.history.state, '', found.cleaned);
    } else {
      void navigate(found.cleaned, { replace: true });
    }
    void import('./run-query-login.ts').then(({ runQueryLogin }) =>
      runQueryLogin(projectId, queryClient, found.data, timeZone),
    );
  }, [ready, pathname, search, navigate, projectId, queryClient, timeZone]);

  return null;
}
