// The bookable programme for the routes (`fastify.bookings`): slots, the
// guests' registrations, and what an online payment of one settles.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { BookingService } from '../../bookings/booking.service.ts';
import { SlotDesk } from '../../bookings/slot-desk.ts';
import { ProgrammeReader } from '../../bookings/programme-reader.ts';
import { createRegistrationRepository } from '../../bookings/registration.repository.ts';
import { zonedDate } from '@hospes/domain';
import { createReservationUsersRepository } from '../../auth/reservation-users.repository.ts';
import { seedDemoRegistrations } from '../../bookings/demo-registrations.ts';
import { GuestNotifier } from '../../inbox/guest-notifier.ts';
import { createMessageRepository } from '../../inbox/message.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    bookings: BookingService;
    /** The staff's side of the programme: slots, participants, decisions. */
    slotDesk: SlotDesk;
    /** The auto messages of registrations and orders (spec §4). */
    guestNotifier: GuestNotifier;
  }
}

const bookings: FastifyPluginAsync<{ now?: (() => number) | undefined }> = async (app, options) => {
  const now = options.now ?? Date.now;
  const notifier = new GuestNotifier({
    messages: createMessageRepository(app.database.db),
    hub: app.inbox.hub,
    push: app.inbox.push,
    settings: app.inbox.settings,
    now,
  });
  const deps = {
    registrations: createRegistrationRepository(app.database.db),
    programme: new ProgrammeReader(app.projects),
    notifier,
    pms: app.pms,
    payments: app.payments,
    now,
  };
  const service = new BookingService(deps);
  app.payments.settlePurchasesWith('registration', {
    paid: (payment) => service.paid(payment),
    unpaid: (payment) => service.unpaid(payment),
  });
  app.decorate('bookings', service);
  app.decorate('slotDesk', new SlotDesk(deps));
  app.decorate('guestNotifier', notifier);
  if (!app.config.demo) return;

  // Demo: R-1002 starts each demo day with two registrations.
  const users = createReservationUsersRepository(app.database.db);
  const seeded = new Set<string>();
  const seed = async () => {
    const projectIds = new Set(app.projects.listProjects().map((p) => p.id));
    const today = (id: string) => {
      const project = app.projects.findProject(id);
      return project && zonedDate(now(), project.place.timezone);
    };
    const key = [...projectIds].map((id) => `${id}:${today(id)}`).join();
    if (seeded.has(key)) return;
    const booked = await seedDemoRegistrations(service, users, projectIds, today, now());
    seeded.add(key);
    if (booked > 0) app.log.info({ booked }, 'Demo registrations booked');
  };
  await seed().catch((err: unknown) => app.log.error({ err }, 'Demo registrations not booked'));
  app.scheduler.every({ name: 'book the demo registrations', everyMs: 5 * 60_000, run: seed });
};

export default fp(bookings, {
  name: 'bookings',
  dependencies: ['database', 'scheduler', 'projects', 'pms', 'payments', 'inbox'],
});
