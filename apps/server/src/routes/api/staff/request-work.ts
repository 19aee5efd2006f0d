// The staff's own work on requests: the progress beside the guest's status
// (open, in progress, done) and the colleague who handles it — and the
// project's active colleagues to choose from. Every console of the project
// sees a change at once (the staff's realtime stream).
import { ColleaguesSchema, StaffRequestSchema, StaffRequestWorkBodySchema } from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalidField } from '../../../http/app-error.ts';
import { staffRequestViews } from '../../../staff/staff-request-views.ts';
import { StaffLangQuery } from './inbox.ts';
import { ProjectParams, STAFF_ERRORS, STAFF_NOTE, STAFF_SECURITY } from './staff-route-docs.ts';

const staffRequestWork: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/:project/colleagues',
    {
      schema: {
        tags: ['staff'],
        summary: "The project's active staff, to hand a request to",
        description: STAFF_NOTE,
        security: STAFF_SECURITY,
        params: ProjectParams,
        response: { 200: ColleaguesSchema, ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const accounts = await app.staff.accounts.listForProject(request.params.project);
      const colleagues = accounts
        .filter((a) => !a.disabled)
        .map((a) => ({ id: a.id, name: a.name }))
        .sort((a, b) => a.name.localeCompare(b.name));
      return reply.header('cache-control', 'no-store').send({ colleagues });
    },
  );

  app.post(
    '/staff/:project/requests/:id/work',
    {
      bodyLimit: 4 * 1024,
      schema: {
        tags: ['staff'],
        summary: "The staff's progress on a request and who handles it",
        description:
          'Body `{ progress?: open|in_progress|done, assigneeId?: <account id>|null }`: the ' +
          "staff's own progress beside the guest's status (the guest never sees it) and the " +
          'colleague who handles it (an active account of the project; null: nobody). ' +
          `Recorded in the audit log. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams.extend({ id: z.string().min(1).max(64) }),
        querystring: StaffLangQuery,
        body: StaffRequestWorkBodySchema,
        response: { 200: StaffRequestSchema, ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const { project, id } = request.params;
      const { progress, assigneeId } = request.body;
      if (assigneeId) {
        const accounts = await app.staff.accounts.listForProject(project);
        if (!accounts.some((a) => a.id === assigneeId && !a.disabled)) {
          throw invalidField('body/assigneeId', 'There is no such colleague in this project.');
        }
      }
      const changed = await app.inbox.requests.setWork(project, id, { progress, assigneeId });
      await app.staff.audit(request, 'request.work', id, {
        ...(progress ? { progress } : {}),
        ...(assigneeId !== undefined ? { assigneeId } : {}),
      });
      // Only the staff's consoles: the guest's view does not change.
      await app.inbox.hub.publish(project, [], 'requests-changed');
      const [view] = await staffRequestViews(
        { settings: app.inbox.settings, guests: app.staff.guests, accounts: app.staff.accounts },
        project,
        request.query.lang,
        [changed],
      );
      return reply.header('cache-control', 'no-store').send(view!);
    },
  );
};

export default staffRequestWork;
