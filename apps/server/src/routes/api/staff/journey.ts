// The guest journey for staff (docs/journeys.md): a reservation's messages
// and the coming week's, "send now" / "resend", the preview of a template in
// a language, the personal link of a guest with its QR code for a printed
// confirmation, and the feedback after the stay (statistics).
import {
  FeedbackReportSchema,
  JourneyMessageSchema,
  JourneyMessagesSchema,
  JourneyPreviewSchema,
  JOURNEY_TARGETS,
  LANGUAGES,
  addDays,
  fillJourneyTemplate,
  zonedDate,
  zonedStartOfDay,
} from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { AppError } from '../../../http/app-error.ts';
import type { JourneyMessage } from '../../../journey/journey.repository.ts';
import { ProjectParams, STAFF_ERRORS, STAFF_NOTE, STAFF_SECURITY } from './staff-route-docs.ts';

const view = (m: JourneyMessage) => ({
  id: m.id,
  reservationId: m.reservationId,
  stepId: m.stepId,
  status: m.status,
  dueAt: m.dueAt,
  sentAt: m.sentAt,
  attempts: m.attempts,
  lastError: m.lastError,
  language: m.language,
  linkOpenedAt: m.linkOpenedAt,
});

const staffJourney: FastifyPluginAsyncZod = async (app) => {
  /** The steps with their subjects in the staff's language where the project has it (the hotel's name filled in). */
  const stepsOf = async (project: string, lang: string | undefined) => {
    const summary = app.projects.findProject(project);
    if (!summary) return [];
    const chosen = lang && summary.languages.includes(lang) ? lang : summary.defaultLang;
    const journey = await app.journey.settingsOf(project, chosen);
    return (journey?.steps ?? []).map((s) => ({
      id: s.id,
      target: s.target,
      subject: fillJourneyTemplate(s.subject, { hotel: summary.name }),
    }));
  };
  /** `?lang=`: the language of the steps' subjects (the console's). */
  const LangQuery = z.object({ lang: z.enum(LANGUAGES).optional() });

  app.get(
    '/staff/:project/reservations/:reservationId/journey',
    {
      schema: {
        tags: ['staff'],
        summary: "A reservation's journey messages",
        description: `Planned, sent, failed (with the SMTP answer), skipped and canceled; when the guest opened the link. Never a text or an address. The query lang= names the steps in that language where the project has it. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams.extend({ reservationId: z.string().min(1).max(100) }),
        querystring: LangQuery,
        response: { 200: JourneyMessagesSchema, ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const { project, reservationId } = request.params;
      const messages = await app.journey.messagesOf(project, reservationId);
      return reply.header('cache-control', 'no-store').send({
        mailConfigured: app.journey.mailConfigured,
        messages: messages.map(view),
        steps: await stepsOf(project, request.query.lang),
      });
    },
  );

  app.get(
    '/staff/:project/journey',
    {
      schema: {
        tags: ['staff'],
        summary: 'The journey messages of a week',
        description: `\`?from=YYYY-MM-DD\` (default: yesterday) and the seven days after, in the project's zone: planned sends and failures. The query lang= names the steps in that language where the project has it. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams,
        querystring: LangQuery.extend({
          from: z.iso.date('Expected a date YYYY-MM-DD').optional(),
        }),
        response: { 200: JourneyMessagesSchema, ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const { project } = request.params;
      const zone = app.projects.findProject(project)?.place.timezone ?? 'Europe/Vienna';
      const from = request.query.from ?? addDays(zonedDate(Date.now(), zone), -1);
      const messages = await app.journey.between(
        project,
        new Date(zonedStartOfDay(from, zone)).toISOString(),
        new Date(zonedStartOfDay(addDays(from, 8), zone)).toISOString(),
      );
      return reply.header('cache-control', 'no-store').send({
        mailConfigured: app.journey.mailConfigured,
        messages: messages.map(view),
        steps: await stepsOf(project, request.query.lang),
      });
    },
  );

  app.post(
    '/staff/:project/journey/messages/:id/send',
    {
      schema: {
        tags: ['staff'],
        summary: 'Send a journey message now (or again)',
        description: `Sends at once, with the checks of a planned send (the stay still there, the conditions, an address, no opt-out), and answers the message afterwards. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams.extend({ id: z.string().min(1).max(100) }),
        response: { 200: JourneyMessageSchema, ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const { project, id } = request.params;
      const message = await app.journey.sendNow(project, id);
      if (!message) throw new AppError('not_found', 'There is no such journey message.');
      await app.staff.audit(request, 'journey.send', id, {
        step: message.stepId,
        status: message.status,
      });
      return reply.header('cache-control', 'no-store').send(view(message));
    },
  );

  app.post(
    '/staff/:project/reservations/:reservationId/journey/steps/:stepId/send',
    {
      schema: {
        tags: ['staff'],
        summary: "Send a journey step to a reservation's main guest now",
        description: `Planned or not (its time passed, it was sent): sent at once with the checks of a planned send; answers the message. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams.extend({
          reservationId: z.string().min(1).max(100),
          stepId: z.string().min(1).max(40),
        }),
        response: { 200: JourneyMessageSchema, ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const { project, reservationId, stepId } = request.params;
      const message = await app.journey.sendStepNow(project, reservationId, stepId);
      if (!message)
        throw new AppError('not_found', 'There is no such reservation or journey step.');
      await app.staff.audit(request, 'journey.send', message.id, {
        step: stepId,
        status: message.status,
      });
      return reply.header('cache-control', 'no-store').send(view(message));
    },
  );

  app.get(
    '/staff/:project/journey/preview',
    {
      schema: {
        tags: ['staff'],
        summary: "A journey step's mail, written for a demo reservation",
        security: STAFF_SECURITY,
        params: ProjectParams,
        querystring: z.object({ step: z.string().min(1).max(40), lang: z.string().min(2).max(10) }),
        response: { 200: JourneyPreviewSchema, ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const preview = await app.journey.preview(
        request.params.project,
        request.query.step,
        request.query.lang,
      );
      if (!preview) throw new AppError('not_found', 'There is no such step.');
      return reply
        .header('cache-control', 'no-store')
        .send({ subject: preview.subject, text: preview.text, html: preview.html });
    },
  );

  app.get(
    '/staff/:project/reservations/:reservationId/journey-link',
    {
      schema: {
        tags: ['staff'],
        summary: "The main guest's personal link, with its QR code (for a printed confirmation)",
        security: STAFF_SECURITY,
        params: ProjectParams.extend({ reservationId: z.string().min(1).max(100) }),
        querystring: z.object({ target: z.enum(JOURNEY_TARGETS).default('checkin') }),
        response: { 200: z.object({ url: z.string(), qrSvg: z.string() }), ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const { project, reservationId } = request.params;
      const url = await app.journey.personalLink(project, reservationId, request.query.target);
      if (url === null)
        throw new AppError(
          'not_found',
          'There is no such reservation, or no public address of the app (HOSPES_PUBLIC_URL).',
        );
      // spec §7: QR codes with error correction H, width 300, margin 1.
      const qrSvg = await QRCode.toString(url, {
        type: 'svg',
        errorCorrectionLevel: 'H',
        width: 300,
        margin: 1,
      });
      await app.staff.audit(request, 'journey.link', reservationId, {
        target: request.query.target,
      });
      return reply.header('cache-control', 'no-store').send({ url, qrSvg });
    },
  );

  app.get(
    '/staff/:project/feedback',
    {
      config: { staffPermission: 'statistics' as const },
      schema: {
        tags: ['staff'],
        summary: 'The feedback after the stay: per week and the comments',
        security: STAFF_SECURITY,
        params: ProjectParams,
        querystring: z.object({ weeks: z.coerce.number().int().min(1).max(52).default(8) }),
        response: { 200: FeedbackReportSchema, ...STAFF_ERRORS },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await app.journey.feedbackReport(request.params.project, request.query.weeks)),
  );
};

export default staffJourney;
