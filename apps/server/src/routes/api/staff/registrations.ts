// Guest registration reported to the authorities, for staff
// (docs/registration.md): the reports of the last 30 days with their state
// (due, incomplete, sent, refused, overdue) and the authority's reason in
// plain words; "Send now"; completing or correcting a report; the day's
// signed receipts; the project's account at the authority (admins; its
// password and key never answered). Every change is in the audit log.
import {
  ALLOGGIATI_ADDRESS,
  daysBetween,
  AlloggiatiAccountInputSchema,
  AlloggiatiAccountSchema,
  AuthorityReportSchema,
  ReportCorrectionSchema,
  AuthorityReportsSchema,
} from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, invalidRequest } from '../../../http/app-error.ts';
import { REPORT_JOB } from '../../../plugins/app/registration.ts';
import type { AuthorityReport } from '../../../registration/authority-reports.repository.ts';
import { AlloggiatiClient } from '../../../registration/italy/alloggiati-client.ts';
import { ALLOGGIATI, authorityOf } from '../../../registration/authority.ts';
import { ProjectParams, STAFF_ERRORS, STAFF_NOTE, STAFF_SECURITY } from './staff-route-docs.ts';

const ADMINS = { staffPermission: 'staff' as const };

const view = (r: AuthorityReport, now: number) => ({
  id: r.id,
  reservationId: r.reservationId,
  guestIndex: r.guestIndex,
  guestName: r.guestName,
  arrival: r.arrival,
  deadlineAt: r.deadlineAt,
  // Sent in time is not overdue, answered or not.
  state:
    r.status !== 'sent' && r.status !== 'pending' && Date.parse(r.deadlineAt) < now
      ? ('overdue' as const)
      : r.status,
  problems: r.problems,
  authority:
    r.status === 'refused' && r.errorCode !== null
      ? {
          code: r.errorCode,
          description: r.errorDescription ?? '',
          detail: r.errorDetail ?? '',
        }
      : null,
  sentAt: r.sentAt,
  attempts: r.attempts,
});

/** The days of a period; 0 when a bound is no date (zod names that bound itself; a refinement still runs). */
function periodDays(from: string, to: string): number {
  try {
    return daysBetween(from, to);
  } catch {
    return 0;
  }
}

