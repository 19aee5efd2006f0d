// A reservation for the front desk: entered or edited (asking before an
// existing number is overwritten), imported from CSV after a preview; its
// stays, guests (identity masked; the full view is recorded in the audit
// log), invoices, check-ins with their retention state, and the
// registration form PDF of a check-in.
import {
  ApiErrorSchema,
  LangSchema,
  ReservationCheckSchema,
  ReservationImportPreviewSchema,
  ReservationTimelineSchema,
  StaffReservationEntrySchema,
  StaffReservationInputSchema,
  StaffReservationSchema,
  normalizeReservationNumber,
  RESERVATION_FIELDS,
  type ReservationField,
  type StaffReservationInput,
  ReservationsSavedSchema,
} from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reservationDetail } from '../../../staff/reservation-detail.ts';
import { reservationTimeline } from '../../../staff/reservation-timeline.ts';
import { MAX_CSV_RESERVATIONS, reservationsFromCsv } from '../../../staff/reservations-csv.ts';
import { changedFields, keepingAbsent, previewImport } from '../../../staff/reservation-import.ts';
import { AppError, GuestNotFoundError, invalidRequest } from '../../../http/app-error.ts';
import { NOT_BUILTIN } from '../../../pms/pms-router.ts';
import { sendPdfFile } from '../integrations/checkin-route-support.ts';
import { pdfLanguage } from '../../../pdf/pdf-format.ts';
import { ProjectParams, STAFF_ERRORS, STAFF_NOTE, STAFF_SECURITY } from './staff-route-docs.ts';

/** A CSV file of 1,000 reservations stays far below this. */
const CSV_BODY_LIMIT = 1024 * 1024;

