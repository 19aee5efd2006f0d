// Where remote property systems tell Hospes of changes (docs/decisions/050):
// apaleo's webhook deliveries and Mews's General Webhooks. The address holds
// a secret per project (a wrong one is answered like an unknown path); the
// message is only a pointer — Hospes reads the reservation from the PMS
// itself — and is answered at once (Mews wants its answer within 5 s).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { PROJECT_ID_PATTERN } from '../../projects/project-id.ts';

const Project = z.string().regex(PROJECT_ID_PATTERN);
const Token = z.string().min(1).max(100);
const Accepted = z.object({ accepted: z.boolean(), duplicate: z.boolean().optional() });

/** An apaleo webhook delivery (webhook API; `topic` "system" is its health check). */
const ApaleoDelivery = z.object({
  id: z.string().min(1).max(200),
  topic: z.string().min(1).max(50),
  type: z.string().max(100).optional(),
  accountId: z.string().max(100).optional(),
  propertyId: z.string().max(100).optional(),
  data: z
    .object({ entityId: z.string().min(1).max(200) })
    .partial()
    .optional(),
  timestamp: z.union([z.string(), z.number()]).optional(),
});

/** A Mews General Webhook message (connector-api/events/wh-general.md). */
const MewsMessage = z.object({
  EnterpriseId: z.string().min(1).max(100),
  IntegrationId: z.string().min(1).max(100),
  Events: z
    .array(
      z.object({
        Discriminator: z.string().min(1).max(100),
        Value: z.object({ Id: z.string().min(1).max(200) }),
      }),
    )
    .max(5000),
});

const unknown = () => new AppError('not_found', 'Not found.');

const pmsEventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/pms-events/:project/apaleo/:token',
    {
      bodyLimit: 64 * 1024,
      schema: {
        hide: true,
        params: z.object({ project: Project, token: Token }),
        body: ApaleoDelivery,
        response: { 200: Accepted, 202: Accepted },
      },
    },
    async (request, reply) => {
      const { project, token } = request.params;
      const connection = await app.pmsConnections.read(project);
      if (connection?.kind !== 'apaleo' || !app.pmsEvents.verify(project, 'apaleo', token))
        throw unknown();
      const delivery = request.body;
      if (delivery.topic.toLowerCase() === 'system') return reply.send({ accepted: true });
      if (delivery.propertyId && delivery.propertyId !== connection.settings.propertyId)
        return reply.code(202).send({ accepted: false });
      if (!(await app.pmsEvents.takeOnce(project, 'apaleo', delivery.id)))
        return reply.send({ accepted: true, duplicate: true });
      const entityId = delivery.data?.entityId;
      const topic = delivery.topic.toLowerCase();
      if (entityId && topic === 'reservation') {
        await app.pmsEvents.changed(project, [entityId]);
      } else if (entityId && topic === 'folio') {
        // The folio names its reservation: read in the background.
        void app.pmsRouter
          .reservationOfFolio(project, entityId)
          .then((reservationId) =>
            reservationId ? app.pmsEvents.changed(project, [reservationId]) : undefined,
          )
          .catch((err: unknown) =>
            request.log.warn({ err }, 'A folio change could not be followed'),
          );
      }
      return reply.code(202).send({ accepted: true });
    },
  );

  app.post(
    '/pms-events/:project/mews',
    {
      bodyLimit: 1024 * 1024,
      schema: {
        hide: true,
        params: z.object({ project: Project }),
        querystring: z.object({ token: Token }),
        body: MewsMessage,
        response: { 202: Accepted },
      },
    },
    async (request, reply) => {
      const { project } = request.params;
      const connection = await app.pmsConnections.read(project);
      if (
        connection?.kind !== 'mews' ||
        !app.pmsEvents.verify(project, 'mews', request.query.token)
      )
        throw unknown();
      // Reservations are service orders; other entities are not the guests' stays.
      const reservations = request.body.Events.filter(
        (e) => e.Discriminator === 'ServiceOrderUpdated',
      ).map((e) => e.Value.Id);
      await app.pmsEvents.changed(project, reservations);
      return reply.code(202).send({ accepted: true });
    },
  );
};

export default pmsEventRoutes;
