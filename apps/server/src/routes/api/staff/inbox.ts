// The staff's side of the inbox: requests with accept/reject/revert,
// conversations and messages to a guest, and notifications to guests.
import {
  ApiErrorSchema,
  ConversationMessageSchema,
  ConversationQuerySchema,
  StaffConversationSchema,
  RequestStatusSchema,
  StaffMessageBodySchema,
  StaffNotificationBodySchema,
  StaffRequestActionBodySchema,
  StaffRequestSchema,
  StaffConversationsQuerySchema,
  CONVERSATIONS_PAGE_MAX,
  StaffRequestsSchema,
  StaffConversationsSchema,
  NotificationOutcomeSchema,
  LangSchema,
} from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffRequestViews } from '../../../staff/staff-request-views.ts';
import { ProjectParams, STAFF_ERRORS, STAFF_NOTE, STAFF_SECURITY } from './staff-route-docs.ts';

const ERRORS = STAFF_ERRORS;
/** The staff's language: request fields are labelled from the form in it. */
export const StaffLangQuery = z.object({ lang: LangSchema.optional() });

const staffInbox: FastifyPluginAsyncZod = async (app) => {
  const viewDeps = {
    settings: app.inbox.settings,
    guests: app.staff.guests,
    accounts: app.staff.accounts,
  };

  app.get(
    '/staff/:project/requests',
    {
      schema: {
        tags: ['staff'],
        summary: "The project's guest requests, newest first",
        description:
          '`?status=sent|accepted|rejected|canceled` filters; `?lang=` labels the fields from ' +
          `the form in that language (default: the project's). ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams,
        querystring: StaffLangQuery.extend({ status: RequestStatusSchema.optional() }),
        response: { 200: StaffRequestsSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { project } = request.params;
      const list = await app.inbox.requests.listForStaff(project, request.query.status);
      const requests = await staffRequestViews(viewDeps, project, request.query.lang, list);
      return reply.header('cache-control', 'no-store').send({ requests });
    },
  );

  app.post(
    '/staff/:project/requests/:id/:action',
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['staff'],
        summary: 'Accept, reject or revert (reopen) a request',
        description:
          'Body `{ note? }`. spec §4 transitions: sent → accepted/rejected; accepted → sent ' +
          '(revert) or canceled; rejected/canceled → sent (revert); others 409. Writes the ' +
          `auto-generated message and pushes it to the guest. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams.extend({
          id: z.string().min(1).max(64),
          action: z.enum(['accept', 'reject', 'revert', 'cancel']),
        }),
        querystring: StaffLangQuery,
        body: StaffRequestActionBodySchema.nullish(),
        response: { 200: StaffRequestSchema, ...ERRORS, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { project, id, action } = request.params;
      const note = request.body?.note || null;
      const changed = await app.inbox.requests.decide(project, id, action, note);
      request.log.info({ project, request: id, action }, 'Staff decided a request');
      await app.staff.audit(request, `request.${action}`, id, note ? { note } : undefined);
      const [view] = await staffRequestViews(viewDeps, project, request.query.lang, [changed]);
      return reply.header('cache-control', 'no-store').send(view!);
    },
  );

  app.get(
    '/staff/:project/conversations',
    {
      schema: {
        tags: ['staff'],
        summary: 'Conversations with guests, latest first, with unread counts',
        description:
          `Pages of at most \`limit\` (1–${CONVERSATIONS_PAGE_MAX}, default ${CONVERSATIONS_PAGE_MAX}); ` +
          '`nextCursor` (null on the last page) asks for the next as `?cursor=`. ' +
          `\`?unread=true\`: only conversations with messages the staff have not read. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams,
        querystring: StaffConversationsQuerySchema,
        response: {
          200: StaffConversationsSchema,
          ...ERRORS,
        },
      },
    },
    async (request, reply) => {
      const { limit, cursor, unread } = request.query;
      const page = await app.inbox.messages.conversationsForStaff(request.params.project, {
        limit,
        cursor,
        unreadOnly: unread,
      });
      const conversations = await app.staff.guests.attach(
        request.params.project,
        page.conversations.map((c) => {
          const { projectId: _p, userId: _u, staffSeen: _s, ...last } = c.last;
          return { ...c, last };
        }),
      );
      return reply
        .header('cache-control', 'no-store')
        .send({ conversations, nextCursor: page.nextCursor });
    },
  );

  app.get(
    '/staff/:project/conversations/:userId',
    {
      schema: {
        tags: ['staff'],
        summary: "One guest's conversation (marks the guest's messages read by the staff)",
        description: STAFF_NOTE,
        security: STAFF_SECURITY,
        params: ProjectParams.extend({ userId: z.string().min(1).max(200) }),
        querystring: ConversationQuerySchema,
        response: { 200: StaffConversationSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { project, userId } = request.params;
      const { limit, before } = request.query;
      const [page, guest] = await Promise.all([
        app.inbox.messages.openForStaff(project, userId, limit, before),
        app.staff.guests.forUser(project, { userId }),
      ]);
      return reply.header('cache-control', 'no-store').send({ ...page, guest });
    },
  );

  app.post(
    '/staff/:project/messages/:userId',
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['staff'],
        summary: 'Write to a guest',
        description:
          'Body `{ title?, content }` (content 1–2,000 characters, plain text). Arrives in the ' +
          `guest's open app at once (realtime) and as a push notification. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams.extend({ userId: z.string().min(1).max(200) }),
        body: StaffMessageBodySchema,
        response: { 201: ConversationMessageSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { project, userId } = request.params;
      const message = await app.inbox.messages.sendFromStaff(project, userId, request.body);
      await app.staff.audit(request, 'message.send', userId);
      return reply.code(201).header('cache-control', 'no-store').send(message);
    },
  );

  app.post(
    '/staff/:project/notifications',
    {
      bodyLimit: 64 * 1024,
      schema: {
        tags: ['staff'],
        summary: 'Notify guests (in-app and/or push)',
        description:
          'Body `{ userIds? | audience: "in-house"|"all", title, body, link?, linkType: ' +
          '"INT"|"EXT", linkTitle?, push, inapp, omitPopup? }`. `in-house`: guests whose ' +
          'reservation has a stay in house now; `all`: every guest with a live session. ' +
          `Answers how many were reached. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams,
        body: StaffNotificationBodySchema,
        response: {
          200: NotificationOutcomeSchema,
          ...ERRORS,
        },
      },
    },
    async (request, reply) => {
      const outcome = await app.inbox.notifications.notify(request.params.project, request.body);
      request.log.info({ project: request.params.project, ...outcome }, 'Staff notified guests');
      await app.staff.audit(request, 'notification.send', null, {
        title: request.body.title,
        ...outcome,
      });
      return reply.header('cache-control', 'no-store').send(outcome);
    },
  );
};

export default staffInbox;
