// spec §7 in-app notifications: the guest's unseen ones (shown in the
// received-notifications modal, spec §4) and marking one seen; and the
// public VAPID key the app subscribes to web push with.
import { ApiErrorSchema, InappNotificationsSchema } from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GUEST_ERROR_RESPONSES,
  USER_ROUTE_NOTE,
  UserParamsSchema,
  requireGuest,
} from '../guestdata/guest-route-context.ts';
import { callerOf } from '../../../guests/guest-caller.ts';

const notifications: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications/inapp/unseen/:project/:userId',
    {
      schema: {
        tags: ['notifications'],
        summary: "The guest's unseen in-app notifications (spec §3 payloads), oldest first",
        description: USER_ROUTE_NOTE,
        params: UserParamsSchema,
        response: { 200: InappNotificationsSchema, ...GUEST_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { project, userId } = request.params;
      const caller = callerOf(await requireGuest(app, request, project, userId));
      const list = await app.inbox.notifications.unseen(caller);
      return reply.header('cache-control', 'no-store').send({ notifications: list });
    },
  );

  app.post(
    '/notifications/inapp/seen/:project/:userId/:notificationId',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark an in-app notification seen',
        description: `404 for an id that is not one of the guest's. ${USER_ROUTE_NOTE}`,
        params: UserParamsSchema.extend({ notificationId: z.string().min(1).max(64) }),
        response: { 204: z.null(), ...GUEST_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { project, userId, notificationId } = request.params;
      const caller = callerOf(await requireGuest(app, request, project, userId));
      await app.inbox.notifications.markSeen(caller, notificationId);
      return reply.code(204).header('cache-control', 'no-store').send(null);
    },
  );

  app.get(
    '/notifications/push/key',
    {
      schema: {
        tags: ['notifications'],
        summary: 'The public VAPID key the app subscribes to web push with',
        response: { 200: z.object({ publicKey: z.string() }), 404: ApiErrorSchema },
      },
    },
    async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .send({ publicKey: app.inbox.push.publicKey }),
  );
};

export default notifications;
