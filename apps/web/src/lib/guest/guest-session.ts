import { NewGuestAnswerReader, SessionStatusAnswerReader } from '@hospes/domain/light-answers';
import { ANY_ANSWER, ApiError, apiRequest } from '@hospes/api-client';
import { guestDataPath, integrationPath } from '../api/api-paths.ts';

/** What `GET /api/integrations/{project}/isloggedin` tells about the session cookie the browser sent. */
export interface SessionStatus {
  loggedIn: boolean;
  userId: string | null;
  reservationId: string | null;
}

// The start asks these before its first page: read by zod-free readers that
// agree with the routes' schemas, so that no schema library loads on a first
// visit (docs/performance.md).

/** spec §7 `isloggedin`: the state of this project's session cookie. */
export async function fetchSessionStatus(projectId: string): Promise<SessionStatus> {
  try {
    const answer = await apiRequest(integrationPath(projectId, 'isloggedin'), {
      schema: SessionStatusAnswerReader,
    });
    return {
      loggedIn: answer.logged_in,
      userId: answer.user_id,
      reservationId: answer.reservation_id,
    };
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
  const answer = await apiRequest(guestDataPath(projectId, 'guests'), {
    method: 'POST',
    body: {},
    schema: NewGuestAnswerReader,
  });
  return answer.userId;
}

/**
 * Whether the session cookie still belongs to `userId` — for an anonymous
 * guest when `isloggedin` does not name the session's user: the profile
 * route answers 404 to anyone else (ARCHITECTURE security rules).
 */
export async function sessionOwns(projectId: string, userId: string): Promise<boolean> {
  try {
    await apiRequest(guestDataPath(projectId, 'profile', userId), { schema: ANY_ANSWER });
    return true;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return false;
    throw error;
  }
}
