// POST /api/guestdata/{project}/notifications/{userId}/register
// {registrations} (spec §7): updates the guest's push and in-app
// registrations, e.g. after the browser's permission or push token changed.
import { RegistrationsSchema } from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { KnownContextsReader } from '../../../guests/known-contexts.ts';
import {
  GUEST_ERROR_RESPONSES,
  USER_ROUTE_NOTE,
  UserParamsSchema,
  requireGuest,
} from './guest-route-context.ts';
import { invalidRequest } from '../../../http/app-error.ts';
import { contextErrors } from './registrations-check.ts';

const RegisterBodySchema = z.object({ registrations: RegistrationsSchema });

const notifications: FastifyPluginAsyncZod = async (app) => {
  const known = new KnownContextsReader(app.projects);

  app.post(
    '/guestdata/:project/notifications/:userId/register',
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['guest data'],
        summary: "Register the guest's notifications",
        description:
          'Body `{ registrations: { push: { permission, registrationToken?, contexts? }, ' +
          'inapp: { permission, contexts? } } }`, both parts required; contexts only among ' +
          "the project's known ones (else 400 with their paths). Replaces the stored " +
          `registrations and answers \`{ registrations }\`. ${USER_ROUTE_NOTE}`,
        params: UserParamsSchema,
        body: RegisterBodySchema,
        response: { 200: RegisterBodySchema, ...GUEST_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { project, userId } = request.params;
      await requireGuest(app, request, project, userId, { forWrite: true });
      const { registrations } = request.body;
      const errors = contextErrors(await known.read(project), registrations);
      if (errors.length > 0) throw invalidRequest(errors);
      await app.guests.setRegistrations(project, userId, registrations);
      return reply.header('cache-control', 'no-store').send({ registrations });
    },
  );
};

export default notifications;
