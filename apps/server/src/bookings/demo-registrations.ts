// The demo guest R-1002 (Erika Gast, alpenrose) starts with two
// registrations: the next morning yoga she can still cancel (confirmed at
// once) and the next snowshoe hike with Sepp (waiting for the staff's
// confirmation). Booked
// through the service like any guest's, once per demo day (the key names
// the day), so the places, messages and plan are real.
import type { ReservationUsersRepository } from '../auth/reservation-users.repository.ts';
import type { BookingService } from './booking.service.ts';

interface DemoRegistration {
  activityId: string;
  teamMemberId?: string;
  persons: { priceOptionId: string; count: number }[];
}

const DEMO: {
  projectId: string;
  reservationId: string;
  guestId: string;
  book: DemoRegistration[];
}[] = [
  {
    projectId: 'alpenrose',
    reservationId: 'R-1002',
    guestId: 'R-1002-G1',
    book: [
      { activityId: 'alp-prog-yoga', persons: [{ priceOptionId: 'guest', count: 1 }] },
      {
        activityId: 'alp-prog-snowshoe',
        teamMemberId: 'sepp',
        persons: [{ priceOptionId: 'guest', count: 1 }],
      },
    ],
  },
];

/** Books the demo registrations of `today` (skips projects or items that are missing). */
export async function seedDemoRegistrations(
  bookings: BookingService,
  users: ReservationUsersRepository,
  projectIds: ReadonlySet<string>,
  today: (projectId: string) => string | undefined,
  now: number,
): Promise<number> {
  let booked = 0;
  for (const demo of DEMO) {
    const day = today(demo.projectId);
    if (!projectIds.has(demo.projectId) || !day) continue;
    const userId = await users.userIdFor(demo.projectId, demo.guestId, new Date(now));
    const caller = { projectId: demo.projectId, userId, reservationId: demo.reservationId };
    for (const entry of demo.book) {
      const slots = await bookings
        .slots(demo.projectId, entry.activityId, { lang: 'de' })
        .catch(() => null);
      // The next slot the guest can still cancel (the demo shows cancelling):
      // at 06:30 the 08:00 yoga is past its 2-hour deadline, so tomorrow's.
      const deadlineMs = (slots?.cancellationDeadlineHours ?? 0) * 3_600_000;
      const next = slots?.slots.find(
        (s) => s.bookable === 'open' && s.free > 0 && Date.parse(s.start) - deadlineMs > now,
      );
      if (!next) continue;
      await bookings.book(
        caller,
        {
          activityId: entry.activityId,
          slotId: next.slotId,
          persons: entry.persons,
          idempotencyKey: `demo-${day}-${entry.activityId}`,
          lang: 'de',
          ...(entry.teamMemberId ? { teamMemberId: entry.teamMemberId } : {}),
        },
        '',
      );
      booked += 1;
    }
  }
  return booked;
}
