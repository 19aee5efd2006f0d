// spec §2 shopping cart: the guest orders from the hotel shop and follows
// the order's status (their own session only).
import {
  ApiErrorSchema,
  OrderBodySchema,
  OrderReceiptSchema,
  OrdersSchema,
  OrderViewSchema,
} from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GUEST_ERROR_RESPONSES,
  USER_ROUTE_NOTE,
  UserParamsSchema,
  requireGuest,
} from '../guestdata/guest-route-context.ts';
import { publicBaseUrl } from '../../../web/public-url.ts';
import { callerOf } from '../../../guests/guest-caller.ts';

const orders: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/orders/:project/:userId',
    {
      bodyLimit: 32 * 1024,
      schema: {
        tags: ['shop'],
        summary: 'Order from the hotel shop',
        description:
          'Body `{ items: [{ productId, optionIds?, quantity }], deliveryAt?, note?, payment: ' +
          '"online"|"room", idempotencyKey, lang? }`. The server computes every amount from ' +
          'the model (prices sent by the app are ignored). 201 `{ orderId, status, total, ' +
          'currency, paymentUrl? }`; the same key again answers the same order. 400 with field ' +
          'paths (unknown product or option, quantity limits, outside the ordering window, at ' +
          'most 30 lines and 50 items); 403 for `room` without a logged-in in-house guest. ' +
          `\`online\`: the order is \`pending_payment\` until the provider confirms. ${USER_ROUTE_NOTE}`,
        params: UserParamsSchema,
        body: OrderBodySchema,
        response: {
          201: OrderReceiptSchema,
          ...GUEST_ERROR_RESPONSES,
          403: ApiErrorSchema,
          502: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { project, userId } = request.params;
      const caller = callerOf(
        await requireGuest(app, request, project, userId, { forWrite: true }),
      );
      const receipt = await app.orders.create(
        caller,
        request.body,
        publicBaseUrl(app, request, project),
      );
      request.log.info({ project, order: receipt.orderId, status: receipt.status }, 'Order placed');
      return reply.code(201).header('cache-control', 'no-store').send(receipt);
    },
  );

  app.get(
    '/orders/:project/:userId',
    {
      schema: {
        tags: ['shop'],
        summary: "The guest's orders, newest first",
        description: USER_ROUTE_NOTE,
        params: UserParamsSchema,
        response: { 200: OrdersSchema, ...GUEST_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { project, userId } = request.params;
      const caller = callerOf(await requireGuest(app, request, project, userId));
      const list = await app.orders.listForGuest(caller);
      return reply.header('cache-control', 'no-store').send({ orders: list });
    },
  );

  app.get(
    '/orders/:project/:userId/:orderId',
    {
      schema: {
        tags: ['shop'],
        summary: 'One of the guest’s orders with its status',
        description: `404 for an order of anyone else. ${USER_ROUTE_NOTE}`,
        params: UserParamsSchema.extend({ orderId: z.string().min(1).max(64) }),
        response: { 200: OrderViewSchema, ...GUEST_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { project, userId, orderId } = request.params;
      const caller = callerOf(await requireGuest(app, request, project, userId));
      return reply.header('cache-control', 'no-store').send(await app.orders.get(caller, orderId));
    },
  );
};

export default orders;
