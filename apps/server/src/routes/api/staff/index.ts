// The staff API. `/api/staff/login|logout|me|password` manage the console's
// session; every `/api/staff/{project}/…` route passes the staff guard in
// `onRequest` (before the body is read): a staff session cookie or the
// admin token, the CSRF origin check, the account's project and the route's
// permission (plugins/app/staff.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireProject } from '../guestdata/guest-route-context.ts';
import staffAccount from './account.ts';
import staffContent from './content.ts';
import staffCounters from './counters.ts';
import staffEvents from './events.ts';
import staffFrontDesk from './front-desk.ts';
import staffInbox from './inbox.ts';
import staffMedia from './media.ts';
import staffOrders from './orders.ts';
import staffPreviews from './previews.ts';
import staffQuickReplies from './quick-replies.ts';
import staffProgramme from './programme.ts';
import staffRequestWork from './request-work.ts';
import staffPmsConnection from './pms-connection.ts';
import staffPmsWriteBacks from './pms-write-backs.ts';
import staffJourney from './journey.ts';
import staffRegistrations from './registrations.ts';
import staffReservations from './reservations.ts';
import staffStatistics from './statistics.ts';
import staffTeam from './team.ts';

const staff: FastifyPluginAsyncZod = async (app) => {
  await app.register(staffAccount);
  await app.register(async (scoped) => {
    scoped.addHook('onRequest', app.staff.guard);
    scoped.addHook('preHandler', async (request) => {
      requireProject(app, (request.params as { project: string }).project);
    });
    await scoped.register(staffInbox);
    await scoped.register(staffRequestWork);
    await scoped.register(staffCounters);
    await scoped.register(staffQuickReplies);
    await scoped.register(staffProgramme);
    await scoped.register(staffOrders);
    await scoped.register(staffContent);
    await scoped.register(staffPreviews);
    await scoped.register(staffFrontDesk);
    await scoped.register(staffTeam);
    await scoped.register(staffStatistics);
    await scoped.register(staffMedia);
    await scoped.register(staffReservations);
    await scoped.register(staffPmsConnection);
    await scoped.register(staffPmsWriteBacks);
    await scoped.register(staffJourney);
    await scoped.register(staffRegistrations);
    await scoped.register(staffEvents);
  });
};

export default staff;
