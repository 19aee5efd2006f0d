// The staff's side of the shop: the orders board and status changes
// (guarded by the staff routes' token check).
import {
  ApiErrorSchema,
  OrderStatusSchema,
  OrderViewSchema,
  StaffOrderStatusBodySchema,
  StaffOrdersSchema,
} from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProjectParams, STAFF_ERRORS, STAFF_NOTE, STAFF_SECURITY } from './staff-route-docs.ts';

const ERRORS = { ...STAFF_ERRORS, 409: ApiErrorSchema };

const staffOrders: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/:project/orders',
    {
      schema: {
        tags: ['staff'],
        summary: "The project's orders, newest first",
        description: `\`?status=\` filters. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams,
        querystring: z.object({ status: OrderStatusSchema.optional() }),
        response: { 200: StaffOrdersSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { project } = request.params;
      const list = await app.orders.listForStaff(project, request.query.status);
      const orders = await app.staff.guests.attach(project, list);
      return reply.header('cache-control', 'no-store').send({ orders });
    },
  );

  app.post(
    '/staff/:project/orders/:id/status',
    {
      bodyLimit: 4 * 1024,
      schema: {
        tags: ['staff'],
        summary: 'Move an order on',
        description:
          'Body `{ status, message?, delivery? }`: placed → confirmed → ready or delivered; canceled from ' +
          'any open status (a room charge is reversed, an online payment refunded; `message`, ' +
          "the reason in the guest's language, is sent to the guest as the hotel's message). 409 " +
          `for any other step; a \`pending_payment\` order waits for its payment. With ` +
          '`delivery` (a key of `deliveries`), `ready` or `delivered` moves only that delivery ' +
          'of a confirmed or ready order; the order is delivered once every delivery is. ' +
          STAFF_NOTE,
        security: STAFF_SECURITY,
        params: ProjectParams.extend({ id: z.string().min(1).max(64) }),
        body: StaffOrderStatusBodySchema,
        response: { 200: OrderViewSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { project, id } = request.params;
      const { status, message, delivery } = request.body;
      const order = await app.orders.setStatus(project, id, status, delivery);
      request.log.info({ project, order: id, status: order.status }, 'Staff moved an order');
      // The reason reaches the guest where the hotel's messages do (inbox, push).
      const told = status === 'canceled' && message ? await app.orders.ownerOf(project, id) : null;
      if (told && message)
        await app.inbox.messages.sendFromStaff(project, told, { content: message });
      await app.staff.audit(request, 'order.status', id, {
        status: order.status,
        ...(told ? { guestTold: true } : {}),
      });
      return reply.header('cache-control', 'no-store').send(order);
    },
  );
};

export default staffOrders;
