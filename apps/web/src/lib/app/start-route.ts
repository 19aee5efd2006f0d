// The route this app start opened on, read before the router changes the
// address. A guest who follows a link to an activity, a booking, check-in or
// check-out came for that page: the start's popups do not greet them
// (docs/decisions/017 pacing).
import { matchRoute, type RouteName } from '@hospes/domain';

let start: RouteName | undefined;

/** Called once at the start with the address's hash route ('#/activity/x' → 'activity'). */
export function rememberStartRoute(hash: string): void {
  const path = hash.replace(/^#/, '') || '/';
  start = matchRoute(path.startsWith('/') ? path : `/${path}`);
}

/** Whether this app start opened on a page other than the welcome page (a deep link). */
export function startedOnDeepLink(): boolean {
  return start !== undefined && start !== 'welcome';
}

/** Forgets the start (tests start the app more than once). */
export function resetStartRoute(): void {
  start = undefined;
}
