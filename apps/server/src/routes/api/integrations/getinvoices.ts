// POST /api/integrations/{project}/getinvoices: the invoices of the caller's
// reservation (spec §3 Invoice) in integer minor units with the currency.
import {
  ApiErrorSchema,
  InvoicesRequestSchema,
  InvoicesResponseSchema,
  ValidationErrorSchema,
} from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pdfLanguage } from '../../../pdf/pdf-format.ts';
import { guestCaller } from './checkin-route-support.ts';
import { ProjectParamsSchema } from './integration-context.ts';

const getInvoices: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/integrations/:project/getinvoices',
    {
      schema: {
        tags: ['invoices'],
        summary: "The caller's invoices",
        description:
          'Line items (gross), VAT lines, total, payments and open amount in minor units. An ' +
          'anonymous guest, or a project whose invoices are not active, gets `[]`. ' +
          "`online_payments`: the caller's bookings and orders paid online by card.",
        params: ProjectParamsSchema,
        body: InvoicesRequestSchema.optional(),
        response: { 200: InvoicesResponseSchema, 400: ValidationErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { project } = request.params;
      const caller = await guestCaller(app, request, project, request.body?.userId);
      const fallback = app.projects.findProject(project)?.defaultLang;
      const lang = pdfLanguage(request.body?.lang ?? fallback);
      const [invoices, onlinePayments] = await Promise.all([
        app.checkins.invoices.list(caller, lang),
        app.payments.onlinePaymentsOf(caller.projectId, caller.userId),
      ]);
      return reply
        .header('cache-control', 'no-store')
        .send({ ...invoices, online_payments: onlinePayments });
    },
  );
};

export default getInvoices;
