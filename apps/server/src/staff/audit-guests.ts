// The guest an audit entry concerns, read from what the entry's target
// names: a request, an order, a booking, a check-in (by their ids), a
// conversation (the user id) or a reservation (its id).
import type { AuditEntry, StaffGuest } from '@hospes/domain';
import type { GuestDirectory, GuestSubject } from './guest-directory.ts';
import type {
  GuestLookupRepository,
  GuestRowTable as RowTable,
} from './guest-lookup.repository.ts';

/** Actions whose target is the id of a row that names its guest. */
const ROW_TABLE: Record<string, RowTable> = {
  request: 'guest_requests',
  order: 'orders',
  registration: 'registrations',
};
const USER_ACTIONS = new Set(['message.send']);
const RESERVATION_ACTIONS = new Set(['reservation.save', 'reservation.identity.view']);
const CHECKIN_ACTIONS = new Set(['registration-form.download']);

export async function auditGuests(
  lookup: GuestLookupRepository,
  directory: GuestDirectory,
  projectId: string,
  entries: readonly AuditEntry[],
): Promise<(StaffGuest | null)[]> {
  const targets = (test: (action: string) => boolean) =>
    entries.flatMap((e) => (e.target !== null && test(e.action) ? [e.target] : []));
  const tableOf = (action: string) => ROW_TABLE[action.split('.')[0] ?? ''];

  // Rows (requests, orders, bookings) to their guests.
  const subjectOfRow = new Map<string, GuestSubject>();
  for (const table of new Set(Object.values(ROW_TABLE))) {
    const ids = targets((action) => tableOf(action) === table);
    for (const row of await lookup.rowGuests(table, projectId, ids)) {
      subjectOfRow.set(`${table}:${row.id}`, row);
    }
  }
  const checkinIds = targets((action) => CHECKIN_ACTIONS.has(action));
  const reservationOfCheckin = new Map(
    (await lookup.checkinReservations(projectId, checkinIds)).map((r) => [r.id, r.reservationId]),
  );

  const subjects = [
    ...subjectOfRow.values(),
    ...targets((action) => USER_ACTIONS.has(action)).map((userId) => ({ userId })),
  ];
  const reservationIds = [
    ...targets((action) => RESERVATION_ACTIONS.has(action)),
    ...reservationOfCheckin.values(),
  ];
  const [byUser, byReservation] = await Promise.all([
    directory.forUsers(projectId, subjects),
    directory.forReservations(projectId, reservationIds),
  ]);

  return entries.map(({ action, target }) => {
    if (target === null) return null;
    if (USER_ACTIONS.has(action)) return byUser.get(target) ?? null;
    if (RESERVATION_ACTIONS.has(action)) return byReservation.get(target) ?? null;
    if (CHECKIN_ACTIONS.has(action)) {
      const reservationId = reservationOfCheckin.get(target);
      return reservationId ? (byReservation.get(reservationId) ?? null) : null;
    }
    const table = tableOf(action);
    const subject = table && subjectOfRow.get(`${table}:${target}`);
    return subject ? (byUser.get(subject.userId) ?? null) : null;
  });
}
