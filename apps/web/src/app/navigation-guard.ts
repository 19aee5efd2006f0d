import { resolveNavigation, type NavigationDecision } from '@hospes/domain';
import { redirect, type LoaderFunctionArgs } from 'react-router';

/** What the route guards of spec §2 need to know at the moment of a navigation. */
export interface GuardState {
  isLoggedIn: boolean;
  /** project_settings.login.blocking_splash_screen.active */
  blockingSplashScreen: boolean;
}

/** The in-app path of a hash URL: '#/topic/x?y=1' → '/topic/x?y=1', '' → '/'. */
export function hashPath(hash: string): string {
  const path = hash.replace(/^#/, '');
  return path.startsWith('/') ? path : `/${path}`;
}

/**
 * Decides the first navigation (spec §2 guards, `isFirstNavigation`) from the
 * address the app was opened with, and prepares the history before the router
 * reads it: a redirect replaces the entry; "replace home then push" replaces
 * it by '/' and returns the target that the caller pushes once the router exists.
 */
export function prepareFirstNavigation(
  state: GuardState,
  win: Window = window,
): NavigationDecision {
  const decision = resolveNavigation({
    targetPath: hashPath(win.location.hash),
    ...state,
    isFirstNavigation: true,
  });
  if (decision.type === 'redirect') win.history.replaceState(null, '', `#${decision.to}`);
  if (decision.type === 'replace-home-then-push') win.history.replaceState(null, '', '#/');
  return decision;
}

/**
 * Root loader: applies the guards of spec §2 to every later navigation
 * (the root route revalidates on each one).
 */
export function guardLoader(getState: () => GuardState) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const decision = resolveNavigation({
      targetPath: url.pathname + url.search,
      ...getState(),
      isFirstNavigation: false,
    });
    if (decision.type === 'redirect') throw redirect(decision.to);
    return null;
  };
}