const staffReservations: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    // Bytes: the file's encoding is found from them (UTF-8, UTF-16, Windows-1252).
    { parseAs: 'buffer', bodyLimit: CSV_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  const builtin = () => {
    const { saveReservations, readReservationEntries } = app.pms;
    if (!saveReservations || !readReservationEntries) throw new AppError('conflict', NOT_BUILTIN);
    return {
      save: saveReservations.bind(app.pms),
      read: readReservationEntries.bind(app.pms),
    };
  };

  /**
   * Saves the new and changed reservations; one saved as entered is left
   * untouched, and fields outside `columns` (a CSV file's) keep their value.
   */
  const save = async (
    project: string,
    entered: StaffReservationInput[],
    columns: readonly ReservationField[] = RESERVATION_FIELDS,
  ) => {
    const pms = builtin();
    const saved = await pms.read(
      project,
      entered.map((i) => i.number),
    );
    const inputs = entered.map((input) =>
      keepingAbsent(input, saved.get(normalizeReservationNumber(input.number)), columns),
    );
    const changed = inputs.filter((input) => {
      const existing = saved.get(normalizeReservationNumber(input.number));
      return !existing || changedFields(input, existing).length > 0;
    });
    const result =
      changed.length > 0 ? await pms.save(project, changed) : { created: 0, updated: 0 };
    return { ...result, unchanged: inputs.length - changed.length };
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
          'stay keeps status and check-in; ask first with `…/reservations/check`). 409 with a ' +
          `real PMS. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams,
        body: StaffReservationInputSchema,
        response: { 200: ReservationsSavedSchema, ...STAFF_ERRORS, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const saved = await save(request.params.project, [request.body]);
      await app.staff.audit(request, 'reservation.save', request.body.number, saved);
      // Its journey's mails at once, at their (new) times.
      await app.journey.planNumbers(request.params.project, [request.body.number]);
      return reply.header('cache-control', 'no-store').send(saved);
    },
  );

  app.post(
    '/staff/:project/reservations/check',
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['staff'],
        summary: 'What saving a reservation would change (built-in PMS)',
        description:
          'Body as `POST …/reservations`. `existing` is the reservation saved under the number ' +
          `(null: it is new) and \`changes\` the fields saving would change. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams,
        body: StaffReservationInputSchema,
        response: { 200: ReservationCheckSchema, ...STAFF_ERRORS, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const saved = await builtin().read(request.params.project, [request.body.number]);
      const existing = saved.get(normalizeReservationNumber(request.body.number)) ?? null;
      const changes = existing ? changedFields(request.body, existing) : [];
      return reply.header('cache-control', 'no-store').send({ existing, changes });
    },
  );

  app.get(
    '/staff/:project/reservations/:reservationId/entry',
    {
      schema: {
        tags: ['staff'],
        summary: 'A reservation as its edit form shows it (built-in PMS)',
        description: `The first room stay and the booker. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams.extend({ reservationId: z.string().min(1).max(100) }),
        response: { 200: StaffReservationEntrySchema, ...STAFF_ERRORS, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { project, reservationId } = request.params;
      const { read } = builtin();
      const reservation = await app.pms.getReservation(project, reservationId);
      const entry = reservation
        ? (await read(project, [reservation.number])).get(
            normalizeReservationNumber(reservation.number),
          )
        : undefined;
      if (!entry) throw new AppError('not_found', 'There is no such reservation.');
      return reply.header('cache-control', 'no-store').send(entry);
    },
  );

  app.post(
    '/staff/:project/reservations/import',
    {
      bodyLimit: CSV_BODY_LIMIT,
      schema: {
        tags: ['staff'],
        summary: 'Import reservations from CSV (built-in PMS), or preview the import',
        description:
          'Body: the CSV file (`Content-Type: text/csv`) in UTF-8 (BOM or not), UTF-16 with BOM ' +
          'or Windows-1252, comma or semicolon separated, with a header row: number, last_name, ' +
          'first_name, email, phone, language, arrival, departure (YYYY-MM-DD or DD.MM.YYYY), ' +
          `room, adults, children (German names too). At most ${MAX_CSV_RESERVATIONS} rows. ` +
          '`?preview=true` saves nothing and answers each row: new, changed (which fields), ' +
          'unchanged or invalid (every problem). Without it, all or nothing: 400 lists every ' +
          `problem of every line; unchanged rows are not written. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams,
        querystring: z.object({ preview: z.enum(['true', 'false']).default('false') }),
        response: {
          200: z.union([ReservationsSavedSchema, ReservationImportPreviewSchema]),
          ...STAFF_ERRORS,
          409: ApiErrorSchema,
          415: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) {
        throw new AppError(
          'unsupported_media_type',
          'Send the CSV file as the body (Content-Type: text/csv).',
        );
      }
      const csv = reservationsFromCsv(request.body);
      reply.header('cache-control', 'no-store');
      const { project } = request.params;
      if (request.query.preview === 'true') {
        const { read } = builtin();
        return reply.send(await previewImport(csv, (numbers) => read(project, numbers)));
      }
      const problems = [
        ...csv.fileProblems,
        ...csv.rows.flatMap((row) =>
          row.problems.map((p) => ({
            line: row.line,
            message: p.field ? `${p.field}: ${p.message}` : p.message,
          })),
        ),
      ];
      // Each problem of the file, by its physical line number.
      if (problems.length > 0) {
        throw invalidRequest(problems.map((p) => ({ path: `line ${p.line}`, message: p.message })));
      }
      const saved = await save(
        project,
        csv.rows.flatMap((r) => (r.input ? [r.input] : [])),
        csv.columns,
      );
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
      const entersReservations = await app.pmsRouter.entersReservations(project);
      return reply.header('cache-control', 'no-store').send({ ...detail, entersReservations });
    },
  );

  app.get(
    '/staff/:project/reservations/:reservationId/timeline',
    {
      schema: {
        tags: ['staff'],
        summary: "A reservation's timeline: its guests' requests, bookings, orders and messages",
        description:
          'Newest first, at most `limit` (default 50); `more` when there are older entries. The ' +
          'guests are those who logged in with the reservation and those whose requests, ' +
          "bookings or orders carry it; messages are the guests' and the staff's (not the " +
          `automatic ones). 404 for an unknown reservation. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams.extend({ reservationId: z.string().min(1).max(100) }),
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
        response: { 200: ReservationTimelineSchema, ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const { project, reservationId } = request.params;
      const timeline = await reservationTimeline(
        { pms: app.pms, timeline: app.staff.timeline },
        project,
        reservationId,
        request.query.limit,
      );
      if (!timeline) throw new AppError('not_found', 'There is no such reservation.');
      return reply.header('cache-control', 'no-store').send(timeline);
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
