// GET/PUT /api/guestdata/{project}/profile/{userId} (spec §3 Profile, §7):
// the guest's profile. A locked profile (from the property system) is not
// overwritten; the guest cannot lock one (domain updateGuestProfile).
import { ProfileBodySchema } from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GUEST_ERROR_RESPONSES,
  USER_ROUTE_NOTE,
  UserParamsSchema,
  requireGuest,
} from './guest-route-context.ts';

const profile: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/guestdata/:project/profile/:userId',
    {
      schema: {
        tags: ['guest data'],
        summary: "The guest's profile",
        description: `\`{ profile }\` (spec §3 Profile; \`{}\` when nothing is known). ${USER_ROUTE_NOTE}`,
        params: UserParamsSchema,
        response: { 200: ProfileBodySchema, 404: GUEST_ERROR_RESPONSES[404] },
      },
    },
    async (request, reply) => {
      const { project, userId } = request.params;
      await requireGuest(app, request, project, userId);
      const stored = (await app.guests.getProfile(project, userId)) ?? {};
      return reply.header('cache-control', 'no-store').send({ profile: stored });
    },
  );

  app.put(
    '/guestdata/:project/profile/:userId',
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['guest data'],
        summary: "Save the guest's profile",
        description:
          'Body `{ profile }`; replaces the stored profile and answers `{ profile }` as stored. ' +
          'A locked profile is kept as it is (the answer shows it); `locked` in the body is ' +
          `ignored. 400 with the field paths for a bad body. ${USER_ROUTE_NOTE}`,
        params: UserParamsSchema,
        body: ProfileBodySchema,
        response: { 200: ProfileBodySchema, ...GUEST_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { project, userId } = request.params;
      await requireGuest(app, request, project, userId, { forWrite: true });
      const stored = await app.guests.putProfile(project, userId, request.body.profile, {
        respectLocks: true,
      });
      return reply.header('cache-control', 'no-store').send({ profile: stored });
    },
  );
};

export default profile;
