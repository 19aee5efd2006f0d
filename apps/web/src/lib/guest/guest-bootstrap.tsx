import { resolveNavigation } from '@hospes/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useProjectId, useProjectModel } from '../model/model-context.tsx';
import { establishGuest } from './establish-guest.ts';
import { useGuestStore } from './guest-store.ts';

/**
 * Settles who the guest is once the app runs (spec §4 startup "check login";
 * spec §6 anonymous guest by default) — after the first paint, in an effect,
 * so the page never waits for it. A check that failed offline runs again
 * when the browser is back online. Renders nothing.
 */
export function GuestBootstrap() {
  const projectId = useProjectId();
  const queryClient = useQueryClient();

  useEffect(() => {
    let cancelled = false;
    let retryWhenOnline: (() => void) | undefined;
    const run = () => {
      void establishGuest(projectId, queryClient).then((outcome) => {
        if (cancelled || outcome !== 'offline') return;
        retryWhenOnline = () => run();
        window.addEventListener('online', retryWhenOnline, { once: true });
      });
    };
    run();
    return () => {
      cancelled = true;
      if (retryWhenOnline) window.removeEventListener('online', retryWhenOnline);
    };
  }, [projectId, queryClient]);

  return <SplashScreenGuard />;
}

/**
 * spec §2 blocking splash screen: when the guest stops being logged in on a
 * protected page (a stored login found invalid, a logout), the page is
 * replaced by the login with the redirect back to it. Navigations
 * themselves are guarded by the router's loader.
 */
function SplashScreenGuard() {
  const model = useProjectModel();
  const blocking = model.project_settings.login?.blocking_splash_screen?.active === true;
  const loggedIn = useGuestStore((state) => state.loggedIn);
  const ready = useGuestStore((state) => state.ready);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!ready || loggedIn || !blocking) return;
    const decision = resolveNavigation({
      targetPath: pathname + search,
      isLoggedIn: false,
      blockingSplashScreen: true,
      isFirstNavigation: false,
    });
    if (decision.type === 'redirect') void navigate(decision.to, { replace: true });
  }, [ready, loggedIn, blocking, pathname, search, navigate]);

  return null;
}
