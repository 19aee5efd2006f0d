// POST /api/guestdata/{project}/connect/{userId} (spec §3 Registrations,
// §5, §7): the guest's push and in-app registrations with their permission,
// the contexts (only the model's known ones) and the language.
import { GuestContextsSchema, LangSchema, RegistrationsSchema } from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { KnownContextsReader } from '../../../guests/known-contexts.ts';
import {
  GUEST_ERROR_RESPONSES,
  USER_ROUTE_NOTE,
  UserParamsSchema,
  requireGuest,
} from './guest-route-context.ts';
import { invalidRequest } from '../../../http/app-error.ts';
import { contextErrors } from './registrations-check.ts';

const ConnectBodySchema = z.object({
  registrations: RegistrationsSchema,
  contexts: GuestContextsSchema.optional(),
  lang: LangSchema.optional(),
  isIOS: z.boolean().optional(),
  isStandalone: z.boolean().optional(),
});

const ConnectResponseSchema = z.object({
  registrations: RegistrationsSchema,
  contexts: GuestContextsSchema,
});

const connect: FastifyPluginAsyncZod = async (app) => {
  const known = new KnownContextsReader(app.projects);

  app.post(
    '/guestdata/:project/connect/:userId',
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['guest data'],
        summary: 'Connect the guest (registrations and contexts)',
        description:
          'Body `{ registrations: { push: { permission, registrationToken?, contexts? }, ' +
          'inapp: { permission, contexts? } }, contexts?, lang?, isIOS?, isStandalone? }`. ' +
          'Both registrations with their `permission` are required (spec §5). Every context ' +
          "pair must be among the project's known contexts (`project_settings.contexts`), " +
          'else 400 listing each unknown one under `errors` with its path. Stores the ' +
          'registrations, the contexts, `lang` (only for a guest without a language yet: a ' +
          'choice made with POST language stays), and when and from what device the app connected ' +
          '(`isIOS`, `isStandalone`: the statistics count the installed share); answers ' +
          '`{ registrations, contexts }`. ' +
          USER_ROUTE_NOTE,
        params: UserParamsSchema,
        body: ConnectBodySchema,
        response: { 200: ConnectResponseSchema, ...GUEST_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { project, userId } = request.params;
      await requireGuest(app, request, project, userId, { forWrite: true });
      const { registrations, contexts, lang, isIOS, isStandalone } = request.body;
      const errors = contextErrors(await known.read(project), registrations, contexts);
      if (errors.length > 0) throw invalidRequest(errors);
      // An app connects without its push subscription in hand: while push stays
      // allowed, the subscription registered before is kept, not wiped.
      const before = await app.guests.getRegistrations(project, userId);
      const kept =
        registrations.push.permission &&
        !registrations.push.registrationToken &&
        before?.push.registrationToken
          ? {
              ...registrations,
              push: { ...registrations.push, registrationToken: before.push.registrationToken },
            }
          : registrations;
      await app.guests.setRegistrations(project, userId, kept);
      await app.guests.setConnection(project, userId, { isIOS, isStandalone });
      const stored = contexts ?? (await app.guests.getContexts(project, userId));
      if (contexts) await app.guests.setContexts(project, userId, contexts);
      // The language the app runs in, for a guest who never chose one: a choice
      // (POST language) stays — two devices of one guest must not flip it.
      if (lang && !(await app.guests.getLanguage(project, userId))) {
        await app.guests.setLanguage(project, userId, lang);
      }
      return reply
        .header('cache-control', 'no-store')
        .send({ registrations: kept, contexts: stored });
    },
  );
};

export default connect;
