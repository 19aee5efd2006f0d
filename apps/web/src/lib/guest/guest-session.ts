import { apiFetch, ApiError, guestDataPath, integrationPath } from '../api/guest-api.ts';

/**
 * What `GET /api/integrations/{project}/isloggedin` tells about the session
 * cookie the browser sent. Read leniently: `loggedIn` (or `logged_in`,
 * `isLoggedIn`) and the session's `user_id` (or `userId`) and
 * `reservation_id` when the server names them.
 */
export interface SessionStatus {
  loggedIn: boolean;
  userId: string | null;
  reservationId: string | null;
}

const str = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** Reads an `isloggedin` answer; anything unexpected counts as "no session". */
export function parseSessionStatus(body: unknown): SessionStatus {
  if (typeof body !== 'object' || body === null) {
    return { loggedIn: body === true, userId: null, reservationId: null };
  }
  const raw = body as Record<string, unknown>;
  const flag = raw.loggedIn ?? raw.logged_in ?? raw.isLoggedIn;
  return {
    loggedIn: flag === true,
    userId: str(raw.user_id) ?? str(raw.userId),
    reservationId: str(raw.reservation_id) ?? str(raw.reservationId),
  };
}

/** spec §7 `isloggedin`: the state of this project's session cookie. */
export async function fetchSessionStatus(projectId: string): Promise<SessionStatus> {
  try {
    return parseSessionStatus(await apiFetch(integrationPath(projectId, 'isloggedin')));
  } catch (error) {
    // 401/404: no (valid) session — an answer, not a failure.
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) {
      return { loggedIn: false, userId: null, reservationId: null };
    }
    throw error;
  }
}

/** `POST /api/guestdata/{project}/guests`: a new anonymous guest (`guest_app_…`) and its session cookie. */
export async function createAnonymousGuest(projectId: string): Promise<string> {
  const body = await apiFetch<{ userId?: unknown }>(guestDataPath(projectId, 'guests'), {
    method: 'POST',
    body: {},
  });
  const userId = str(body?.userId);
  if (!userId) throw new Error('The server answered without a guest id');
  return userId;
}

/**
 * Whether the session cookie still belongs to `userId` — for an anonymous
 * guest when `isloggedin` does not name the session's user: the profile
 * route answers 404 to anyone else (ARCHITECTURE security rules).
 */
export async function sessionOwns(projectId: string, userId: string): Promise<boolean> {
  try {
    await apiFetch(guestDataPath(projectId, 'profile', userId));
    return true;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return false;
    throw error;
  }
}
