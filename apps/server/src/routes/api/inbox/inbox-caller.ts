import type { InboxCaller } from '../../../inbox/inbox-context.ts';
import type { GuestSession } from '../../../sessions/session-manager.ts';

/** The inbox services' view of a guest session. */
export function inboxCaller(session: GuestSession): InboxCaller {
  return {
    projectId: session.projectId,
    userId: session.userId,
    reservationId: session.reservationId,
  };
}