const staffRegistrations: FastifyPluginAsyncZod = async (app) => {
  const accountOf = (project: string) => app.registration.account(project);

  app.get(
    '/staff/:project/registrations',
    {
      schema: {
        tags: ['staff'],
        summary: 'Guests reported to the authorities',
        description: `The last 30 days' reports per guest with their state and the authority's answer; the receipts. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams,
        response: { 200: AuthorityReportsSchema, ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const { project } = request.params;
      const summary = app.projects.findProject(project)!;
      const authority = authorityOf(summary);
      const now = app.registration.clock();
      return reply.header('cache-control', 'no-store').send({
        authority,
        accountConfigured: authority !== null && (await accountOf(project)) !== undefined,
        reports: authority ? (await app.registration.list(project)).map((r) => view(r, now)) : [],
        receipts: authority ? await app.registration.receipts(project) : [],
      });
    },
  );

  app.post(
    '/staff/:project/registrations/send',
    {
      schema: {
        tags: ['staff'],
        summary: 'Report the due guests now',
        description: `Runs the round of the schedule now (one at a time across instances). ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams,
        response: { 200: z.object({ ran: z.boolean() }), ...STAFF_ERRORS },
      },
    },
    async (request) => {
      const ran = await app.scheduler.runNow(REPORT_JOB);
      await app.staff.audit(request, 'registration.send', request.params.project);
      return { ran };
    },
  );

  app.put(
    '/staff/:project/registrations/:id',
    {
      schema: {
        tags: ['staff'],
        summary: 'Complete or correct a report',
        description: `The guest's data by the check-in form's field names (first_name, last_name, gender, date_of_birth, nationality, birth_country, birth_place, doc_type, doc_id, issue_country, issue_place). Written anew and due again, or 400 with what is still wrong. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams.extend({ id: z.string().min(1).max(100) }),
        body: ReportCorrectionSchema,
        response: { 200: AuthorityReportSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => {
      const { project, id } = request.params;
      const result = await app.registration.correct(project, id, request.body);
      if (!result) throw new AppError('not_found', 'No such report, or it was sent.');
      // What is still wrong, at its field (`body/<field>`), as every 400 names it.
      if ('problems' in result)
        throw invalidRequest(
          result.problems.map((p) => ({ path: `body/${p.field}`, message: p.message })),
        );
      await app.staff.audit(request, 'registration.correct', id);
      void app.scheduler.runNow(REPORT_JOB);
      return view(result.report, app.registration.clock());
    },
  );

  app.get(
    '/staff/:project/registrations/register',
    {
      schema: {
        tags: ['staff'],
        summary: 'The guest register of a period (CSV)',
        description: `Every guest of the finished check-ins arriving from \`from\` to \`to\` (at most a year), one line each, with what the registration forms hold (Austria's guest register, Germany's registration forms). Identity data: the export is in the audit log. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams,
        querystring: z
          .object({ from: z.iso.date(), to: z.iso.date() })
          .refine((q) => q.from <= q.to, {
            message: 'The period ends before it starts.',
            path: ['to'],
          })
          .refine((q) => periodDays(q.from, q.to) <= 366, {
            message: 'At most a year at a time.',
            path: ['to'],
          }),
      },
    },
    async (request, reply) => {
      const { project } = request.params;
      const { from, to } = request.query;
      const csv = await app.registration.register(project, from, to);
      await app.staff.audit(request, 'registration.register', project, { from, to });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="guest-register-${project}-${from}-${to}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/staff/:project/registrations/receipts/:day',
    {
      schema: {
        tags: ['staff'],
        summary: "A day's signed receipt (PDF)",
        description: `As the authority issued it; kept five years. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams.extend({ day: z.iso.date() }),
      },
    },
    async (request, reply) => {
      const { project, day } = request.params;
      const pdf = await app.registration.receipt(project, day);
      if (!pdf) throw new AppError('not_found', 'No receipt for this day.');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="alloggiati-${project}-${day}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  const answerAccount = async (project: string) => {
    const account = await accountOf(project);
    return {
      address: account?.settings.address ?? null,
      user: account?.settings.user ?? null,
      hasSecrets: account !== undefined,
      updatedAt: account?.updatedAt ?? null,
    };
  };

  app.get(
    '/staff/:project/registrations/account',
    {
      config: ADMINS,
      schema: {
        tags: ['staff'],
        summary: "The project's account at Alloggiati Web",
        description: `Address and user; whether password and key are stored (never answered). Admins only. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams,
        response: { 200: AlloggiatiAccountSchema, ...STAFF_ERRORS },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await answerAccount(request.params.project)),
  );

  app.put(
    '/staff/:project/registrations/account',
    {
      config: ADMINS,
      schema: {
        tags: ['staff'],
        summary: "Store the project's account at Alloggiati Web",
        description: `User and service address; password and web service key (WSKEY) stored encrypted, kept when left out. Tested before it is stored: a refused account is a 400 in plain words. Admins only. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams,
        body: AlloggiatiAccountInputSchema,
        response: { 200: AlloggiatiAccountSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => {
      const { project } = request.params;
      if (authorityOf(app.projects.findProject(project)!) !== ALLOGGIATI)
        throw new AppError('invalid_request', 'This project is not in Italy.');
      const before = await accountOf(project);
      const { address, user, password, wsKey } = request.body;
      const secrets = {
        password: password ?? before?.secrets.password,
        wsKey: wsKey ?? before?.secrets.wsKey,
      };
      if (!secrets.password || !secrets.wsKey)
        throw new AppError('invalid_request', 'Enter the password and the web service key.');
      const account = {
        settings: { address: address || ALLOGGIATI_ADDRESS, user },
        secrets: { password: secrets.password, wsKey: secrets.wsKey },
      };
      try {
        await new AlloggiatiClient({ ...account.settings, ...account.secrets }).check();
      } catch (err) {
        throw new AppError(
          'invalid_request',
          `Alloggiati Web did not accept the account: ${(err as Error).message}`,
        );
      }
      await app.registration.saveAccount(project, account);
      await app.staff.audit(request, 'registration.account', project, { user });
      return answerAccount(project);
    },
  );
};

export default staffRegistrations;
