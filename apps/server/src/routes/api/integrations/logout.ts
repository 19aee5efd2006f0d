// POST /api/integrations/{project}/logout: ends the session on the server,
// deletes the guest's personal data that the law does not require us to
// keep, and tells the browser to clear cookies and storage (spec §4,
// ARCHITECTURE.md security rules).
import { ApiErrorSchema, LogoutAnswerSchema } from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOGOUT_STATUS_OK } from '../../../auth/login-texts.ts';
import { GuestNotFoundError } from '../../../http/app-error.ts';
import {
  GuestCallBodySchema,
  ProjectParamsSchema,
  projectSettings,
} from './integration-context.ts';

const logout: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/integrations/:project/logout',
    {
      schema: {
        tags: ['login'],
        summary: 'Log out',
        description:
          "Ends the session of this project (logged-in or anonymous), deletes the guest's " +
          'personal data that the law does not require us to keep, clears the cookie and answers ' +
          '`Clear-Site-Data: "cookies", "storage"`. Without a session it still clears the cookie ' +
          "and answers the same; a `userId` in the body that is not the session's gets 404.",
        params: ProjectParamsSchema,
        body: GuestCallBodySchema,
        response: {
          200: LogoutAnswerSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { project } = request.params;
      await projectSettings(app, project);
      const userId = request.body?.userId;
      const session = await app.sessions.current(request, project);
      if (userId !== undefined && session?.userId !== userId) {
        throw new GuestNotFoundError();
      }
      if (session) await app.guests.deletePersonalData(project, session.userId);
      await app.sessions.end(request, reply, project);
      if (session) request.log.info({ project }, 'Guest logged out');
      return reply
        .header('cache-control', 'no-store')
        .header('clear-site-data', '"cookies", "storage"')
        .send({ status: LOGOUT_STATUS_OK });
    },
  );
};

export default logout;
