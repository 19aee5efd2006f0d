import { DEFAULT_TIMEZONE, QUERY_LOGIN_PARAMS } from '@hospes/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useProjectId, useProjectModel } from '../../lib/model/model-context.tsx';
import { useGuestStore } from '../../lib/guest/guest-store.ts';

const KEYS = Object.keys(QUERY_LOGIN_PARAMS);

/**
 * Whether the address may carry a login link (a cheap look before the
 * parser loads): one of the spec §3 keys after a `?` or `&`, also inside an
 * encoded `redirect`.
 */
export function mayCarryQueryLogin(href: string): boolean {
  let text = href;
  try {
    text = decodeURIComponent(href);
  } catch {
    // A malformed escape: look at the address as it is.
  }
  return KEYS.some((key) => text.includes(`?${key}=`) || text.includes(`&${key}=`));
}

/**
 * spec §3/§4 login and presets by link (`?rid=…&lnm=…`, `?doa=…` …): once the
 * guest is settled, the parameters are taken out of the address at once
 * (replacing the history entry, so "back" does not bring them again) and
 * the login runs. The parser and the flow load only when the address may carry them.
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
    if (!ready || !mayCarryQueryLogin(window.location.href)) return;
    let cancelled = false;
    void Promise.all([import('./query-login-params.ts'), import('./run-query-login.ts')]).then(
      ([{ findQueryLogin }, { runQueryLogin }]) => {
        // The address is read now: a StrictMode rerun or a later navigation finds it cleaned.
        const found = cancelled ? null : findQueryLogin(window.location.href, { pathname, search });
        if (!found) return;
        if (found.source === 'search') {
          window.history.replaceState(window.history.state, '', found.cleaned);
        } else {
          void navigate(found.cleaned, { replace: true });
        }
        return runQueryLogin(projectId, queryClient, found.data, timeZone);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [ready, pathname, search, navigate, projectId, queryClient, timeZone]);

  return null;
}
