// The project's property system, chosen by its admins (docs/pms.md): the
// built-in PMS, Mews or apaleo with its credentials — stored encrypted, never
// answered, never logged — and a connection test in plain words.
import {
  PmsConnectionInputSchema,
  PmsConnectionSchema,
  PmsConnectionTestSchema,
} from '@hospes/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicBaseUrl } from '../../../web/public-url.ts';
import { testPmsConnection } from '../../../pms/pms-connection-test.ts';
import type { StoredPmsConnection } from '../../../pms/pms-connections.repository.ts';
import { actorName } from '../../../staff/staff-actor.ts';
import { ProjectParams, STAFF_ERRORS, STAFF_NOTE, STAFF_SECURITY } from './staff-route-docs.ts';

const ADMINS = { staffPermission: 'staff' as const };

function answer(connection: StoredPmsConnection | null, eventsUrl: string | null) {
  const remote = !!connection && connection.kind !== 'builtin';
  return {
    kind: connection?.kind ?? 'builtin',
    settings: connection && connection.kind !== 'builtin' ? connection.settings : null,
    hasSecrets: !!connection && connection.kind !== 'builtin' && connection.secrets !== null,
    entersReservations: !remote,
    eventsUrl: remote ? eventsUrl : null,
    updatedAt: connection?.updatedAt ?? null,
  };
}

const staffPmsConnection: FastifyPluginAsyncZod = async (app) => {
  /** The address the project's PMS sends its change notifications to. */
  const eventsUrl = (request: FastifyRequest<{ Params: { project: string } }>, kind: string) =>
    kind === 'mews' || kind === 'apaleo'
      ? `${publicBaseUrl(app, request, request.params.project)}${app.pmsEvents.path(request.params.project, kind)}`
      : null;

  app.get(
    '/staff/:project/pms',
    {
      config: ADMINS,
      schema: {
        tags: ['staff'],
        summary: "The project's property system",
        description: `Which PMS, its settings and whether credentials are stored (they are never answered). Admins only. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams,
        response: { 200: PmsConnectionSchema, ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const connection = await app.pmsConnections.read(request.params.project);
      return reply
        .header('cache-control', 'no-store')
        .send(answer(connection, eventsUrl(request, connection?.kind ?? 'builtin')));
    },
  );

  app.put(
    '/staff/:project/pms',
    {
      config: ADMINS,
      bodyLimit: 8 * 1024,
      schema: {
        tags: ['staff'],
        summary: "Choose the project's property system",
        description: `\`{ kind: 'builtin' }\`, \`{ kind: 'mews', settings, secrets? }\` or \`{ kind: 'apaleo', settings, secrets? }\`; without \`secrets\` the stored credentials stay. Admins only. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams,
        body: PmsConnectionInputSchema,
        response: { 200: PmsConnectionSchema, ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const { project } = request.params;
      const by = request.staffActor ? actorName(request.staffActor) : 'unknown';
      const saved = await app.pmsConnections.save(project, request.body, by);
      app.pmsRouter.forget(project);
      await app.staff.audit(request, 'pms.connect', saved.kind, {
        secretsChanged: request.body.kind !== 'builtin' && request.body.secrets !== undefined,
      });
      return reply
        .header('cache-control', 'no-store')
        .send(answer(saved, eventsUrl(request, saved.kind)));
    },
  );

  app.post(
    '/staff/:project/pms/test',
    {
      config: ADMINS,
      schema: {
        tags: ['staff'],
        summary: "Test the connection to the project's property system",
        description: `Answers \`{ ok, message }\` in plain words: connected, wrong credentials, no permission for an operation, or unreachable. Admins only. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams,
        response: { 200: PmsConnectionTestSchema, ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const connection = await app.pmsConnections.read(request.params.project);
      const events = eventsUrl(request, connection?.kind ?? 'builtin') ?? undefined;
      return reply
        .header('cache-control', 'no-store')
        .send(await testPmsConnection(connection, {}, events));
    },
  );
};

export default staffPmsConnection;
