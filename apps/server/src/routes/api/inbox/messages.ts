// spec §7 messages: the guest's conversation with the hotel, the inbox
// overview, unseen count, marking seen, and writing (when messaging is active).
import {
  ApiErrorSchema,
  ConversationMessageSchema,
  ConversationQuerySchema,
  ConversationSchema,
  InboxSchema,
  SeenBodySchema,
  SendMessageBodySchema,
  UnseenCountSchema,
} from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GUEST_ERROR_RESPONSES,
  USER_ROUTE_NOTE,
  UserParamsSchema,
  requireGuest,
} from '../guestdata/guest-route-context.ts';
import { callerOf } from '../../../guests/guest-caller.ts';

const messages: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/messages/conversation/:project/:userId',
    {
      schema: {
        tags: ['messages'],
        summary: "The guest's conversation with the hotel",
        description:
          'The newest `limit` messages (default 50, spec §9; at most 200), oldest first; ' +
          '`before` (a message id) pages to older ones; `hasMore` when older ones exist. ' +
          `Messages are plain text. ${USER_ROUTE_NOTE}`,
        params: UserParamsSchema,
        querystring: ConversationQuerySchema,
        response: { 200: ConversationSchema, ...GUEST_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { project, userId } = request.params;
      await requireGuest(app, request, project, userId);
      const { limit, before } = request.query;
      const page = await app.inbox.messages.conversation(project, userId, limit, before);
      return reply.header('cache-control', 'no-store').send(page);
    },
  );

  app.get(
    '/messages/inbox/:project/:userId',
    {
      schema: {
        tags: ['messages'],
        summary: "The guest's inbox: requests, registrations, messages and news (spec §2)",
        description: USER_ROUTE_NOTE,
        params: UserParamsSchema,
        response: { 200: InboxSchema, ...GUEST_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { project, userId } = request.params;
      const caller = callerOf(await requireGuest(app, request, project, userId));
      const [requests, registrations, counts, last, news] = await Promise.all([
        app.inbox.requests.listForGuest(caller),
        app.bookings.listForGuest(caller),
        app.inbox.messages.counts(caller),
        app.inbox.messages.last(caller),
        app.inbox.notifications.list(caller),
      ]);
      return reply.header('cache-control', 'no-store').send({
        requests,
        registrations,
        messages: { ...counts, last },
        news,
      });
    },
  );

  app.get(
    '/messages/unseen/:project/:userId',
    {
      schema: {
        tags: ['messages'],
        summary: 'How many messages the guest has not seen (the menu badge, spec §2)',
        description: USER_ROUTE_NOTE,
        params: UserParamsSchema,
        response: { 200: UnseenCountSchema, ...GUEST_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { project, userId } = request.params;
      const caller = callerOf(await requireGuest(app, request, project, userId));
      const { unseen } = await app.inbox.messages.counts(caller);
      return reply.header('cache-control', 'no-store').send({ count: unseen });
    },
  );

  app.post(
    '/messages/seen/:project/:userId',
    {
      bodyLimit: 64 * 1024,
      schema: {
        tags: ['messages'],
        summary: 'Mark messages seen',
        description: `Body \`{}\` (all) or \`{ ids }\`. Answers the unseen count. ${USER_ROUTE_NOTE}`,
        params: UserParamsSchema,
        body: SeenBodySchema.nullish(),
        response: { 200: UnseenCountSchema, ...GUEST_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { project, userId } = request.params;
      const caller = callerOf(await requireGuest(app, request, project, userId));
      await app.inbox.messages.markSeen(caller, request.body?.ids);
      const { unseen } = await app.inbox.messages.counts(caller);
      return reply.header('cache-control', 'no-store').send({ count: unseen });
    },
  );

  app.post(
    '/messages/send/:project/:userId',
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['messages'],
        summary: 'The guest writes to the hotel',
        description:
          'Body `{ content }`: 1–2,000 characters of plain text (stored and shown as text, ' +
          'never as HTML). Only when `project_settings.messaging.active` (else 404). At most 30 ' +
          'messages per guest in 10 minutes, and 40 a minute and 200 in 10 minutes of messages ' +
          `and requests from one client address (429 with Retry-After). ${USER_ROUTE_NOTE}`,
        params: UserParamsSchema,
        body: SendMessageBodySchema,
        response: {
          201: ConversationMessageSchema,
          ...GUEST_ERROR_RESPONSES,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { project, userId } = request.params;
      const caller = callerOf(
        await requireGuest(app, request, project, userId, { forWrite: true }),
      );
      const message = await app.inbox.messages.sendFromGuest(
        caller,
        request.body.content,
        request.ip,
      );
      return reply.code(201).header('cache-control', 'no-store').send(message);
    },
  );
};

export default messages;
