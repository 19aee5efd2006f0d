// POST /api/integrations/{project}/checkin: the guest's check-in form,
// taken once per idempotency key (spec §3 check-in input, §4, §5).
import {
  ApiErrorSchema,
  CheckinRequestSchema,
  CheckinResultSchema,
  StepRefusalSchema,
  ValidationErrorSchema,
} from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GuestNotFoundError } from '../../../http/app-error.ts';
import { guestCaller } from './checkin-route-support.ts';
import { ProjectParamsSchema } from './integration-context.ts';

/**
 * Larger than any valid check-in (signature ≤ 1 MB) so that an oversized
 * signature is answered as a 400 at its field; bodies beyond are 413. Only
 * callers with a session get this far (checked before the body is read).
 */
export const CHECKIN_BODY_LIMIT = 16 * 1024 * 1024;

const checkin: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/integrations/:project/checkin',
    {
      bodyLimit: CHECKIN_BODY_LIMIT,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      // Before the body is read: without a logged-in guest's session, no upload.
      onRequest: async (request) => {
        const { project } = request.params as { project: string };
        const caller = await guestCaller(app, request, project, undefined);
        if (caller.reservationId === null) throw new GuestNotFoundError();
      },
      schema: {
        tags: ['check-in'],
        summary: 'Check in a room stay (or the whole reservation)',
        description:
          'Checks the input against the schema and the project form (400 with every field path), ' +
          're-encodes the signature (PNG/WebP only, ≤ 4096×4096 px, not blank), refuses outside ' +
          'the window or with open invoices (409 with the domain reason and the window), then ' +
          'stores the data with the progress claim and the registration number in one ' +
          'transaction and tells the PMS. The same idempotency_key again answers the first ' +
          'result; with other data 422. 502 when the PMS fails (nothing kept).',
        params: ProjectParamsSchema,
        body: CheckinRequestSchema,
        response: {
          200: CheckinResultSchema,
          400: ValidationErrorSchema,
          404: ApiErrorSchema,
          409: StepRefusalSchema,
          413: ApiErrorSchema,
          422: ApiErrorSchema,
          429: ApiErrorSchema,
          502: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { project } = request.params;
      const caller = await guestCaller(app, request, project, request.body.userId);
      const result = await app.checkins.checkin.checkin(caller, request.body.checkinInput);
      return reply.header('cache-control', 'no-store').send(result);
    },
  );
};

export default checkin;
