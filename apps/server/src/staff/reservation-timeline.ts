// One timeline per reservation for the front desk: what its guests asked,
// booked, ordered and wrote, and what the staff answered — newest first.
import type { TimelineEntry } from '@hospes/domain';
import type { PmsAdapter } from '../pms/pms-adapter.ts';
import type { TimelineRepository } from './reservation-timeline.repository.ts';

/** A message on the timeline: its start, the conversation has the rest. */
const MESSAGE_CHARS = 160;

const NO_DETAIL = {
  text: null,
  from: null,
  amountMinor: null,
  currency: null,
  startAt: null,
} as const;

const shorten = (text: string) =>
  text.length > MESSAGE_CHARS ? `${text.slice(0, MESSAGE_CHARS - 1).trimEnd()}…` : text;

/**
 * The newest `limit` entries of the reservation's timeline; `more` when
 * there are older ones. null for a reservation the PMS does not know.
 */
export async function reservationTimeline(
  deps: { pms: PmsAdapter; timeline: TimelineRepository },
  projectId: string,
  reservationId: string,
  limit: number,
): Promise<{ entries: TimelineEntry[]; more: boolean } | null> {
  const reservation = await deps.pms.getReservation(projectId, reservationId);
  if (!reservation) return null;
  const users = await deps.timeline.usersOf(
    projectId,
    reservationId,
    reservation.guests.map((g) => g.id),
  );
  // One more than asked for of each kind: whether older entries exist.
  const rows = await deps.timeline.rows(projectId, reservationId, users, limit + 1);
  const entries: TimelineEntry[] = [
    ...rows.requests.map((r) => ({
      at: r.created_at,
      kind: 'request' as const,
      userId: r.user_id,
      title: r.subject,
      status: r.status,
      ...NO_DETAIL,
    })),
    ...rows.bookings.map((b) => ({
      at: b.created_at,
      kind: 'booking' as const,
      userId: b.user_id,
      title: b.subject,
      status: b.status,
      ...NO_DETAIL,
      amountMinor: b.total_minor,
      currency: b.currency,
      startAt: b.start_at,
    })),
    ...rows.orders.map((o) => ({
      at: o.created_at,
      kind: 'order' as const,
      userId: o.user_id,
      title: o.number,
      status: o.status,
      ...NO_DETAIL,
      amountMinor: o.total_minor,
      currency: o.currency,
    })),
    ...rows.messages.map((m) => ({
      at: m.created_at,
      kind: 'message' as const,
      userId: m.user_id,
      title: '',
      status: null,
      ...NO_DETAIL,
      text: shorten(m.content),
      from: m.sender === 'staff' ? ('staff' as const) : ('guest' as const),
    })),
  ].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  return { entries: entries.slice(0, limit), more: entries.length > limit };
}
