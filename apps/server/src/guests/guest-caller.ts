// Who calls a guest route, as every guest-facing service takes it.

/** The session's project and guest, and the reservation the guest logged in with. */
export interface GuestCaller {
  projectId: string;
  userId: string;
  /** null for an anonymous guest. */
  reservationId: string | null;
}

/** The caller of a guest session. */
export function callerOf(session: GuestCaller): GuestCaller {
  return {
    projectId: session.projectId,
    userId: session.userId,
    reservationId: session.reservationId,
  };
}
