// A reservation for the front desk: stays, guests (identity masked; the
// full view is recorded in the audit log), invoices, check-ins with their
// retention state, and the registration form PDF of a check-in.
import {
  ApiErrorSchema,
  LangSchema,
  StaffReservationInputSchema,
  StaffReservationSchema,
  type StaffReservationInput,
  ReservationsSavedSchema,
} from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reservationDetail } from '../../../staff/reservation-detail.ts';
import { MAX_CSV_RESERVATIONS, reservationsFromCsv } from '../../../staff/reservations-csv.ts';
import { AppError, GuestNotFoundError, invalidRequest } from '../../../http/app-error.ts';
import { sendPdfFile } from '../integrations/checkin-route-support.ts';
import { pdfLanguage } from '../../../pdf/pdf-format.ts';
import { ProjectParams, STAFF_ERRORS, STAFF_NOTE, STAFF_SECURITY } from './staff-route-docs.ts';

const NOT_BUILTIN = "This project's reservations come from its property system; enter them there.";
/** A CSV file of 1,000 reservations stays far below this. */
const CSV_BODY_LIMIT = 1024 * 1024;

const staffReservations: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'string', bodyLimit: CSV_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  const save = async (project: string, inputs: StaffReservationInput[]) => {
    if (!app.pms.saveReservations) throw new AppError('conflict', NOT_BUILTIN);
    return app.pms.saveReservations(project, inputs);
  };

  app.post(
    '/staff/:project/reservations',
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['staff'],
        summary: 'Create or update a reservation (built-in PMS)',
        description:
          'Body `{ number, lastName, firstName?, email?, phone?, language?, arrival, departure, ' +
          'room?, adults, children? }` (dates YYYY-MM-DD). An existing number is updated (its ' +
          `stay keeps status and check-in). 409 with a real PMS. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams,
        body: StaffReservationInputSchema,
        response: { 200: ReservationsSavedSchema, ...STAFF_ERRORS, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const saved = await save(request.params.project, [request.body]);
      await app.staff.audit(request, 'reservation.save', request.body.number, saved);
      return reply.header('cache-control', 'no-store').send(saved);
    },
  );

  app.post(
    '/staff/:project/reservations/import',
    {
      bodyLimit: CSV_BODY_LIMIT,
      schema: {
        tags: ['staff'],
        summary: 'Import reservations from CSV (built-in PMS)',
        description:
          'Body: the CSV file (`Content-Type: text/csv`), comma or semicolon separated, with a ' +
          'header row: number, last_name, first_name, email, phone, language, arrival, departure, ' +
          `room, adults, children (German names too). At most ${MAX_CSV_RESERVATIONS} rows. All or ` +
          'nothing: 400 lists every bad line. ' +
          STAFF_NOTE,
        security: STAFF_SECURITY,
        params: ProjectParams,
        response: {
          200: ReservationsSavedSchema,
          ...STAFF_ERRORS,
          409: ApiErrorSchema,
          415: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (typeof request.body !== 'string') {
        throw new AppError(
          'unsupported_media_type',
          'Send the CSV file as the body (Content-Type: text/csv).',
        );
      }
      const result = reservationsFromCsv(request.body);
      reply.header('cache-control', 'no-store');
      if (!result.ok) {
        // Each bad line of the file, by its physical line number.
        throw invalidRequest(
          result.problems.map((p) => ({ path: `line ${p.line}`, message: p.message })),
        );
      }
      const saved = await save(request.params.project, result.reservations);
      await app.staff.audit(request, 'reservation.import', null, saved);
      return reply.send(saved);
    },
  );

  app.get(
    '/staff/:project/reservations/:reservationId',
    {
      schema: {
        tags: ['staff'],
        summary: 'A reservation with its guests, invoices and check-ins',
        description:
          'Identity data (document numbers, dates of birth, addresses) are masked; `?full=true` ' +
          'shows them and the signatures and writes `reservation.identity.view` to the audit log. ' +
          STAFF_NOTE,
        security: STAFF_SECURITY,
        params: ProjectParams.extend({ reservationId: z.string().min(1).max(100) }),
        querystring: z.object({
          full: z.enum(['true', 'false']).default('false'),
          lang: LangSchema.optional(),
        }),
        response: { 200: StaffReservationSchema, ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const { project, reservationId } = request.params;
      const full = request.query.full === 'true';
      const detail = await reservationDetail(
        { pms: app.pms, checkins: app.checkins.repository },
        project,
        reservationId,
        full,
        request.query.lang,
      );
      if (!detail) throw new AppError('not_found', 'There is no such reservation.');
      if (full) await app.staff.audit(request, 'reservation.identity.view', reservationId);
      return reply.header('cache-control', 'no-store').send(detail);
    },
  );

  app.get(
    '/staff/:project/reservations/:reservationId/invoices/:invoiceId/pdf',
    {
      schema: {
        tags: ['staff'],
        summary: 'An invoice of a reservation as a PDF, as the guest gets it',
        description: `\`?lang=\` the PDF's language (default: the project's). ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams.extend({
          reservationId: z.string().min(1).max(100),
          invoiceId: z.string().min(1).max(100),
        }),
        querystring: z.object({ lang: LangSchema.optional() }),
        response: STAFF_ERRORS,
      },
    },
    async (request, reply) => {
      const { project, reservationId, invoiceId } = request.params;
      const fallback = app.projects.findProject(project)?.defaultLang;
      const file = await app.checkins.invoices
        .pdfForStaff(project, reservationId, invoiceId, pdfLanguage(request.query.lang ?? fallback))
        .catch((error: unknown) => {
          if (error instanceof GuestNotFoundError) {
            throw new AppError('not_found', 'There is no such invoice of this reservation.');
          }
          throw error;
        });
      return sendPdfFile(reply, file);
    },
  );

  app.get(
    '/staff/:project/registration-forms/:checkinId',
    {
      schema: {
        tags: ['staff'],
        summary: 'The registration form PDF of a check-in',
        description: `404 once the retention period deleted its data. Recorded in the audit log. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams.extend({ checkinId: z.string().min(1).max(100) }),
        response: STAFF_ERRORS,
      },
    },
    async (request, reply) => {
      const { project, checkinId } = request.params;
      const file = await app.checkins
        .registrationForm({ staff: { projectId: project } }, checkinId)
        .catch((error: unknown) => {
          if (error instanceof GuestNotFoundError) {
            throw new AppError(
              'not_found',
              'There is no such form, or its retention period has ended.',
            );
          }
          throw error;
        });
      await app.staff.audit(request, 'registration-form.download', checkinId);
      return sendPdfFile(reply, file);
    },
  );
};

export default staffReservations;
