// POST /api/integrations/{project}/updateguestdata: the integration refresh
// of the app (spec §4, every 15 minutes): a logged-in guest's profile and
// stay are brought in step with the PMS first; answers data.profile and
// data.stay (spec §7).
import { ApiErrorSchema, UpdateGuestDataAnswerSchema } from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { syncGuestFromPms } from '../../../auth/guest-sync.ts';
import type { ReservationUsersRepository } from '../../../auth/reservation-users.repository.ts';
import {
  GuestCallBodySchema,
  ProjectParamsSchema,
  callerSession,
  projectSettings,
} from './integration-context.ts';

export interface UpdateGuestDataOptions {
  users: ReservationUsersRepository;
}

const updateGuestData: FastifyPluginAsyncZod<UpdateGuestDataOptions> = async (app, { users }) => {
  app.post(
    '/integrations/:project/updateguestdata',
    {
      schema: {
        tags: ['guest data'],
        summary: "Refresh and return the caller's profile and stay",
        description:
          'For a logged-in guest the profile and stay are first updated from the property ' +
          'system (locked). 404 without a session, or when a `userId` in the body is not the ' +
          "session's.",
        params: ProjectParamsSchema,
        body: GuestCallBodySchema,
        response: {
          200: UpdateGuestDataAnswerSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { project } = request.params;
      const settings = await projectSettings(app, project);
      const session = await callerSession(app, request, project, request.body?.userId);
      reply.header('cache-control', 'no-store');
      if (session.reservationId !== null) {
        const guestRef = await users.guestRefOf(project, session.userId);
        const synced =
          guestRef === undefined
            ? null
            : await syncGuestFromPms(
                app,
                settings,
                session.userId,
                session.reservationId,
                guestRef,
              );
        if (synced) return reply.send({ data: synced });
      }
      const profile = (await app.guests.getProfile(project, session.userId)) ?? {};
      const stay = (await app.guests.getStay(project, session.userId)) ?? {};
      return reply.send({ data: { profile, stay } });
    },
  );
};

export default updateGuestData;
