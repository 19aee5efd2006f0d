// GET/PUT /api/guestdata/{project}/stay/{userId} (spec §3 Stay, §5, §7):
// the guest's stay. An invalid stay is refused with the spec §5 errors; a
// locked stay (from the property system) is not overwritten; `_t_doa` and
// `_t_dod` are computed here in the project's time zone.
import { STAY_MESSAGES_EN, StayBodySchema, updateGuestStay, validateStay } from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GUEST_ERROR_RESPONSES,
  USER_ROUTE_NOTE,
  UserParamsSchema,
  requireGuest,
  requireProject,
} from './guest-route-context.ts';
import { invalidRequest } from '../../../http/app-error.ts';

const stay: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/guestdata/:project/stay/:userId',
    {
      schema: {
        tags: ['guest data'],
        summary: "The guest's stay",
        description: `\`{ stay }\` (spec §3 Stay; \`{}\` when nothing is known). ${USER_ROUTE_NOTE}`,
        params: UserParamsSchema,
        response: { 200: StayBodySchema, 404: GUEST_ERROR_RESPONSES[404] },
      },
    },
    async (request, reply) => {
      const { project, userId } = request.params;
      await requireGuest(app, request, project, userId);
      const stored = (await app.guests.getStay(project, userId)) ?? {};
      return reply.header('cache-control', 'no-store').send({ stay: stored });
    },
  );

  app.put(
    '/guestdata/:project/stay/:userId',
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['guest data'],
        summary: "Save the guest's stay",
        description:
          'Body `{ stay }` with `doa`, `dod` (`YYYY-MM-DDTHH:mm`) and `roomNumber`; answers ' +
          '`{ stay }` as stored, with `_t_doa`/`_t_dod` computed in the project time zone. ' +
          'Arrival and departure must both be valid and the departure later (spec §5: ' +
          '400 with `errors` `stay.doa`/`stay.dod` and the messages "Arrival date is invalid.", ' +
          '"Departure date is invalid.", "Departure date must be after arrival date."); an ' +
          'empty stay `{}` clears it. A locked stay is kept as it is; `status`, `locked` and ' +
          `the unix times of the body are ignored. ${USER_ROUTE_NOTE}`,
        params: UserParamsSchema,
        body: StayBodySchema,
        response: { 200: StayBodySchema, ...GUEST_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { project, userId } = request.params;
      const { timezone } = requireProject(app, project).place;
      await requireGuest(app, request, project, userId, { forWrite: true });
      const input = request.body.stay;
      const stored = (await app.guests.getStay(project, userId)) ?? {};
      if (!stored.locked && (input.doa !== undefined || input.dod !== undefined)) {
        const errors = validateStay(input, timezone);
        if (errors.length > 0) {
          throw invalidRequest(
            errors.map((e) => ({
              path: `body/stay/${e.field}`,
              message: STAY_MESSAGES_EN[e.message],
            })),
          );
        }
      }
      const next = updateGuestStay(stored, input, timezone);
      const saved = await app.guests.putStay(project, userId, next, { respectLocks: true });
      return reply.header('cache-control', 'no-store').send({ stay: saved });
    },
  );
};

export default stay;
