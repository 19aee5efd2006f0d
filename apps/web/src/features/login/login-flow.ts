import type { QueryClient } from '@tanstack/react-query';
import { setPlanHintsCount } from '../../lib/nav/nav-badges.ts';
import { showToast } from '../../components/ui/toast-store.ts';
import { i18n, loadLabelParts } from '../../i18n/i18n.ts';
import { establishGuest } from '../../lib/guest/establish-guest.ts';
import { ApiError } from '@hospes/api-client';
import { fetchSessionStatus } from '../../lib/guest/guest-session.ts';
import { useGuestStore } from '../../lib/guest/guest-store.ts';
import { guestKeys } from '../../lib/guest/use-guest.ts';
import { dropGuestCopy } from '../../lib/offline/guest-offline-copy.ts';
import { keepDeviceChoices } from './keep-device-choices.ts';
import { postLinkLogin, postLogin, postLogout, type LoginData } from './login-api.ts';

/** How a login ended. */
export type LoginOutcome =
  | { ok: true; userId: string }
  | { ok: false; reason: 'failed' }
  /** 429: too many tries; `retryAfterSeconds` from the server's Retry-After. */
  | { ok: false; reason: 'rate_limited'; retryAfterSeconds: number | null };

/**
 * The labels of the login's toasts: a login by link runs before the guest
 * touched anything, when only the first page's labels are there. Never
 * rejects (a toast then shows what i18next has).
 */
const authLabels = () => loadLabelParts(['auth']).catch(() => undefined);

/** Whole minutes to wait (at least 1) for the rate-limit message. */
export function waitMinutes(retryAfterSeconds: number | null): number {
  return Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60));
}

/**
 * The guest's server data leaves the cache (spec §4: plan, hints,
 * reservations, invoices) — and the device: the copy kept for offline.
 */
function clearGuestData(projectId: string, queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: guestKeys.project(projectId) });
  dropGuestCopy(projectId);
  setPlanHintsCount(0);
}

/**
 * The personal link of a journey mail (docs/journeys.md): logs in like the
 * login (the same cache clearing and toast); an expired link says so and
 * opens the login dialog — the guest logs in with the reservation data.
 */
export async function logInWithLink(
  projectId: string,
  queryClient: QueryClient,
  token: string,
): Promise<LoginOutcome> {
  const labels = authLabels();
  try {
    const answer = await postLinkLogin(projectId, token);
    clearGuestData(projectId, queryClient);
    useGuestStore.getState().setLoggedIn(answer.user_id, answer.reservation_id);
    await labels;
    showToast({ text: i18n.t('login.toast_success'), kind: 'success' });
    return { ok: true, userId: answer.user_id };
  } catch (error) {
    await labels;
    const expired = error instanceof ApiError && error.status === 410;
    showToast({
      text: i18n.t(expired ? 'login.link_expired' : 'login.toast_failed'),
      kind: 'error',
    });
    if (expired) useGuestStore.getState().openLoginDialog();
    return { ok: false, reason: 'failed' };
  }
}

/**
 * spec §4 login: on success the session user id before login becomes the
 * temporary id and the new user id is set (the session itself is the
 * server's HttpOnly cookie); the previous guest's data leaves the cache; the
 * toast "Login successful." shows. On failure the toast "Login failed."
 * (spec §8); after 429 the caller shows the wait time (or the toast, with
 * `rateLimitToast`).
 */
export async function logIn(
  projectId: string,
  queryClient: QueryClient,
  data: LoginData,
  options: { rateLimitToast?: boolean } = {},
): Promise<LoginOutcome> {
  const labels = authLabels();
  try {
    const userId = await postLogin(projectId, data, i18n.language);
    clearGuestData(projectId, queryClient);
    useGuestStore.getState().setLoggedIn(userId, data.reservation_id?.trim() || null);
    await labels;
    showToast({ text: i18n.t('login.toast_success'), kind: 'success' });
    return { ok: true, userId };
  } catch (error) {
    await labels;
    if (error instanceof ApiError && error.status === 429) {
      // Where no dialog shows the wait time (login by link), the toast does.
      const text = options.rateLimitToast
        ? i18n.t('login.rateLimited', { count: waitMinutes(error.retryAfterSeconds) })
        : i18n.t('login.toast_failed');
      showToast({ text, kind: 'error' });
      return { ok: false, reason: 'rate_limited', retryAfterSeconds: error.retryAfterSeconds };
    }
    console.warn('Login failed', error);
    showToast({ text: i18n.t('login.toast_failed'), kind: 'error' });
    return { ok: false, reason: 'failed' };
  }
}

/** Whether the server has ended the session (a logout answered 401/404 for a session already gone). */
async function sessionAlreadyEnded(projectId: string, error: unknown): Promise<boolean> {
  if (!(error instanceof ApiError) || (error.status !== 401 && error.status !== 404)) return false;
  try {
    return !(await fetchSessionStatus(projectId)).loggedIn;
  } catch {
    return false;
  }
}

/**
 * spec §4 logout: only the status SUCESSFULLY_LOGGED_OUT counts (else the
 * toast "Logout failed.", and the guest stays logged in). Then all user
 * data is deleted, the temporary id is restored if it differs — when the
 * server still lets this browser be that guest — otherwise a new guest id is
 * made, and a toast says so. The blocking splash screen's redirect to
 * /login follows from the guest no longer being logged in.
 */
export async function logOut(projectId: string, queryClient: QueryClient): Promise<boolean> {
  const labels = authLabels();
  try {
    // spec §4: only SUCESSFULLY_LOGGED_OUT counts (any other answer throws).
    await postLogout(projectId);
  } catch (error) {
    if (!(await sessionAlreadyEnded(projectId, error))) {
      console.warn('Logout failed', error);
      await labels;
      showToast({ text: i18n.t('logout.hint_failed'), kind: 'error' });
      return false;
    }
  }
  clearGuestData(projectId, queryClient);
  keepDeviceChoices();
  const store = useGuestStore.getState();
  store.setLoggedOut();
  // Features wait for `ready` before they call guest APIs with the id being settled.
  store.setReady(false);
  await labels;
  showToast({ text: i18n.t('logout.toast_success'), kind: 'success' });
  await establishGuest(projectId, queryClient);
  return true;
}
