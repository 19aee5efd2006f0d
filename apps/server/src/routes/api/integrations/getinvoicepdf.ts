// POST /api/integrations/{project}/getinvoicepdf (spec §7, body
// `{ invoicesInput: { invoice_id } }`) and GET …/getinvoicepdf?invoice_id=…
// (for a link that opens in a new tab): one of the caller's invoices as a
// PDF. Another guest's invoice is 404.
import {
  ApiErrorSchema,
  InvoicePdfRequestSchema,
  LangSchema,
  ValidationErrorSchema,
  type Lang,
} from '@hospes/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pdfLanguage } from '../../../pdf/pdf-format.ts';
import { guestCaller, sendPdfFile } from './checkin-route-support.ts';
import { ProjectParamsSchema } from './integration-context.ts';

const errors = { 400: ValidationErrorSchema, 404: ApiErrorSchema };

async function sendPdf(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  args: {
    project: string;
    userId?: string | undefined;
    invoiceId: string;
    lang?: Lang | undefined;
  },
) {
  const caller = await guestCaller(app, request, args.project, args.userId);
  const fallback = app.projects.findProject(args.project)?.defaultLang;
  const lang = pdfLanguage(args.lang ?? fallback);
  return sendPdfFile(reply, await app.checkins.invoices.pdf(caller, args.invoiceId, lang));
}

const getInvoicePdf: FastifyPluginAsyncZod = async (app) => {
  const description =
    "A PDF (`Content-Type: application/pdf`) in the project's colours with the line items, VAT " +
    "lines, payments and open amount. Only an invoice of the session's own reservation (else 404).";
  app.post(
    '/integrations/:project/getinvoicepdf',
    {
      schema: {
        tags: ['invoices'],
        summary: 'One invoice as a PDF',
        description,
        params: ProjectParamsSchema,
        body: InvoicePdfRequestSchema,
        response: errors,
      },
    },
    async (request, reply) =>
      sendPdf(app, request, reply, {
        project: request.params.project,
        userId: request.body.userId,
        invoiceId: request.body.invoicesInput.invoice_id,
        lang: request.body.lang,
      }),
  );
  app.get(
    '/integrations/:project/getinvoicepdf',
    {
      schema: {
        tags: ['invoices'],
        summary: 'One invoice as a PDF (link form)',
        description,
        params: ProjectParamsSchema,
        querystring: z.object({
          invoice_id: z.string().trim().min(1).max(100),
          lang: LangSchema.optional(),
        }),
        response: errors,
      },
    },
    async (request, reply) =>
      sendPdf(app, request, reply, {
        project: request.params.project,
        invoiceId: request.query.invoice_id,
        lang: request.query.lang,
      }),
  );
};

export default getInvoicePdf;
