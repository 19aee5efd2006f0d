// POST /api/contact/{project}: the contact form of discover plus and the app
// variants (spec §1), stored for the staff.
import {
  ContactReceiptSchema,
  ApiErrorSchema,
  ContactRequestSchema,
  productFeatures,
  type Product,
} from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createContactRepository } from '../../../contact/contact.repository.ts';
import { AppError } from '../../../http/app-error.ts';
import { ProjectParamsSchema } from '../route-params.ts';

const contact: FastifyPluginAsyncZod = async (app) => {
  const repository = createContactRepository(app.database.db);

  app.post(
    '/contact/:project',
    {
      bodyLimit: 32 * 1024,
      config: {
        rateLimit: {
          max: 10,
          timeWindow: 10 * 60_000,
          // Per sender and project, so one busy network does not block another hotel.
          keyGenerator: (request) =>
            `${request.ip}|${(request.params as { project?: string }).project ?? ''}`,
        },
      },
      schema: {
        tags: ['contact'],
        summary: 'Send the contact form',
        description:
          'Only for products with a contact form (discover_plus, app, app_without_chatbot); ' +
          'others answer 404. `privacyAccepted` must be true. Rate-limited per IP and project ' +
          '(10 per 10 minutes).',
        params: ProjectParamsSchema,
        body: ContactRequestSchema,
        response: {
          201: ContactReceiptSchema,
          400: ApiErrorSchema,
          404: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { project: projectId } = request.params;
      const project = app.projects.findProject(projectId);
      if (!project || !productFeatures(project.product as Product).contactForm) {
        throw new AppError('not_found', `Project "${projectId}" has no contact form.`);
      }
      const { privacyAccepted: _accepted, ...input } = request.body;
      const stored = await repository.insertRequest(projectId, input, new Date());
      request.log.info({ project: projectId, id: stored.id }, 'Contact request stored');
      return reply.code(201).header('cache-control', 'no-store').send({
        id: stored.id,
        receivedAt: stored.createdAt,
      });
    },
  );
};

export default contact;
