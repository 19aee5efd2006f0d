// The guest's side of the journey (docs/journeys.md): the personal link of a
// mail logs the guest in (a signed, expiring token — never the name in the
// address) and says where to go; the one-click unsubscribe (RFC 8058) and
// its confirmation page; the feedback question after the stay.
import {
  ApiErrorSchema,
  FeedbackBodySchema,
  FeedbackInfoSchema,
  LINK_EXPIRED_MESSAGE,
  LinkLoginAnswerSchema,
  LinkLoginBodySchema,
} from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { syncGuestFromPms } from '../../auth/guest-sync.ts';
import { LOGIN_FAILED_MESSAGE, LOGIN_STATUS_OK } from '../../auth/login-texts.ts';
import { AppError } from '../../http/app-error.ts';
import { unsubscribePage } from '../../journey/unsubscribe-page.ts';
import { ProjectParamsSchema, projectSettings } from './integrations/integration-context.ts';
import { guestCaller } from './integrations/checkin-route-support.ts';

/** An unknown or forged unsubscribe link's page. */
const NOT_FOUND = 404;

const journeyGuest: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/integrations/:project/link-login',
    {
      bodyLimit: 4 * 1024,
      config: {
        rateLimit: {
          max: 60,
          timeWindow: 60_000,
          keyGenerator: (request) => `link-login|${request.ip}`,
        },
      },
      schema: {
        tags: ['login'],
        summary: 'Log in with the personal link of a journey mail',
        description:
          'Body `{ token }` from the link (`?j=`). 200 sets the session cookie and names the target; 410 when the link expired (log in with the reservation data instead); 401 for any other token.',
        params: ProjectParamsSchema,
        body: LinkLoginBodySchema,
        response: {
          200: LinkLoginAnswerSchema,
          401: ApiErrorSchema,
          404: ApiErrorSchema,
          410: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { project } = request.params;
      const settings = await projectSettings(app, project);
      reply.header('cache-control', 'no-store');
      const link = await app.journey.openLink(project, request.body.token);
      if (link === 'expired') throw new AppError('link_expired', LINK_EXPIRED_MESSAGE);
      const reservation = link && (await app.pms.getReservation(project, link.reservationId));
      if (!link || !reservation?.guests.some((g) => g.id === link.guestId))
        throw new AppError('login_failed', LOGIN_FAILED_MESSAGE);
      const userId = await app.logins.users.userIdFor(project, link.guestId, new Date());
      await syncGuestFromPms(app, settings, userId, link.reservationId, link.guestId);
      await app.sessions.start(request, reply, {
        projectId: project,
        userId,
        reservationId: link.reservationId,
      });
      request.log.info(
        { project, reservation: link.reservationId },
        'Guest logged in by a personal link',
      );
      return reply.send({
        user_id: userId,
        status: LOGIN_STATUS_OK,
        reservation_id: link.reservationId,
        target: link.target,
      });
    },
  );

  // One-click unsubscribe posts `List-Unsubscribe=One-Click` form-encoded (RFC 8058 §3.1).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const UnsubscribeQuery = z.object({ t: z.string().min(10).max(2000) });
  app.get(
    '/journey/:project/unsubscribe',
    { schema: { hide: true, params: ProjectParamsSchema, querystring: UnsubscribeQuery } },
    async (request, reply) => {
      const { project } = request.params;
      const target = app.journey.unsubscribeTarget(project, request.query.t);
      const hotel = app.projects.findProject(project)?.name ?? project;
      reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .type('text/html');
      // An HTML page, not the API's error body: the guest reads it in a browser.
      if (!target) return reply.code(NOT_FOUND).send(unsubscribePage('invalid', 'en', hotel, ''));
      // Opening the link asks first (a mail scanner's visit must not unsubscribe).
      return reply.send(unsubscribePage('confirm', target.lang, hotel, request.url));
    },
  );
  app.post(
    '/journey/:project/unsubscribe',
    { schema: { hide: true, params: ProjectParamsSchema, querystring: UnsubscribeQuery } },
    async (request, reply) => {
      const { project } = request.params;
      const done = await app.journey.unsubscribe(project, request.query.t);
      const hotel = app.projects.findProject(project)?.name ?? project;
      reply.header('cache-control', 'no-store').type('text/html');
      if (!done) return reply.code(NOT_FOUND).send(unsubscribePage('invalid', 'en', hotel, ''));
      request.log.info({ project }, 'A guest unsubscribed from the journey mails');
      return reply.send(unsubscribePage('done', done.lang, hotel, ''));
    },
  );

  app.get(
    '/integrations/:project/feedback',
    {
      schema: {
        tags: ['feedback'],
        summary: "The feedback question's page: the hotel's review page and the guest's answer",
        params: ProjectParamsSchema,
        querystring: z.object({ reservation_id: z.string().min(1).max(100) }),
        response: { 200: FeedbackInfoSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { project } = request.params;
      const caller = await guestCaller(app, request, project, undefined);
      if (caller.reservationId !== request.query.reservation_id)
        throw new AppError('not_found', 'No such reservation.');
      const summary = app.projects.findProject(project);
      const journey = summary && (await app.journey.settingsOf(project, summary.defaultLang));
      const answer = await app.journey.feedbackOf(project, caller.reservationId, caller.userId);
      return reply.header('cache-control', 'private, no-store').send({
        review_url: journey?.review_url ?? null,
        score: answer?.score ?? null,
        comment: answer?.comment ?? null,
      });
    },
  );

  app.post(
    '/integrations/:project/feedback',
    {
      bodyLimit: 8 * 1024,
      schema: {
        tags: ['feedback'],
        summary: 'Answer the feedback question (0–10 and a comment)',
        description: 'One answer per guest and stay; a second one replaces it.',
        params: ProjectParamsSchema,
        body: FeedbackBodySchema,
        response: { 200: FeedbackInfoSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { project } = request.params;
      const caller = await guestCaller(app, request, project, undefined);
      const body = request.body;
      if (caller.reservationId !== body.reservation_id)
        throw new AppError('not_found', 'No such reservation.');
      await app.journey.saveFeedback({
        projectId: project,
        reservationId: caller.reservationId,
        userId: caller.userId,
        score: body.score,
        comment: body.comment || null,
        language: body.lang,
      });
      const summary = app.projects.findProject(project);
      const journey = summary && (await app.journey.settingsOf(project, summary.defaultLang));
      return reply.send({
        review_url: journey?.review_url ?? null,
        score: body.score,
        comment: body.comment || null,
      });
    },
  );
};

export default journeyGuest;
